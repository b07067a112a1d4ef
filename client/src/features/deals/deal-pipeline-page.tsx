import { plural } from '@common/words';
import { FilterX, KanbanSquare, Plus, RotateCw, Table2 } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format-number';
import { AddDealDialog } from './add-deal-dialog';
import { useDealFacets } from './api/get-deal-facets';
import { useDealPages } from './api/get-deals';
import { DealFilterBar } from './deal-filter-bar';
import { type DealView, filtersToQuery, hasActiveFilters } from './deal-filters';
import { prefillFromSearchParams } from './deal-form-schema';
import { DealsBoard } from './deals-board';
import { DealsTable } from './deals-table';
import { emptyStateDescription, noDealsTitle } from './empty-state-text';
import { ExportDealsButton } from './export-deals-button';
import { countsWithOverrides, stagesAfterStripPick } from './pipeline-stages';
import { PipelineSummary } from './pipeline-summary';
import { useDealFilters } from './use-deal-filters';
import { usePipelineStageChange } from './use-pipeline-stage-change';
import { useRowsKey } from './use-rows-key';

export type DealPipelinePageProps = {
  /** /deals/new: the Add Deal form is open over the pipeline. */
  creating?: boolean;
};

const prefillParams = ['tenantId', 'propertyId'];

/** The Deal Pipeline (/deals, spec §2.7), and /deals/new with the Add Deal form open over it. */
export function DealPipelinePage({ creating = false }: DealPipelinePageProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { filters, committedFilters, view, setKeyword, setFilters, clearFilters, setView } = useDealFilters();
  const list = useDealPages(filters);
  const facets = useDealFacets();
  const stageChange = usePipelineStageChange();

  const filtersQuery = filtersToQuery(filters).toString();
  const rowsKey = useRowsKey(filtersQuery, list.isPlaceholderData);
  const firstPage = list.data?.pages[0];
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = firstPage?.total;
  const stageCounts = useMemo(
    () =>
      firstPage &&
      countsWithOverrides(
        firstPage.stageCounts,
        [...stageChange.pending.values()].map(({ deal, to }) => ({ from: deal.stage, to })),
      ),
    [firstPage, stageChange.pending],
  );
  const prefill = useMemo(() => prefillFromSearchParams(new URLSearchParams(search)), [search]);

  // The form's address keeps the filters, so closing it returns to the same view.
  const pipelineSearch = () => {
    const params = new URLSearchParams(search);
    for (const name of prefillParams) params.delete(name);
    const rest = params.toString();
    return rest ? `?${rest}` : '';
  };
  const openAddDeal = () => navigate(`/deals/new${pipelineSearch()}`);
  const closeAddDeal = () => navigate(`/deals${pipelineSearch()}`, { replace: true });

  const isEmpty = total === 0 && !list.isPlaceholderData;
  const emptyState = (
    <EmptyState
      icon={FilterX}
      className="m-4"
      title={noDealsTitle}
      description={emptyStateDescription(filters)}
      action={
        hasActiveFilters(filters) ? (
          <Button variant="outline" size="sm" onClick={clearFilters}>
            Clear all
          </Button>
        ) : (
          <Button size="sm" onClick={openAddDeal}>
            <Plus aria-hidden="true" className="size-4" />
            Add Deal
          </Button>
        )
      }
    />
  );

  const renderTable = () => {
    if (list.isError) {
      return (
        <EmptyState
          className="m-4 border-solid"
          title="The deals could not be loaded."
          description="Please try again in a moment."
          action={
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          }
        />
      );
    }
    if (!list.data) {
      return (
        <div className="flex flex-col gap-3 p-4" aria-busy="true">
          {Array.from({ length: 6 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      );
    }
    if (isEmpty) return emptyState;
    return (
      <>
        <DealsTable
          // New filters start at the top with nothing selected.
          key={rowsKey}
          items={items}
          isFetching={list.isPlaceholderData}
          hasMore={list.hasNextPage && !list.isFetchingNextPage}
          onLoadMore={list.fetchNextPage}
          stageOf={stageChange.stageOf}
          isPending={stageChange.isPending}
          onStageChange={stageChange.changeStage}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t px-4 py-3">
          <p aria-live="polite" className="text-muted-foreground text-sm">
            {`Showing ${formatNumber(items.length)} of ${plural(total ?? items.length, 'deal')}`}
          </p>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </div>
      </>
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title="Deal Pipeline"
        description={total === undefined ? 'Loading deals…' : `${plural(total, 'Deal')} in your pipeline`}
        actions={
          <>
            <ExportDealsButton filters={filters} total={total} />
            <Button onClick={openAddDeal}>
              <Plus aria-hidden="true" className="size-4" />
              Add Deal
            </Button>
          </>
        }
      />
      <Card className="p-4 sm:p-5">
        <DealFilterBar
          filters={filters}
          facets={facets.data}
          onChange={setFilters}
          onKeywordChange={setKeyword}
          onClear={clearFilters}
        />
      </Card>
      <PipelineSummary
        stageCounts={stageCounts}
        ageing={firstPage?.ageing}
        activeStages={filters.stages}
        onPickStage={(stage) => setFilters({ stages: stagesAfterStripPick(filters.stages, stage) })}
      />
      <Tabs value={view} onValueChange={(next) => setView(next as DealView)} className="min-w-0 gap-3">
        <TabsList aria-label="Pipeline view">
          <TabsTrigger value="table">
            <Table2 aria-hidden="true" className="size-4" />
            Table
          </TabsTrigger>
          <TabsTrigger value="board">
            <KanbanSquare aria-hidden="true" className="size-4" />
            Board
          </TabsTrigger>
        </TabsList>
        <TabsContent value="table">
          <Card className="min-w-0 overflow-hidden">{renderTable()}</Card>
        </TabsContent>
        <TabsContent value="board">
          {isEmpty ? (
            <Card className="min-w-0 overflow-hidden">{emptyState}</Card>
          ) : (
            <DealsBoard
              // The column queries follow the keyword once typing pauses, not on every keystroke.
              filters={committedFilters}
              pending={stageChange.pending}
              onStageChange={stageChange.changeStage}
            />
          )}
        </TabsContent>
      </Tabs>
      <AddDealDialog open={creating} prefill={prefill} onClose={closeAddDeal} />
    </PageContainer>
  );
}

/** /deals/new?tenantId=&propertyId= */
export function NewDealPage() {
  return <DealPipelinePage creating />;
}
