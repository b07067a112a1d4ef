import type { TrainingLesson } from '@common/training';
import pdfmake from 'pdfmake';
import type { Content, ContentTable } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { lessonDocument, renderLessonPdf } from './lesson-pdf';
import { codeFont, markdownContent, parseLessonMarkdown, pdfLinkTarget } from './markdown-pdf';
import { hasPoppler, pdfInfo, pdfLinks, pdfRuleRows, pdfText, pdfTextRuns } from './poppler';

const lesson: TrainingLesson = {
  id: 1,
  title: 'Net Effective Rent (NER) — the $16.33 example',
  expandedContent: [
    '## Overview',
    '',
    'Face rent is **not** what the landlord earns; see [BOMA](https://boma.org/), *not* [this](javascript:alert(1)).',
    '',
    '| Item | Note | $/RSF |',
    '|---|:-:|--:|',
    '| Free rent | five months | -8.33 |',
    '| **Net effective rent** | per year | **16.33** |',
    '',
    '- first point',
    '  - nested point',
    '1. numbered point',
    '',
    '> a quote',
  ].join('\n'),
  category: 'leasing-fundamentals',
  categoryDisplayName: 'Leasing Fundamentals',
  tags: ['ner', 'concessions'],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  isPdfAvailable: true,
};

const withContent = (expandedContent: string): TrainingLesson => ({ ...lesson, expandedContent });
/** The text column at 72 dpi: US Letter less 54 pt margins. */
const column = { left: 54, right: 558 };

describe('pdfLinkTarget', () => {
  it('follows absolute http(s), mailto: and tel: links only', () => {
    expect(pdfLinkTarget('https://boma.org')).toBe('https://boma.org/');
    expect(pdfLinkTarget('mailto:help@leaselens.test')).toBe('mailto:help@leaselens.test');
    expect(pdfLinkTarget('tel:+15550100')).toBe('tel:+15550100');
    expect(pdfLinkTarget('javascript:alert(1)')).toBeUndefined();
    expect(pdfLinkTarget('/training/content/3')).toBeUndefined();
    expect(pdfLinkTarget('')).toBeUndefined();
  });
});

describe('codeFont', () => {
  it('sets code in Courier when Courier can show every character, else keeps the Unicode font', () => {
    expect(codeFont('npm run build\n  --prod')).toBe('Courier');
    expect(codeFont('café')).toBe('Courier');
    expect(codeFont('Москва')).toBeUndefined();
  });
});

describe('markdownContent', () => {
  const tableOf = (markdown: string) =>
    markdownContent(parseLessonMarkdown(markdown)).find(
      (block): block is ContentTable => typeof block === 'object' && 'table' in block,
    );

  it('makes a GFM table a table whose header repeats, aligned as its delimiter row says', () => {
    const table = tableOf(lesson.expandedContent)!;
    expect(table.table.headerRows).toBe(1);
    expect(table.table.dontBreakRows).toBe(true);
    const [head, ...rows] = table.table.body;
    expect(head!.map((cell) => (cell as { alignment: string }).alignment)).toEqual([
      'left',
      'center',
      'right',
    ]);
    expect(rows).toHaveLength(2);
  });

  it('gives a short row empty cells and drops cells beyond the header, as the screen does', () => {
    const table = tableOf('| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |')!;
    expect(table.table.body.map((row) => row.length)).toEqual([2, 2, 2]);
  });

  it('leaves raw HTML out, as the screen does', () => {
    const content: Content[] = markdownContent(parseLessonMarkdown('<div>raw</div>\n\nText <b>x</b>'));
    expect(JSON.stringify(content)).not.toContain('raw');
    expect(JSON.stringify(content)).not.toContain('<b>');
  });
});

const popplerMissing = hasPoppler ? '' : ' [SKIPPED: pdftotext not found; install poppler-utils]';

describe.skipIf(!hasPoppler)(`renderLessonPdf, read back with poppler${popplerMissing}`, () => {
  it('writes a PDF poppler reads without complaint, titled and numbered like the lesson', async () => {
    const pdf = await renderLessonPdf(lesson);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 1, title: lesson.title, errors: '' });
    const text = pdfText(pdf);
    expect(text).toContain('Net Effective Rent (NER) — the $16.33 example');
    expect(text).toContain('Leasing Fundamentals • March 1, 2026');
    expect(text).toContain('Tags: ner, concessions');
    expect(text).toMatch(/^\s+Page 1 of 1\s*$/m);
  });

  it('prints a GFM table in columns: the header on one line in order, each row on its own line', async () => {
    const lines = pdfText(await renderLessonPdf(lesson)).split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^\s*Item\s{2,}Note\s{2,}\$\/RSF\s*$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\s*Free rent\s{2,}five months\s{2,}-8\.33\s*$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s*Net effective rent\s{2,}per year\s{2,}16\.33\s*$/),
    );
    expect(lines.join('\n')).not.toContain('|');
  });

  it('right-aligns a column the markdown right-aligns', async () => {
    const runs = pdfTextRuns(await renderLessonPdf(lesson));
    const rightEdge = (text: string) => {
      const run = runs.find((candidate) => candidate.text.trim() === text)!;
      return run.left + run.width;
    };
    expect(Math.abs(rightEdge('-8.33') - rightEdge('16.33'))).toBeLessThanOrEqual(1);
    expect(Math.abs(rightEdge('-8.33') - rightEdge('$/RSF'))).toBeLessThanOrEqual(1);
  });

  it('sets bold in the bold face and italics in the italic one, the rest in the regular face (pdftohtml names it Roboto)', async () => {
    const runs = pdfTextRuns(await renderLessonPdf(lesson));
    const fontOf = (text: string) => runs.find((run) => run.text.trim() === text && !run.italic)?.font;
    expect(fontOf('16.33')).toBe('Roboto-Medium');
    expect(fontOf('Net effective rent')).toBe('Roboto-Medium');
    expect(fontOf('Item')).toBe('Roboto-Medium');
    expect(fontOf('-8.33')).toBe('Roboto');
    const nots = runs.filter((run) => run.text.trim() === 'not');
    expect(nots.map(({ font, italic }) => ({ font, italic }))).toEqual([
      { font: 'Roboto-Medium', italic: false },
      { font: 'Roboto', italic: true },
    ]);
  });

  it('prints link text, not addresses, and makes only safe links clickable', async () => {
    const pdf = await renderLessonPdf(lesson);
    const text = pdfText(pdf);
    expect(text).toContain('see BOMA, not this.');
    expect(text).not.toContain('boma.org');
    expect(new Set(pdfLinks(pdf))).toEqual(new Set(['https://boma.org/']));
  });

  it('resolves reference links through their definitions', async () => {
    const pdf = await renderLessonPdf(
      withContent('Read [the guide][guide].\n\n- item\n\n  [guide]: https://naiop.org/guide'),
    );
    expect(pdfText(pdf)).toContain('Read the guide.');
    // pdfmake writes one link annotation per word of the link text.
    expect(new Set(pdfLinks(pdf))).toEqual(new Set(['https://naiop.org/guide']));
  });

  it('prints task list items with their box as text', async () => {
    const text = pdfText(await renderLessonPdf(withContent('- [x] Measure the suite\n- [ ] Send the LOI')));
    expect(text).toMatch(/\[x\] Measure the suite\s+\S?\s*\[ \] Send the LOI/);
  });

  it('nests lists: a nested item sits further right than its parent', async () => {
    const lines = pdfText(await renderLessonPdf(lesson)).split('\n');
    const indent = (text: string) => lines.find((line) => line.includes(text))!.search(/\S/);
    expect(indent('nested point')).toBeGreaterThan(indent('first point'));
    expect(lines.find((line) => line.includes('numbered point'))).toMatch(/^\s*1\.\s+numbered point/);
  });

  it('prints a setext heading ("Title" over ---) as a heading, not as a rule', async () => {
    const setext = await renderLessonPdf(withContent('Title\n---\n\nBody text.'));
    const heading = pdfTextRuns(setext).find((run) => run.text.trim() === 'Title')!;
    const body = pdfTextRuns(setext).find((run) => run.text.trim() === 'Body text.')!;
    expect(heading.font).toBe('Roboto-Medium');
    expect(heading.size).toBeGreaterThan(body.size);
    expect(pdfText(setext)).not.toMatch(/---|___/);
    // Only the rule under the lesson's details; a thematic break would draw a second one.
    expect(pdfRuleRows(setext, 1, column)).toHaveLength(1);
    const thematic = await renderLessonPdf(withContent('Title\n\n---\n\nBody text.'));
    expect(pdfRuleRows(thematic, 1, column)).toHaveLength(2);
  });

  it('decodes HTML entities and character references', async () => {
    const text = pdfText(
      await renderLessonPdf(withContent('Tenant &amp; landlord &copy; &#8364;5 &lt;ok&gt;')),
    );
    expect(text).toContain('Tenant & landlord © €5 <ok>');
    expect(text).not.toContain('&amp;');
  });

  it('prints Latin with accents, Greek and Cyrillic in the embedded Unicode font', async () => {
    const pdf = await renderLessonPdf({
      ...withContent('Zürich Δ Москва, Łódź, Ελλάδα'),
      title: 'Zürich Δ Москва',
    });
    const text = pdfText(pdf);
    expect(text).toContain('Zürich Δ Москва, Łódź, Ελλάδα');
    expect(text.match(/Zürich Δ Москва/g)).toHaveLength(2);
    expect(text).not.toContain('?');
  });

  it('keeps going past characters Roboto lacks: the Latin around them still prints', async () => {
    const text = pdfText(await renderLessonPdf(withContent('Tokyo 東京 office')));
    expect(text).toMatch(/Tokyo .* office/);
  });

  it('sets code blocks in Courier, keeping their indentation', async () => {
    const pdf = await renderLessonPdf(withContent('```\nrent:\n    20.00\n```'));
    expect(pdfTextRuns(pdf).find((run) => run.text.includes('20.00'))?.font).toBe('Courier');
    expect(pdfText(pdf)).toMatch(/^(\s*)rent:\n\1 {4}20\.00$/m);
  });

  it('prints an image as its alt text and numbers footnotes in the order they are referenced', async () => {
    const markdown =
      '![Floor plan of suite 400](plan.png)\n\nFirst[^late] then[^early].\n\n[^early]: Early.\n[^late]: Late.';
    const text = pdfText(await renderLessonPdf(withContent(markdown)));
    expect(text).toContain('Floor plan of suite 400');
    expect(text).toMatch(/1\.\s+Late\.\s+2\.\s+Early\./);
  });

  it('does not repeat a leading heading equal to the title', async () => {
    const text = pdfText(await renderLessonPdf({ ...lesson, title: 'Overview' }));
    expect(text.match(/Overview/g)).toHaveLength(1);
  });

  it('flows long content over several pages, numbering each', async () => {
    const sections = Array.from(
      { length: 30 },
      (_, index) => `## Section ${index + 1}\n\n${'Rent roll line. '.repeat(40)}`,
    );
    const pdf = await renderLessonPdf(withContent(sections.join('\n\n')));
    const { pages } = pdfInfo(pdf);
    expect(pages).toBeGreaterThan(3);
    const last = pdfText(pdf, pages);
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(last).toContain('Section 30');
  });

  /** `count` one-line paragraphs: with the lesson's header, 24 of them leave room on page 1 for one heading line. */
  const filler = (count: number) =>
    Array.from({ length: count }, (_, index) => `Filler line ${index + 1}.`).join('\n\n');
  /** The same document without the keep-with-next rule, to show where the heading would have gone. */
  const withoutKeeping = (orphan: TrainingLesson) =>
    pdfmake.createPdf({ ...lessonDocument(orphan), pageBreakBefore: undefined }).getBuffer();

  it('moves a heading that would end a page to the next page, with its paragraph', async () => {
    const orphan = withContent(`${filler(24)}\n\n## Kept heading\n\nThe paragraph it introduces.`);
    const unkept = pdfText(await withoutKeeping(orphan), 1);
    expect(unkept).toMatch(/Filler line 24\.\s+Kept heading\s+Page 1 of 2/);

    const kept = await renderLessonPdf(orphan);
    expect(pdfText(kept, 1)).toMatch(/Filler line 24\.\s+Page 1 of 2/);
    expect(pdfText(kept, 1)).not.toContain('Kept heading');
    expect(pdfText(kept, 2)).toMatch(/^\s*Kept heading\s+The paragraph it introduces\./);
  });

  it('moves stacked headings together', async () => {
    const orphan = withContent(`${filler(23)}\n\n## Part two\n\n### First step\n\nDo this.`);
    const unkept = pdfText(await withoutKeeping(orphan), 1);
    expect(unkept).toMatch(/Filler line 23\.\s+Part two\s+First step\s+Page 1 of 2/);

    const kept = await renderLessonPdf(orphan);
    expect(pdfText(kept, 1)).not.toMatch(/Part two|First step/);
    expect(pdfText(kept, 2)).toMatch(/^\s*Part two\s+First step\s+Do this\./);
  });

  it('leaves a heading that ends the lesson where it is', async () => {
    const pdf = await renderLessonPdf(withContent(`${filler(24)}\n\n## Last words`));
    expect(pdfInfo(pdf).pages).toBe(1);
    expect(pdfText(pdf, 1)).toContain('Last words');
  });
});
