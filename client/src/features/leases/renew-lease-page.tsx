import { dealPath } from '@common/deal-paths';
import { renewalExistsMessage } from '@common/leases';
import { FileText, RefreshCw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { RecordNotFound } from '@/components/ui/record-not-found';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { parseRecordId } from '@/lib/record-id';
import { useLease } from './api/get-lease';
import { useRenewLease } from './api/renew-lease';
import { LeaseSummary } from './lease-summary';

/** /leases/:id/renew: the lease's terms and 'Create renewal deal', which lands on the new deal. */
export function RenewLeasePage() {
  const leaseId = parseRecordId(useParams().id);
  const lease = useLease(leaseId);
  const renew = useRenewLease();
  const navigate = useNavigate();

  if (leaseId === null || lease.isError) {
    return (
      <RecordNotFound
        icon={FileText}
        title="Lease Not Found"
        noun="lease"
        backTo="/leases"
        backLabel="Back to Leases"
      />
    );
  }

  const handleCreate = () =>
    renew.mutate(leaseId, {
      onSuccess: ({ opportunityId }) => navigate(dealPath(opportunityId)),
    });
  const conflict = isApiError(renew.error, 409) ? (renew.error.serverMessage ?? renewalExistsMessage) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Renew Lease"
        description="A renewal deal starts at Inquiry with the suite's size and today's escalated rent."
      />
      <Card className="min-w-0">
        <CardContent>
          {lease.data ? <LeaseSummary lease={lease.data} /> : <Skeleton className="h-40 w-full" />}
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-3">
          <div role="alert" className="text-sm">
            {renew.error ? (
              conflict ? (
                <p>
                  <span className="text-destructive">{conflict}</span>{' '}
                  <Link to="/deals" className="font-medium text-primary hover:underline">
                    Open the pipeline
                  </Link>
                </p>
              ) : (
                <p className="text-destructive">Could not create the renewal deal. Please try again.</p>
              )
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to={`/leases?leaseId=${leaseId}`}>Cancel</Link>
            </Button>
            <Button onClick={handleCreate} disabled={!lease.data || renew.isPending || renew.isSuccess}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Create renewal deal
            </Button>
          </div>
        </CardFooter>
      </Card>
    </PageContainer>
  );
}
