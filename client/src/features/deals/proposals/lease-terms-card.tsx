import { type LeaseTerms, nerTermsOf } from '@common/lease-terms';
import { type ProposalRound, termsAreRounds } from '@common/proposal-rounds';
import { FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeasingCommissionDefault } from '@/lib/settings/leasing-commission';
import { useLeaseTerms } from './api/get-lease-terms';
import { LeaseTermsForm } from './lease-terms-form';
import { LeaseTermsSummary } from './lease-terms-summary';
import { roundTitle } from './round-rows';

export type LeaseTermsCardProps = {
  dealId: number;
  /** The deal's accepted round, if any (undefined while the rounds load or when they failed). */
  accepted: ProposalRound | null | undefined;
};

/**
 * The deal's lease terms — what the pipeline's NER and, once won, the lease come from: a summary, or
 * the form while editing, with where they came from.
 */
export function LeaseTermsCard({ dealId, accepted }: LeaseTermsCardProps) {
  const leaseTerms = useLeaseTerms(dealId);
  const commissionDefault = useLeasingCommissionDefault();
  const [editing, setEditing] = useState(false);
  // A failed load counts as no terms.
  const terms = leaseTerms.isError ? null : (leaseTerms.data ?? null);
  // New terms start with the default commission; without it (still loading) the form waits for it.
  const waitsForDefault = editing && terms === null && commissionDefault.isPending;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle>Lease Terms</CardTitle>
          {terms && accepted !== undefined ? (
            <CardDescription>
              <TermsSource terms={terms} accepted={accepted} />
            </CardDescription>
          ) : null}
        </div>
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
            dealId={dealId}
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
            description="Accept a proposal round above, or add the lease terms here, to see the deal's net effective rent."
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

/** Which round the terms came from, whether they were changed here since, or that they were entered here. */
function TermsSource({ terms, accepted }: { terms: LeaseTerms; accepted: ProposalRound | null }) {
  if (!accepted) return <>Entered directly, not from a proposal round.</>;
  const title = <strong className="font-medium text-foreground">{roundTitle(accepted)}</strong>;
  const asStored = { ...nerTermsOf(terms), leaseType: terms.leaseType };
  return termsAreRounds(asStored, accepted) ? (
    <>From the accepted {title}.</>
  ) : (
    <>From the accepted {title}, changed here since.</>
  );
}
