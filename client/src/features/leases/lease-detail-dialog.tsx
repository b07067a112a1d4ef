import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLease } from './api/get-lease';
import { LeaseSummary } from './lease-summary';

export type LeaseDetailDialogProps = { leaseId: number | null; onClose: () => void };

/** The lease a row opened (`/leases?leaseId=`), with 'Renew'. */
export function LeaseDetailDialog({ leaseId, onClose }: LeaseDetailDialogProps) {
  const lease = useLease(leaseId);
  return (
    <Dialog open={leaseId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {lease.data ? `${lease.data.tenant.name} — Suite ${lease.data.suite}` : 'Lease'}
          </DialogTitle>
          <DialogDescription>{lease.data?.property.name ?? ' '}</DialogDescription>
        </DialogHeader>
        {lease.data ? (
          <LeaseSummary lease={lease.data} />
        ) : lease.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the lease.
          </p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
        <DialogFooter>
          {lease.data ? (
            <Button asChild>
              <Link to={`/leases/${lease.data.id}/renew`}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Renew
              </Link>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
