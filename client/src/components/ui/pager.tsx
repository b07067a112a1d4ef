import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';

export type PagerProps = {
  /** 1-based. */
  page: number;
  /** At least 1 (an empty list is one empty page). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Properties pages'. */
  label?: string;
  className?: string;
};

/** Previous / 'Page x of y' / Next under a server-paged table. */
export function Pager({ page, pageCount, onPageChange, label = 'Pages', className }: PagerProps) {
  return (
    <nav aria-label={label} className={cn('flex items-center gap-2', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span aria-live="polite" className="whitespace-nowrap text-muted-foreground text-sm tabular-nums">
        {`Page ${formatNumber(page)} of ${formatNumber(pageCount)}`}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
