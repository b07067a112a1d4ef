import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-days';
import { fixtureToday, lease, option, portfolio, property, space, survey, tenant } from './portfolio-fixture';
import { riskOpportunities } from './risk';
import type { SnapshotLease, SnapshotOption } from './snapshot';

const inDays = (days: number) => addDays(fixtureToday, days);

describe('risk rule: high-risk tenant', () => {
  const snapshot = (satisfactionScore: number, renewalLikelihood: number) =>
    portfolio({
      properties: [property(1)],
      spaces: [space(10, 1, { rentableSf: 2000 })],
      tenants: [tenant(5, { name: 'Keller Tax Advisors' })],
      leases: [lease(7, 5, 10, { endDate: inDays(365), baseRentPsf: 30 })],
      surveys: [survey(5, { satisfactionScore, renewalLikelihood })],
    });

  it('flags a tenant whose latest survey reads High Risk', () => {
    const [found] = riskOpportunities(snapshot(4, 15));
    expect(found).toMatchObject({
      fingerprint: 'risk:tenant:5',
      type: 'risk',
      title: 'At-risk tenant: Keller Tax Advisors',
      tenantId: 5,
      leaseId: 7,
      primaryAction: { label: 'View Tenant', path: '/tenants/5' },
    });
    expect(found?.confidenceFactors.map((item) => item.value)).toEqual([0.85, 0.6, 1 - 365 / 730]);
    expect(found?.confidenceScore).toBe(Math.round(100 * (0.4 * 0.85 + 0.3 * 0.6 + 0.3 * 0.5)));
    // Rent at stake: 30 × 2,000 RSF × 1 year left.
    expect(found?.potentialValue).toBe(60_000);
  });

  it('flags Unlikely to renew (under 40%) even when satisfied, and not a Maybe/Neutral tenant', () => {
    expect(riskOpportunities(snapshot(8, 39))).toHaveLength(1);
    expect(riskOpportunities(snapshot(6, 40))).toEqual([]);
    expect(riskOpportunities(snapshot(5.9, 90))).toHaveLength(1);
  });

  it("words the texts with the tenant's possessive and prose dates, past ends as past", () => {
    const [found] = riskOpportunities(snapshot(4, 15));
    expect(found?.description).toBe(
      "Keller Tax Advisors' survey of Dec 1, 2025 reads High Risk: satisfaction 4 of 10 and 15% likely to " +
        'renew. Its lease of suite 110 at Building 1 ends on Jan 15, 2027.',
    );
    expect(found?.confidenceFactors.map((item) => item.explanation)).toEqual([
      '15% likely to renew',
      'Satisfaction 4 of 10',
      'Lease ends in 365 days',
    ]);
    // A lease still active after its last day.
    const late = snapshot(4, 15);
    late.leases = [lease(7, 5, 10, { endDate: inDays(-1) })];
    const [overdue] = riskOpportunities(late);
    expect(overdue?.description).toContain('ended on Jan 14, 2026.');
    expect(overdue?.confidenceFactors[2]?.explanation).toBe('Lease ended 1 day ago');
  });

  it('ignores a high-risk survey of a tenant with no active lease', () => {
    const data = snapshot(2, 10);
    data.leases = [];
    expect(riskOpportunities(data)).toEqual([]);
  });
});

describe('risk rule: concentrated expirations', () => {
  /** Four 1,000 RSF leases in building 1; `ends` are the first ones' days to expiry. */
  const building = (ends: number[], sizes = [1000, 1000, 1000, 1000]) =>
    portfolio({
      properties: [property(1, { name: 'Park Center' })],
      spaces: sizes.map((rsf, i) => space(10 + i, 1, { rentableSf: rsf })),
      tenants: sizes.map((_, i) => tenant(20 + i)),
      leases: sizes.map(
        (_, i): SnapshotLease =>
          lease(30 + i, 20 + i, 10 + i, {
            startDate: '2021-01-15',
            endDate: i < ends.length ? inDays(ends[i] as number) : inDays(1000),
          }),
      ),
    });
  const concentrations = (data: ReturnType<typeof building>) =>
    riskOpportunities(data).filter((item) => item.fingerprint.endsWith(':expirations'));

  it('flags a building where two leases holding half its space end within 12 months', () => {
    const [found] = concentrations(building([100, 365]));
    expect(found).toMatchObject({
      fingerprint: 'risk:property:1:expirations',
      title: 'Concentrated expirations at Park Center',
      propertyId: 1,
      expirationDate: inDays(100),
      primaryAction: { path: '/properties/1' },
    });
    expect(found?.confidenceFactors.map((item) => item.value)).toEqual([
      1,
      0.4,
      Math.round((1 - 100 / 365) * 1000) / 1000,
    ]);
    // Renewal value of both: 30 × 1,000 × 5-year terms (2021-01-15 to ~2026/27).
    expect(found?.potentialValue).toBe(30 * 1000 * 5 + 30 * 1000 * 6);
  });

  it('words the texts with counts that agree and the first end as a prose date', () => {
    const [found] = concentrations(building([100, 365]));
    expect(found?.description).toBe(
      '2 leases covering 2,000 RSF (50% of the leased space) at Park Center end within the next 12 months, ' +
        'the first on Apr 25, 2026.',
    );
    expect(found?.confidenceFactors.map((item) => item.explanation)).toEqual([
      '50% of 4,000 RSF leased',
      '2 leases end within 12 months',
      'First one ends in 100 days',
    ]);
  });

  it('needs two leases, 25% of the leased space, and ends within 365 days', () => {
    expect(concentrations(building([100]))).toEqual([]);
    expect(concentrations(building([100, 366]))).toEqual([]);
    // 2 × 500 of 5,000 RSF = 20%.
    expect(concentrations(building([100, 200], [500, 500, 2000, 2000]))).toEqual([]);
    // 2 × 500 of 4,000 RSF = 25%.
    expect(concentrations(building([100, 200], [500, 500, 1500, 1500]))).toHaveLength(1);
  });
});

describe('risk rule: option notice deadline', () => {
  const withOption = (over: Partial<SnapshotOption>) =>
    portfolio({
      properties: [property(1)],
      spaces: [space(10, 1, { suite: '220', rentableSf: 2000 })],
      tenants: [tenant(5, { name: 'Moreno Family Law' })],
      leases: [lease(7, 5, 10, { baseRentPsf: 30 })],
      options: [option(3, 7, 1, { noticeStart: inDays(-60), ...over })],
    });

  it('flags an open notice window that closes within 30 days', () => {
    const [found] = riskOpportunities(withOption({ noticeEnd: inDays(30), optionType: 'Termination' }));
    expect(found).toMatchObject({
      fingerprint: 'risk:option:3',
      title: 'Termination notice deadline: Moreno Family Law',
      leaseId: 7,
      expirationDate: inDays(30),
      potentialValue: 60_000,
      primaryAction: { label: 'Review Option', path: '/options?option=3' },
    });
    expect(found?.confidenceScore).toBe(Math.round(100 * (0.5 * 0 + 0.3 * 1 + 0.2 * 0.5)));
    const [today] = riskOpportunities(withOption({ noticeEnd: inDays(0) }));
    expect(today?.confidenceScore).toBe(Math.round(100 * (0.5 * 1 + 0.3 * 0.8 + 0.2 * 0.5)));
  });

  it("words the texts with the tenant's possessive and prose dates", () => {
    const [found] = riskOpportunities(withOption({ noticeEnd: inDays(30), optionType: 'Termination' }));
    expect(found?.description).toBe(
      "The notice window of Moreno Family Law's Termination option on suite 220 at Building 1 closes on " +
        'Feb 14, 2026 (in 30 days); the option takes effect on Jan 1, 2027.',
    );
    const [today] = riskOpportunities(withOption({ noticeEnd: inDays(0) }));
    expect(today?.description).toContain('closes on Jan 15, 2026 (today)');
    expect(today?.confidenceFactors[0]?.explanation).toBe('Notice window closes today');
  });

  it('ignores deadlines 31 days out, passed ones, windows not yet open and options of no active lease', () => {
    expect(riskOpportunities(withOption({ noticeEnd: inDays(31) }))).toEqual([]);
    expect(riskOpportunities(withOption({ noticeEnd: inDays(-1) }))).toEqual([]);
    expect(riskOpportunities(withOption({ noticeStart: inDays(1), noticeEnd: inDays(20) }))).toEqual([]);
    expect(riskOpportunities(withOption({ noticeEnd: inDays(10), leaseId: 99 }))).toEqual([]);
  });
});
