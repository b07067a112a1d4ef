import type { OpportunityDetail } from '@common/opportunities';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDeal } from '@/lib/deals/get-deal';
import { parseRecordId } from '@/lib/record-id';
import { dealDetailGrid } from './deal-detail-layout';
import { DealDetailSkeleton } from './deal-detail-skeleton';
import { DealDocumentsPanel } from './deal-documents-panel';
import { DealHeader } from './deal-header';
import { DealNotFound } from './deal-not-found';
import { DealOverview } from './deal-overview';
import { DealUpdatesPanel } from './deal-updates-panel';

export type DealDetailPageProps = {
  /** The Proposals tab (the deals feature's), given by the app that composes the two. */
  proposals: (deal: OpportunityDetail) => ReactNode;
};

/** Spec §2.8: /deal-detail/:id, with the record's real data (decision 4). */
export function DealDetailPage({ proposals }: DealDetailPageProps) {
  const dealId = parseRecordId(useParams().id);
  const deal = useDeal(dealId);

  if (dealId === null || deal.isError) return <DealNotFound />;
  if (deal.isPending) return <DealDetailSkeleton />;
  return <DealDetailView deal={deal.data} proposals={proposals} />;
}

function DealDetailView({ deal, proposals }: { deal: OpportunityDetail } & DealDetailPageProps) {
  return (
    <PageContainer>
      <DealHeader deal={deal} />
      <div className={dealDetailGrid}>
        <Tabs defaultValue="proposals" className="min-w-0">
          <TabsList aria-label="Deal sections">
            <TabsTrigger value="proposals">Proposals</TabsTrigger>
            <TabsTrigger value="overview">Overview</TabsTrigger>
          </TabsList>
          <TabsContent value="proposals">{proposals(deal)}</TabsContent>
          <TabsContent value="overview">
            <DealOverview deal={deal} />
          </TabsContent>
        </Tabs>
        <Card className="min-w-0">
          <CardContent>
            <Tabs defaultValue="updates">
              <TabsList aria-label="Deal activity">
                <TabsTrigger value="updates">Updates</TabsTrigger>
                <TabsTrigger value="docs">Docs</TabsTrigger>
              </TabsList>
              <TabsContent value="updates">
                <DealUpdatesPanel dealId={deal.id} />
              </TabsContent>
              <TabsContent value="docs">
                <DealDocumentsPanel dealId={deal.id} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
