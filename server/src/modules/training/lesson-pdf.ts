import type { TrainingLesson } from '@common/training';
import { type PdfPage, pageHeight, pageWidth, writePdf } from './pdf-document';
import { type PdfFont, textWidth, toWinAnsi, wrapText } from './pdf-text';

/*
 * A lesson as a printable PDF: title and details, then the markdown as plain wrapped text —
 * headings bold and larger, list items with bullets or numbers, table rows as text with the
 * cells separated by bars, links followed by their address — and 'Page n of N' at the foot.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string; indent: number }
  | { kind: 'item'; marker: string; text: string; indent: number }
  | { kind: 'row'; cells: string[]; header: boolean }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const margin = 54;
const bodySize = 10.5;
const headingSizes = [18, 14, 12, 11, 11, 11];
const lineGap = 1.4;
const footerY = 30;

/** Inline markdown to print text: emphasis and code marks go; a link keeps its text and shows its address. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, (_, text: string, url: string) =>
      text === url || text === '' ? url : `${text} (${url})`,
    )
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/(^|[^\w])_(\S(?:.*?\S)?)_(?![\w])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .trim();
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => inlineText(cell));

/** Markdown lines to blocks; anything unrecognised is a paragraph, so no text is ever dropped. */
export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split(/\r?\n/);
  let paragraph: string[] = [];
  let inCode = false;
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', text: inlineText(paragraph.join(' ')), indent: 0 });
    paragraph = [];
  };
  for (const [index, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      blocks.push({ kind: 'code', text: line });
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: inlineText(heading[2]!) });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (/^\s*\|.*\|\s*$/.test(line)) {
      flush();
      if (/^[\s|:-]+$/.test(line)) continue;
      const next = lines[index + 1] ?? '';
      blocks.push({ kind: 'row', cells: tableCells(line), header: /^\s*\|[\s|:-]+\|\s*$/.test(next) });
    } else if (item) {
      flush();
      const marker = /\d/.test(item[2]!) ? item[2]!.replace(')', '.') : '\u2022';
      const indent = Math.min(3, Math.floor(item[1]!.replace(/\t/g, '  ').length / 2));
      blocks.push({ kind: 'item', marker, text: inlineText(item[3]!), indent });
    } else if (quote) {
      flush();
      blocks.push({ kind: 'paragraph', text: inlineText(quote[1]!), indent: 1 });
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

class Layout {
  readonly pages: PdfPage[] = [];
  private y = 0;

  constructor() {
    this.newPage();
  }

  private newPage() {
    this.pages.push({ lines: [], rules: [] });
    this.y = pageHeight - margin;
  }

  private get page(): PdfPage {
    return this.pages.at(-1)!;
  }

  space(points: number) {
    if (this.y < pageHeight - margin) this.y -= points;
  }

  /** Wraps `text` into the column starting at `x`; `marker` (a bullet or number) goes before the first line. */
  text(text: string, font: PdfFont, size: number, x = margin, marker?: { text: string; x: number }) {
    const encoded = toWinAnsi(text);
    const lines = wrapText(encoded, font, size, pageWidth - margin - x);
    for (const [index, line] of (lines.length > 0 ? lines : ['']).entries()) {
      const height = size * lineGap;
      if (this.y - height < margin + 10) this.newPage();
      this.y -= height;
      if (index === 0 && marker) {
        this.page.lines.push({ x: marker.x, y: this.y, text: toWinAnsi(marker.text), font, size });
      }
      if (line !== '') this.page.lines.push({ x, y: this.y, text: line, font, size });
    }
  }

  rule() {
    this.space(6);
    this.page.rules.push({ x1: margin, x2: pageWidth - margin, y: this.y });
    this.space(6);
  }

  footer() {
    for (const [index, page] of this.pages.entries()) {
      const label = toWinAnsi(`Page ${index + 1} of ${this.pages.length}`);
      const x = pageWidth - margin - textWidth(label, 'regular', 8);
      page.lines.push({ x, y: footerY, text: label, font: 'regular', size: 8 });
    }
  }
}

function layBlocks(layout: Layout, blocks: Block[]) {
  for (const block of blocks) {
    if (block.kind === 'heading') {
      layout.space(block.level <= 2 ? 10 : 6);
      layout.text(block.text, 'bold', headingSizes[block.level - 1] ?? bodySize);
      layout.space(2);
    } else if (block.kind === 'paragraph') {
      layout.text(block.text, 'regular', bodySize, margin + block.indent * 18);
      layout.space(5);
    } else if (block.kind === 'item') {
      const x = margin + 18 + block.indent * 18;
      layout.text(block.text, 'regular', bodySize, x, { text: block.marker, x: x - 14 });
      layout.space(1.5);
    } else if (block.kind === 'row') {
      layout.text(block.cells.join(' | '), block.header ? 'bold' : 'regular', bodySize - 0.5, margin + 6);
    } else if (block.kind === 'code') {
      layout.text(block.text, 'regular', bodySize - 1, margin + 12);
    } else layout.rule();
  }
}

/** The lesson's PDF: every page US Letter, text in the built-in Helvetica fonts. */
export function renderLessonPdf(lesson: TrainingLesson): Buffer {
  const layout = new Layout();
  layout.text(lesson.title, 'bold', 20);
  const created = new Date(lesson.createdAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  layout.space(4);
  layout.text(`${lesson.categoryDisplayName} \u2022 ${created}`, 'regular', 9.5);
  if (lesson.tags.length > 0) layout.text(`Tags: ${lesson.tags.join(', ')}`, 'regular', 9.5);
  layout.rule();
  const blocks = markdownBlocks(lesson.expandedContent);
  // The content usually opens with the title as a heading; the PDF has already printed it.
  const [first] = blocks;
  const repeatsTitle = first?.kind === 'heading' && first.text.trim() === lesson.title.trim();
  layBlocks(layout, repeatsTitle ? blocks.slice(1) : blocks);
  layout.footer();
  return writePdf(layout.pages, lesson.title);
}
