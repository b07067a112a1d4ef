import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, parseCsv, parseCsvRecords, toCsv } from './csv';

describe('parseCsv', () => {
  it('splits plain fields and records', () => {
    expect(parseCsv('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('ignores one trailing line break, LF or CRLF', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('accepts CRLF, LF and lone CR line endings in one file', () => {
    expect(parseCsv('a\r\nb\nc\rd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('keeps empty fields, including at the ends of a record', () => {
    expect(parseCsv(',a,,\n')).toEqual([['', 'a', '', '']]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('a,""\n')).toEqual([['a', '']]);
  });

  it('keeps a blank line as one empty record (the importer skips those)', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads commas, quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"Hartwell, Pierce & Co.","He said ""hi""","two\nlines","crlf\r\ninside"\r\n')).toEqual([
      ['Hartwell, Pierce & Co.', 'He said "hi"', 'two\nlines', 'crlf\r\ninside'],
    ]);
  });

  it('reads a field made only of an escaped quote', () => {
    expect(parseCsv('""""')).toEqual([['"']]);
  });

  it('drops a leading UTF-8 byte-order mark', () => {
    expect(parseCsv('\uFEFFtenant_name,industry\nAcme,Law')).toEqual([
      ['tenant_name', 'industry'],
      ['Acme', 'Law'],
    ]);
  });

  it('keeps a quote that appears inside unquoted text', () => {
    expect(parseCsv('5" pipe,b')).toEqual([['5" pipe', 'b']]);
  });

  it('keeps spaces around unquoted fields as they are', () => {
    expect(parseCsv(' a , b ')).toEqual([[' a ', ' b ']]);
  });

  it('numbers each record by the line it starts on', () => {
    const records = parseCsvRecords('h1,h2\n"multi\nline",x\r\nlast,y\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('throws a CsvError naming the line of an unclosed quote', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvError);
    try {
      parseCsv('a\n"open,b\nc');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
      expect((error as CsvError).message).toBe('Unclosed quote in the field starting on line 2');
    }
  });

  it('throws on text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow('Unexpected text after a closing quote on line 1');
  });
});

describe('csvCell and toCsv', () => {
  it('writes plain values as they are and empty cells for null, undefined and non-finite numbers', () => {
    expect(toCsv([['a', 1, 2.5, true, null, undefined, Number.NaN]])).toBe('a,1,2.5,true,,,\r\n');
  });

  it('quotes cells holding commas, quotes, line breaks or edge spaces', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tx'])(
    'neutralises the formula %j with an apostrophe',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes a neutralised cell that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves negative numbers alone: they are values, not text', () => {
    expect(csvCell(-5)).toBe('-5');
  });

  it('round-trips through the parser', () => {
    const rows = [
      ['name', 'note'],
      ['Weiss & Ortega, LLP', 'line one\nline "two"'],
      ['', 'plain'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
