import {
  aiOpportunitiesEmpty,
  aiOpportunitiesHeader,
  aiOpportunityTabLabels,
  aiOpportunityTabs,
} from '@common/ai-opportunities';
import { plural } from '@common/words';
import { AlertCircle, Archive, Loader2, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format-number';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { emptyDescription, tabFromParam, tabParam } from './ai-opportunity-tabs';
import { useAiInsights } from './api/get-ai-insights';
import {
  aiOpportunityPageSize,
  useAiOpportunities,
  useLinkedAiOpportunity,
} from './api/get-ai-opportunities';
import { AutoAnalyzeSwitch } from './auto-analyze-switch';
import { InsightCards } from './insight-cards';
import { OpportunityCard } from './opportunity-card';
import { OpportunitySkeletons } from './opportunity-skeletons';
import { useActiveTabInView } from './use-active-tab-in-view';
import { useOpportunityStatus } from './use-opportunity-status';
import { useRunAnalysis } from './use-run-analysis';

/** /opportunities: what the AI found in the portfolio, computed by our own rules on the server. */
export function AiOpportunitiesPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const tab = tabFromParam(searchParams.get(tabParam));
  const linkedId = Number(searchParams.get('opportunity')) || null;
  // 'Show more' grows the tab's list by a page; another tab starts again at one page.
  const [shown, setShown] = useState({ tab, limit: aiOpportunityPageSize });
  const limit = shown.tab === tab ? shown.limit : aiOpportunityPageSize;
  const list = useAiOpportunities(tab, limit);
  const insights = useAiInsights();
  const analysis = useRunAnalysis();
  const status = useOpportunityStatus();
  const counts = list.data?.counts;
  const tabsRef = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabsRef, tab, counts !== undefined);
  // A placeholder after 'Show more' is this tab's shorter list (kept on screen); after a tab change it
  // is another tab's (skeletons instead).
  const showingMore = list.isPlaceholderData && limit > aiOpportunityPageSize;
  const items = list.isPlaceholderData && !showingMore ? undefined : list.data?.items;
  const linked = useLinkedAiOpportunity(linkedId, items).data;
  const cards = items && linked ? [linked, ...items] : items;
  const total = list.data?.total ?? 0;

  const handleTabChange = (value: string) => {
    const next = tabFromParam(value);
    setSearchParams(next === 'all' ? {} : { [tabParam]: next });
  };

  const runButton = (label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Button variant={variant} onClick={analysis.run} disabled={analysis.running}>
      {analysis.running ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Sparkles aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title="AI Opportunities"
        description={counts ? aiOpportunitiesHeader(counts.all) : 'Loading opportunities…'}
        actions={
          <>
            <AutoAnalyzeSwitch />
            {runButton('Run AI Analysis')}
          </>
        }
      />
      <InsightCards insights={insights.data} unavailable={insights.isError} />
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList ref={tabsRef} aria-label="Filter opportunities" className="w-full sm:w-auto">
          {aiOpportunityTabs.map((value) => (
            <TabsTrigger key={value} value={value} data-value={value}>
              {aiOpportunityTabLabels[value]}
              {counts ? (
                <span className="rounded-full bg-slate-200/70 px-1.5 text-xs tabular-nums">
                  {formatNumber(counts[value])}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {list.isError ? (
            <EmptyState
              icon={AlertCircle}
              title="Could not load the opportunities."
              description="Please try again later."
              action={
                <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : !cards || !counts ? (
            <OpportunitySkeletons />
          ) : cards.length === 0 && tab === 'dismissed' ? (
            <EmptyState
              icon={Archive}
              title={aiOpportunitiesEmpty.dismissedTitle}
              description={aiOpportunitiesEmpty.dismissedNone}
            />
          ) : cards.length === 0 ? (
            <EmptyState
              icon={Sparkles}
              title={aiOpportunitiesEmpty.title}
              description={emptyDescription(tab, counts.all)}
              action={runButton(aiOpportunitiesEmpty.action, 'outline')}
            />
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                {cards.map((opportunity) => (
                  <OpportunityCard
                    key={opportunity.id}
                    opportunity={opportunity}
                    busy={status.busyId === opportunity.id}
                    onSave={status.save}
                    onRemove={status.remove}
                    onRestore={status.restore}
                    onOpen={status.open}
                    highlighted={opportunity.id === linkedId}
                  />
                ))}
              </div>
              {items && total > items.length ? (
                <div className="mt-6 flex flex-col items-center gap-2">
                  <p className="text-sm text-muted-foreground">
                    {`Showing ${formatNumber(items.length)} of ${plural(total, 'opportunity')}`}
                  </p>
                  <Button
                    variant="outline"
                    onClick={() => setShown({ tab, limit: limit + aiOpportunityPageSize })}
                    disabled={showingMore}
                  >
                    {showingMore ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                    Show more
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
