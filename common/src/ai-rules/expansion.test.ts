import { describe, expect, it } from 'vitest';
import { expansionOpportunities } from './expansion';
import { deal, lease, portfolio, property, space, survey, tenant } from './portfolio-fixture';
import type { SnapshotTenant } from './snapshot';

/** Tenant 5 leases 4,000 RSF (suite 10) until 2031-01-15, five years from the fixture's today. */
function withTenant(over: Partial<SnapshotTenant>) {
  return portfolio({
    properties: [property(1, { name: 'Downtown Tower' })],
    spaces: [space(10, 1, { rentableSf: 4000 })],
    tenants: [tenant(5, { name: 'Northwind Analytics', ...over })],
    leases: [lease(7, 5, 10, { startDate: '2021-01-15', endDate: '2031-01-15', baseRentPsf: 40 })],
  });
}

describe('expansion rule', () => {
  it('proposes a tenant whose latest survey reports expansion plans', () => {
    const snapshot = withTenant({});
    snapshot.surveys = [
      survey(5, { hasExpansionIntentions: false, surveyDate: '2025-06-01' }),
      survey(5, { hasExpansionIntentions: true, surveyDate: '2025-12-01', satisfactionScore: 8 }),
    ];
    const [found] = expansionOpportunities(snapshot);
    expect(found).toMatchObject({
      fingerprint: 'expansion:tenant:5',
      type: 'expansion',
      title: 'Expansion opportunity: Northwind Analytics',
      propertyId: 1,
      spaceId: 10,
      tenantId: 5,
      leaseId: 7,
      expirationDate: '2031-01-15',
      primaryAction: { label: 'Start Expansion Deal', path: '/deals/new?tenantId=5&propertyId=1' },
    });
    expect(found?.confidenceFactors.map((item) => [item.name, item.weight, item.value])).toEqual([
      ['Expansion intent', 0.4, 1],
      ['Space per employee', 0.3, 0.3],
      ['Tenant satisfaction', 0.15, 0.8],
      ['Remaining term', 0.15, 1],
    ]);
    expect(found?.confidenceScore).toBe(Math.round(100 * (0.4 + 0.3 * 0.3 + 0.15 * 0.8 + 0.15)));
  });

  it('reads only the latest survey', () => {
    const snapshot = withTenant({});
    snapshot.surveys = [
      survey(5, { hasExpansionIntentions: true, surveyDate: '2025-06-01' }),
      survey(5, { hasExpansionIntentions: false, surveyDate: '2025-12-01' }),
    ];
    expect(expansionOpportunities(snapshot)).toEqual([]);
  });

  it('weighs the tenant record’s expansion flag 0.8', () => {
    const [found] = expansionOpportunities(withTenant({ hasExpansionIntent: true }));
    expect(found?.confidenceFactors[0]?.value).toBe(0.8);
  });

  it('proposes a tenant under 150 RSF per employee, but not one at 150', () => {
    const [crowded] = expansionOpportunities(withTenant({ headcount: 32 })); // 125 RSF each
    expect(crowded?.confidenceFactors[1]?.value).toBe(0.833);
    expect(crowded?.tags).toContain('Near capacity');
    expect(expansionOpportunities(withTenant({ headcount: 26 }))).toEqual([]); // 153.8 RSF each
    expect(expansionOpportunities(withTenant({ headcount: 27 }))).toHaveLength(1); // 148.1 RSF each
  });

  it('proposes nothing without intent or crowding, or while an expansion deal is open', () => {
    expect(expansionOpportunities(withTenant({}))).toEqual([]);
    const snapshot = withTenant({ hasExpansionIntent: true });
    snapshot.deals = [deal(1, 1, { tenantId: 5, dealType: 'expansion', stage: 'touring' })];
    expect(expansionOpportunities(snapshot)).toEqual([]);
    snapshot.deals = [deal(1, 1, { tenantId: 5, dealType: 'expansion', stage: 'dead' })];
    expect(expansionOpportunities(snapshot)).toHaveLength(1);
  });

  it('values rent × a quarter of the leased RSF × the years left', () => {
    const [found] = expansionOpportunities(withTenant({ hasExpansionIntent: true }));
    expect(found?.potentialValue).toBe(40 * 1000 * 5);
  });

  it('words the texts with prose dates, grouped figures and counts that agree', () => {
    const snapshot = withTenant({ headcount: 1 });
    snapshot.surveys = [survey(5, { hasExpansionIntentions: true, surveyDate: '2026-12-07' })];
    const [found] = expansionOpportunities(snapshot);
    expect(found?.confidenceFactors.map((item) => item.explanation)).toEqual([
      'Survey of Dec 7, 2026 reports expansion plans',
      '4,000 RSF per employee (1 employee in 4,000 RSF)',
      'Satisfaction 8 of 10',
      '5 years left on the lease',
    ]);
    const crowded = withTenant({ headcount: 32 });
    crowded.leases = [lease(7, 5, 10, { startDate: '2021-01-15', endDate: '2027-01-15', baseRentPsf: 40 })];
    const [soon] = expansionOpportunities(crowded);
    expect(soon?.confidenceFactors[1]?.explanation).toBe('125 RSF per employee (32 employees in 4,000 RSF)');
    expect(soon?.confidenceFactors[3]?.explanation).toBe('1 year left on the lease');
  });
});
