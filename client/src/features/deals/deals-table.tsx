import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { useEffect, useState } from 'react';
import { TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { DealSort } from './deal-sort';
import { DealsTableRow } from './deals-table-row';
import { SelectAllBox } from './select-all-box';
import { SortableHeader } from './sortable-header';
import type { DealSelection } from './use-deal-selection';
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
  onOpen: (id: number) => void;
  sort: DealSort | null;
  onSort: (sort: DealSort) => void;
  selection: DealSelection;
};

/** Fixed row height, so only the rows in view need rendering (50,000 deals). */
export const dealRowHeight = 57;
const columnCount = 9;
/** Start loading the next page this many rows before the end. */
const loadAhead = 30;
/** Rows rendered beyond each edge of the view: enough for a wheel step, few enough to draw fast. */
const overscan = 5;
/** Rows for new filters that take longer than this dim the old ones; a quick answer does not flicker. */
export const dimAfterMs = 200;

/** Whether `waiting` has held for `delayMs`. */
function useSlow(waiting: boolean, delayMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, delayMs]);
  return waiting && slow;
}

/**
 * The Deal Pipeline's table; its body is windowed and it scrolls inside its own container. Its headers sort
 * it, and its boxes select rows for the bulk actions.
 */
export function DealsTable({
  items,
  isFetching,
  hasMore,
  onLoadMore,
  stageOf,
  isPending,
  onStageChange,
  onOpen,
  sort,
  onSort,
  selection,
}: DealsTableProps) {
  // Dimming at once repainted the whole table while the (usually quick) answer was on its way.
  const dimmed = useSlow(isFetching, dimAfterMs);
  const { scrollRef, start, end, paddingTop, paddingBottom } = useVirtualRows({
    count: items.length,
    rowHeight: dealRowHeight,
    overscan,
  });

  const nearEnd = end >= items.length - loadAhead;
  useEffect(() => {
    if (nearEnd && hasMore) onLoadMore();
  }, [nearEnd, hasMore, onLoadMore]);

  const sorting = { sort, onSort };

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
        // Fixed layout: the header's widths hold and Asset and Comment share the rest, so the table
        // fills its card without overflowing it; below its minimum width it scrolls instead.
        className={`w-full min-w-[68rem] table-fixed caption-bottom border-collapse text-sm ${dimmed ? 'opacity-60 transition-opacity' : ''}`}
      >
        <TableHeader className="sticky top-0 z-10">
          <TableRow aria-rowindex={1}>
            <TableHead className="w-11 px-2">
              <SelectAllBox items={items} selection={selection} />
            </TableHead>
            <SortableHeader field="prospectName" label="Tenant" className="w-40" {...sorting} />
            <SortableHeader
              field="squareFeet"
              label="Total Size"
              align="right"
              className="w-28"
              {...sorting}
            />
            <SortableHeader field="property" label="Asset" {...sorting} />
            <SortableHeader field="stage" label="Stage" className="w-40" {...sorting} />
            <SortableHeader field="ner" label="NER/sqft/yr" align="right" className="w-32" {...sorting} />
            <TableHead className="w-28 px-2">Contact</TableHead>
            <TableHead className="px-2">Comment</TableHead>
            <SortableHeader field="lastActivity" label="Last Updated" className="w-34" {...sorting} />
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
            <DealsTableRow
              key={deal.id}
              deal={deal}
              rowIndex={start + offset + 2}
              height={dealRowHeight}
              stage={stageOf(deal)}
              isPending={isPending(deal.id)}
              isSelected={selection.selected.has(deal.id)}
              onToggle={selection.toggle}
              onOpen={onOpen}
              onStageChange={onStageChange}
            />
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
