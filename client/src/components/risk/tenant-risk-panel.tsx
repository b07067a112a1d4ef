import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { useTenantSentiment } from '@/lib/risk/get-tenant-sentiment';
import { ActionPlanDialog } from './action-plan-dialog';
import { ActionPlansCard } from './action-plans-card';
import { TenantSentimentCard } from './tenant-sentiment-card';

export type TenantRiskPanelProps = { tenantId: number; tenantName: string };

/** A tenant's screen: its sentiment card (with 'Create Action Plan') beside its action plans. */
export function TenantRiskPanel({ tenantId, tenantName }: TenantRiskPanelProps) {
  const sentiment = useTenantSentiment(tenantId);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
      {sentiment.isPending ? (
        <SentimentSkeleton />
      ) : sentiment.isError ? (
        <UnavailableCard title="Tenant sentiment unavailable" />
      ) : sentiment.data === null ? (
        <TenantSentimentCard sentiment={null} />
      ) : (
        <>
          <TenantSentimentCard sentiment={sentiment.data} onCreateActionPlan={() => setDialogOpen(true)} />
          <ActionPlanDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            tenantId={tenantId}
            propertyId={sentiment.data.propertyId}
            tenantName={tenantName}
          />
        </>
      )}
      <ActionPlansCard tenantId={tenantId} />
    </div>
  );
}

function SentimentSkeleton() {
  return (
    <Card aria-busy="true" className="min-w-0">
      <CardHeader>
        <Skeleton className="h-5 w-40" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <span className="sr-only">Loading tenant sentiment…</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}
