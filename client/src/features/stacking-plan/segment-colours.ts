import type { Industry } from '@common/industries';
import { expiryBucket, expiryBucketCount, expiryBucketLabel } from '@common/stacking-layout';
import type { StackingSpace } from '@common/stacking-plan';

/** Industry colours: dark enough for white labels (≥ 4.5:1), none of them the vacant red. */
export const industryColours: Record<Industry, string> = {
  Medical: '#2563eb',
  Healthcare: '#0e7490',
  Dental: '#7c3aed',
  'Physical Therapy': '#047857',
  'Mental Health': '#a21caf',
  Insurance: '#b45309',
  Law: '#4338ca',
  Finance: '#0f766e',
  Technology: '#0369a1',
  Retail: '#a16207',
  Office: '#475569',
  Other: '#57534e',
};

export const vacantColour = '#dc2626';
/** A suite with no tenant in place but a signed lease starting later: not vacant, not marketable. */
export const preLeasedColour = '#be185d';
export const unassignedColour = '#e2e8f0';

/** Lease-expiry colours, this year (most urgent) first. */
export const expiryColours: readonly string[] = [
  '#c2410c',
  '#b45309',
  '#4d7c0f',
  '#047857',
  '#0369a1',
  '#4338ca',
];

export type ColourMode = 'industry' | 'expiry';

export type LegendEntry = { key: string; label: string; colour: string };

export function segmentColour(space: StackingSpace, mode: ColourMode, today: string): string {
  if (!space.lease) return space.status === 'pre-leased' ? preLeasedColour : vacantColour;
  if (mode === 'industry') return industryColours[space.lease.industry];
  return expiryColours[expiryBucket(space.lease.endDate, today)] ?? vacantColour;
}

/**
 * The legend's entries: only the industries (or expiry years) present, then Pre-leased (when a suite
 * without a tenant in place has a signed lease), Vacant and Unassigned.
 */
export function legendEntries(
  spaces: readonly StackingSpace[],
  mode: ColourMode,
  today: string,
  hasUnassigned: boolean,
): LegendEntry[] {
  const entries: LegendEntry[] = [];
  if (mode === 'industry') {
    const present = new Set(spaces.flatMap((space) => (space.lease ? [space.lease.industry] : [])));
    for (const industry of Object.keys(industryColours) as Industry[]) {
      if (present.has(industry)) {
        entries.push({ key: industry, label: industry, colour: industryColours[industry] });
      }
    }
  } else {
    const present = new Set(
      spaces.flatMap((space) => (space.lease ? [expiryBucket(space.lease.endDate, today)] : [])),
    );
    for (let bucket = 0; bucket < expiryBucketCount; bucket += 1) {
      if (present.has(bucket)) {
        const label = `Expires ${expiryBucketLabel(bucket, today)}`;
        entries.push({ key: label, label, colour: expiryColours[bucket] ?? vacantColour });
      }
    }
  }
  if (spaces.some((space) => !space.lease && space.status === 'pre-leased'))
    entries.push({ key: 'pre-leased', label: 'Pre-leased', colour: preLeasedColour });
  entries.push({ key: 'vacant', label: 'Vacant', colour: vacantColour });
  if (hasUnassigned) entries.push({ key: 'unassigned', label: 'Unassigned', colour: unassignedColour });
  return entries;
}
