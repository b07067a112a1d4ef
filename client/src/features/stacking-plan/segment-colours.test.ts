import { industries } from '@common/industries';
import {
  expiryPalette,
  industryColour,
  preLeasedColour,
  readableTextOn,
  vacantColour,
} from '@common/palettes';
import { expiryBucketCount } from '@common/stacking-layout';
import { describe, expect, it } from 'vitest';
import { legendEntries, segmentFill, unassignedColour } from './segment-colours';
import { lease, space } from './test-fixtures';

const today = '2026-11-23';

/** One let suite ending on each date, a pre-leased suite and a vacant one. */
function suitesEnding(endDates: string[]) {
  return [
    ...endDates.map((endDate, index) =>
      space(index + 1, String(100 + index), 1000, { lease: lease(`T${index}`, { endDate }) }),
    ),
    space(90, '900', 1000, { status: 'pre-leased' }),
    space(91, '910', 1000, { status: 'vacant' }),
  ];
}

describe('stacking plan colours', () => {
  it('has an expiry colour for every expiry bucket', () => {
    expect(expiryPalette).toHaveLength(expiryBucketCount);
  });

  it('keys each expiry year present, this year to 5+, then Pre-leased and Vacant (hatched)', () => {
    const spaces = suitesEnding([
      '2026-12-31',
      '2027-06-30',
      '2028-01-01',
      '2029-05-05',
      '2030-09-09',
      '2031-01-01',
      '2040-01-01',
    ]);
    expect(legendEntries(spaces, 'expiry', today, true)).toEqual([
      ...['2026', '2027', '2028', '2029', '2030', '2031+'].map((year, bucket) => ({
        key: `Expires ${year}`,
        label: `Expires ${year}`,
        colour: expiryPalette[bucket],
      })),
      { key: 'pre-leased', label: 'Pre-leased', colour: preLeasedColour },
      { key: 'vacant', label: 'Vacant', colour: vacantColour, hatched: true },
      { key: 'unassigned', label: 'Unassigned', colour: unassignedColour },
    ]);
  });

  it('keys only the years present, and a lease already past its end as this year', () => {
    const entries = legendEntries(suitesEnding(['2025-03-31', '2029-12-31']), 'expiry', today, false);
    expect(entries.map((entry) => [entry.label, entry.colour])).toEqual([
      ['Expires 2026', expiryPalette[0]],
      ['Expires 2029', expiryPalette[3]],
      ['Pre-leased', preLeasedColour],
      ['Vacant', vacantColour],
    ]);
  });

  it('keys the industries present in the listed order, each in its palette colour', () => {
    const spaces = [...industries]
      .reverse()
      .map((industry, index) =>
        space(index + 1, String(index), 500, { lease: lease(`T${index}`, { industry }) }),
      );
    const entries = legendEntries(spaces, 'industry', today, false);
    expect(entries.slice(0, industries.length)).toEqual(
      industries.map((industry) => ({ key: industry, label: industry, colour: industryColour(industry) })),
    );
  });

  it('fills a vacant suite hatched, a pre-leased one solid, each with readable text', () => {
    const [vacant] = suitesEnding([]).filter((suite) => suite.status === 'vacant');
    const [preLeased] = suitesEnding([]).filter((suite) => suite.status === 'pre-leased');
    if (!vacant || !preLeased) throw new Error('fixtures');
    for (const mode of ['industry', 'expiry'] as const) {
      expect(segmentFill(vacant, mode, today)).toEqual({
        colour: vacantColour,
        hatched: true,
        text: readableTextOn(vacantColour),
      });
      expect(segmentFill(preLeased, mode, today)).toEqual({
        colour: preLeasedColour,
        hatched: false,
        text: readableTextOn(preLeasedColour),
      });
    }
  });
});
