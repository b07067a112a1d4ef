import { machineWordsIn } from '@common/machine-words';
import { describe, expect, it } from 'vitest';
import { type BriefingFacts, rankBriefingItems, ruleSummary } from './briefing-rules';

const quiet: BriefingFacts = {
  today: '2026-11-23',
  leasesExpiring: { count: 0, pastDue: 0, soonestEnd: null },
  stalledNegotiations: { legal: 0, leaseExecution: 0 },
  optionNoticesDue: { count: 0, soonestNoticeEnd: null },
  matches: [],
};

const match = (id: number, confidence: number, type: 'tenant-match' | 'expansion' = 'expansion') => ({
  id,
  type,
  title: `Match ${id}`,
  confidence,
  tenantName: 'Acme Dental',
  propertyName: 'Harbor Point',
  suite: '300',
});

describe('daily briefing rules', () => {
  it('lists nothing and says so when nothing needs attention', () => {
    expect(rankBriefingItems(quiet)).toEqual([]);
    expect(ruleSummary([])).toMatch(/^Nothing needs your attention today/);
  });

  it('words leases expiring within 30 days with the first end date and links to the 30-day filter', () => {
    const [item] = rankBriefingItems({
      ...quiet,
      leasesExpiring: { count: 3, pastDue: 0, soonestEnd: '2026-12-05' },
    });
    expect(item).toEqual({
      key: 'leases-expiring-30',
      section: 'priority',
      rank: 1,
      title: '3 leases expire within 30 days',
      description:
        'The first ends on Dec 5, 2026. Start renewal conversations before the tenants decide elsewhere.',
      count: 3,
      confidence: null,
      actionLabel: 'View Expirations',
      actionPath: '/leases?expiring=30',
    });
  });

  it('mentions active leases already past their end date', () => {
    const [item] = rankBriefingItems({
      ...quiet,
      leasesExpiring: { count: 2, pastDue: 1, soonestEnd: '2026-11-01' },
    });
    expect(item?.title).toBe('2 leases expire within 30 days');
    expect(item?.description).toMatch(/^1 is past its end date and still active; 1 more ends soon\./);
  });

  it('links stalled negotiations to the pipeline on every negotiation stage its text counts', () => {
    const both = rankBriefingItems({ ...quiet, stalledNegotiations: { legal: 2, leaseExecution: 1 } })[0];
    expect(both?.title).toBe('3 deals in negotiation need follow-up this week');
    expect(both?.description).toContain('2 in Legal and 1 in Lease Execution');
    expect(both?.actionLabel).toBe('View Opportunities');
    expect(both?.actionPath).toBe('/deals?stage=legal,lease_execution');
    const execution = rankBriefingItems({
      ...quiet,
      stalledNegotiations: { legal: 0, leaseExecution: 1 },
    })[0];
    expect(execution?.title).toBe('1 deal in negotiation needs follow-up this week');
    expect(execution?.description).toContain('(in Lease Execution)');
    expect(execution?.actionPath).toBe('/deals?stage=lease_execution');
    const legal = rankBriefingItems({ ...quiet, stalledNegotiations: { legal: 3, leaseExecution: 0 } })[0];
    expect(legal?.description).toContain('(in Legal)');
    expect(legal?.actionPath).toBe('/deals?stage=legal');
  });

  it('ranks priority actions by the nearest deadline, then engagement signals by confidence', () => {
    const items = rankBriefingItems({
      today: '2026-11-23',
      leasesExpiring: { count: 1, pastDue: 0, soonestEnd: '2026-12-20' },
      stalledNegotiations: { legal: 1, leaseExecution: 0 },
      optionNoticesDue: { count: 2, soonestNoticeEnd: '2026-11-25' },
      matches: [match(7, 88), match(4, 95, 'tenant-match'), match(9, 85), match(2, 91), match(3, 90)],
    });
    expect(items.map((item) => [item.rank, item.key])).toEqual([
      [1, 'option-notices-due'],
      [2, 'deals-negotiation-stalled'],
      [3, 'leases-expiring-30'],
      [4, 'match-4'],
      [5, 'match-2'],
      [6, 'match-3'],
    ]);
    expect(items[0]?.description).toBe(
      'The first closes on Nov 25, 2026. Decide whether to exercise or respond before the deadline.',
    );
    expect(items[0]?.actionPath).toBe('/options?status=active');
  });

  it('takes only matches above 85 % and links each to its opportunity', () => {
    const items = rankBriefingItems({
      ...quiet,
      matches: [match(9, 85), match(4, 92, 'tenant-match'), match(5, 86)],
    });
    expect(items.map((item) => item.key)).toEqual(['match-4', 'match-5']);
    expect(items[0]).toMatchObject({
      section: 'engagement',
      confidence: 92,
      count: null,
      actionLabel: 'View Match',
      actionPath: '/opportunities?filter=tenant-match&opportunity=4',
      description: 'Acme Dental fits Suite 300, Harbor Point. AI confidence 92%.',
    });
    expect(items[1]?.actionPath).toBe('/opportunities?opportunity=5');
    expect(items[1]?.description).toBe(
      'Acme Dental is likely to need more space; Suite 300, Harbor Point is vacant and fits. AI confidence 86%.',
    );
  });

  it('summarises the ranked items in one paragraph', () => {
    const items = rankBriefingItems({
      ...quiet,
      leasesExpiring: { count: 1, pastDue: 0, soonestEnd: '2026-12-01' },
      stalledNegotiations: { legal: 2, leaseExecution: 0 },
      matches: [match(4, 92)],
    });
    expect(ruleSummary(items)).toBe(
      'Priority today: 2 deals in negotiation need follow-up this week and 1 lease expires within 30 days. One engagement signal: Match 4 (92% confidence).',
    );
  });

  it('groups large counts, keeps nouns and verbs agreeing and writes dates as MMM d, yyyy', () => {
    const items = rankBriefingItems({
      today: '2026-12-28',
      leasesExpiring: { count: 1200, pastDue: 1001, soonestEnd: '2026-12-01' },
      stalledNegotiations: { legal: 1500, leaseExecution: 0 },
      optionNoticesDue: { count: 1, soonestNoticeEnd: '2027-01-09' },
      matches: [match(4, 92), match(5, 90)],
    });
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get('leases-expiring-30')?.title).toBe('1,200 leases expire within 30 days');
    expect(byKey.get('leases-expiring-30')?.description).toMatch(
      /^1,001 are past their end date and still active; 199 more end soon\./,
    );
    expect(byKey.get('deals-negotiation-stalled')?.title).toBe(
      '1,500 deals in negotiation need follow-up this week',
    );
    expect(byKey.get('option-notices-due')?.title).toBe('1 option notice window closes within 30 days');
    expect(byKey.get('option-notices-due')?.description).toMatch(/^The first closes on Jan 9, 2027\./);
    const summary = ruleSummary(items);
    expect(summary).toContain('2 engagement signals, led by Match 4 (92% confidence).');
    const texts = [...items.flatMap((item) => [item.title, item.description]), summary];
    expect(texts.flatMap(machineWordsIn)).toEqual([]);
  });
});
