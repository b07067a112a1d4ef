import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /** Classes for the scroll container that wraps the table (e.g. a max height). */
  containerClassName?: string;
};

/**
 * A data table inside its own horizontal scroll container, so a wide table scrolls by itself
 * instead of widening the page on phones.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(containerRef);
  return (
    // A container that scrolls must be reachable by keyboard (WCAG 2.1.1), so it takes focus then.
    <div
      ref={containerRef}
      tabIndex={scrolls ? 0 : undefined}
      className={cn(
        'relative w-full min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary',
        containerClassName,
      )}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

/** Whether the element is narrower than its content, kept up to date as either resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export type TableSectionProps = ComponentProps<'thead'>;

export function TableHeader({ className, ...props }: TableSectionProps) {
  return <thead className={cn('bg-slate-50 [&_tr]:border-border [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: TableSectionProps) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: TableSectionProps) {
  return <tfoot className={cn('border-border border-t bg-slate-50 font-medium', className)} {...props} />;
}

export type TableRowProps = ComponentProps<'tr'>;

export function TableRow({ className, ...props }: TableRowProps) {
  return (
    <tr
      className={cn(
        'border-border border-b transition-colors data-[state=selected]:bg-primary-soft',
        className,
      )}
      {...props}
    />
  );
}

export type TableHeadProps = ComponentProps<'th'>;

export function TableHead({ className, scope = 'col', ...props }: TableHeadProps) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left first:pl-4 last:pr-4 align-middle font-medium text-muted-foreground text-xs uppercase tracking-wide',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = ComponentProps<'td'>;

export function TableCell({ className, ...props }: TableCellProps) {
  return (
    <td
      className={cn('px-3 py-2.5 align-middle text-foreground first:pl-4 last:pr-4', className)}
      {...props}
    />
  );
}

export type TableCaptionProps = ComponentProps<'caption'>;

export function TableCaption({ className, ...props }: TableCaptionProps) {
  return <caption className={cn('mt-3 text-muted-foreground text-sm', className)} {...props} />;
}
