import { describe, expect, it } from 'vitest';
import { deal, lease, portfolio, property, space, survey, tenant } from './portfolio-fixture';
import type { SnapshotSpace } from './snapshot';
import { industryFit, tenantMatchOpportunities } from './tenant-match';

/** Tenant 5 (Technology) has an open new deal for 3,000 RSF on office building 1, no suite named. */
function withVacant(spaces: SnapshotSpace[], over: { industry?: string | null } = {}) {
  return portfolio({
    properties: [
      property(1, { name: 'Downtown Tower', market: 'Chicago', assetClass: 'office' }),
      property(2, { name: 'Lakeside Plaza', market: 'Chicago', assetClass: 'office' }),
      property(3, { name: 'Bay Mall', market: 'Miami', assetClass: 'retail' }),
    ],
    spaces,
    tenants: [tenant(5, { name: 'Cobalt Software', industry: over.industry ?? 'Technology' })],
    deals: [deal(1, 1, { tenantId: 5, squareFeetNeeded: 3000, proposedRent: 45 })],
  });
}

describe('tenant-match rule', () => {
  it('matches a vacant suite of the right size, class, industry and building at full confidence', () => {
    const [found] = tenantMatchOpportunities(withVacant([space(10, 1, { suite: '700', rentableSf: 3000 })]));
    expect(found).toMatchObject({
      fingerprint: 'tenant-match:tenant:5:space:10',
      type: 'tenant-match',
      title: 'Cobalt Software fits Suite 700 at Downtown Tower',
      confidenceScore: 100,
      propertyId: 1,
      spaceId: 10,
      tenantId: 5,
      leaseId: null,
      primaryAction: { label: 'Create Deal', path: '/deals/new?tenantId=5&propertyId=1' },
    });
    expect(found?.confidenceFactors.map((item) => [item.name, item.weight, item.value])).toEqual([
      ['Size fit', 0.4, 1],
      ['Building class', 0.25, 1],
      ['Industry fit', 0.2, 1],
      ['Location', 0.15, 1],
    ]);
  });

  it("puts 'an' before an office building and 'a' before a medical or retail one", () => {
    const [same] = tenantMatchOpportunities(withVacant([space(10, 1, { suite: '700', rentableSf: 3000 })]));
    expect(same?.confidenceFactors.map((item) => item.explanation)).toEqual([
      'Suite 3,000 RSF for a need of 3,000 RSF',
      'Same office class as Downtown Tower',
      'Technology in an office building',
      'In Downtown Tower',
    ]);
    const snapshot = withVacant([space(10, 4, { suite: '120', rentableSf: 3000 })], { industry: 'Dental' });
    snapshot.properties.push(property(4, { name: 'Loop Medical', market: 'Chicago', assetClass: 'medical' }));
    const [other] = tenantMatchOpportunities(snapshot);
    expect(other?.confidenceFactors[1]?.explanation).toBe('A medical building');
    expect(other?.confidenceFactors[2]?.explanation).toBe('Dental in a medical building');
    const [office] = tenantMatchOpportunities(
      withVacant([space(10, 2, { suite: '400', rentableSf: 3000 })], { industry: 'Dental' }),
    );
    expect(office?.confidenceFactors[2]?.explanation).toBe('Dental in an office building');
  });

  it('ignores a suite that is leased', () => {
    const snapshot = withVacant([space(10, 1, { rentableSf: 3000 })]);
    snapshot.tenants.push(tenant(6));
    snapshot.leases = [lease(1, 6, 10)];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
  });

  it('ignores a vacant suite that is pre-leased: a signed lease starts later', () => {
    const snapshot = withVacant([space(10, 1, { rentableSf: 3000 })]);
    snapshot.tenants.push(tenant(6));
    snapshot.signedLeases = [lease(1, 6, 10, { startDate: '2026-09-01', endDate: '2031-08-31' })];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
  });

  it('offers a suite whose lease ends within the horizon with nothing signed after, saying when it frees up', () => {
    const snapshot = withVacant([space(10, 1, { suite: '700', rentableSf: 3000 })]);
    snapshot.tenants.push(tenant(6));
    snapshot.leases = [lease(1, 6, 10, { endDate: '2026-03-31' })];
    const [found] = tenantMatchOpportunities(snapshot);
    expect(found?.spaceId).toBe(10);
    expect(found?.description).toContain(
      'Suite 700, free after its lease ends Mar 31, 2026, at Downtown Tower',
    );
    // Renewed by the same tenant: no longer available.
    snapshot.signedLeases = [lease(2, 6, 10, { startDate: '2026-04-01', endDate: '2031-03-31' })];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
  });

  it("judges availability on the deal's expected close date", () => {
    const snapshot = withVacant([space(10, 1, { rentableSf: 3000 })]);
    snapshot.tenants.push(tenant(6));
    // Let until the end of 2027: not marketable today, but it is for a deal closing in late 2027.
    snapshot.leases = [lease(1, 6, 10, { endDate: '2027-12-31' })];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
    snapshot.deals = [deal(1, 1, { tenantId: 5, squareFeetNeeded: 3000, expectedCloseDate: '2027-10-01' })];
    expect(tenantMatchOpportunities(snapshot).map((found) => found.spaceId)).toEqual([10]);
  });

  it('considers suites within ±50% of the need: 4,500 and 1,500 RSF match, 4,501 and 1,499 do not', () => {
    for (const rsf of [4500, 1500]) {
      const [found] = tenantMatchOpportunities(withVacant([space(10, 1, { rentableSf: rsf })]));
      expect(found?.confidenceFactors[0]?.value).toBe(0.5);
      expect(found?.confidenceScore).toBe(Math.round(100 * (0.4 * 0.5 + 0.25 + 0.2 + 0.15)));
    }
    for (const rsf of [4501, 1499]) {
      expect(tenantMatchOpportunities(withVacant([space(10, 1, { rentableSf: rsf })]))).toEqual([]);
    }
  });

  it('lets a larger divisible suite be cut to the need', () => {
    const divisible = space(10, 1, { rentableSf: 10_000, isDivisible: true, minDivisibleSf: 2000 });
    const [found] = tenantMatchOpportunities(withVacant([divisible]));
    expect(found?.confidenceFactors[0]?.value).toBe(1);
  });

  it('proposes the best suite only, by confidence then lower id', () => {
    const snapshot = withVacant([
      space(11, 2, { rentableSf: 3000 }), // same market, other building: location 0.6
      space(12, 1, { rentableSf: 3300 }), // own building, 10% off in size
      space(13, 1, { rentableSf: 3000 }), // own building, exact
      space(14, 1, { rentableSf: 3000 }), // same as 13, higher id
    ]);
    const found = tenantMatchOpportunities(snapshot);
    expect(found.map((item) => item.spaceId)).toEqual([13]);
  });

  it('scores the location 0.6 in the same market and 0 elsewhere, and needs 60 to propose', () => {
    const [sameMarket] = tenantMatchOpportunities(withVacant([space(11, 2, { rentableSf: 3000 })]));
    expect(sameMarket?.confidenceScore).toBe(Math.round(100 * (0.4 + 0.25 + 0.2 + 0.15 * 0.6)));
    // Another class and market: 0.4 × 1 + 0 + 0.2 × 0.2 + 0 = 44 < 60.
    expect(tenantMatchOpportunities(withVacant([space(12, 3, { rentableSf: 3000 })]))).toEqual([]);
  });

  it('values asking rent, else the deal’s proposed rent, × suite RSF × 5 years', () => {
    const [asking] = tenantMatchOpportunities(
      withVacant([space(10, 1, { rentableSf: 3000, askingRentPsf: 40 })]),
    );
    expect(asking?.potentialValue).toBe(40 * 3000 * 5);
    const [proposed] = tenantMatchOpportunities(withVacant([space(10, 1, { rentableSf: 3000 })]));
    expect(proposed?.potentialValue).toBe(45 * 3000 * 5);
  });

  it('has no value without any rent', () => {
    const snapshot = withVacant([space(10, 1, { rentableSf: 3000 })]);
    snapshot.deals = [deal(1, 1, { tenantId: 5, squareFeetNeeded: 3000, proposedRent: null })];
    expect(tenantMatchOpportunities(snapshot)[0]?.potentialValue).toBeNull();
  });

  it('skips renewal deals, closed deals, deals without a tenant and deals that already have a vacant suite', () => {
    const snapshot = withVacant([space(10, 1, { rentableSf: 3000 })]);
    snapshot.deals = [
      deal(1, 1, { tenantId: 5, squareFeetNeeded: 3000, dealType: 'renewal' }),
      deal(2, 1, { tenantId: 5, squareFeetNeeded: 3000, stage: 'dead' }),
      deal(3, 1, { tenantId: null, squareFeetNeeded: 3000 }),
    ];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
    snapshot.deals = [deal(4, 1, { tenantId: 5, squareFeetNeeded: 3000, spaceId: 10 })];
    expect(tenantMatchOpportunities(snapshot)).toEqual([]);
  });

  it('matches the growth need of an expanding tenant without a deal: half the space it leases', () => {
    const snapshot = portfolio({
      properties: [property(1)],
      spaces: [
        space(10, 1, { rentableSf: 4000 }),
        space(11, 1, { rentableSf: 2000 }),
        space(12, 1, { rentableSf: 4000 }),
      ],
      tenants: [tenant(5), tenant(6, { hasExpansionIntent: true })],
      leases: [lease(1, 5, 10), lease(2, 6, 12)],
      surveys: [survey(5, { hasExpansionIntentions: true })],
    });
    const found = tenantMatchOpportunities(snapshot);
    expect(found.map((item) => [item.tenantId, item.spaceId, item.confidenceScore])).toEqual([
      [5, 11, 100],
      [6, 11, 100],
    ]);
    expect(found[0]?.description).toContain('expansion plans (about 2,000 RSF more)');
  });

  it('rates industry fit by building class', () => {
    expect(industryFit('Dental', 'medical')).toBe(1);
    expect(industryFit('Dental', 'office')).toBe(0.5);
    expect(industryFit('Law', 'medical')).toBe(0.3);
    expect(industryFit('Retail', 'retail')).toBe(1);
    expect(industryFit('Retail', 'office')).toBe(0.2);
    expect(industryFit(null, 'office')).toBe(0.5);
    expect(industryFit('Aerospace', 'office')).toBe(0.5);
  });
});

describe('tenant-match search', () => {
  /** A small deterministic PRNG (mulberry32). */
  function random(seed: number) {
    let state = seed >>> 0;
    return (max: number) => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
    };
  }
  const classes = ['office', 'medical', 'retail'] as const;
  const industries = ['Medical', 'Dental', 'Law', 'Technology', 'Retail', 'Finance', null, 'Aerospace'];

  it('finds the same suites with pruning as when it scores every suite, on random portfolios', () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const pick = random(seed);
      const properties = Array.from({ length: 12 }, (_, i) =>
        property(i + 1, { market: `M${pick(3)}`, assetClass: classes[pick(3)] }),
      );
      const spaces = Array.from({ length: 240 }, (_, i) =>
        space(i + 1, 1 + pick(12), {
          rentableSf: 500 + pick(40) * 100,
          askingRentPsf: pick(4) === 0 ? null : 20 + pick(30),
          isDivisible: pick(10) === 0,
          minDivisibleSf: 500,
        }),
      );
      const tenants = Array.from({ length: 80 }, (_, i) =>
        tenant(i + 1, {
          industry: industries[pick(industries.length)] ?? null,
          hasExpansionIntent: pick(4) === 0,
        }),
      );
      const leases = spaces
        .filter(() => pick(2) === 0)
        .map((leased, i) => lease(i + 1, 1 + pick(80), leased.id));
      const deals = Array.from({ length: 40 }, (_, i) =>
        deal(i + 1, 1 + pick(12), {
          tenantId: 1 + pick(80),
          squareFeetNeeded: 800 + pick(30) * 100,
          dealType: (['new', 'expansion', 'renewal'] as const)[pick(3)],
          proposedRent: 30,
        }),
      );
      const snapshot = portfolio({ properties, spaces, tenants, leases, deals });
      const pruned = tenantMatchOpportunities(snapshot);
      expect(pruned.length).toBeGreaterThan(0);
      expect(pruned).toEqual(tenantMatchOpportunities(snapshot, undefined, { exhaustive: true }));
      // A memo that starts afresh every few answers gives the same matches.
      expect(tenantMatchOpportunities(snapshot, undefined, { memoLimit: 3 })).toEqual(pruned);
    }
  });
});
