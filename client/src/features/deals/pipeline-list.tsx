import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { plural } from '@common/words';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { phoneQuery, useMediaQuery } from '@/lib/use-media-query';
import { BulkActionBar } from './bulk-action-bar';
import { DealCardList } from './deal-card-list';
import { dealDetailPath } from './deal-paths';
import type { DealSort } from './deal-sort';
import { DealsTable } from './deals-table';
import type { DealSelection } from './use-deal-selection';

export type PipelineListProps = {
  /** The loaded deals; undefined while the first page loads. */
  items: DealListItem[] | undefined;
  total: number | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Rows for new filters are on their way (the previous ones still show). */
  isFetching: boolean;
  /** More deals match than are loaded. */
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  /** Shown instead of the list when nothing matches. */
  empty: ReactNode | null;
  stageOf: (deal: DealListItem) => DealStage;
  isPending: (id: number) => boolean;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
  sort: DealSort | null;
  onSort: (sort: DealSort) => void;
  selection: DealSelection;
};

/**
 * The Table tab: the selection's bulk actions over the deals, as a sortable table on wider screens
 * and as cards on a phone, with the count and Load more under them.
 */
export function PipelineList(props: PipelineListProps) {
  const { items, total, selection, sort } = props;
  const navigate = useNavigate();
  const isPhone = useMediaQuery(phoneQuery);
  // Stable, so the memoised rows do not redraw for it.
  const openDeal = useCallback((id: number) => navigate(dealDetailPath(id)), [navigate]);

  if (props.isError) {
    return (
      <EmptyState
        className="m-4 border-solid"
        title="The deals could not be loaded."
        description="Please try again in a moment."
        action={
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      />
    );
  }
  if (!items) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        {Array.from({ length: 6 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (props.empty) return props.empty;

  const selectedIds = items.filter((item) => selection.selected.has(item.id)).map((item) => item.id);
  return (
    <>
      {selectedIds.length > 0 ? (
        <BulkActionBar ids={selectedIds} sort={sort} onClear={selection.clear} />
      ) : null}
      {isPhone ? (
        <DealCardList
          items={items}
          stageOf={props.stageOf}
          isPending={props.isPending}
          onStageChange={props.onStageChange}
          selection={selection}
        />
      ) : (
        <DealsTable
          items={items}
          isFetching={props.isFetching}
          hasMore={props.hasMore && !props.isFetchingMore}
          onLoadMore={props.onLoadMore}
          stageOf={props.stageOf}
          isPending={props.isPending}
          onStageChange={props.onStageChange}
          onOpen={openDeal}
          sort={sort}
          onSort={props.onSort}
          selection={selection}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t px-4 py-3">
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {`Showing ${formatNumber(items.length)} of ${plural(total ?? items.length, 'deal')}`}
        </p>
        {props.hasMore ? (
          <Button
            variant="outline"
            size="sm"
            disabled={props.isFetchingMore}
            onClick={() => props.onLoadMore()}
          >
            {props.isFetchingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </>
  );
}
