import {
  daysToDeadlineLabel,
  type OptionItem,
  type OptionSortField,
  optionFlagLabels,
} from '@common/options';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronUp, Pencil, TriangleAlert } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format-date';
import { missingValue } from '@/lib/format-number';
import { optionFlagBadge, optionStatusBadge } from './option-labels';

export type OptionsTableSort = { sort: OptionSortField; dir: 'asc' | 'desc' };

export type OptionsTableProps = {
  items: OptionItem[];
  isFetching?: boolean;
  onEdit: (id: number) => void;
  /** The list's order; 'Days to Deadline' and 'Owner' headers change it. */
  sort?: OptionsTableSort;
  onSort?: (column: OptionSortField) => void;
};

const columnCount = 12;

/** A header that sorts the list by its column: a button, its state read out through aria-sort. */
function SortableHead({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: OptionSortField;
  label: string;
  sort: OptionsTableSort | undefined;
  onSort: ((column: OptionSortField) => void) | undefined;
  className?: string;
}) {
  const active = sort?.sort === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      // A long label wraps onto two lines rather than widening its column.
      className={cn('whitespace-normal', className)}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {onSort ? (
        <button
          type="button"
          onClick={() => onSort(column)}
          className="inline-flex cursor-pointer items-center gap-1 text-left font-medium uppercase tracking-wide hover:text-foreground"
        >
          {label}
          <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !active && 'text-muted-foreground')} />
        </button>
      ) : (
        label
      )}
    </TableHead>
  );
}

/** The days left to the notice end; past it an "Overdue" badge says so in words, not colour alone. */
function DaysToDeadline({ days }: { days: number }) {
  if (days < 0)
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge variant="danger">Overdue</Badge>
        <span className="whitespace-nowrap text-red-700 text-xs">{daysToDeadlineLabel(days)}</span>
      </span>
    );
  return <span className="whitespace-nowrap tabular-nums">{daysToDeadlineLabel(days)}</span>;
}

/**
 * Asset, tenant, type, days to the notice deadline, owner, the option's text and dates, status, flag,
 * conflict and Edit; a row expands to its full text. The deadline and owner come early so a phone,
 * which scrolls the table sideways, shows them with the first columns.
 */
export function OptionsTable({ items, isFetching = false, onEdit, sort, onSort }: OptionsTableProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <Table
      aria-label="Options"
      aria-busy={isFetching}
      // Compact cells: eleven columns fit the card at 1400 px.
      className={cn('[&_td]:px-2 [&_th]:px-2', isFetching && 'opacity-60')}
    >
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-28">Asset</TableHead>
          {/* On phones the tenant and type sit under the asset, so the deadline fits the screen. */}
          <TableHead className="hidden min-w-32 sm:table-cell">Tenant</TableHead>
          <TableHead className="hidden sm:table-cell">Option Type</TableHead>
          <SortableHead column="daysToDeadline" label="Days to Deadline" sort={sort} onSort={onSort} />
          <SortableHead column="owner" label="Owner" sort={sort} onSort={onSort} />
          <TableHead className="min-w-32">Targets</TableHead>
          <TableHead>Notice Start</TableHead>
          <TableHead>Notice End</TableHead>
          <TableHead>Effective</TableHead>
          {/* Below 1536 px the description is read in the row's details, so the table fits its card. */}
          <TableHead className="hidden min-w-36 2xl:table-cell">Description</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((option) => {
          const open = expanded === option.id;
          const status = optionStatusBadge(option.status);
          const detailsId = `option-${option.id}-details`;
          const label = `${option.tenant?.name ?? option.property.name} ${option.optionType}`;
          return (
            <Fragment key={option.id}>
              <TableRow
                aria-label={label}
                data-option-id={option.id}
                data-overdue={option.daysToDeadline < 0 || undefined}
                className={cn(option.daysToDeadline < 0 && 'bg-red-50/60')}
              >
                <TableCell>
                  <span className="font-medium">{option.property.name}</span>
                  {option.space ? (
                    <span className="block text-muted-foreground text-xs">Suite {option.space.suite}</span>
                  ) : null}
                  <span className="block text-muted-foreground text-xs sm:hidden">
                    {[option.tenant?.name, option.optionType].filter(Boolean).join(' · ')}
                  </span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{option.tenant?.name ?? missingValue}</TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">{option.optionType}</TableCell>
                <TableCell>
                  <DaysToDeadline days={option.daysToDeadline} />
                </TableCell>
                <TableCell>
                  {option.ownerName ?? <span className="text-muted-foreground">Unassigned</span>}
                </TableCell>
                <TableCell>
                  <span className="line-clamp-2 max-w-32" title={option.targets ?? undefined}>
                    {option.targets || missingValue}
                  </span>
                </TableCell>
                <TableCell className="tabular-nums">{formatShortDate(option.noticeStart)}</TableCell>
                <TableCell className="tabular-nums">{formatShortDate(option.noticeEnd)}</TableCell>
                <TableCell className="tabular-nums">{formatShortDate(option.effectiveDate)}</TableCell>
                <TableCell className="hidden 2xl:table-cell">
                  <span
                    className="line-clamp-1 max-w-40 text-muted-foreground"
                    title={option.description ?? undefined}
                  >
                    {option.description || missingValue}
                  </span>
                </TableCell>
                <TableCell>
                  <div className="flex flex-col items-start gap-1">
                    <Badge variant={status.variant}>{status.label}</Badge>
                    {option.flag ? (
                      <Badge
                        variant={optionFlagBadge[option.flag].variant}
                        title={optionFlagLabels[option.flag]}
                      >
                        {optionFlagBadge[option.flag].label}
                      </Badge>
                    ) : null}
                    {option.conflicts.length > 0 ? (
                      <Tooltip content={option.conflicts.map((conflict) => conflict.message).join(' · ')}>
                        <button
                          type="button"
                          aria-label={`Conflict: ${option.conflicts.map((conflict) => conflict.message).join('; ')}`}
                          onClick={() => setExpanded(open ? null : option.id)}
                          className="inline-flex cursor-pointer items-center gap-1 font-medium text-red-700 text-xs"
                        >
                          <TriangleAlert aria-hidden="true" className="size-4 text-red-600" />
                          Conflict
                        </button>
                      </Tooltip>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      aria-label={open ? 'Hide details' : 'Show details'}
                      onClick={() => setExpanded(open ? null : option.id)}
                    >
                      {open ? (
                        <ChevronUp aria-hidden="true" className="size-4" />
                      ) : (
                        <ChevronDown aria-hidden="true" className="size-4" />
                      )}
                    </Button>
                    <Tooltip content="Edit option">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label="Edit"
                        onClick={() => onEdit(option.id)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    </Tooltip>
                  </div>
                </TableCell>
              </TableRow>
              {open ? (
                <TableRow id={detailsId} className="bg-slate-50 hover:bg-slate-50">
                  <TableCell colSpan={columnCount} className="whitespace-normal">
                    <div className="flex max-w-4xl flex-col gap-2 py-1 text-sm">
                      <p className="whitespace-pre-line">{option.description || 'No description.'}</p>
                      {option.conflicts.length > 0 ? (
                        <ul aria-label="Conflicts" className="flex flex-col gap-1 text-red-700">
                          {option.conflicts.map((conflict) => (
                            <li
                              key={`${conflict.kind}-${conflict.otherOptionId ?? 'lease'}`}
                              className="flex gap-1.5"
                            >
                              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                              {conflict.message}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
