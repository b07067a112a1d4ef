import { describe, expect, it } from 'vitest';
import {
  buildDigest,
  type DigestInput,
  dailyDigestSchema,
  digestListLimit,
  escapeHtml,
  formatDigestDay,
  isEmptyDigest,
} from './digest';
import { defaultPreferences } from './preferences';

const base: DigestInput = {
  appUrl: 'https://leaselens.example.com/',
  today: '2026-11-25',
  recipientName: 'Alex Morgan',
  criticalDates: [
    {
      date: '2026-11-25',
      kind: 'notice-end',
      title: 'Acme Corp — Renewal notice window closes',
      property: { name: 'Harbor Point Tower' },
      target: { type: 'option', id: 4 },
    },
    {
      date: '2026-12-10',
      kind: 'lease-expiration',
      title: 'Globex — Suite 300 lease expires',
      property: { name: 'Harbor Point Tower' },
      target: { type: 'lease', id: 9 },
    },
  ],
  overdueTasks: [{ id: 3, title: 'Send LOI', dueDate: '2026-11-20', opportunityId: 12, dealName: 'Initech' }],
  newOpportunities: [{ id: 5, title: 'Expansion candidate', propertyName: 'Harbor Point Tower' }],
};

describe('the daily digest preference', () => {
  it('is off by default, at 7 am', () => {
    expect(defaultPreferences.dailyDigest).toEqual({ enabled: false, hour: 7 });
  });

  it.each([-1, 24, 7.5])('refuses the hour %s', (hour) => {
    expect(dailyDigestSchema.safeParse({ enabled: true, hour }).success).toBe(false);
  });

  it('accepts every hour of the day', () => {
    for (let hour = 0; hour < 24; hour++)
      expect(dailyDigestSchema.safeParse({ enabled: true, hour }).success).toBe(true);
  });
});

describe('buildDigest', () => {
  it('names the day and counts in the subject', () => {
    expect(buildDigest(base).subject).toBe(
      'LeaseLens daily digest — Nov 25, 2026: 2 critical dates, 1 overdue task, 1 new AI opportunity',
    );
  });

  it('leaves out of the subject what is empty', () => {
    expect(buildDigest({ ...base, overdueTasks: [], newOpportunities: [] }).subject).toBe(
      'LeaseLens daily digest — Nov 25, 2026: 2 critical dates',
    );
  });

  it('lists every item with a link into the app in the text part', () => {
    const { text } = buildDigest(base);
    expect(text).toContain('Hello Alex Morgan,');
    expect(text).toContain(
      '- Nov 25, 2026 (today): Acme Corp — Renewal notice window closes — Harbor Point Tower',
    );
    expect(text).toContain('  https://leaselens.example.com/options');
    expect(text).toContain('  https://leaselens.example.com/critical-dates?month=2026-12');
    expect(text).toContain('- Send LOI — Initech (due Nov 20, 2026)');
    expect(text).toContain('  https://leaselens.example.com/deals/12?tab=tasks');
    expect(text).toContain('- Expansion candidate — Harbor Point Tower');
    expect(text).toContain('  https://leaselens.example.com/opportunities');
    expect(text).toContain('https://leaselens.example.com/settings');
    expect(text).not.toContain('.com//');
  });

  it('links the same items in the HTML part', () => {
    const { html } = buildDigest(base);
    expect(html).toContain('href="https://leaselens.example.com/options"');
    expect(html).toContain('href="https://leaselens.example.com/deals/12?tab=tasks"');
    expect(html).toContain('Send LOI — Initech (due Nov 20, 2026)');
  });

  it('escapes every text in the HTML part', () => {
    const hostile = {
      ...base,
      recipientName: '<script>alert(1)</script>',
      overdueTasks: [{ ...base.overdueTasks[0]!, title: '"><img src=x onerror=alert(1)>' }],
    };
    const { html, text } = buildDigest(hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The plain-text part is text: nothing to escape.
    expect(text).toContain('"><img src=x onerror=alert(1)>');
  });

  it('lists at most the limit per section and links the rest', () => {
    const many = Array.from({ length: digestListLimit + 3 }, (_, index) => ({
      ...base.criticalDates[0]!,
      target: { type: 'option' as const, id: index },
    }));
    const { text, subject } = buildDigest({ ...base, criticalDates: many });
    expect(subject).toContain(`${digestListLimit + 3} critical dates`);
    expect(text.match(/Renewal notice window closes/g)).toHaveLength(digestListLimit);
    expect(text).toContain('…and 3 more critical dates: https://leaselens.example.com/critical-dates');
  });

  it('says "nothing due" when there is nothing to report', () => {
    const empty = { ...base, criticalDates: [], overdueTasks: [], newOpportunities: [] };
    expect(isEmptyDigest(empty)).toBe(true);
    expect(isEmptyDigest(base)).toBe(false);
    const digest = buildDigest(empty);
    expect(digest.subject).toBe('LeaseLens daily digest — Nov 25, 2026: nothing due');
    expect(digest.text).toContain('Nothing due');
  });
});

describe('helpers', () => {
  it('formats a day without shifting it by a time zone', () => {
    expect(formatDigestDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDigestDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
