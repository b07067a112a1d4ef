import type { TenantDetail } from '@common/tenants';
import { plural } from '@common/words';
import {
  AlertCircle,
  ArrowLeft,
  Building2,
  Globe,
  Mail,
  Phone,
  SearchX,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { TenantRiskPanel } from '@/components/risk/tenant-risk-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTenant } from './api/get-tenant';
import { TenantDealsTable } from './tenant-deals-table';
import { TenantLeasesTable } from './tenant-leases-table';

function BackLink() {
  return (
    <Link
      to="/tenants"
      className="inline-flex items-center gap-1.5 self-start text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Tenant Directory
    </Link>
  );
}

/** An http(s) link for a stored website ('acme.com' or 'https://acme.com'); null for anything else. */
export function websiteHref(website: string): string | null {
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function TenantNotFound() {
  return (
    <PageContainer className="min-h-[60dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <SearchX aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">Tenant Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The tenant you're looking for doesn't exist or may have been removed.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/tenants">Back to Tenant Directory</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}

function DetailSkeleton() {
  return (
    <PageContainer role="status" aria-busy="true" aria-label="Loading tenant">
      <Skeleton className="h-4 w-40" />
      <Card className="flex flex-col gap-3 p-5">
        <Skeleton className="h-7 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    </PageContainer>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      {icon}
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="font-semibold text-base text-foreground leading-6">{children}</h2>;
}

const iconClass = 'size-4 shrink-0 text-muted-foreground';

function TenantHeader({ tenant }: { tenant: TenantDetail }) {
  const href = tenant.website ? websiteHref(tenant.website) : null;
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 break-words font-semibold text-2xl text-slate-900 tracking-tight">
              {tenant.name}
            </h1>
            {tenant.industry ? <Badge variant="primary">{tenant.industry}</Badge> : null}
            {tenant.hasExpansionIntent ? (
              <Badge variant="success">
                <TrendingUp aria-hidden="true" className="size-3" />
                Expansion intent
              </Badge>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-muted-foreground text-sm">
            <Fact icon={<Users aria-hidden="true" className={iconClass} />}>
              {tenant.headcount === null ? 'Headcount not known' : plural(tenant.headcount, 'employee')}
            </Fact>
            <Fact icon={<Globe aria-hidden="true" className={iconClass} />}>
              {tenant.website && href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary hover:underline"
                >
                  {tenant.website}
                </a>
              ) : (
                (tenant.website ?? 'No website on file')
              )}
            </Fact>
            <Fact icon={<Building2 aria-hidden="true" className={iconClass} />}>
              {tenant.leases.filter((lease) => lease.status === 'active').length} active of{' '}
              {plural(tenant.leases.length, 'lease')}
            </Fact>
          </ul>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/leases?tenant=${tenant.id}`}>Leases</Link>
        </Button>
      </div>
    </Card>
  );
}

function ContactsCard({ tenant }: { tenant: TenantDetail }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Contacts</SectionTitle>
      </CardHeader>
      <CardContent>
        {tenant.contacts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No contacts on file.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tenant.contacts.map((contact) => (
              <li
                key={`${contact.role}-${contact.email ?? contact.name ?? contact.phone}`}
                className="flex min-w-0 flex-col gap-1 text-sm"
              >
                <span className="font-medium">{contact.name ?? 'Unnamed contact'}</span>
                <span className="text-muted-foreground text-xs">{contact.role}</span>
                {contact.email ? (
                  <a
                    href={`mailto:${contact.email}`}
                    className="flex min-w-0 items-center gap-2 text-primary hover:underline"
                  >
                    <Mail aria-hidden="true" className={iconClass} />
                    <span className="truncate">{contact.email}</span>
                  </a>
                ) : null}
                {contact.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className="flex items-center gap-2 text-primary hover:underline"
                  >
                    <Phone aria-hidden="true" className={iconClass} />
                    {contact.phone}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /tenants/:id — one tenant: who they are, how to reach them, their leases and deals. */
export function TenantDetailPage() {
  const { id = '' } = useParams();
  const tenant = useTenant(id);

  if (tenant.isPending) return <DetailSkeleton />;
  if (tenant.isError) {
    if (isApiError(tenant.error, 404) || isApiError(tenant.error, 400)) return <TenantNotFound />;
    return (
      <PageContainer>
        <BackLink />
        <Card role="alert" className="flex items-start gap-3 p-5">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-3">
            <p className="font-semibold text-sm">Unable to load this tenant. Please try again.</p>
            <Button variant="outline" size="sm" className="self-start" onClick={() => tenant.refetch()}>
              Try again
            </Button>
          </div>
        </Card>
      </PageContainer>
    );
  }

  const data = tenant.data;
  return (
    <PageContainer>
      <BackLink />
      <TenantHeader tenant={data} />
      <ContactsCard tenant={data} />
      <TenantRiskPanel tenantId={data.id} tenantName={data.name} />
      <Card className="min-w-0">
        <CardHeader>
          <SectionTitle>Leases</SectionTitle>
          <CardDescription>Newest start first.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.leases.length === 0 ? (
            <EmptyState title="No leases" description="This tenant has no leases in your portfolio." />
          ) : (
            <TenantLeasesTable leases={data.leases} />
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <SectionTitle>Deals</SectionTitle>
          <CardDescription>Most recent activity first.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.deals.length === 0 ? (
            <EmptyState title="No deals" description="No deals name this tenant yet." />
          ) : (
            <TenantDealsTable deals={data.deals} />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
