/**
 * Reads back the structure of a PDF that `writePdf` produced (tests only): header, that every xref
 * offset points at its `n 0 obj`, the page count and the text shown on each page.
 */
export type PdfStructure = {
  header: string;
  objectCount: number;
  badOffsets: number[];
  pageCount: number;
  declaredPageCount: number;
  pageTexts: string[];
  /** Streams whose /Length is not their byte length. */
  badLengths: number;
  trailerOk: boolean;
};

function unescapePdfString(literal: string): string {
  return literal.replace(/\\([0-7]{3}|[()\\])/g, (_, escaped: string) =>
    escaped.length === 3 ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped,
  );
}

export function readPdfStructure(bytes: Buffer): PdfStructure {
  const body = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(body)?.[1] ?? Number.NaN);
  const xref = body.slice(startxref);
  const [, , countText] = /^xref\n(\d+) (\d+)\n/.exec(xref) ?? [];
  const objectCount = Number(countText ?? 0) - 1;
  const entries = [...xref.matchAll(/^(\d{10}) (\d{5}) ([nf]) \n/gm)].slice(1);
  const badOffsets = entries
    .map((entry, index) => ({ id: index + 1, offset: Number(entry[1]) }))
    .filter(({ id, offset }) => !body.startsWith(`${id} 0 obj\n`, offset))
    .map(({ id }) => id);
  const pageTexts = [...body.matchAll(/stream\n([\s\S]*?)endstream/g)].map(([, stream]) =>
    [...(stream ?? '').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
      .map(([, text]) => unescapePdfString(text ?? ''))
      .join('\n'),
  );
  const badLengths = [...body.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/g)].filter(
    ([, length, stream]) => Number(length) !== (stream ?? '').length,
  ).length;
  return {
    badLengths,
    header: body.slice(0, 8),
    objectCount,
    badOffsets: entries.length === objectCount ? badOffsets : [-1],
    pageCount: (body.match(/\/Type \/Page /g) ?? []).length,
    declaredPageCount: Number(/\/Type \/Pages .*\/Count (\d+)/.exec(body)?.[1] ?? 0),
    pageTexts,
    trailerOk: /trailer\n<< \/Size \d+ \/Root 1 0 R/.test(body) && xref.startsWith('xref\n'),
  };
}
