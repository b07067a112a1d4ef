import { buildingRecommendations, type RiskInsight, riskCardTexts, tenantInsights } from '@common/risk';
import { Building2, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { ActionPlanDialog } from '@/components/risk/action-plan-dialog';
import { ActionPlansCard } from '@/components/risk/action-plans-card';
import { BuildingHealthCard } from '@/components/risk/building-health-card';
import { TenantSentimentCard } from '@/components/risk/tenant-sentiment-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { RecommendationsCard } from './recommendations-card';
import { SearchForm } from './search-form';
import { type TenantResult, useRiskDemo } from './use-risk-demo';

const notInPortfolio = 'This tenant is not in your portfolio, so no action plan can be filed for it.';

const showActionToast = (item: RiskInsight) =>
  toast({ title: item.actionLabel, description: `"${item.actionLabel}" would be initiated here.` });

/** /risk-demo — a tenant's risk (left) and a building's health (right) from the risk provider. */
export function RiskDemoPage() {
  const demo = useRiskDemo();
  return (
    <PageContainer>
      <PageHeader
        title="LeaseSheriff Integration"
        description="Look up a tenant's risk and a building's health, then plan what to do about them."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-label="Tenant lookup" className="flex min-w-0 flex-col gap-4">
          <SearchForm
            label="Tenant Name"
            buttonLabel="Search tenant"
            autoComplete="organization"
            value={demo.tenantName}
            onValueChange={demo.setTenantName}
            onSearch={demo.searchTenant}
            disabled={demo.loading}
          />
          {demo.tenant ? (
            <TenantResults tenant={demo.tenant} onActionPlanCreated={demo.markActionPlanCreated} />
          ) : (
            <EmptyState
              icon={UserRound}
              title="No tenant loaded"
              description="Search for a tenant to see its sentiment, risk and insights."
            />
          )}
        </section>
        <section aria-label="Building lookup" className="flex min-w-0 flex-col gap-4">
          <SearchForm
            label="Building Address"
            buttonLabel="Search building"
            autoComplete="street-address"
            value={demo.buildingAddress}
            onValueChange={demo.setBuildingAddress}
            onSearch={demo.searchBuilding}
            disabled={demo.loading}
          />
          {demo.building ? (
            <>
              <BuildingHealthCard
                health={demo.building.view}
                subtitle={demo.building.address}
                onSync={demo.syncBuilding}
                syncing={demo.loading}
                onViewDetails={() =>
                  toast({
                    title: 'View details',
                    description: 'This would open the detailed building health view.',
                  })
                }
              />
              <RecommendationsCard
                title="Building Health Recommendations"
                items={buildingRecommendations(demo.building.view)}
                emptyText="No recommendations: nothing in this building needs attention right now."
                onAction={showActionToast}
              />
            </>
          ) : (
            <EmptyState
              icon={Building2}
              title="No building loaded"
              description="Search for a building address to see its health and recommendations."
            />
          )}
        </section>
      </div>
      <DemoFooter />
    </PageContainer>
  );
}

type TenantResultsProps = { tenant: TenantResult; onActionPlanCreated: () => void };

function TenantResults({ tenant, onActionPlanCreated }: TenantResultsProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const { tenantId, propertyId } = tenant;
  return (
    <>
      <TenantSentimentCard
        sentiment={tenant.view}
        hasActionPlan={tenant.hasActionPlan}
        tenantName={tenant.name}
        onCreateActionPlan={() => setDialogOpen(true)}
        createUnavailableReason={tenantId === null ? notInPortfolio : undefined}
      />
      {tenantId === null ? null : (
        <ActionPlanDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          tenantId={tenantId}
          propertyId={propertyId}
          tenantName={tenant.name}
          onCreated={onActionPlanCreated}
        />
      )}
      {tenantId === null ? null : <ActionPlansCard tenantId={tenantId} />}
      <RecommendationsCard
        title="AI-Generated Insights"
        items={tenant.view ? tenantInsights(tenant.view) : []}
        emptyText={
          tenant.view
            ? 'No insights: nothing about this tenant needs attention right now.'
            : `No insights: ${riskCardTexts.noSurveyData.toLowerCase()} for this tenant.`
        }
        onAction={showActionToast}
      />
    </>
  );
}

function DemoFooter() {
  const now = new Date();
  return (
    <footer className="flex flex-col gap-2 border-border border-t pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <span className="font-medium text-foreground">Tenant Risk API</span>{' '}
          <span className="text-muted-foreground">
            Provides proprietary tenant sentiment and building health analytics
          </span>
        </p>
      </div>
      <p className="flex flex-wrap gap-x-1.5 text-muted-foreground">
        <span className="font-medium text-foreground">Data Last Updated</span>
        <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
      </p>
    </footer>
  );
}
