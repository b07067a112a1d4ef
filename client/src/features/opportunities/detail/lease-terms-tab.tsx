import { FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeaseTerms } from '@/lib/deals/get-lease-terms';
import { useLeasingCommissionDefault } from '@/lib/settings/leasing-commission';
import { LeaseTermsForm } from './lease-terms-form';
import { LeaseTermsSummary } from './lease-terms-summary';

export type LeaseTermsTabProps = { opportunityId: number };

/** Spec §2.6: a summary of the proposal terms, or the form while editing. */
export function LeaseTermsTab({ opportunityId }: LeaseTermsTabProps) {
  const leaseTerms = useLeaseTerms(opportunityId);
  const commissionDefault = useLeasingCommissionDefault();
  const [editing, setEditing] = useState(false);
  // Spec §7: a failed load counts as no terms.
  const terms = leaseTerms.isError ? null : (leaseTerms.data ?? null);
  // New terms start with the default commission; without it (still loading) the form waits for it.
  const waitsForDefault = editing && terms === null && commissionDefault.isPending;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Lease Terms</CardTitle>
        {!editing && !leaseTerms.isPending ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {terms ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {terms ? 'Edit Terms' : 'Add Terms'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {leaseTerms.isPending || waitsForDefault ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading lease terms…</span>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : editing ? (
          <LeaseTermsForm
            opportunityId={opportunityId}
            terms={terms}
            defaultCommissionPct={commissionDefault.data?.defaultLeasingCommissionPct ?? null}
            onDone={() => setEditing(false)}
          />
        ) : terms ? (
          <LeaseTermsSummary terms={terms} />
        ) : (
          <EmptyState
            icon={FileText}
            title="No Lease Terms Defined"
            description="Add the proposed lease terms to see the deal's net effective rent."
            action={
              <Button onClick={() => setEditing(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Add Lease Terms
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
