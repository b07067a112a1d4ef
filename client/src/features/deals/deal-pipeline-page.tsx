import { plural } from '@common/words';
import { FilterX, KanbanSquare, Plus, Table2, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rowsOfPages } from '@/lib/paging';
import { useTeamMembers } from '@/lib/users/get-team-members';
import { AddDealDialog } from './add-deal-dialog';
import { useDealFacets } from './api/get-deal-facets';
import { useDealPages } from './api/get-deals';
import { DealFilterBar } from './deal-filter-bar';
import { type DealView, hasActiveFilters } from './deal-filters';
import { prefillFromSearchParams } from './deal-form-schema';
import { DealsBoard } from './deals-board';
import { emptyStateDescription, noDealsTitle } from './empty-state-text';
import { ExportDealsButton } from './export-deals-button';
import { LostReasonDialog } from './lost-reason-dialog';
import { PipelineList } from './pipeline-list';
import { pipelineQuery } from './pipeline-query';
import { countsWithOverrides, stagesAfterStripPick } from './pipeline-stages';
import { PipelineSummary } from './pipeline-summary';
import { useDealFilters } from './use-deal-filters';
import { useDealSelection } from './use-deal-selection';
import { useDefaultView } from './use-default-view';
import { usePipelineStageChange } from './use-pipeline-stage-change';
import { useRowsKey } from './use-rows-key';
import { ViewsMenu } from './views-menu';

export type DealPipelinePageProps = {
  /** /deals/new: the Add Deal form is open over the pipeline. */
  creating?: boolean;
};

const prefillParams = ['tenantId', 'propertyId'];

/** The Deal Pipeline (/deals), and /deals/new with the Add Deal form open over it. */
export function DealPipelinePage({ creating = false }: DealPipelinePageProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const pipeline = useDealFilters();
  const { filters, committedFilters, view, sort, setFilters, clearFilters } = pipeline;
  const defaultView = useDefaultView(pipeline.applySavedQuery);
  const list = useDealPages(filters, sort, { enabled: !defaultView.waiting });
  const facets = useDealFacets();
  const team = useTeamMembers();
  const stageChange = usePipelineStageChange();

  const listQuery = pipelineQuery(filters, sort).toString();
  const rowsKey = useRowsKey(listQuery, list.isPlaceholderData);
  const selection = useDealSelection(rowsKey);
  const firstPage = list.data?.pages[0];
  const items = useMemo(() => (list.data ? rowsOfPages(list.data.pages) : undefined), [list.data]);
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
  const teamNames = useMemo(
    () => Object.fromEntries((team.data ?? []).map((member) => [member.id, member.fullName])),
    [team.data],
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
  const myDeals = filters.lead === 'me';

  return (
    <PageContainer>
      <PageHeader
        title="Deal Pipeline"
        description={total === undefined ? 'Loading deals…' : `${plural(total, 'Deal')} in your pipeline`}
        actions={
          <>
            <ExportDealsButton filters={filters} sort={sort} total={total} />
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
          onKeywordChange={pipeline.setKeyword}
          onClear={clearFilters}
          teamNames={teamNames}
        />
      </Card>
      <PipelineSummary
        stageCounts={stageCounts}
        ageing={firstPage?.ageing}
        activeStages={filters.stages}
        onPickStage={(stage) => setFilters({ stages: stagesAfterStripPick(filters.stages, stage) })}
      />
      <Tabs
        value={view}
        onValueChange={(next) => pipeline.setView(next as DealView)}
        className="min-w-0 gap-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
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
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant={myDeals ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={myDeals}
              onClick={() => setFilters({ lead: myDeals ? null : 'me' })}
            >
              <UserRound aria-hidden="true" className="size-4" />
              My deals
            </Button>
            <ViewsMenu currentQuery={listQuery} onApply={pipeline.applySavedQuery} />
          </div>
        </div>
        <TabsContent value="table">
          <Card className="min-w-0 overflow-hidden">
            <PipelineList
              // New filters or a new order start at the top.
              key={rowsKey}
              items={items}
              total={total}
              isError={list.isError}
              onRetry={() => void list.refetch()}
              isFetching={list.isPlaceholderData}
              hasMore={list.hasNextPage}
              isFetchingMore={list.isFetchingNextPage}
              onLoadMore={list.fetchNextPage}
              empty={isEmpty ? emptyState : null}
              stageOf={stageChange.stageOf}
              isPending={stageChange.isPending}
              onStageChange={stageChange.changeStage}
              sort={sort}
              onSort={pipeline.setSort}
              selection={selection}
            />
          </Card>
        </TabsContent>
        <TabsContent value="board">
          {isEmpty ? (
            <Card className="min-w-0 overflow-hidden">{emptyState}</Card>
          ) : (
            <DealsBoard
              // The column queries follow the keyword once typing pauses, not on every keystroke.
              filters={committedFilters}
              sort={sort}
              pending={stageChange.pending}
              onStageChange={stageChange.changeStage}
            />
          )}
        </TabsContent>
      </Tabs>
      <LostReasonDialog {...stageChange.deadDialog} />
      <AddDealDialog open={creating} prefill={prefill} onClose={closeAddDeal} />
    </PageContainer>
  );
}

/** /deals/new?tenantId=&propertyId= */
export function NewDealPage() {
  return <DealPipelinePage creating />;
}
