import type { OpportunityDetail } from '@common/opportunities';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DiscussionTab } from '@/features/deals/discussion/discussion-tab';
import { useDeal } from '@/lib/deals/get-deal';
import { parseRecordId } from '@/lib/record-id';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { DocumentsTab } from './documents-tab';
import { LeaseTermsTab } from './lease-terms-tab';
import { OpportunityDetailSkeleton } from './opportunity-detail-skeleton';
import { OpportunityDetailsTab } from './opportunity-details-tab';
import { OpportunityEditForm } from './opportunity-edit-form';
import { OpportunityHeader } from './opportunity-header';
import { OpportunityNotFound } from './opportunity-not-found';
import { OpportunityStageBar } from './opportunity-stage-bar';
import {
  type OpportunityTab,
  opportunityTabFrom,
  opportunityTabLabels,
  opportunityTabs,
} from './opportunity-tab';
import { QuickActionsCard } from './quick-actions-card';
import { TasksTab } from './tasks-tab';
import { TenantCard } from './tenant-card';

/** Spec §2.6: /opportunity-detail/:id. */
export function OpportunityDetailPage() {
  const opportunityId = parseRecordId(useParams().id);
  const opportunity = useDeal(opportunityId);

  if (opportunityId === null || opportunity.isError) return <OpportunityNotFound />;
  if (opportunity.isPending) return <OpportunityDetailSkeleton />;
  return <OpportunityDetailView opportunity={opportunity.data} />;
}

const editFormId = 'opportunity-edit-form';

function OpportunityDetailView({ opportunity }: { opportunity: OpportunityDetail }) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const tab = opportunityTabFrom(searchParams.get('tab'));
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const showTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'details') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const handleEdit = () => {
    setEditing(true);
    showTab('details');
  };

  return (
    <PageContainer>
      <OpportunityHeader
        opportunity={opportunity}
        editing={editing}
        saving={saving}
        editFormId={editFormId}
        onEdit={handleEdit}
        onCancelEdit={() => setEditing(false)}
      />
      <OpportunityStageBar opportunity={opportunity} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Tabs value={tab} onValueChange={showTab} className="min-w-0 lg:col-span-2">
          <TabsList aria-label="Opportunity sections">
            {opportunityTabs.map((value) => (
              <TabsTrigger key={value} value={value satisfies OpportunityTab}>
                {opportunityTabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Kept mounted while editing, so the header's Save can submit it from any tab. */}
          <TabsContent
            value="details"
            forceMount={editing || undefined}
            className="data-[state=inactive]:hidden"
          >
            <OpportunityDetailsTab
              opportunity={opportunity}
              editForm={
                editing ? (
                  <OpportunityEditForm
                    id={editFormId}
                    opportunity={opportunity}
                    onSaved={() => setEditing(false)}
                    onSavingChange={setSaving}
                    onInvalid={() => showTab('details')}
                  />
                ) : null
              }
            />
          </TabsContent>
          <TabsContent value="lease-terms">
            <LeaseTermsTab opportunityId={opportunity.id} />
          </TabsContent>
          <TabsContent value="discussion">
            <DiscussionTab dealId={opportunity.id} />
          </TabsContent>
          <TabsContent value="tasks">
            <TasksTab opportunityId={opportunity.id} />
          </TabsContent>
          <TabsContent value="documents">
            <DocumentsTab opportunityId={opportunity.id} />
          </TabsContent>
        </Tabs>
        <aside aria-label="Tenant and actions" className="flex min-w-0 flex-col gap-6">
          <TenantCard tenant={opportunity.tenant} />
          <QuickActionsCard opportunity={opportunity} />
        </aside>
      </div>
    </PageContainer>
  );
}
