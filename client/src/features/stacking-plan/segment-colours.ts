import { industries } from '@common/industries';
import {
  expiryPalette,
  industryColour,
  preLeasedColour,
  readableTextOn,
  vacantColour,
  vacantStripeColour,
} from '@common/palettes';
import { expiryBucket, expiryBucketCount, expiryBucketLabel } from '@common/stacking-layout';
import type { StackingSpace } from '@common/stacking-plan';

/*
 * The stacking plan's colours, all from the app's palettes (common/palettes.ts): industries take the
 * category colours, lease expiry the expiry palette. A vacant suite is hatched in its colour, so it
 * stands apart from every industry and expiry year in any colour vision; a pre-leased one is solid.
 */

/** The floor's remainder no suite claims: light, labelled 'Unassigned' in dark text. */
export const unassignedColour = '#e2e8f0';

/** 45° stripes of the vacant colour and its darker stripe, 4 px each (CSS background-image). */
export const vacantHatch = `repeating-linear-gradient(135deg, ${vacantColour} 0 4px, ${vacantStripeColour} 4px 8px)`;

export type ColourMode = 'industry' | 'expiry';

export type LegendEntry = { key: string; label: string; colour: string; hatched?: boolean };

/** A segment's fill: its colour, whether it is hatched (vacant), and the text colour readable on it. */
export type SegmentFill = { colour: string; hatched: boolean; text: string };

export function segmentColour(space: StackingSpace, mode: ColourMode, today: string): string {
  if (!space.lease) return space.status === 'pre-leased' ? preLeasedColour : vacantColour;
  if (mode === 'industry') return industryColour(space.lease.industry);
  return expiryPalette[expiryBucket(space.lease.endDate, today)] ?? vacantColour;
}

export function segmentFill(space: StackingSpace, mode: ColourMode, today: string): SegmentFill {
  const colour = segmentColour(space, mode, today);
  return {
    colour,
    hatched: !space.lease && space.status !== 'pre-leased',
    text: readableTextOn(colour),
  };
}

/** The CSS background of a fill: the colour, and for a vacant suite the hatching over it. */
export const fillStyle = (fill: Pick<SegmentFill, 'colour' | 'hatched'>) =>
  fill.hatched
    ? { backgroundColor: fill.colour, backgroundImage: vacantHatch }
    : { backgroundColor: fill.colour };

/**
 * The legend's entries: only the industries (or expiry years, this year to 5+) present, then
 * Pre-leased (when a suite without a tenant in place has a signed lease), Vacant (hatched) and
 * Unassigned.
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
    for (const industry of industries) {
      if (present.has(industry)) {
        entries.push({ key: industry, label: industry, colour: industryColour(industry) });
      }
    }
  } else {
    const present = new Set(
      spaces.flatMap((space) => (space.lease ? [expiryBucket(space.lease.endDate, today)] : [])),
    );
    for (let bucket = 0; bucket < expiryBucketCount; bucket += 1) {
      if (present.has(bucket)) {
        const label = `Expires ${expiryBucketLabel(bucket, today)}`;
        entries.push({ key: label, label, colour: expiryPalette[bucket] ?? vacantColour });
      }
    }
  }
  if (spaces.some((space) => !space.lease && space.status === 'pre-leased'))
    entries.push({ key: 'pre-leased', label: 'Pre-leased', colour: preLeasedColour });
  entries.push({ key: 'vacant', label: 'Vacant', colour: vacantColour, hatched: true });
  if (hasUnassigned) entries.push({ key: 'unassigned', label: 'Unassigned', colour: unassignedColour });
  return entries;
}
