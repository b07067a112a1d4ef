/**
 * A small RFC 4180 reader and writer. The rent-roll import reads user files with it and every
 * export writes with it, so both sides agree on quoting; no package needed for ~100 lines.
 */

export type CsvRecord = {
  /** 1-based line the record starts on (quoted newlines span lines). */ line: number;
  fields: string[];
};

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * Records of `text`: a leading BOM is dropped; CRLF, LF and lone CR end a record; a final line
 * break does not add an empty record; `""` inside quotes is one quote. Malformed quoting throws
 * `CsvError` naming the line, so an importer can say where the file is broken.
 */
export function parseCsvRecords(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  // True once the current record has any content, so a final line break adds no empty record.
  let recordStarted = false;
  let atFieldStart = true;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    recordStarted = false;
    atFieldStart = true;
  };
  while (i < input.length) {
    const char = input[i] as string;
    recordStarted = true;
    if (char === '"' && atFieldStart) {
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length) {
          throw new CsvError(`Unclosed quote in the field starting on line ${quoteLine}`, quoteLine);
        }
        const inner = input[i] as string;
        i += 1;
        if (inner === '"') {
          if (input[i] !== '"') break;
          i += 1;
        } else if (inner === '\n' || (inner === '\r' && input[i] !== '\n')) {
          line += 1;
        }
        field += inner;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvError(`Unexpected text after a closing quote on line ${line}`, line);
      }
      atFieldStart = false;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      atFieldStart = true;
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      // A quote inside unquoted text is kept as text (lenient, as spreadsheets are).
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (recordStarted) endRecord();
  return records;
}

/** The fields of every record (see `parseCsvRecords`). */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.fields);
}

export type CsvCell = string | number | boolean | null | undefined;

// OWASP "CSV injection": a spreadsheet runs a cell starting with these as a formula.
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/** One cell: text that a spreadsheet would run as a formula gets a leading apostrophe; quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStarts.has(text.charAt(0))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, each ended with CRLF as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
