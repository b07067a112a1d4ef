import type { OpportunityDetail } from '@common/deal-detail';
import { type DealTab, dealTabFrom, dealTabLabels, dealTabs } from '@common/deal-paths';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseRecordId } from '@/lib/record-id';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { DiscussionTab } from '../discussion/discussion-tab';
import { ProposalsTab } from '../proposals/proposals-tab';
import { useDeal } from './api/get-deal';
import { DealHeader } from './deal-header';
import { DealNotFound } from './deal-not-found';
import { DealWorkspaceSkeleton } from './deal-workspace-skeleton';
import { DocumentsTab } from './documents-tab';
import { HistoryTab } from './history-tab';
import type { LegacyDealState } from './legacy-deal-redirect';
import { OverviewTab } from './overview-tab';
import { StageControl } from './stage-control';
import { TasksTab } from './tasks-tab';

/** /deals/:id — the one screen a deal is worked from, its section in the URL (?tab=). */
export function DealWorkspacePage() {
  const dealId = parseRecordId(useParams().id);
  const deal = useDeal(dealId);
  const cameFrom = (useLocation().state as LegacyDealState | null)?.from;

  if (dealId === null || deal.isError) return <DealNotFound asOpportunity={cameFrom === 'opportunity'} />;
  if (deal.isPending) return <DealWorkspaceSkeleton />;
  return <DealWorkspace deal={deal.data} />;
}

function DealWorkspace({ deal }: { deal: OpportunityDetail }) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const tab = dealTabFrom(searchParams.get('tab'));

  const showTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const content: Record<DealTab, ReactNode> = {
    overview: <OverviewTab deal={deal} />,
    proposals: <ProposalsTab deal={deal} />,
    discussion: <DiscussionTab dealId={deal.id} />,
    tasks: <TasksTab dealId={deal.id} />,
    documents: <DocumentsTab dealId={deal.id} />,
    history: <HistoryTab dealId={deal.id} />,
  };

  return (
    <PageContainer>
      <DealHeader deal={deal} />
      <StageControl deal={deal} />
      <Tabs value={tab} onValueChange={showTab} className="min-w-0">
        {/* Six tabs wrap on a phone rather than hide some past the edge. */}
        <TabsList aria-label="Deal sections" className="flex-wrap">
          {dealTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {dealTabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {dealTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {content[value]}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
