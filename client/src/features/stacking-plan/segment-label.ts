import type { StackingSpace } from '@common/stacking-plan';

/*
 * A tower has 1,500 segments: these run once per segment per render, so they avoid the general
 * formatters' per-call option lookups (measured: the largest share of the plan's render time).
 */
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '2028-03-31' → '03/31/28' (the stacking plan's MM/dd/yy), by slicing the ISO date. */
export const compactDate = (isoDate: string): string =>
  `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(2, 4)}`;

/** 4200 → '4,200 sf' */
export const squareFeet = (sf: number): string => `${wholeNumber.format(sf)} sf`;

/**
 * What a screen reader hears (and the tooltip shows) for a segment: 'Suite 300, Acme Dental, 4,200 sf,
 * lease ends 03/31/28', then who has signed for it next ('pre-leased to … from 01/09/27').
 */
export function segmentAriaLabel(space: StackingSpace): string {
  const parts = [`Suite ${space.suite}`];
  if (space.lease) {
    parts.push(
      space.lease.tenant.name,
      squareFeet(space.rentableSf),
      `lease ends ${compactDate(space.lease.endDate)}`,
    );
  } else {
    parts.push('vacant', squareFeet(space.rentableSf));
  }
  if (space.signedLease) {
    // Let ahead: to a new tenant (pre-leased) or to the same tenant again (renewed).
    parts.push(
      `${space.status === 'renewed' ? 'renewed' : 'pre-leased'} to ${space.signedLease.tenant.name} from ${compactDate(space.signedLease.startDate)}`,
    );
  }
  if (space.conflictCount > 0) {
    parts.push(`${space.conflictCount} option ${space.conflictCount === 1 ? 'conflict' : 'conflicts'}`);
  }
  return parts.join(', ');
}

/** The text inside a wide enough segment. */
export const segmentText = (space: StackingSpace): string =>
  space.lease?.tenant.name ?? (space.status === 'pre-leased' ? 'PRE-LEASED' : 'VACANT');
