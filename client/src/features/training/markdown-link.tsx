import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import { classifyLink } from './safe-link';

const linkClasses =
  'font-medium text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary print:text-black';

export type MarkdownLinkProps = ComponentProps<'a'> & ExtraProps;

/**
 * A lesson's link: this app's pages stay in the app, other sites open in a new tab with
 * `rel="noopener noreferrer"`, and an unsafe URL (javascript: and the like) is plain text.
 */
export function MarkdownLink({
  href,
  children,
  className: _className,
  node: _node,
  ...props
}: MarkdownLinkProps) {
  // `props` holds only what rehype-sanitize let through (title, id, aria-*, data-footnote-*).
  const link = classifyLink(href, window.location.origin);
  switch (link.kind) {
    case 'inert':
      return <span className="text-foreground">{children}</span>;
    case 'internal':
      return (
        <Link {...props} to={link.to} className={linkClasses}>
          {children}
        </Link>
      );
    case 'plain':
      return (
        <a {...props} href={link.href} className={linkClasses}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a {...props} href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {children}
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3 align-baseline print:hidden" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
  }
}
