import type { DealSortField } from '@common/deal-filters';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ariaSortOf, type DealSort, nextSort } from './deal-sort';

export type SortableHeaderProps = {
  field: DealSortField;
  label: string;
  sort: DealSort | null;
  onSort: (sort: DealSort) => void;
  align?: 'left' | 'right';
  className?: string;
};

/** A column header that sorts the pipeline by its column; a second click sorts the other way. */
export function SortableHeader({
  field,
  label,
  sort,
  onSort,
  align = 'left',
  className,
}: SortableHeaderProps) {
  const state = ariaSortOf(sort, field);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={state} className={cn('px-2', align === 'right' && 'text-right', className)}>
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, field))}
        className={cn(
          '-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-1 uppercase tracking-wide hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
          state !== 'none' && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', state === 'none' && 'text-slate-300')} />
      </button>
    </TableHead>
  );
}
