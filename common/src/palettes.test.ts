import { describe, expect, it } from 'vitest';
import { industries } from './industries';
import {
  categoryColour,
  categoryPalette,
  expiryPalette,
  industryColour,
  otherColour,
  preLeasedColour,
  readableTextOn,
  relativeLuminance,
  shareBin,
  shareBins,
  shareColour,
  shareRamp,
  vacantColour,
  vacantStripeColour,
} from './palettes';
import { contrastRatio, deltaE2000, difference, labOf, simulate, visions } from './palettes-vision';

/*
 * The rules of palettes.ts's header, each in all three visions (normal, deuteranopia, protanopia;
 * Machado 2009 at severity 1 in linear RGB), colour differences in CIEDE2000.
 */

type Pair = { first: string; second: string };

function pairsWithin(colours: readonly string[]): Pair[] {
  return colours.flatMap((first, index) => colours.slice(index + 1).map((second) => ({ first, second })));
}

function pairsAcross(colours: readonly string[], others: readonly string[]): Pair[] {
  return colours.flatMap((first) => others.map((second) => ({ first, second })));
}

/** Every pair closer than `floor` in some vision, named: [] when the palette keeps the floor. */
function tooClose(pairs: Pair[], floor: number): string[] {
  return pairs.flatMap(({ first, second }) =>
    visions.flatMap((vision) => {
      const distance = difference(first, second, vision);
      return distance < floor ? [`${first}/${second} ${vision}: ΔE00 ${distance.toFixed(2)}`] : [];
    }),
  );
}

/** Steps of L* that are not at least `step` in the given direction, in some vision. */
function unevenSteps(colours: readonly string[], step: number, direction: 1 | -1): string[] {
  return visions.flatMap((vision) =>
    colours.slice(1).flatMap((colour, index) => {
      const change = direction * (labOf(colour, vision).l - labOf(colours[index] ?? '', vision).l);
      return change < step ? [`${colours[index]}→${colour} ${vision}: ΔL* ${change.toFixed(2)}`] : [];
    }),
  );
}

const minimumDifference = { category: 10, expiry: 12, share: 10 };

describe('the colour science the palettes are checked with', () => {
  it('computes CIEDE2000 as the published reference pairs (Sharma, Wu and Dalal 2005)', () => {
    const cases: [[number, number, number], [number, number, number], number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
      [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
      [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
    ];
    for (const [[l1, a1, b1], [l2, a2, b2], expected] of cases) {
      expect(deltaE2000({ l: l1, a: a1, b: b1 }, { l: l2, a: a2, b: b2 })).toBeCloseTo(expected, 3);
      expect(deltaE2000({ l: l2, a: a2, b: b2 }, { l: l1, a: a1, b: b1 })).toBeCloseTo(expected, 3);
    }
  });

  it('converts sRGB to CIELAB (D65)', () => {
    const red = labOf('#ff0000');
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    expect(labOf('#ffffff').l).toBeCloseTo(100, 2);
    expect(labOf('#000000').l).toBeCloseTo(0, 2);
  });

  it('simulates dichromacy: greys stay grey, a classic red/green pair collapses for deuteranopes', () => {
    for (const vision of visions) {
      expect(simulate('#808080', vision)).toBe('#808080');
      expect(simulate('#ffffff', vision)).toBe('#ffffff');
    }
    expect(difference('#d62728', '#2ca02c')).toBeGreaterThan(50);
    expect(difference('#d62728', '#2ca02c', 'deuteranopia')).toBeLessThan(10);
    // Protanopes see red darker than deuteranopes do (the long-wave cones are missing).
    expect(labOf('#ff0000', 'protanopia').l).toBeLessThan(labOf('#ff0000', 'deuteranopia').l - 5);
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe('categoryPalette', () => {
  it('has a colour for each of the 12 industries, all different', () => {
    expect(categoryPalette.length).toBeGreaterThanOrEqual(industries.length);
    expect(new Set(categoryPalette.map((colour) => colour.toLowerCase())).size).toBe(categoryPalette.length);
  });

  it(`keeps every pair, and Other, ΔE00 ≥ ${minimumDifference.category} apart in every vision`, () => {
    expect(tooClose(pairsWithin([...categoryPalette, otherColour]), minimumDifference.category)).toEqual([]);
  });

  it(`keeps pre-leased ΔE00 ≥ ${minimumDifference.category} from every industry colour in every vision`, () => {
    expect(tooClose(pairsAcross([preLeasedColour], categoryPalette), minimumDifference.category)).toEqual([]);
  });

  it('repeats past its length', () => {
    expect(categoryColour(0)).toBe(categoryPalette[0]);
    expect(categoryColour(categoryPalette.length + 1)).toBe(categoryPalette[1]);
  });

  it('gives each industry its own colour in the listed order, Other the colour of "Other"', () => {
    const colours = industries.map(industryColour);
    expect(new Set(colours).size).toBe(industries.length);
    expect(industryColour('Other')).toBe(otherColour);
    const listed = industries.filter((industry) => industry !== 'Other');
    expect(listed.map(industryColour)).toEqual(categoryPalette.slice(0, listed.length));
  });
});

describe('expiryPalette', () => {
  it('has a colour per expiry bucket: this year, the next four and later', () => {
    expect(expiryPalette).toHaveLength(6);
  });

  it(`keeps every pair ΔE00 ≥ ${minimumDifference.expiry} apart in every vision`, () => {
    expect(tooClose(pairsWithin(expiryPalette), minimumDifference.expiry)).toEqual([]);
  });

  it(`keeps each ΔE00 ≥ ${minimumDifference.expiry} from the vacant and pre-leased colours, and those apart`, () => {
    expect(
      tooClose(pairsAcross(expiryPalette, [vacantColour, preLeasedColour]), minimumDifference.expiry),
    ).toEqual([]);
    expect(tooClose([{ first: vacantColour, second: preLeasedColour }], minimumDifference.expiry)).toEqual(
      [],
    );
  });

  it('is ordered in lightness in every vision: each later bucket at least 4 L* lighter', () => {
    expect(unevenSteps(expiryPalette, 4, 1)).toEqual([]);
  });
});

describe('shareRamp', () => {
  it('has a colour per share bin', () => {
    expect(shareRamp).toHaveLength(shareBins.length);
  });

  it(`keeps every pair ΔE00 ≥ ${minimumDifference.share} apart in every vision`, () => {
    expect(tooClose(pairsWithin(shareRamp), minimumDifference.share)).toEqual([]);
  });

  it('darkens with the share in every vision: each step at least 5 L* darker', () => {
    expect(unevenSteps(shareRamp, 5, -1)).toEqual([]);
  });

  it('bins a share by its whole percent; only no share at all is the first bin', () => {
    expect(shareBin(0)).toBe(0);
    expect(shareBin(0.001)).toBe(1);
    expect(shareBin(0.0449)).toBe(1);
    // 4.5 % prints as 5 %: it is coloured as 5 %.
    expect(shareBin(0.045)).toBe(2);
    expect(shareBin(0.0949)).toBe(2);
    expect(shareBin(0.1)).toBe(3);
    expect(shareBin(0.2449)).toBe(3);
    expect(shareBin(0.25)).toBe(4);
    expect(shareBin(0.4949)).toBe(4);
    expect(shareBin(0.5)).toBe(5);
    expect(shareBin(1)).toBe(5);
    expect(shareColour(0.3)).toBe(shareRamp[4]);
  });
});

describe('contrast', () => {
  const graphical = [...categoryPalette, otherColour, ...expiryPalette, vacantColour, preLeasedColour];

  it('keeps every category, expiry, vacant and pre-leased colour ≥ 3:1 against white', () => {
    const weak = graphical.filter((colour) => contrastRatio(colour, '#ffffff') < 3);
    expect(weak).toEqual([]);
  });

  it('gives text ≥ 4.5:1 on every fill of every palette, both vacant stripes included', () => {
    const text = readableTextOn(vacantColour);
    expect(contrastRatio(vacantStripeColour, text)).toBeGreaterThanOrEqual(4.5);
    const fills = [...graphical, vacantStripeColour, ...shareRamp];
    const weak = fills.filter((fill) => contrastRatio(fill, readableTextOn(fill)) < 4.5);
    expect(weak).toEqual([]);
  });

  it('picks dark text on light fills and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#111827');
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });
});
