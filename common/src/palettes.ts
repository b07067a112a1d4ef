/*
 * The app's colour palettes, used by the charts, the expiry heatmap and the stacking plan:
 * - categoryPalette: series that are only told apart (buildings, industries, bases, reasons);
 * - expiryPalette: time to expiry, soonest first (this year, next year, … the last bucket);
 * - shareRamp: a sequential ramp for magnitudes (the heatmap's share of RSF expiring).
 * Colour is never the only carrier of meaning: charts have labels, legends and a table view.
 *
 * PROVISIONAL values: palettes.test.ts checks them against deuteranopia and protanopia.
 */

/** Okabe–Ito order, black left out. */
export const categoryPalette: readonly string[] = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#f0e442',
];

/** The colour of "Other" (whatever a chart groups beyond the palette). */
export const otherColour = '#8c8c8c';

/** The palette's colour for the n-th series (0-based); it repeats past the palette's length. */
export function categoryColour(index: number): string {
  return categoryPalette[index % categoryPalette.length] ?? otherColour;
}

/** Time to expiry, soonest first: this year, the next four, and everything later. */
export const expiryPalette: readonly string[] = [
  '#440154',
  '#414487',
  '#2a788e',
  '#22a884',
  '#7ad151',
  '#fde725',
];

/** A sequential ramp, least first. */
export const shareRamp: readonly string[] = ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08306b'];

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
