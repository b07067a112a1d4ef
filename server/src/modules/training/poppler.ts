import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Reads PDFs back with poppler's command-line tools (tests only), so the lesson PDF is checked by an
 * independent reader: its text as laid out, the font of each run of text, its link addresses and its
 * pages as pixels. CI installs poppler-utils; without pdftotext the PDF tests are skipped.
 */

export const hasPoppler = spawnSync('pdftotext', ['-v']).status === 0;

function withPdfFile<T>(pdf: Uint8Array, read: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'lesson-pdf-'));
  try {
    const path = join(dir, 'lesson.pdf');
    writeFileSync(path, pdf);
    return read(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pageRange = (page?: number) => (page === undefined ? [] : ['-f', String(page), '-l', String(page)]);

/** The text of the PDF (or of one page), columns kept apart by spaces as they sit on the page. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  return withPdfFile(pdf, (path) =>
    execFileSync('pdftotext', ['-layout', ...pageRange(page), path, '-'], { encoding: 'utf8' }),
  );
}

/** The text in reading order, without layout (words that wrap stay in sequence). */
export function pdfPlainText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (path) => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }));
}

export type PdfInfo = { pages: number; version: string; title: string; producer: string; errors: string };

/** pdfinfo's summary, with whatever poppler complained about while reading the file. */
export function pdfInfo(pdf: Uint8Array): PdfInfo {
  return withPdfFile(pdf, (path) => {
    const result = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(result.stdout)?.[1] ?? '';
    return {
      pages: Number(field('Pages')),
      version: field('PDF version'),
      title: field('Title'),
      producer: field('Producer'),
      errors: `${result.stderr}${result.status === 0 ? '' : `exit ${result.status}`}`,
    };
  });
}

/** The addresses of the PDF's link annotations, in page order. */
export function pdfLinks(pdf: Uint8Array): string[] {
  const listing = withPdfFile(pdf, (path) => execFileSync('pdfinfo', ['-url', path], { encoding: 'utf8' }));
  return [...listing.matchAll(/^\s*\d+\s+Annotation\s+(\S+)\s*$/gm)].map(([, url]) => url ?? '');
}

/**
 * One run of text as pdftohtml sees it: its font's name without the subset prefix or a '-Regular'
 * or '-Italic' suffix (so 'Roboto', 'Roboto-Medium', 'Courier'), whether it is italic, its size, and
 * where it sits, in pixels at 1.5×.
 */
export type PdfTextRun = {
  page: number;
  text: string;
  font: string;
  italic: boolean;
  size: number;
  left: number;
  width: number;
};

const xmlText = (xml: string) =>
  xml
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every run of text with its font, from `pdftohtml -xml`. */
export function pdfTextRuns(pdf: Uint8Array): PdfTextRun[] {
  const xml = withPdfFile(pdf, (path) =>
    execFileSync('pdftohtml', ['-xml', '-i', '-q', '-stdout', path], { encoding: 'utf8' }),
  );
  const fonts = new Map(
    [...xml.matchAll(/<fontspec id="(\d+)" size="([\d.]+)" family="(?:[A-Z]{6}\+)?([^"]*)"/g)].map(
      ([, id, size, family]) => [id, { font: family ?? '', size: Number(size) }],
    ),
  );
  const runs: PdfTextRun[] = [];
  for (const [, number, body] of xml.matchAll(/<page number="(\d+)"[^>]*>([\s\S]*?)<\/page>/g)) {
    for (const [, left, width, font, text] of (body ?? '').matchAll(
      /<text top="[\d.]+" left="([\d.]+)" width="([\d.]+)" height="[\d.]+" font="(\d+)">(.*?)<\/text>/g,
    )) {
      const spec = fonts.get(font ?? '') ?? { font: '', size: 0 };
      runs.push({
        page: Number(number),
        text: xmlText(text ?? ''),
        ...spec,
        italic: /^(<[^>]+>)*<i>/.test(text ?? ''),
        left: Number(left),
        width: Number(width),
      });
    }
  }
  return runs;
}

/**
 * Horizontal rules drawn across (nearly) the whole text column of a page, as the y positions (in
 * points from the top) of the grey pixel rows they make at 72 dpi. Text never fills a row that wide.
 */
export function pdfRuleRows(
  pdf: Uint8Array,
  page: number,
  column: { left: number; right: number },
): number[] {
  const pgm = withPdfFile(pdf, (path, dir) => {
    const root = join(dir, 'page');
    execFileSync('pdftoppm', ['-gray', '-r', '72', ...pageRange(page), '-singlefile', path, root]);
    return readFileSync(`${root}.pgm`);
  });
  const [header, width, height, ,] =
    /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.toString('latin1', 0, 40)) ?? [];
  const columns = Number(width);
  const start = (header ?? '').length;
  const rows: number[] = [];
  for (let y = 0; y < Number(height); y += 1) {
    let inked = 0;
    for (let x = column.left; x < column.right; x += 1) {
      if ((pgm[start + y * columns + x] ?? 255) < 250) inked += 1;
    }
    if (inked >= 0.95 * (column.right - column.left)) rows.push(y);
  }
  // Neighbouring rows are one anti-aliased rule.
  return rows.filter((y, index) => rows[index - 1] !== y - 1);
}
