import { describe, expect, it } from 'vitest';
import { marketOpportunities } from './market';
import { comp, lease, portfolio, property, space, tenant } from './portfolio-fixture';
import type { SnapshotComp } from './snapshot';

/** Building 1 has two leases at $30/RSF in place (2,000 RSF each), ending beyond two years. */
const withComps = (comps: SnapshotComp[]) =>
  portfolio({
    properties: [property(1, { name: 'Downtown Tower' })],
    spaces: [space(10, 1), space(11, 1)],
    tenants: [tenant(5), tenant(6)],
    leases: [lease(1, 5, 10, { baseRentPsf: 30 }), lease(2, 6, 11, { baseRentPsf: 30 })],
    comps,
  });

describe('market rule', () => {
  it('flags comps 10% or more above in-place rent as below-market rents', () => {
    const [found] = marketOpportunities(withComps([comp(1, 32), comp(1, 34)]));
    expect(found).toMatchObject({
      fingerprint: 'market:property:1:above',
      type: 'market',
      title: 'Below-market rents at Downtown Tower',
      propertyId: 1,
      primaryAction: { label: 'View Lease Comps', path: '/lease-comps?buildingId=1' },
      // ($33 − $30) × 4,000 RSF × 1 year.
      potentialValue: 12_000,
    });
    expect(found?.confidenceFactors.map((item) => item.value)).toEqual([0.4, 0.4, 0]);
    expect(found?.confidenceScore).toBe(Math.round(100 * (0.5 * 0.4 + 0.25 * 0.4)));
  });

  it('flags comps 10% or more below as rents above market', () => {
    const [found] = marketOpportunities(withComps([comp(1, 26)]));
    expect(found).toMatchObject({
      fingerprint: 'market:property:1:below',
      title: 'Rents above market at Downtown Tower',
    });
    expect(found?.potentialValue).toBe(4 * 4000);
  });

  it('ignores a gap under 10% and comps older than 12 months', () => {
    expect(marketOpportunities(withComps([comp(1, 32.9)]))).toEqual([]);
    expect(marketOpportunities(withComps([comp(1, 40, '2025-01-14')]))).toEqual([]);
    expect(marketOpportunities(withComps([comp(1, 40, '2025-01-15')]))).toHaveLength(1);
  });

  it('ignores buildings with comps but no active lease', () => {
    const data = withComps([comp(1, 40)]);
    data.leases = [];
    expect(marketOpportunities(data)).toEqual([]);
  });

  it('counts the comps with a noun that agrees', () => {
    const [one] = marketOpportunities(withComps([comp(1, 26)]));
    expect(one?.confidenceFactors[1]?.explanation).toBe('1 comp in the last 12 months');
    const [two] = marketOpportunities(withComps([comp(1, 32), comp(1, 34)]));
    expect(two?.confidenceFactors[1]?.explanation).toBe('2 comps in the last 12 months');
  });
});
