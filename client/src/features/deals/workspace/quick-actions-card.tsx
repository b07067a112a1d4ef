import { createLeaseBlocker } from '@common/create-lease';
import type { OpportunityDetail } from '@common/deal-detail';
import { CalendarPlus, FileSignature, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCreateLease } from './api/create-lease';
import { useProposalTerms } from './api/get-proposal-terms';
import { ContactLink } from './contact-link';

export type QuickActionsCardProps = { deal: OpportunityDetail };

export const leaseHref = (leaseId: number) => `/leases?leaseId=${leaseId}`;

/**
 * Send Email (mailto), Schedule Meeting (inert until scheduling exists) and Create Lease for a won deal,
 * which says why it is disabled (the server's own rule and words).
 */
export function QuickActionsCard({ deal }: QuickActionsCardProps) {
  const createLease = useCreateLease();
  const proposal = useProposalTerms(deal.id);
  // A failed load leaves the decision to the server, whose refusal is shown in a toast.
  const blocker = createLeaseBlocker({
    stage: deal.stage,
    leaseId: deal.leaseId,
    hasTenant: deal.tenant !== null,
    hasSpace: deal.space !== null,
    hasProposalTerms: proposal.isError || (proposal.data ?? null) !== null,
  });

  const handleCreateLease = () =>
    createLease.mutate(deal.id, {
      onSuccess: (lease) =>
        toast({
          title: 'Lease Created',
          description: `Lease #${lease.leaseId} was created from this deal.`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'The lease could not be created.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ContactLink email={deal.tenant?.contactEmail ?? null} className="justify-start">
          <Mail aria-hidden="true" className="size-4" />
          Send Email
        </ContactLink>
        <Button variant="outline" className="justify-start">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Schedule Meeting
        </Button>
        <DisabledReason reason={blocker} className="flex" side="bottom">
          <Button
            variant="outline"
            className="w-full justify-start"
            disabled={blocker !== null || proposal.isPending || createLease.isPending}
            onClick={handleCreateLease}
          >
            <FileSignature aria-hidden="true" className="size-4" />
            {createLease.isPending ? 'Creating Lease…' : 'Create Lease'}
          </Button>
        </DisabledReason>
        {deal.leaseId !== null ? (
          <p className="text-muted-foreground text-sm">
            Lease created:{' '}
            <Link to={leaseHref(deal.leaseId)} className="font-medium text-primary hover:underline">
              Lease #{deal.leaseId}
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
