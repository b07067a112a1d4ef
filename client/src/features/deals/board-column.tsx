import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { type DragEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoneyCompact, formatNumber, formatSquareFeet } from '@/lib/format-number';
import { rowsOfPages } from '@/lib/paging';
import { useDealPages } from './api/get-deals';
import { BoardCard, dealDragType } from './board-card';
import type { DealFilters } from './deal-filters';
import type { DealSort } from './deal-sort';
import { canMoveTo, rowStageLabel } from './pipeline-stages';
import type { PendingStage } from './use-pipeline-stage-change';

/** Cards loaded per column and per 'Show more'. */
export const boardPageSize = 25;

export type BoardColumnProps = {
  stage: DealStage;
  filters: DealFilters;
  sort: DealSort | null;
  pending: ReadonlyMap<number, PendingStage>;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
  /** Finds a dragged deal by id among the cards on the board. */
  onDropDeal: (id: number, stage: DealStage) => void;
};

/**
 * One stage's column: its own server page of the filtered deals, plus cards being moved into it. Its
 * head gives the count, total size and weighted value of all its deals (the server's sums, not the
 * cards loaded).
 */
export function BoardColumn({ stage, filters, sort, pending, onStageChange, onDropDeal }: BoardColumnProps) {
  const query = useDealPages({ ...filters, stages: [stage] }, sort, { pageSize: boardPageSize });
  const [dragOver, setDragOver] = useState(false);
  const loaded = rowsOfPages(query.data?.pages ?? []);
  const staying = loaded.filter((deal) => (pending.get(deal.id)?.to ?? deal.stage) === stage);
  const arriving = [...pending.values()]
    .filter((move) => move.to === stage && !loaded.some((deal) => deal.id === move.deal.id))
    .map((move) => move.deal);
  const cards = [...arriving, ...staying];
  const total = query.data?.pages[0]?.total;
  const figures = query.data?.pages[0]?.stageFigures[stage];
  const shownTotal =
    total === undefined ? undefined : total - (loaded.length - staying.length) + arriving.length;
  const label = rowStageLabel(stage);

  // A column takes a dropped card only for a stage a deal may be moved to (not Idle).
  const acceptsDrop = canMoveTo(stage);
  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    if (!acceptsDrop || !event.dataTransfer.types.includes(dealDragType)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDragOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    setDragOver(false);
    if (!acceptsDrop) return;
    const id = Number(event.dataTransfer.getData(dealDragType));
    if (!id) return;
    event.preventDefault();
    onDropDeal(id, stage);
  };

  return (
    <section
      aria-label={label}
      data-stage={stage}
      onDragOver={handleDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={handleDrop}
      className={cn(
        'flex w-72 shrink-0 flex-col gap-2 rounded-xl border border-border bg-slate-50 p-2 transition-colors',
        dragOver && 'border-primary bg-primary-soft',
      )}
    >
      <header className="flex flex-col gap-1 px-1.5 pt-1">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold text-foreground text-sm">{label}</h2>
          <span
            title="Deals"
            className="rounded-full bg-card px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums ring-1 ring-border"
          >
            {shownTotal === undefined ? '…' : formatNumber(shownTotal)}
          </span>
        </div>
        <dl className="flex gap-3 text-muted-foreground text-xs">
          <div className="flex gap-1">
            <dt>Total</dt>
            <dd className="font-medium text-foreground tabular-nums">
              {figures ? formatSquareFeet(figures.squareFeet) : '…'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Weighted</dt>
            <dd className="font-medium text-foreground tabular-nums">
              {figures ? formatMoneyCompact(figures.weightedValue) : '…'}
            </dd>
          </div>
        </dl>
      </header>
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <p className="px-1.5 py-4 text-center text-muted-foreground text-xs">
          The deals could not be loaded.
        </p>
      ) : (
        <ul className="flex max-h-[65vh] min-h-24 flex-col gap-2 overflow-y-auto">
          {cards.length === 0 ? (
            <li className="rounded-lg border border-border border-dashed px-3 py-6 text-center text-muted-foreground text-xs">
              No deals in this stage
            </li>
          ) : (
            cards.map((deal) => (
              <BoardCard
                key={deal.id}
                deal={deal}
                stage={pending.get(deal.id)?.to ?? deal.stage}
                pending={pending.has(deal.id)}
                onStageChange={onStageChange}
              />
            ))
          )}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </section>
  );
}
