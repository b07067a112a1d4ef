import { type DetectedEncoding, type TextEncoding, textEncodingLabels } from '@common/text-encodings';
import { badRequest } from '../../errors';

export type DecodedText = { text: string; encoding: DetectedEncoding };

const byteOrderMarks: { name: Exclude<TextEncoding, 'windows-1252'>; mark: readonly number[] }[] = [
  { name: 'utf-8', mark: [0xef, 0xbb, 0xbf] },
  { name: 'utf-16le', mark: [0xff, 0xfe] },
  { name: 'utf-16be', mark: [0xfe, 0xff] },
];

/**
 * Windows-1252 is Latin-1 (byte n is U+00nn) but for 0x80–0x9F, which are these characters (the
 * WHATWG index; the five bytes it leaves undefined stay as themselves). Decoded here rather than by
 * `TextDecoder('windows-1252')`, which Node 20.18.3 and later reads as Latin-1 (nodejs/node#60888),
 * turning €, curly quotes and dashes into control characters.
 */
// biome-ignore format: a table, eight bytes a line
const windows1252Block = String.fromCharCode(
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, // 0x80–0x87
  0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f, // 0x88–0x8f
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, // 0x90–0x97
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178, // 0x98–0x9f
);

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => windows1252Block.charAt(char.charCodeAt(0) - 0x80));
}

/** The text of `bytes` in `name`; null when they are not valid in it. */
function decodeStrictly(bytes: Uint8Array, name: 'utf-8' | 'utf-16le' | 'utf-16be'): string | null {
  try {
    // The decoder drops a byte order mark of its own encoding.
    return new TextDecoder(name, { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * Reads an uploaded text file whatever program saved it: a byte order mark names the encoding;
 * without one, bytes that are valid UTF-8 are UTF-8, and anything else is Windows-1252 (what Excel
 * on Windows saves as "CSV"), in which every byte is a character. A file whose byte order mark
 * does not match its bytes is refused rather than read with replacement characters.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const marked = byteOrderMarks.find(({ mark }) => mark.every((byte, index) => bytes[index] === byte));
  if (marked) {
    const text = decodeStrictly(bytes, marked.name);
    if (text === null) {
      const label = textEncodingLabels[marked.name];
      throw badRequest(
        `The file starts with a ${label} byte order mark but is not valid ${label}; re-save the file as CSV and try again.`,
      );
    }
    return { text, encoding: { name: marked.name, byteOrderMark: true } };
  }
  const utf8 = decodeStrictly(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: { name: 'utf-8', byteOrderMark: false } };
  return {
    text: decodeWindows1252(bytes),
    encoding: { name: 'windows-1252', byteOrderMark: false },
  };
}
