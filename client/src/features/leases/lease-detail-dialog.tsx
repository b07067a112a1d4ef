import type { LeaseDetail } from '@common/leases';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OwnerSelect } from '@/components/owners/owner-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCurrentUser } from '@/lib/session/current-user';
import { useLease } from './api/get-lease';
import { useSetLeaseOwner } from './api/set-lease-owner';
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
          <>
            <LeaseSummary lease={lease.data} />
            <LeaseOwner lease={lease.data} />
          </>
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

/** Those who keep leases and options set the owner; brokers read it. */
const ownerEditors = new Set(['admin', 'asset_manager', 'leasing']);

/** The lease's owner: who gets its expiry reminders (the building's asset manager unless one is set). */
function LeaseOwner({ lease }: { lease: LeaseDetail }) {
  const id = useId();
  const { data: user } = useCurrentUser();
  const setOwner = useSetLeaseOwner(lease.id);
  const [error, setError] = useState<string | undefined>();
  const canEdit = user ? ownerEditors.has(user.role) : false;
  if (!canEdit)
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">Owner: </span>
        {lease.ownerName ?? 'Unassigned'}
      </p>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-owner`}>Owner</Label>
      <OwnerSelect
        id={`${id}-owner`}
        value={lease.ownerAssigned ? lease.ownerId : null}
        assetManagerName={lease.ownerAssigned ? null : lease.ownerName}
        disabled={setOwner.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-owner-error` : undefined}
        onChange={(ownerId) =>
          setOwner.mutate(ownerId, {
            onSuccess: (saved) => {
              setError(undefined);
              toast({ title: 'Owner saved', description: saved.ownerName ?? 'Unassigned' });
            },
            onError: (failure) =>
              setError(errorText(failure, 'The owner could not be saved. Please try again.')),
          })
        }
      />
      {error ? (
        <p id={`${id}-owner-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
