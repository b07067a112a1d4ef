import type { DealStage } from '@common/deal-stages';
import type { DealListItem } from '@common/opportunities';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRelativeTime } from '@/lib/format-date';
import { formatSquareFeet, missingValue } from '@/lib/format-number';
import { dealDetailPath } from './deal-paths';
import { DealStageSelect } from './deal-stage-select';
import { rentFigure } from './pipeline-stages';
import { useVirtualRows } from './use-virtual-rows';

export type DealsTableProps = {
  items: DealListItem[];
  /** Rows for new filters are on their way (the previous ones still show). */
  isFetching: boolean;
  /** More rows exist on the server than are loaded. */
  hasMore: boolean;
  onLoadMore: () => void;
  stageOf: (deal: DealListItem) => DealStage;
  isPending: (id: number) => boolean;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
};

/** Fixed row height, so only the rows in view need rendering (50,000 deals). */
export const dealRowHeight = 57;
const columnCount = 9;
/** Start loading the next page this many rows before the end. */
const loadAhead = 30;

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a, button, input, [role="combobox"], label') !== null;

/** Spec §2.7's table; its body is windowed and it scrolls inside its own container. */
export function DealsTable({
  items,
  isFetching,
  hasMore,
  onLoadMore,
  stageOf,
  isPending,
  onStageChange,
}: DealsTableProps) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { scrollRef, start, end, paddingTop, paddingBottom } = useVirtualRows({
    count: items.length,
    rowHeight: dealRowHeight,
  });

  const nearEnd = end >= items.length - loadAhead;
  useEffect(() => {
    if (nearEnd && hasMore) onLoadMore();
  }, [nearEnd, hasMore, onLoadMore]);

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // Controls in the row do their own job; the stage list opens in a portal outside the row.
    if (!event.currentTarget.contains(event.target as Node) || isInteractive(event.target)) return;
    navigate(dealDetailPath(id));
  };
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) navigate(dealDetailPath(id));
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)));

  return (
    <section
      ref={scrollRef}
      // A scrolling region is focusable so keyboard users can scroll it too.
      aria-label="Deals"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must take focus to scroll by keyboard.
      tabIndex={0}
      className="relative max-h-[70vh] min-h-40 w-full min-w-0 overflow-auto focus-visible:outline-2 focus-visible:outline-primary"
      aria-busy={isFetching}
    >
      <table
        aria-rowcount={items.length + 1}
        className={`w-full caption-bottom border-collapse text-sm ${isFetching ? 'opacity-60 transition-opacity' : ''}`}
      >
        <TableHeader className="sticky top-0 z-10">
          <TableRow aria-rowindex={1}>
            <TableHead className="w-10 px-2">
              <input
                type="checkbox"
                aria-label="Select all deals"
                checked={allSelected}
                onChange={toggleAll}
                className="size-4 cursor-pointer accent-primary"
              />
            </TableHead>
            <TableHead className="px-2">Tenant</TableHead>
            <TableHead className="px-2 text-right">Total Size</TableHead>
            <TableHead className="px-2">Asset</TableHead>
            <TableHead className="px-2">Stage</TableHead>
            <TableHead className="px-2 text-right">NER/sqft/yr</TableHead>
            <TableHead className="px-2">Contact</TableHead>
            <TableHead className="px-2">Comment</TableHead>
            <TableHead className="px-2">Last Updated</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paddingTop > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer for the rows not rendered; nothing in it is focusable.
            <tr aria-hidden="true" style={{ height: paddingTop }}>
              <td colSpan={columnCount} />
            </tr>
          ) : null}
          {items.slice(start, end).map((deal, offset) => (
            <TableRow
              key={deal.id}
              aria-rowindex={start + offset + 2}
              tabIndex={0}
              style={{ height: dealRowHeight }}
              data-state={selected.has(deal.id) ? 'selected' : undefined}
              onClick={(event) => handleRowClick(event, deal.id)}
              onKeyDown={(event) => handleRowKeyDown(event, deal.id)}
              className="cursor-pointer hover:bg-slate-50 focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
            >
              <TableCell className="px-2">
                <input
                  type="checkbox"
                  aria-label={`Select ${deal.prospectName}`}
                  checked={selected.has(deal.id)}
                  onChange={() => toggle(deal.id)}
                  className="size-4 cursor-pointer accent-primary"
                />
              </TableCell>
              <TableCell className="px-2">
                <div className="w-40">
                  <Link
                    to={dealDetailPath(deal.id)}
                    tabIndex={-1}
                    title={deal.prospectName}
                    className="block truncate font-medium text-foreground hover:text-primary hover:underline"
                  >
                    {deal.prospectName}
                  </Link>
                  <div className="truncate text-muted-foreground text-xs">{deal.renewalOrNew}</div>
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap px-2 text-right tabular-nums">
                {formatSquareFeet(deal.squareFeetNeeded)}
              </TableCell>
              <TableCell className="px-2">
                <div className="w-40">
                  <div className="truncate" title={deal.property.name}>
                    {deal.property.name}
                  </div>
                  <div className="truncate text-muted-foreground text-xs">
                    {deal.property.city}, {deal.property.state}
                  </div>
                </div>
              </TableCell>
              <TableCell className="px-2">
                <DealStageSelect
                  value={stageOf(deal)}
                  label={`Stage for ${deal.prospectName}`}
                  disabled={isPending(deal.id)}
                  className="w-40"
                  onChange={(stage) => onStageChange(deal, stage)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap px-2 text-right tabular-nums">
                {rentFigure(deal)}
              </TableCell>
              <TableCell className="px-2">
                <div className="w-24 truncate">{deal.brokerName ?? 'Broker'}</div>
              </TableCell>
              <TableCell className="px-2 text-muted-foreground text-xs">
                <div className="line-clamp-2 w-40" title={deal.latestUpdate ?? undefined}>
                  {deal.latestUpdate ?? missingValue}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap px-2 text-muted-foreground text-xs">
                <time dateTime={deal.lastActivityAt}>{formatRelativeTime(deal.lastActivityAt)}</time>
              </TableCell>
            </TableRow>
          ))}
          {paddingBottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer for the rows not rendered; nothing in it is focusable.
            <tr aria-hidden="true" style={{ height: paddingBottom }}>
              <td colSpan={columnCount} />
            </tr>
          ) : null}
        </TableBody>
      </table>
    </section>
  );
}
