import type { TrainingLesson } from '@common/training';
import { describe, expect, it } from 'vitest';
import { inlineText, markdownBlocks, renderLessonPdf } from './lesson-pdf';
import { readPdfStructure } from './pdf-structure';
import { pdfString, textWidth, toWinAnsi, wrapText } from './pdf-text';

const lesson: TrainingLesson = {
  id: 1,
  title: 'Net Effective Rent (NER) — the $16.33 example',
  expandedContent: [
    '## Overview',
    '',
    'Face rent is **not** what the landlord earns; see [BOMA](https://boma.org/).',
    '',
    '| Item | $/RSF |',
    '|---|---|',
    '| Free rent | -8.33 |',
    '',
    '- first point',
    '1. numbered point',
    '> a quote',
  ].join('\n'),
  category: 'leasing-fundamentals',
  categoryDisplayName: 'Leasing Fundamentals',
  tags: ['ner', 'concessions'],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  isPdfAvailable: true,
};

describe('toWinAnsi and pdfString', () => {
  it('keeps Latin-1, maps typographic marks to WinAnsi and replaces the rest', () => {
    expect(toWinAnsi('Café – “quoted” • ok')).toBe('Café \x96 \x93quoted\x94 \x95 ok');
    expect(toWinAnsi('RSF ≥ USF → 🏢 中')).toBe('RSF >= USF -> ? ?');
    expect(toWinAnsi('a\u0000b')).toBe('ab');
  });

  it('escapes delimiters and writes high bytes as octal, so streams stay ASCII', () => {
    expect(pdfString(toWinAnsi('(a) \\ é —'))).toBe('(\\(a\\) \\\\ \\351 \\227)');
  });
});

describe('wrapText', () => {
  it('wraps at the width using Helvetica metrics and splits over-long words', () => {
    expect(textWidth('Hello', 'regular', 10)).toBeCloseTo(22.78, 2);
    expect(textWidth('Hello', 'bold', 10)).toBeCloseTo(24.45, 2);
    const lines = wrapText('one two three four five six seven', 'regular', 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    const split = wrapText('x'.repeat(200), 'regular', 10, 100);
    expect(split.join('')).toBe('x'.repeat(200));
    expect(split.length).toBeGreaterThan(1);
  });
});

describe('markdownBlocks', () => {
  it('reads headings, paragraphs, table rows, list items and quotes, with links spelled out', () => {
    const blocks = markdownBlocks(lesson.expandedContent);
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Overview' },
      {
        kind: 'paragraph',
        text: 'Face rent is not what the landlord earns; see BOMA (https://boma.org/).',
        indent: 0,
      },
      { kind: 'row', cells: ['Item', '$/RSF'], header: true },
      { kind: 'row', cells: ['Free rent', '-8.33'], header: false },
      { kind: 'item', marker: '\u2022', text: 'first point', indent: 0 },
      { kind: 'item', marker: '1.', text: 'numbered point', indent: 0 },
      { kind: 'paragraph', text: 'a quote', indent: 1 },
    ]);
  });

  it('keeps the text of a link whose text is its address once', () => {
    expect(inlineText('[https://boma.org](https://boma.org)')).toBe('https://boma.org');
  });
});

describe('renderLessonPdf', () => {
  it('writes a well-formed PDF 1.4 whose xref offsets point at their objects', () => {
    const pdf = renderLessonPdf(lesson);
    const structure = readPdfStructure(pdf);
    expect(structure.header).toBe('%PDF-1.4');
    expect(structure.trailerOk).toBe(true);
    expect(structure.badOffsets).toEqual([]);
    expect(structure.badLengths).toBe(0);
    expect(structure.objectCount).toBe(4 + 2 * structure.pageCount + 1);
    expect(structure.pageCount).toBe(1);
    expect(structure.declaredPageCount).toBe(1);
    const text = structure.pageTexts.join('\n');
    expect(text).toContain('Net Effective Rent (NER) \x97 the $16.33 example');
    expect(text).toContain('Leasing Fundamentals \x95 March 1, 2026');
    expect(text).toContain('Tags: ner, concessions');
    expect(text).toContain('Item | $/RSF');
    expect(text).toContain('Page 1 of 1');
    expect(pdf.toString('latin1')).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
  });

  it('flows long content over several pages, numbering each', () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, index) => `## Section ${index + 1}\n\n${'Rent roll line. '.repeat(40)}`,
    );
    const structure = readPdfStructure(
      renderLessonPdf({ ...lesson, expandedContent: paragraphs.join('\n\n') }),
    );
    expect(structure.pageCount).toBeGreaterThan(5);
    expect(structure.declaredPageCount).toBe(structure.pageCount);
    expect(structure.badOffsets).toEqual([]);
    expect(structure.badLengths).toBe(0);
    const last = structure.pageTexts.at(-1)!;
    expect(last).toContain(`Page ${structure.pageCount} of ${structure.pageCount}`);
    expect(last).toContain('Section 60');
  });

  it('does not repeat a leading heading equal to the title', () => {
    const structure = readPdfStructure(renderLessonPdf({ ...lesson, title: 'Overview' }));
    expect(structure.pageTexts[0]!.match(/Overview/g)).toHaveLength(1);
  });
});
