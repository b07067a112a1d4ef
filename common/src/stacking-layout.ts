import { addDays } from './calendar-days';
import { type Industry, industries } from './industries';
import { isAvailable } from './lease-lifecycle';
import type { StackingFloor, StackingSpace } from './stacking-plan';

/*
 * Pure rules of the stacking plan: how wide each suite's segment is, when its tenant
 * name shows, which suites a filter keeps, and the lease-expiry colour buckets.
 */

/** A tenant name shows only above this segment width (percent of the floor). */
export const labelMinWidthPct = 5;

/** A floor's bar: one segment per suite, plus 'Unassigned' when the floor is larger than its suites. */
export type StackingSegment =
  | { kind: 'space'; space: StackingSpace; sf: number; widthPct: number }
  | { kind: 'unassigned'; sf: number; widthPct: number };

/** The name is shown only when the segment is wider than 5 % (exactly 5 % hides it). */
export function showsSegmentLabel(widthPct: number): boolean {
  return widthPct > labelMinWidthPct;
}

/**
 * Segment widths as percentages of the floor, summing to 100. The whole is the floor's totalSf, or the
 * suites' sum when that is larger (the suites are then scaled to fit); a floor larger than its suites
 * gets an 'Unassigned' remainder. The last segment takes what rounding left, so the sum is exact.
 */
export function floorSegments(floor: Pick<StackingFloor, 'totalSf' | 'spaces'>): StackingSegment[] {
  const suitesSf = floor.spaces.reduce((sum, space) => sum + Math.max(0, space.rentableSf), 0);
  const whole = Math.max(floor.totalSf, suitesSf);
  if (whole <= 0) {
    // No areas at all: equal shares, so every suite still gets a clickable segment.
    const share = floor.spaces.length > 0 ? 100 / floor.spaces.length : 0;
    return floor.spaces.map((space) => ({ kind: 'space', space, sf: 0, widthPct: share }));
  }
  const segments: StackingSegment[] = floor.spaces.map((space) => {
    const sf = Math.max(0, space.rentableSf);
    return { kind: 'space', space, sf, widthPct: (sf / whole) * 100 };
  });
  if (whole > suitesSf) {
    const sf = whole - suitesSf;
    segments.push({ kind: 'unassigned', sf, widthPct: (sf / whole) * 100 });
  }
  const last = segments.at(-1);
  if (last) {
    const others = segments.slice(0, -1).reduce((sum, segment) => sum + segment.widthPct, 0);
    last.widthPct = Math.max(0, 100 - others);
  }
  return segments;
}

export const sizeFilters = ['any', 'small', 'medium', 'large'] as const;
export const expirationFilters = ['any', '30days', '90days', '180days', '1year'] as const;
export const optionFilters = ['all', 'renewal', 'expansion', 'termination'] as const;
export const availabilityFilters = ['all', 'available', 'unavailable'] as const;
export const occupancyFilters = ['all', 'occupied', 'vacant'] as const;
export const listingFilters = ['all', 'active', 'inactive'] as const;
export const subleaseFilters = ['all', 'subleased', 'notsubleased'] as const;

/** The spec's industry filter values: the industry in lowercase without spaces ('physicaltherapy'). */
export const industrySlug = (industry: Industry): string => industry.toLowerCase().replaceAll(' ', '');
export const industryFilters = ['all', ...industries.map(industrySlug)] as const;

export type StackingFilters = {
  q: string;
  size: (typeof sizeFilters)[number];
  expiration: (typeof expirationFilters)[number];
  industry: string;
  options: (typeof optionFilters)[number];
  availability: (typeof availabilityFilters)[number];
  occupancy: (typeof occupancyFilters)[number];
  listing: (typeof listingFilters)[number];
  sublease: (typeof subleaseFilters)[number];
};

export const emptyStackingFilters: StackingFilters = {
  q: '',
  size: 'any',
  expiration: 'any',
  industry: 'all',
  options: 'all',
  availability: 'all',
  occupancy: 'all',
  listing: 'all',
  sublease: 'all',
};

export type StackingFilterKey = keyof StackingFilters;
export const stackingFilterKeys = Object.keys(emptyStackingFilters) as StackingFilterKey[];

const allowed: Record<Exclude<StackingFilterKey, 'q'>, readonly string[]> = {
  size: sizeFilters,
  expiration: expirationFilters,
  industry: industryFilters,
  options: optionFilters,
  availability: availabilityFilters,
  occupancy: occupancyFilters,
  listing: listingFilters,
  sublease: subleaseFilters,
};

/** Filters from URL search params; a missing or unknown value is 'any' / 'all'. */
export function parseStackingFilters(params: { get(name: string): string | null }): StackingFilters {
  const filters: Record<string, string> = {
    ...emptyStackingFilters,
    q: (params.get('q') ?? '').slice(0, 200),
  };
  for (const [key, values] of Object.entries(allowed)) {
    const value = params.get(key);
    if (value !== null && values.includes(value)) filters[key] = value;
  }
  return filters as StackingFilters;
}

export function hasActiveStackingFilters(filters: StackingFilters): boolean {
  return stackingFilterKeys.some((key) =>
    key === 'q' ? filters.q.trim() !== '' : filters[key] !== emptyStackingFilters[key],
  );
}

const expirationDays: Record<Exclude<StackingFilters['expiration'], 'any'>, number> = {
  '30days': 30,
  '90days': 90,
  '180days': 180,
  '1year': 365,
};

/** Whether a suite matches every set filter; `today` ('yyyy-MM-dd') anchors the expiration windows. */
export function matchesStackingFilters(
  space: StackingSpace,
  filters: StackingFilters,
  today: string,
): boolean {
  const { lease } = space;
  const q = filters.q.trim().toLowerCase();
  if (q && !space.suite.toLowerCase().includes(q) && !lease?.tenant.name.toLowerCase().includes(q)) {
    return false;
  }
  if (filters.size === 'small' && !(space.rentableSf < 1000)) return false;
  if (filters.size === 'medium' && !(space.rentableSf >= 1000 && space.rentableSf <= 3000)) return false;
  if (filters.size === 'large' && !(space.rentableSf > 3000)) return false;
  // An active lease already past its end counts as expiring: the tenant may leave any day.
  if (
    filters.expiration !== 'any' &&
    !(lease && lease.endDate <= addDays(today, expirationDays[filters.expiration]))
  ) {
    return false;
  }
  if (filters.industry !== 'all' && !(lease && industrySlug(lease.industry) === filters.industry))
    return false;
  if (filters.options !== 'all') {
    const wanted = filters.options.toLowerCase();
    if (!space.optionTypes.some((type) => type.toLowerCase() === wanted)) return false;
  }
  // Available = can be marketed: vacant, or expiring with nothing signed after (never pre-leased).
  const available = isAvailable(space.status);
  if (filters.availability === 'available' && !available) return false;
  if (filters.availability === 'unavailable' && available) return false;
  if (filters.occupancy === 'occupied' && !lease) return false;
  if (filters.occupancy === 'vacant' && lease) return false;
  if (filters.listing !== 'all' && space.listingStatus !== filters.listing) return false;
  if (filters.sublease === 'subleased' && !lease?.isSublease) return false;
  if (filters.sublease === 'notsubleased' && lease?.isSublease) return false;
  return true;
}

/** Expiry colours: this year, the next four, and one bucket for everything later. */
export const expiryBucketCount = 6;

/**
 * The expiry-year bucket of a lease ending on `endDate`: 0 for this year (or already past), up to
 * expiryBucketCount - 1 for that many years ahead or later.
 */
export function expiryBucket(endDate: string, today: string): number {
  const years = Number(endDate.slice(0, 4)) - Number(today.slice(0, 4));
  return Math.min(expiryBucketCount - 1, Math.max(0, years));
}

/** '2026', …, '2031+' for the last bucket. */
export function expiryBucketLabel(bucket: number, today: string): string {
  const year = Number(today.slice(0, 4)) + bucket;
  return bucket >= expiryBucketCount - 1 ? `${year}+` : String(year);
}
