import { lessonRemarkPlugins } from '@common/markdown';
import type { ComponentProps, JSX } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { cn } from '@/lib/cn';
import { MarkdownLink } from './markdown-link';

type Tag = keyof JSX.IntrinsicElements;

/** A markdown element rendered as `as` with our classes (and without react-markdown's `node` prop). */
function styled<T extends Tag>(tag: T, as: Tag, className: string) {
  function Styled({ node: _node, className: own, ...props }: ComponentProps<T> & ExtraProps) {
    const Element = as as 'div';
    return (
      <Element className={cn(className, own as string | undefined)} {...(props as ComponentProps<'div'>)} />
    );
  }
  Styled.displayName = `Markdown(${tag})`;
  return Styled;
}

function Table({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  // Wide tables scroll inside themselves, never the page (390 px phones).
  return (
    <div className="my-5 overflow-x-auto rounded-lg border border-border print:overflow-visible print:border-slate-400">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  );
}

function Image({ node: _node, alt, ...props }: ComponentProps<'img'> & ExtraProps) {
  return <img alt={alt ?? ''} loading="lazy" className="my-5 h-auto max-w-full rounded-lg" {...props} />;
}

/** The page's h1 is the lesson title, so the lesson's own headings start one level down. */
const components: Components = {
  h1: styled('h1', 'h2', 'mt-8 mb-3 font-semibold text-2xl text-slate-900 tracking-tight first:mt-0'),
  h2: styled('h2', 'h3', 'mt-8 mb-3 font-semibold text-slate-900 text-xl tracking-tight first:mt-0'),
  h3: styled('h3', 'h4', 'mt-6 mb-2 font-semibold text-lg text-slate-900 first:mt-0'),
  h4: styled('h4', 'h5', 'mt-6 mb-2 font-semibold text-base text-slate-900 first:mt-0'),
  h5: styled('h5', 'h6', 'mt-5 mb-2 font-semibold text-slate-900 text-sm first:mt-0'),
  h6: styled('h6', 'h6', 'mt-5 mb-2 font-semibold text-muted-foreground text-sm first:mt-0'),
  p: styled('p', 'p', 'my-4 first:mt-0 last:mb-0'),
  ul: styled('ul', 'ul', 'my-4 list-disc space-y-1.5 pl-6 marker:text-slate-400'),
  ol: styled('ol', 'ol', 'my-4 list-decimal space-y-1.5 pl-6 marker:text-slate-500'),
  li: styled('li', 'li', 'pl-1 [&>ol]:my-1.5 [&>ul]:my-1.5'),
  blockquote: styled(
    'blockquote',
    'blockquote',
    'my-5 border-primary/40 border-l-4 bg-primary-soft/50 py-2 pr-3 pl-4 text-slate-700 italic print:bg-transparent',
  ),
  hr: styled('hr', 'hr', 'my-8 border-border'),
  pre: styled(
    'pre',
    'pre',
    'my-5 overflow-x-auto rounded-lg bg-slate-900 p-4 text-slate-100 text-sm leading-6 print:whitespace-pre-wrap print:border print:border-slate-400 print:bg-transparent print:text-black [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-inherit',
  ),
  code: styled('code', 'code', 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-800'),
  thead: styled('thead', 'thead', 'bg-slate-50 print:bg-transparent'),
  th: styled('th', 'th', 'border-border border-b px-3 py-2 font-semibold text-slate-900'),
  td: styled('td', 'td', 'border-border border-b px-3 py-2 align-top [tr:last-child>&]:border-b-0'),
  strong: styled('strong', 'strong', 'font-semibold text-slate-900'),
  a: MarkdownLink,
  img: Image,
  table: Table,
};

const rehypePlugins = [rehypeSanitize];

export type LessonMarkdownProps = { content: string; className?: string };

/**
 * A lesson's markdown (GitHub flavour: tables, task lists, strikethrough). Safe by construction:
 * raw HTML in the source is dropped, rehype-sanitize keeps only GitHub's allow-list of elements and
 * attributes, and links go through `MarkdownLink`. Never `dangerouslySetInnerHTML`.
 */
export function LessonMarkdown({ content, className }: LessonMarkdownProps) {
  return (
    <div
      className={cn(
        'min-w-0 break-words text-[15px] text-slate-700 leading-7 print:text-[11pt] print:text-black print:leading-normal',
        className,
      )}
    >
      <Markdown
        skipHtml
        remarkPlugins={lessonRemarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {content}
      </Markdown>
    </div>
  );
}
