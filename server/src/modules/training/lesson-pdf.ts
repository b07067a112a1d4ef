import { createRequire } from 'node:module';
import type { TrainingLesson } from '@common/training';
import type { Root } from 'mdast';
import pdfmake from 'pdfmake';
import type { Content, Node, NodeQueries, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import {
  markdownContent,
  monospaceFont,
  mutedColor,
  pageMargin,
  parseLessonMarkdown,
  rule,
} from './markdown-pdf';

/*
 * A lesson as a printable PDF (pdfmake): the title, category, date and tags, a rule, then the
 * lesson's markdown as the screen shows it, with 'Page n of N' at the foot of every page.
 */

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`pdfmake/fonts/Roboto/${name}`);

/**
 * Roboto, the TrueType family pdfmake ships, embedded (subset) in every PDF: Latin with its
 * extensions, Greek, Cyrillic and Vietnamese. Code uses the standard Courier, which is never
 * embedded. Scripts outside Roboto (CJK, Arabic, Hebrew, emoji…) print as empty boxes.
 */
const fonts: TFontDictionary = {
  Roboto: {
    normal: fontFile('Roboto-Regular.ttf'),
    bold: fontFile('Roboto-Medium.ttf'),
    italics: fontFile('Roboto-Italic.ttf'),
    bolditalics: fontFile('Roboto-MediumItalic.ttf'),
  },
  [monospaceFont]: {
    normal: 'Courier',
    bold: 'Courier-Bold',
    italics: 'Courier-Oblique',
    bolditalics: 'Courier-BoldOblique',
  },
};

/** The only local files pdfmake may open: the fonts above. Lessons never reach the disk or the network. */
const fontSources = new Set(Object.values(fonts).flatMap((family) => Object.values(family)));
pdfmake.setFonts(fonts);
pdfmake.setLocalAccessPolicy((path) => fontSources.has(path));
pdfmake.setUrlAccessPolicy(() => false);

const footerStyle = 'pageFooter';

/**
 * Keeps a heading with what follows it: a heading that would end its page (nothing but other
 * headings and the footer after it there, while the lesson goes on overleaf) starts the next page.
 */
function breaksBeforeHeading(node: Node, queries: NodeQueries): boolean {
  if (node.headlineLevel === undefined) return false;
  const isBody = (other: Node) => other.headlineLevel === undefined && other.style !== footerStyle;
  return !queries.getFollowingNodesOnPage().some(isBody) && queries.getNodesOnNextPage().some(isBody);
}

function createdOn(lesson: TrainingLesson): string {
  return new Date(lesson.createdAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function lessonHeader(lesson: TrainingLesson): Content[] {
  const details: Content[] = [
    { text: `${lesson.categoryDisplayName} \u2022 ${createdOn(lesson)}`, margin: [0, 4, 0, 0] },
  ];
  if (lesson.tags.length > 0) details.push({ text: `Tags: ${lesson.tags.join(', ')}` });
  return [
    { text: lesson.title, fontSize: 20, bold: true },
    { stack: details, fontSize: 9.5, color: mutedColor },
    rule(),
  ];
}

/** The content usually opens with the title as a heading; the PDF has already printed it. */
function withoutRepeatedTitle(root: Root, title: string): Root {
  const [first, ...rest] = root.children;
  const text =
    first?.type === 'heading' ? first.children.map((node) => ('value' in node ? node.value : '')) : [];
  return text.join('').trim() === title.trim() ? { ...root, children: rest } : root;
}

/** The pdfmake document for a lesson (US Letter, Roboto 10.5 pt). */
export function lessonDocument(lesson: TrainingLesson): TDocumentDefinitions {
  const root = withoutRepeatedTitle(parseLessonMarkdown(lesson.expandedContent), lesson.title);
  return {
    pageSize: 'LETTER',
    pageMargins: pageMargin,
    info: { title: lesson.title, creator: 'LeaseLens' },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25, color: '#0f172a' },
    styles: { [footerStyle]: { fontSize: 8, color: '#64748b' } },
    content: [...lessonHeader(lesson), ...markdownContent(root)],
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      style: footerStyle,
      alignment: 'right',
      margin: [pageMargin, 24, pageMargin, 0],
    }),
    pageBreakBefore: breaksBeforeHeading,
  };
}

/** The lesson's PDF file. */
export function renderLessonPdf(lesson: TrainingLesson): Promise<Buffer> {
  return pdfmake.createPdf(lessonDocument(lesson)).getBuffer();
}
