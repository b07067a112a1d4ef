import type { DealListItem, DealListResponse } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import type { InfiniteData } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { dealListQueryKey } from '@/lib/deals/query-keys';
import { BoardColumn } from './board-column';
import type { DealFilters } from './deal-filters';
import type { DealSort } from './deal-sort';
import { shownStages } from './pipeline-stages';
import type { PendingStage } from './use-pipeline-stage-change';

export type DealsBoardProps = {
  filters: DealFilters;
  sort: DealSort | null;
  pending: ReadonlyMap<number, PendingStage>;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
};

/** The board's columns: every stage, idle last, or only the stages filtered on. */
const boardStages = (filters: DealFilters): readonly DealStage[] =>
  filters.stages.length > 0 ? filters.stages : shownStages;

/**
 * The Board view: one column per stage, Idle included (only the filtered ones when stages are
 * picked). A card dropped on a column moves there; a drop on Dead asks why first.
 */
export function DealsBoard({ filters, sort, pending, onStageChange }: DealsBoardProps) {
  const queryClient = useQueryClient();
  const stages = boardStages(filters);

  // A dropped card is found in the loaded lists (the drag payload carries only its id).
  const handleDropDeal = (id: number, stage: DealStage) => {
    const lists = queryClient.getQueriesData<InfiniteData<DealListResponse>>({ queryKey: dealListQueryKey });
    for (const [, data] of lists) {
      const deal = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
      if (deal) {
        const current = pending.get(id)?.to ?? deal.stage;
        if (current !== stage && !pending.has(id)) onStageChange(deal, stage);
        return;
      }
    }
  };

  return (
    <div className="min-w-0 overflow-x-auto pb-2">
      <div className="flex min-w-max gap-3">
        {stages.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            filters={filters}
            sort={sort}
            pending={pending}
            onStageChange={onStageChange}
            onDropDeal={handleDropDeal}
          />
        ))}
      </div>
    </div>
  );
}
