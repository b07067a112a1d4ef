import { type PdfFont, pdfString, toWinAnsi } from './pdf-text';

/*
 * A minimal PDF 1.4 writer: US Letter pages of positioned text lines in the two built-in fonts
 * (no embedding), an Info dictionary, and a cross-reference table with exact byte offsets.
 */

export const pageWidth = 612;
export const pageHeight = 792;

/** One line of WinAnsi text with its baseline at (x, y), in points from the bottom-left corner. */
export type PdfTextLine = { x: number; y: number; text: string; font: PdfFont; size: number };
/** A horizontal rule from x1 to x2 at height y. */
export type PdfRule = { x1: number; x2: number; y: number };
export type PdfPage = { lines: PdfTextLine[]; rules: PdfRule[] };

const fontResource: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };
const round = (value: number) => Number(value.toFixed(2));

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules) {
    ops.push(`0.6 G 0.75 w ${round(rule.x1)} ${round(rule.y)} m ${round(rule.x2)} ${round(rule.y)} l S`);
  }
  for (const line of page.lines) {
    ops.push(
      `BT /${fontResource[line.font]} ${line.size} Tf ${round(line.x)} ${round(line.y)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return `${ops.join('\n')}\n`;
}

/** The PDF file's bytes. `title` goes into the document information (shown as the window title). */
export function writePdf(pages: PdfPage[], title: string): Buffer {
  // Objects 1–4 are fixed; each page then takes two: its dictionary and its content stream.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  for (const [index, page] of pages.entries()) {
    const stream = contentStream(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    );
  }
  const infoId = objects.length + 1;
  objects.push(`<< /Title ${pdfString(toWinAnsi(title))} /Producer (LeaseLens) >>`);

  // Latin-1 throughout, so string length equals byte length and the offsets below are exact.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
