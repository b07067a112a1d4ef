/*
 * Text for the built-in PDF fonts: Unicode to WinAnsiEncoding bytes (what cannot be shown is replaced)
 * and Helvetica / Helvetica-Bold advance widths (Adobe's AFM metrics, in 1/1000 em) for wrapping.
 */

export type PdfFont = 'regular' | 'bold';

// Widths of the printable ASCII characters 32 (space) to 126 (~).
// biome-ignore format: one row of the AFM table per line reads better than one number per line.
const regularAscii = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// biome-ignore format: as above.
const boldAscii = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1, keyed by their Unicode character. */
const winAnsiHigh: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Characters outside WinAnsi with a readable stand-in. */
const substitutes: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‑': '-',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': '    ',
};

const fallbackWidths: Record<number, number> = { 133: 1000, 137: 1000, 149: 350, 150: 556, 151: 1000 };

/** The text as WinAnsi bytes (one JS char per byte, 0–255): unsupported characters become '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const substitute = substitutes[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const code = char.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (winAnsiHigh[char] !== undefined) out += String.fromCharCode(winAnsiHigh[char]);
    else if (code >= 32) out += '?';
  }
  return out;
}

/** Width in points of WinAnsi text (from `toWinAnsi`) at `size`. */
export function textWidth(winAnsi: string, font: PdfFont, size: number): number {
  const table = font === 'bold' ? boldAscii : regularAscii;
  let units = 0;
  for (let index = 0; index < winAnsi.length; index += 1) {
    const code = winAnsi.charCodeAt(index);
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : (fallbackWidths[code] ?? 556);
  }
  return (units * size) / 1000;
}

/** A PDF literal string of WinAnsi text: delimiters escaped, bytes above 126 as octal, so streams stay ASCII. */
export function pdfString(winAnsi: string): string {
  let out = '(';
  for (let index = 0; index < winAnsi.length; index += 1) {
    const char = winAnsi[index] ?? '';
    const code = winAnsi.charCodeAt(index);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

/** Greedy word wrap to `maxWidth` points; a word longer than a line is split. */
export function wrapText(winAnsi: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const words = winAnsi.split(/ +/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (textWidth(rest, font, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}
