import { describe, expect, it } from 'vitest';
import {
  emptyStackingFilters,
  expiryBucket,
  expiryBucketLabel,
  floorSegments,
  hasActiveStackingFilters,
  industryFilters,
  matchesStackingFilters,
  parseStackingFilters,
  type StackingFilters,
  showsSegmentLabel,
} from './stacking-layout';
import type { StackingLease, StackingSpace } from './stacking-plan';

const today = '2026-11-23';

function lease(extra: Partial<StackingLease> = {}): StackingLease {
  return {
    id: 1,
    tenant: { id: 1, name: 'Acme Dental' },
    industry: 'Dental',
    startDate: '2022-01-01',
    endDate: '2030-12-31',
    baseRentPsf: 30,
    inPlaceRentPsf: 32,
    escalationPct: 3,
    leaseType: 'gross',
    isSublease: false,
    sublessor: null,
    ...extra,
  };
}

function space(suite: string, rentableSf: number, extra: Partial<StackingSpace> = {}): StackingSpace {
  return {
    id: Number(suite),
    suite,
    rentableSf,
    spaceType: 'office',
    status: 'occupied',
    listingStatus: 'inactive',
    dateAvailable: null,
    askingRentPsf: null,
    lease: lease(),
    signedLease: null,
    optionTypes: [],
    conflictCount: 0,
    ...extra,
  };
}

const vacant = (suite: string, rentableSf: number, extra: Partial<StackingSpace> = {}) =>
  space(suite, rentableSf, { status: 'vacant', lease: null, listingStatus: 'active', ...extra });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const filters = (change: Partial<StackingFilters>): StackingFilters => ({
  ...emptyStackingFilters,
  ...change,
});

describe('segment widths', () => {
  it('are proportional to square feet and sum to the floor', () => {
    const segments = floorSegments({ totalSf: 10_000, spaces: [space('100', 6000), space('110', 4000)] });
    expect(segments.map((segment) => segment.widthPct)).toEqual([60, 40]);
  });

  it('sum to exactly 100 for awkward areas', () => {
    const spaces = [1, 2, 3, 4, 5, 6, 7].map((n) => space(String(100 + n), 1000 + n * 137));
    const segments = floorSegments({ totalSf: sum(spaces.map((s) => s.rentableSf)), spaces });
    expect(Math.abs(sum(segments.map((segment) => segment.widthPct)) - 100)).toBeLessThan(1e-9);
  });

  it('add a grey Unassigned remainder when the floor is larger than its suites', () => {
    const segments = floorSegments({ totalSf: 8000, spaces: [space('100', 3000), space('110', 3000)] });
    expect(segments.map((segment) => [segment.kind, segment.sf, segment.widthPct])).toEqual([
      ['space', 3000, 37.5],
      ['space', 3000, 37.5],
      ['unassigned', 2000, 25],
    ]);
  });

  it('scale the suites to the bar when they exceed the floor total', () => {
    const segments = floorSegments({ totalSf: 5000, spaces: [space('100', 3000), space('110', 5000)] });
    expect(segments.map((segment) => segment.widthPct)).toEqual([37.5, 62.5]);
    expect(segments.some((segment) => segment.kind === 'unassigned')).toBe(false);
  });

  it('sum to 100 on a floor of 25 suites and a remainder', () => {
    const spaces = Array.from({ length: 25 }, (_, n) => space(String(100 + n), 700 + ((n * 311) % 2900)));
    const segments = floorSegments({ totalSf: sum(spaces.map((s) => s.rentableSf)) + 333, spaces });
    expect(segments).toHaveLength(26);
    expect(Math.abs(sum(segments.map((segment) => segment.widthPct)) - 100)).toBeLessThan(1e-9);
  });

  it('share the bar equally when no suite has an area', () => {
    const segments = floorSegments({ totalSf: 0, spaces: [space('100', 0), space('110', 0)] });
    expect(segments.map((segment) => segment.widthPct)).toEqual([50, 50]);
  });
});

describe('the 5 % label rule', () => {
  it('shows a tenant name only on a segment wider than 5 %', () => {
    expect(showsSegmentLabel(5.01)).toBe(true);
    expect(showsSegmentLabel(5)).toBe(false);
    expect(showsSegmentLabel(4.99)).toBe(false);
  });

  it('hides the name of a suite of exactly 5 % of its floor', () => {
    const segments = floorSegments({ totalSf: 20_000, spaces: [space('100', 1000), space('110', 19_000)] });
    expect(segments.map((segment) => showsSegmentLabel(segment.widthPct))).toEqual([false, true]);
  });
});

describe('stacking filters', () => {
  it('read from the URL, unknown values falling back to any / all', () => {
    const parsed = parseStackingFilters(
      new URLSearchParams('q=acme&size=large&industry=physicaltherapy&options=bogus&sublease=notsubleased'),
    );
    expect(parsed).toEqual(
      filters({ q: 'acme', size: 'large', industry: 'physicaltherapy', sublease: 'notsubleased' }),
    );
    expect(hasActiveStackingFilters(parsed)).toBe(true);
    expect(hasActiveStackingFilters(parseStackingFilters(new URLSearchParams('building=3')))).toBe(false);
  });

  it('offer every industry as a lowercase slug', () => {
    expect(industryFilters).toEqual([
      'all',
      'medical',
      'healthcare',
      'dental',
      'physicaltherapy',
      'mentalhealth',
      'insurance',
      'law',
      'finance',
      'technology',
      'retail',
      'office',
      'other',
    ]);
  });

  const match = (s: StackingSpace, change: Partial<StackingFilters>) =>
    matchesStackingFilters(s, filters(change), today);

  it('match the suite or tenant name, ignoring case', () => {
    expect(match(space('300', 1000), { q: 'acme DENT' })).toBe(true);
    expect(match(space('300', 1000), { q: '30' })).toBe(true);
    expect(match(vacant('310', 1000), { q: 'acme' })).toBe(false);
  });

  it('size: small < 1,000 sf, medium 1,000–3,000 sf, large > 3,000 sf', () => {
    const sizes = (sf: number) =>
      (['small', 'medium', 'large'] as const).filter((size) => match(space('1', sf), { size }));
    expect(sizes(999)).toEqual(['small']);
    expect(sizes(1000)).toEqual(['medium']);
    expect(sizes(3000)).toEqual(['medium']);
    expect(sizes(3001)).toEqual(['large']);
  });

  it('lease expiration: within the window from today, an overdue active lease included, vacant excluded', () => {
    const ending = (endDate: string) => space('1', 1000, { lease: lease({ endDate }) });
    expect(match(ending('2026-12-23'), { expiration: '30days' })).toBe(true);
    expect(match(ending('2026-12-24'), { expiration: '30days' })).toBe(false);
    expect(match(ending('2027-02-21'), { expiration: '90days' })).toBe(true);
    expect(match(ending('2027-05-22'), { expiration: '180days' })).toBe(true);
    expect(match(ending('2027-11-23'), { expiration: '1year' })).toBe(true);
    expect(match(ending('2027-11-24'), { expiration: '1year' })).toBe(false);
    expect(match(ending('2026-10-01'), { expiration: '30days' })).toBe(true);
    expect(match(vacant('2', 1000), { expiration: '1year' })).toBe(false);
  });

  it('industry by the lease tenant’s industry', () => {
    const therapist = space('1', 1000, { lease: lease({ industry: 'Physical Therapy' }) });
    expect(match(therapist, { industry: 'physicaltherapy' })).toBe(true);
    expect(match(therapist, { industry: 'dental' })).toBe(false);
    expect(match(vacant('2', 1000), { industry: 'other' })).toBe(false);
  });

  it('options by the suite’s option types', () => {
    const withRenewal = space('1', 1000, { optionTypes: ['Renewal', 'ROFR'] });
    expect(match(withRenewal, { options: 'renewal' })).toBe(true);
    expect(match(withRenewal, { options: 'termination' })).toBe(false);
  });

  it('availability: vacant or expiring is available; occupied, pre-leased and renewed are not', () => {
    const preLeased = space('4', 1000, { status: 'pre-leased', lease: null });
    expect(match(preLeased, { availability: 'available' })).toBe(false);
    expect(match(preLeased, { availability: 'unavailable' })).toBe(true);
    expect(match(space('5', 1000, { status: 'renewed' }), { availability: 'available' })).toBe(false);
    const upcoming = space('1', 1000, { status: 'expiring' });
    expect(match(upcoming, { availability: 'available' })).toBe(true);
    expect(match(vacant('2', 1000), { availability: 'available' })).toBe(true);
    expect(match(space('3', 1000), { availability: 'available' })).toBe(false);
    expect(match(space('3', 1000), { availability: 'unavailable' })).toBe(true);
    expect(match(upcoming, { availability: 'unavailable' })).toBe(false);
  });

  it('occupancy, listing status and sublease status', () => {
    const sublet = space('1', 1000, { lease: lease({ isSublease: true }) });
    expect(match(sublet, { occupancy: 'occupied' })).toBe(true);
    expect(match(vacant('2', 1000), { occupancy: 'occupied' })).toBe(false);
    expect(match(vacant('2', 1000), { occupancy: 'vacant' })).toBe(true);
    expect(match(vacant('2', 1000), { listing: 'active' })).toBe(true);
    expect(match(vacant('2', 1000), { listing: 'inactive' })).toBe(false);
    expect(match(sublet, { sublease: 'subleased' })).toBe(true);
    expect(match(sublet, { sublease: 'notsubleased' })).toBe(false);
    expect(match(space('3', 1000), { sublease: 'notsubleased' })).toBe(true);
  });

  it('combine: every set filter must match', () => {
    expect(match(space('300', 4200), { size: 'large', industry: 'dental', q: 'acme' })).toBe(true);
    expect(match(space('300', 4200), { size: 'large', industry: 'medical' })).toBe(false);
  });
});

describe('expiry-year buckets', () => {
  it('count years from today, overdue leases in this year and later ones in the last bucket', () => {
    expect(expiryBucket('2025-06-30', today)).toBe(0);
    expect(expiryBucket('2026-12-31', today)).toBe(0);
    expect(expiryBucket('2028-03-31', today)).toBe(2);
    expect(expiryBucket('2040-01-01', today)).toBe(5);
    expect(expiryBucketLabel(2, today)).toBe('2028');
    expect(expiryBucketLabel(5, today)).toBe('2031+');
  });
});
