import { type Industry, industries } from './industries';

/*
 * The app's colour palettes, used by the charts, the expiry heatmap and the stacking plan:
 * - categoryPalette: series that are only told apart (buildings, industries, bases, reasons), with
 *   otherColour for whatever a chart groups as "Other";
 * - expiryPalette: time to expiry, soonest first (this year, next year, … the last bucket), with the
 *   stacking plan's vacantColour (drawn hatched) and preLeasedColour beside it;
 * - shareRamp: a sequential ramp for magnitudes (the heatmap's share of RSF expiring), by shareBins.
 * Colour is never the only carrier of meaning: charts have labels, legends and a table view, the
 * heatmap prints each share in its cell, and vacant suites are hatched.
 *
 * How they were chosen (palettes.test.ts holds every rule below, for all three visions):
 * - Visions: normal, deuteranopia and protanopia, simulated with the Machado–Oliveira–Fernandes (2009)
 *   matrices at severity 1 applied in linear RGB. Red–green deficiencies are nearly all colour
 *   blindness, and full dichromacy is their worst case; under it every colour collapses onto lightness
 *   and a blue–yellow axis, so a palette that survives spreads its colours over those two, not over
 *   red–green.
 * - Difference: CIEDE2000 (ΔE00) in CIELAB (D65). ΔE00 ≈ 1 is a just-noticeable difference for
 *   large patches side by side; ≥ 10 is "a different colour at a glance" for small marks such as a
 *   narrow stacking-plan segment or a 12 px legend swatch. The floors, in every vision:
 *     · categoryPalette and otherColour, every pair: ΔE00 ≥ 10;
 *     · preLeasedColour against every category colour: ΔE00 ≥ 10 (it sits among the industries);
 *     · expiryPalette, every pair, and each against vacantColour and preLeasedColour, and those two
 *       against each other: ΔE00 ≥ 12;
 *     · shareRamp, every pair: ΔE00 ≥ 10.
 *   vacantColour is not kept apart from the industries by colour (the red meets the brown under
 *   protanopia, the ochre under deuteranopia): a vacant suite is hatched, which tells it apart in any
 *   vision.
 * - Order: expiryPalette darkens steadily from the 5+ bucket back to this year, and shareRamp darkens
 *   with the share — CIELAB L* strictly monotonic in all three visions, at least 4 (expiry) and 5
 *   (share) apart from step to step — so the order reads from lightness alone. Soonest is darkest:
 *   this year is a deep maroon, the far years end in green.
 * - Contrast: every category, expiry, vacant and pre-leased colour keeps ≥ 3:1 against white (WCAG
 *   1.4.11, graphical objects), and none sits in the luminance band (≈ 0.18–0.22) where neither white
 *   nor near-black text reaches 4.5:1, so readableTextOn() gives text ≥ 4.5:1 on every fill here
 *   (shareRamp included). shareRamp's first step (no share) is near-white on purpose: its cells keep
 *   a border and print 0%.
 *
 * The 12 category colours were searched for under these rules, starting from hues in the spirit of
 * Paul Tol's and Okabe–Ito's qualitative schemes (whose light members — yellow, sky blue, sand — fail
 * 3:1 on white and could not be kept), then ordered greedily so the first few are the most distinct:
 * a chart with three series gets blue, ochre and wine. Twelve is about as many as these rules leave
 * room for between L* 20 and 61.
 * Industries take them in their listed order (industryColour); the industry "Other" is otherColour.
 */

/** Qualitative colours, most distinct first. */
export const categoryPalette: readonly string[] = [
  '#156ae1', // blue
  '#a16600', // ochre
  '#6f1652', // wine
  '#c77975', // rose
  '#1b6847', // forest green
  '#c23a98', // magenta
  '#4b8dff', // sky blue
  '#323194', // indigo
  '#f7539b', // pink
  '#864818', // brown
  '#44814e', // green
  '#1c28f6', // ultramarine
];

/** The colour of "Other" (whatever a chart groups beyond the palette). */
export const otherColour = '#6b6b6b';

/** The palette's colour for the n-th series (0-based); it repeats past the palette's length. */
export function categoryColour(index: number): string {
  return categoryPalette[index % categoryPalette.length] ?? otherColour;
}

/**
 * A tenant industry's colour: the industries take the category colours in their listed order
 * (Medical the first, Healthcare the second, …); "Other" is otherColour, as "Other" in every chart.
 */
export function industryColour(industry: Industry): string {
  if (industry === 'Other') return otherColour;
  return categoryColour(industries.indexOf(industry));
}

/** Time to expiry, soonest first: this year, the next four, and everything later. */
export const expiryPalette: readonly string[] = [
  '#5f172f', // this year: maroon
  '#721564', // plum
  '#3136c8', // violet blue
  '#4478b0', // steel blue
  '#00958f', // teal
  '#00a979', // green: five years and more
];

/** A suite with nothing let: drawn hatched, this colour alternating with vacantStripeColour. */
export const vacantColour = '#c2150b';
/** The darker stripe of the vacant hatching (white text stays ≥ 4.5:1 on both). */
export const vacantStripeColour = '#8c0f08';
/** A suite with no tenant in place but a signed lease starting later: not vacant, not marketable. */
export const preLeasedColour = '#cc8400';

/** A sequential ramp, least first: one colour per shareBins entry. */
export const shareRamp: readonly string[] = [
  '#f8fafc',
  '#ffe591',
  '#f6a442',
  '#dc6b23',
  '#c92a1e',
  '#7d0025',
];

/**
 * The bins of a share (0–1) that shareRamp colours: none at all, then by the share in whole percent
 * as screens print it — under 5 %, 5 to under 10 %, 10 to under 25 %, 25 to under 50 %, 50 % and more.
 * `from` is the first whole percent of the bin.
 */
export const shareBins: readonly { from: number; label: string }[] = [
  { from: 0, label: 'None' },
  { from: 0, label: 'Under 5%' },
  { from: 5, label: '5–10%' },
  { from: 10, label: '10–25%' },
  { from: 25, label: '25–50%' },
  { from: 50, label: '50% or more' },
];

/** The shareBins index of a share (0–1): 0 only for no share at all (a share under 0.5 % is bin 1). */
export function shareBin(share: number): number {
  if (!(share > 0)) return 0;
  const percent = Math.round(share * 100);
  let bin = 1;
  for (let index = 2; index < shareBins.length; index += 1) {
    if (percent >= (shareBins[index]?.from ?? Number.POSITIVE_INFINITY)) bin = index;
  }
  return bin;
}

/** shareRamp's colour for a share (0–1). */
export const shareColour = (share: number): string => shareRamp[shareBin(share)] ?? otherColour;

/** The text colour readable on `fill` ('#rrggbb'): white or near-black, whichever contrasts more. */
export function readableTextOn(fill: string): '#ffffff' | '#111827' {
  const luminance = relativeLuminance(fill);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (relativeLuminance('#111827') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111827';
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Occupancy's three parts as every chart draws them: leased in the first category colour, pre-leased
 * and vacant as the stacking plan colours those suites.
 */
export const occupancySeries = [
  { key: 'leasedRsf', name: 'Leased', colour: categoryColour(0) },
  { key: 'preLeasedRsf', name: 'Pre-leased', colour: preLeasedColour },
  { key: 'vacantRsf', name: 'Vacant', colour: vacantColour },
] as const;
