import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { decodeText } from './decode-text';

const bytes = (...values: number[]) => Uint8Array.from(values);
/** "Café Zoë" as Excel on Windows saves it. */
const cafeZoeWindows1252 = bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x5a, 0x6f, 0xeb);

describe('decodeText', () => {
  it('reads a file of ASCII only as UTF-8, detected', () => {
    expect(decodeText(new TextEncoder().encode('tenant_name\nAcme\n'))).toEqual({
      text: 'tenant_name\nAcme\n',
      encoding: { name: 'utf-8', byteOrderMark: false },
    });
  });

  it('reads valid UTF-8 without a byte order mark as UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('Café Zoë, 東京'))).toEqual({
      text: 'Café Zoë, 東京',
      encoding: { name: 'utf-8', byteOrderMark: false },
    });
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252', () => {
    expect(decodeText(cafeZoeWindows1252)).toEqual({
      text: 'Café Zoë',
      encoding: { name: 'windows-1252', byteOrderMark: false },
    });
  });

  it('reads the Windows-1252 characters Latin-1 lacks (€, curly quotes, dashes)', () => {
    expect(decodeText(bytes(0x4f, 0x92, 0x42, 0x72, 0x69, 0x65, 0x6e, 0x20, 0x80, 0x20, 0x96)).text).toBe(
      'O’Brien € –',
    );
    const block = decodeText(Uint8Array.from({ length: 32 }, (_, index) => 0x80 + index)).text;
    expect(block).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    expect(decodeText(bytes(0xa0, 0xc9, 0xff, 0xe9)).text).toBe('\u00a0Éÿé');
  });

  it('follows a UTF-8 byte order mark and drops it', () => {
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Café')))).toEqual({
      text: 'Café',
      encoding: { name: 'utf-8', byteOrderMark: true },
    });
  });

  it.each([
    ['utf-16le', [0xff, 0xfe], Buffer.from('Café Zoë', 'utf16le')],
    ['utf-16be', [0xfe, 0xff], Buffer.from('Café Zoë', 'utf16le').swap16()],
  ] as const)('follows a %s byte order mark and drops it', (name, mark, body) => {
    expect(decodeText(bytes(...mark, ...body))).toEqual({
      text: 'Café Zoë',
      encoding: { name, byteOrderMark: true },
    });
  });

  it('refuses a file whose byte order mark does not match its bytes, rather than guess', () => {
    const brokenUtf8 = bytes(0xef, 0xbb, 0xbf, ...cafeZoeWindows1252);
    expect(() => decodeText(brokenUtf8)).toThrow(AppError);
    expect(() => decodeText(brokenUtf8)).toThrow(
      'The file starts with a UTF-8 byte order mark but is not valid UTF-8; re-save the file as CSV and try again.',
    );
    // An odd number of bytes cannot be UTF-16.
    expect(() => decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0x42))).toThrow(
      'The file starts with a UTF-16LE byte order mark but is not valid UTF-16LE',
    );
  });

  it('keeps a NUL byte as U+0000 in every encoding, for the reader to refuse', () => {
    expect(decodeText(bytes(0x41, 0x00, 0x42)).text).toBe('A\u0000B');
    expect(decodeText(bytes(0xe9, 0x00)).text).toBe('é\u0000');
  });

  it('reads an empty file as empty UTF-8', () => {
    expect(decodeText(new Uint8Array())).toEqual({
      text: '',
      encoding: { name: 'utf-8', byteOrderMark: false },
    });
  });
});
