import { ownershipMessages } from '@common/ownership';
import { type ActionPlanListItem, actionTypeLabels } from '@common/risk';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatMediumDate } from '@/lib/format-date';
import { useActionPlans } from '@/lib/risk/get-action-plans';
import { useUpdateActionPlan } from '@/lib/risk/update-action-plan';

export type ActionPlansCardProps = { tenantId: number };

/** Open plans first, each group by due date. */
function byStatusThenDue(a: ActionPlanListItem, b: ActionPlanListItem): number {
  if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
  return a.dueDate.localeCompare(b.dueDate);
}

/**
 * A tenant's action plans with their status; an open one can be marked done by its author, its
 * assignee, its building's asset manager or an admin (the button is disabled, saying why, for others).
 */
export function ActionPlansCard({ tenantId }: ActionPlansCardProps) {
  const plans = useActionPlans(tenantId);
  if (plans.isError) return <UnavailableCard title="Action plans unavailable" />;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Action Plans</CardTitle>
        <CardDescription>Open plans first, soonest due at the top.</CardDescription>
      </CardHeader>
      <CardContent>
        {plans.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading action plans…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : plans.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No action plans for this tenant yet.</p>
        ) : (
          <ul aria-label="Action plans" className="flex flex-col divide-y divide-border">
            {[...plans.data].sort(byStatusThenDue).map((plan) => (
              <ActionPlanItem key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ActionPlanItem({ plan }: { plan: ActionPlanListItem }) {
  const update = useUpdateActionPlan();
  const done = plan.status === 'done';
  const handleMarkDone = () =>
    update.mutate(
      { id: plan.id, changes: { status: 'done' } },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            // A refusal says who may change it; anything else is worth another try.
            description:
              (isApiError(error, 403) && error.serverMessage) ||
              'Unable to update the action plan. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <li
      aria-label={plan.description}
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground text-sm">{actionTypeLabels[plan.actionType]}</span>
          <Badge variant={done ? 'success' : 'warning'}>{done ? 'Done' : 'Open'}</Badge>
        </div>
        <p
          className={done ? 'break-words text-muted-foreground text-sm line-through' : 'break-words text-sm'}
        >
          {plan.description}
        </p>
        <p className="text-muted-foreground text-xs">
          {plan.assignedTo.fullName} · Due {formatMediumDate(plan.dueDate)}
          {plan.followupDate ? ` · Follow-up ${formatMediumDate(plan.followupDate)}` : ''}
        </p>
      </div>
      {done ? null : (
        <DisabledReason reason={plan.canModify ? null : ownershipMessages.actionPlan.status}>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={handleMarkDone}
            disabled={update.isPending || !plan.canModify}
          >
            <Check aria-hidden="true" className="size-3.5" />
            {update.isPending ? 'Saving…' : 'Mark done'}
          </Button>
        </DisabledReason>
      )}
    </li>
  );
}
