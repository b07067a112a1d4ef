import { AlertCircle, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Pager } from '@/components/ui/pager';
import { pageCountOf, useLastPageWhenPastTheEnd } from '@/lib/paging';
import { useLeases } from './api/get-leases';
import { LeaseDetailDialog } from './lease-detail-dialog';
import { LeaseFilterBar } from './lease-filter-bar';
import { hasActiveLeaseFilters, leasesPageSize, leasesShownText } from './lease-filters';
import { LeasesTable } from './leases-table';
import { useLeaseFilters } from './use-lease-filters';

/** /leases: every lease in the portfolio; `?expiring=90` and `?tenant=` come from dashboard links. */
export function LeasesPage() {
  const { filters, setFilters, clearFilters, page, setPage, leaseId, setLeaseId } = useLeaseFilters();
  const leases = useLeases(filters, page);
  const total = leases.data?.total ?? 0;
  const pageCount = pageCountOf(total, leasesPageSize);
  useLastPageWhenPastTheEnd(page, pageCount, leases.data !== undefined && !leases.isPlaceholderData, setPage);

  return (
    <PageContainer>
      <PageHeader title="Lease Documents" description="Every lease in the portfolio, soonest end first." />
      <Card className="min-w-0">
        <CardContent className="border-border border-b pb-3">
          <LeaseFilterBar filters={filters} onChange={setFilters} onClear={clearFilters} />
        </CardContent>
        {leases.isError ? (
          <CardContent>
            <EmptyState
              icon={AlertCircle}
              title="Could not load the leases."
              description="Please try again later."
              action={
                <Button variant="outline" size="sm" onClick={() => leases.refetch()}>
                  Try again
                </Button>
              }
            />
          </CardContent>
        ) : leases.data && leases.data.total === 0 ? (
          <CardContent>
            {hasActiveLeaseFilters(filters) ? (
              <EmptyState
                icon={FileText}
                title="No leases match these filters."
                action={
                  <Button variant="outline" size="sm" onClick={clearFilters}>
                    Clear All
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={FileText} title="No leases in the portfolio yet." />
            )}
          </CardContent>
        ) : (
          <>
            <LeasesTable
              items={leases.data?.items}
              isFetching={leases.isPlaceholderData}
              onOpen={setLeaseId}
            />
            {leases.data ? (
              <CardFooter className="flex-wrap justify-between gap-2">
                <p className="text-muted-foreground text-sm" aria-live="polite">
                  {leasesShownText(page, leases.data.items.length, total)}
                </p>
                {pageCount > 1 ? (
                  <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Lease pages" />
                ) : null}
              </CardFooter>
            ) : null}
          </>
        )}
      </Card>
      <LeaseDetailDialog leaseId={leaseId} onClose={() => setLeaseId(null)} />
    </PageContainer>
  );
}
