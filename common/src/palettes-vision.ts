/*
 * The colour science palettes.test.ts checks the palettes with: how a colour looks to someone with
 * deuteranopia or protanopia, where it sits in CIELAB, how far apart two colours look (CIEDE2000), and
 * WCAG contrast. Colours are '#rrggbb' in sRGB.
 */

export type Vision = 'normal' | 'deuteranopia' | 'protanopia';
export const visions: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia'];

type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

/**
 * Machado, Oliveira and Fernandes (2009) at severity 1 (full dichromacy): applied to linear RGB, so
 * a simulated colour is linear → matrix → clipped to [0, 1] → sRGB again.
 */
const dichromacy: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

/** '#rrggbb' → sRGB channels 0–1. */
function channels(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map(
    (offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255,
  ) as unknown as Rgb;
}

/** The IEC 61966-2-1 sRGB transfer function, decoded and encoded. */
const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const fromLinear = (value: number) =>
  value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;

const clip = (value: number) => Math.min(1, Math.max(0, value));

function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((value) =>
      Math.round(clip(value) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear RGB of the colour as someone with `vision` sees it. */
function linearSeen(hex: string, vision: Vision): Rgb {
  const linear = channels(hex).map(toLinear) as unknown as Rgb;
  if (vision === 'normal') return linear;
  const matrix = dichromacy[vision];
  return matrix.map((row) =>
    clip(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]),
  ) as unknown as Rgb;
}

/** The colour someone with `vision` sees, as '#rrggbb' (the simulation, for looking at). */
export function simulate(hex: string, vision: Vision): string {
  return hexOf(linearSeen(hex, vision).map(fromLinear) as unknown as Rgb);
}

export type Lab = { l: number; a: number; b: number };

/** CIELAB (D65 white) of a colour as someone with `vision` sees it. */
export function labOf(hex: string, vision: Vision = 'normal'): Lab {
  const [r, g, b] = linearSeen(hex, vision);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return { l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (value: number) => (value * Math.PI) / 180;

/** CIEDE2000 colour difference (kL = kC = kH = 1). */
export function deltaE2000(first: Lab, second: Lab): number {
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const meanC7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + 25 ** 7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const cp1 = Math.hypot(a1, first.b);
  const cp2 = Math.hypot(a2, second.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (degrees(Math.atan2(b, a)) + 360) % 360);
  const h1 = hue(first.b, a1);
  const h2 = hue(second.b, a2);

  const dL = second.l - first.l;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(radians(dh / 2));

  const meanL = (first.l + second.l) / 2;
  const meanCp = (cp1 + cp2) / 2;
  let meanH = h1 + h2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) meanH = (h1 + h2) / 2;
    else meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(meanH - 30)) +
    0.24 * Math.cos(radians(2 * meanH)) +
    0.32 * Math.cos(radians(3 * meanH + 6)) -
    0.2 * Math.cos(radians(4 * meanH - 63));
  const dTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const meanCp7 = meanCp ** 7;
  const rc = 2 * Math.sqrt(meanCp7 / (meanCp7 + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -Math.sin(radians(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** How far apart two colours look to someone with `vision` (CIEDE2000 of the simulated colours). */
export function difference(first: string, second: string, vision: Vision = 'normal'): number {
  return deltaE2000(labOf(first, vision), labOf(second, vision));
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours (1–21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = channels(hex).map(toLinear);
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
