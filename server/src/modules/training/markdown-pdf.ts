import { lessonRemarkPlugins } from '@common/markdown';
import type {
  Blockquote,
  Code,
  Definition,
  FootnoteDefinition,
  Heading,
  List,
  ListItem,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import type { Alignment, Content, ContentText, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * Lesson markdown as pdfmake content. The markdown is parsed by the same remark pipeline as the
 * screen's react-markdown, and each mdast node prints as its screen element does: headings by
 * size, emphasis and links inline, lists nested, GFM tables as tables. Raw HTML is left out, as the
 * screen leaves it out; an image prints as its alt text.
 */

/** US Letter, 612 × 792 pt, with 54 pt (¾ in) margins all round. */
export const pageMargin = 54;
const contentWidth = 612 - 2 * pageMargin;

/** Monospace for code: the PDF standard Courier, which covers Latin-1 only (see `codeFont`). */
export const monospaceFont = 'Courier';

const linkColor = '#4f46e5';
const ruleColor = '#cbd5e1';
/** Secondary text: the lesson's details, footnotes. */
export const mutedColor = '#475569';
const codeBackground = '#f1f5f9';
const headerFill = '#f8fafc';
/** Heading sizes by depth, in points; body text is 10.5. */
const headingSizes = [17, 14.5, 12.5, 11.5, 10.5, 10.5];

/** The markdown's syntax tree, read by the screen's remark plugins. */
export function parseLessonMarkdown(markdown: string): Root {
  const processor = unified().use(remarkParse).use(lessonRemarkPlugins);
  // Remark plugins turn mdast into mdast; the shared list is untyped, so the root type is restated.
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** Marks that phrasing content passes down to the text it holds. */
type Marks = { bold?: boolean; italics?: boolean; strike?: boolean; link?: string };

/** What the conversion learns from the whole tree: link definitions and footnotes by identifier. */
type Context = {
  definitions: Map<string, Definition>;
  footnotes: Map<string, FootnoteDefinition>;
  /** Footnote identifiers in the order of their first reference, which numbers them (1, 2, …). */
  footnoteOrder: string[];
};

/**
 * The address a PDF link may open: absolute http(s), mailto: and tel: URLs only. A relative link
 * (an app page) has no site to resolve against on paper, and any other scheme is never followed;
 * both print as plain text.
 */
export function pdfLinkTarget(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Courier for code it can show (Latin-1); anything else stays in the Unicode body font. */
export function codeFont(code: string): string | undefined {
  return /^[\t\n\x20-\x7e\xa0-\xff]*$/.test(code) ? monospaceFont : undefined;
}

function styledRun(text: string, marks: Marks): ContentText {
  return {
    text,
    ...(marks.bold && { bold: true }),
    ...(marks.italics && { italics: true }),
    ...(marks.strike && { decoration: 'lineThrough' as const }),
    ...(marks.link && { link: marks.link, color: linkColor, decoration: 'underline' as const }),
  };
}

function footnoteNumber(context: Context, identifier: string): number {
  if (!context.footnoteOrder.includes(identifier)) context.footnoteOrder.push(identifier);
  return context.footnoteOrder.indexOf(identifier) + 1;
}

/**
 * Phrasing content as flat text runs, each carrying every mark around it (pdfmake does not pass a
 * run's bold or link on to nested runs). Soft line breaks are spaces, as in HTML.
 */
function runs(nodes: PhrasingContent[], marks: Marks, context: Context): ContentText[] {
  return nodes.flatMap((node): ContentText[] => {
    switch (node.type) {
      case 'text':
        return [styledRun(node.value.replace(/\s*\n\s*/g, ' '), marks)];
      case 'strong':
        return runs(node.children, { ...marks, bold: true }, context);
      case 'emphasis':
        return runs(node.children, { ...marks, italics: true }, context);
      case 'delete':
        return runs(node.children, { ...marks, strike: true }, context);
      case 'inlineCode': {
        const font = codeFont(node.value);
        return [{ ...styledRun(node.value, marks), ...(font && { font }), background: codeBackground }];
      }
      case 'break':
        return [{ text: '\n' }];
      case 'link':
        return runs(node.children, { ...marks, link: pdfLinkTarget(node.url) }, context);
      case 'linkReference': {
        const link = pdfLinkTarget(context.definitions.get(node.identifier)?.url);
        return runs(node.children, { ...marks, link }, context);
      }
      case 'image':
      case 'imageReference':
        return node.alt ? [styledRun(node.alt, { ...marks, italics: true })] : [];
      case 'footnoteReference':
        return [{ text: String(footnoteNumber(context, node.identifier)), sup: true, color: linkColor }];
      default:
        // Raw HTML is dropped, as the screen drops it.
        return [];
    }
  });
}

function heading(node: Heading, context: Context): Content {
  return {
    text: runs(node.children, { bold: true }, context),
    fontSize: headingSizes[node.depth - 1],
    headlineLevel: node.depth,
    margin: [0, node.depth <= 2 ? 12 : 8, 0, 4],
  };
}

/** A task list item reads '[x] Done' or '[ ] To do' on paper, where the screen shows a checkbox. */
function withTaskBox(item: ListItem): RootContent[] {
  const [first, ...rest] = item.children;
  if (typeof item.checked !== 'boolean' || first?.type !== 'paragraph') return item.children;
  const box: PhrasingContent = { type: 'text', value: item.checked ? '[x] ' : '[ ] ' };
  return [{ ...first, children: [box, ...first.children] }, ...rest];
}

function listItems(node: List, context: Context): Content[] {
  const gap = node.spread ? 6 : 2;
  return node.children.map((item) => ({ stack: blocks(withTaskBox(item), context, gap) }));
}

function list(node: List, context: Context, gap: number): Content {
  const items = listItems(node, context);
  const margin: [number, number, number, number] = [0, 0, 0, gap];
  return node.ordered ? { ol: items, start: node.start ?? 1, margin } : { ul: items, margin };
}

/** A one-cell table drawn only by its fill or its left edge: the frame of quotes and code. */
function box(content: Content, layout: CustomTableLayout, gap: number): Content {
  return { table: { widths: ['*'], body: [[content]] }, layout, margin: [0, 2, 0, gap + 4] };
}

/** The same padding in every cell of a table layout: `x` points left and right, `y` above and below. */
function cellPadding(x: number, y: number): CustomTableLayout {
  return { paddingLeft: () => x, paddingRight: () => x, paddingTop: () => y, paddingBottom: () => y };
}

const quoteLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: (index) => (index === 0 ? 3 : 0),
  vLineColor: () => '#c7d2fe',
  ...cellPadding(10, 2),
};

const codeLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  fillColor: () => codeBackground,
  ...cellPadding(8, 6),
};

function blockquote(node: Blockquote, context: Context, gap: number): Content {
  const quoted = { stack: blocks(node.children, context, 4), italics: true, color: '#334155' };
  return box(quoted, quoteLayout, gap);
}

function codeBlock(node: Code, gap: number): Content {
  const font = codeFont(node.value);
  const code = { text: node.value, fontSize: 9, preserveLeadingSpaces: true, ...(font && { font }) };
  return box(code, codeLayout, gap);
}

const tableLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.75 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => ruleColor,
  ...cellPadding(6, 4),
};

/**
 * A GFM table as a real table: the header row bold on a light fill and repeated after a page
 * break, each column aligned as its delimiter row says, and every row as wide as the header (a
 * short row gets empty cells, extra cells are dropped, as on screen). Rows never split.
 */
function table(node: Table, context: Context, gap: number): Content {
  const [head, ...rows] = node.children;
  if (!head) return [];
  const columns = head.children.length;
  const cells = (row: TableRow, header: boolean): TableCell[] =>
    Array.from({ length: columns }, (_, index) => ({
      text: runs(row.children[index]?.children ?? [], { bold: header }, context),
      alignment: (node.align?.[index] ?? 'left') satisfies Alignment,
      ...(header && { fillColor: headerFill }),
    }));
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: Array.from({ length: columns }, () => 'auto'),
      body: [cells(head, true), ...rows.map((row) => cells(row, false))],
    },
    layout: tableLayout,
    margin: [0, 2, 0, gap + 4],
  };
}

/** A full-width line, the same for every thematic break (`***`, `---` after a blank line, `___`). */
export function rule(): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: contentWidth, y2: 0, lineWidth: 0.75, lineColor: ruleColor }],
    margin: [0, 6, 0, 10],
  };
}

/** Block content in order; `gap` is the space after each paragraph (tighter inside lists). */
function blocks(nodes: RootContent[], context: Context, gap: number): Content[] {
  return nodes.flatMap((node): Content[] => {
    switch (node.type) {
      case 'heading':
        return [heading(node, context)];
      case 'paragraph':
        return [{ text: runs(node.children, {}, context), margin: [0, 0, 0, gap] }];
      case 'list':
        return [list(node, context, gap)];
      case 'blockquote':
        return [blockquote(node, context, gap)];
      case 'code':
        return [codeBlock(node, gap)];
      case 'table':
        return [table(node, context, gap)];
      case 'thematicBreak':
        return [rule()];
      default:
        // Raw HTML is dropped as on screen; definitions are resolved where they are used.
        return [];
    }
  });
}

/** The footnotes in the order they were first referenced, numbered, after a short rule (as on screen). */
function footnoteSection(context: Context): Content[] {
  if (context.footnoteOrder.length === 0) return [];
  const notes: Content[] = [];
  // A footnote may reference a later one, which then joins the end of the order.
  for (let index = 0; index < context.footnoteOrder.length; index += 1) {
    const definition = context.footnotes.get(context.footnoteOrder[index] ?? '');
    notes.push({ stack: definition ? blocks(definition.children, context, 2) : [] });
  }
  return [rule(), { ol: notes, fontSize: 9, color: mutedColor }];
}

/** Every node below these, depth first (definitions may sit inside lists or quotes). */
function descendants(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node) => [node, ...('children' in node ? descendants(node.children) : [])]);
}

/** The tree's blocks as pdfmake content, footnotes last. */
export function markdownContent(root: Root): Content[] {
  const nodes = descendants(root.children);
  const context: Context = {
    definitions: new Map(
      nodes.filter((node) => node.type === 'definition').map((node) => [node.identifier, node]),
    ),
    footnotes: new Map(
      nodes.filter((node) => node.type === 'footnoteDefinition').map((node) => [node.identifier, node]),
    ),
    footnoteOrder: [],
  };
  const body = blocks(root.children, context, 8);
  return [...body, ...footnoteSection(context)];
}
