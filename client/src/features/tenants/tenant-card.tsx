import type { TenantListItem } from '@common/tenants';
import { plural } from '@common/words';
import { Mail, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSquareFeet } from '@/lib/format-number';

export type TenantCardProps = { tenant: TenantListItem };

/** One tenant — name, industry, contact, and its 'Leases' and 'View' buttons. */
export function TenantCard({ tenant }: TenantCardProps) {
  const nameId = `tenant-${tenant.id}-name`;
  const hasContact = tenant.contactName || tenant.contactEmail || tenant.contactPhone;
  return (
    <Card role="article" aria-labelledby={nameId} className="flex h-full min-w-0 flex-col">
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex min-w-0 items-start justify-between gap-3">
          <h2 id={nameId} className="min-w-0 break-words font-semibold text-base text-slate-900 leading-6">
            {tenant.name}
          </h2>
          {tenant.industry ? (
            <Badge variant="primary" className="mt-0.5 shrink-0">
              {tenant.industry}
            </Badge>
          ) : null}
        </div>
        {hasContact ? (
          <ul className="flex min-w-0 flex-col gap-1.5 text-sm" aria-label="Contact">
            {tenant.contactName ? (
              <li className="flex min-w-0 items-center gap-2 text-foreground">
                <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{tenant.contactName}</span>
              </li>
            ) : null}
            {tenant.contactEmail ? (
              <li className="flex min-w-0 items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  href={`mailto:${tenant.contactEmail}`}
                  title={tenant.contactEmail}
                  className="truncate text-primary underline-offset-4 hover:underline"
                >
                  {tenant.contactEmail}
                </a>
              </li>
            ) : null}
            {tenant.contactPhone ? (
              <li className="flex min-w-0 items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  href={`tel:${tenant.contactPhone.replace(/[^\d+]/g, '')}`}
                  className="truncate text-primary underline-offset-4 hover:underline"
                >
                  {tenant.contactPhone}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No contact on file</p>
        )}
        <p className="mt-auto text-muted-foreground text-xs">
          {plural(tenant.activeLeases, 'active lease')}
          {tenant.totalSf > 0 ? ` · ${formatSquareFeet(tenant.totalSf)}` : ''}
        </p>
      </div>
      <div className="flex items-center justify-end gap-2 border-border border-t px-5 py-3">
        <Button asChild variant="outline" size="sm">
          <Link to={`/leases?tenant=${tenant.id}`} aria-describedby={nameId}>
            Leases
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to={`/tenants/${tenant.id}`} aria-describedby={nameId}>
            View
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The stand-in for a card while the directory loads (six of them). */
export function TenantCardSkeleton() {
  return (
    <Card className="flex flex-col" data-testid="tenant-card-skeleton">
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <div className="flex justify-end gap-2 border-border border-t px-5 py-3">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-14" />
      </div>
    </Card>
  );
}
