import { AlertCircle, Download, FileBarChart } from 'lucide-react';
import { LeaseCompFilterBar } from '@/components/lease-comps/lease-comp-filter-bar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { hasActiveLeaseCompFilters, leaseCompFilterError } from '@/lib/lease-comps/lease-comp-filters';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { leaseCompsExportHref, useLeaseComps } from './api/get-lease-comps';
import { LeaseCompSummaryCards } from './lease-comp-summary';
import { LeaseCompsTable } from './lease-comps-table';
import { useLeaseCompFilters } from './use-lease-comp-filters';

/** /lease-comps: the portfolio's comparable lease transactions with their average rates. */
export function LeaseCompsPage() {
  const { filters, setFilters, clearFilters } = useLeaseCompFilters();
  const filterError = leaseCompFilterError(filters);
  const comps = useLeaseComps(filters, filterError === null);
  const buildings = useBuildingOptions();

  return (
    <PageContainer>
      <PageHeader
        title="Lease Comps"
        description="Comparable lease transactions across the portfolio. All rates are $/SF/yr."
        actions={
          filterError ? (
            <Button variant="outline" disabled>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href={leaseCompsExportHref(filters)} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            </Button>
          )
        }
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <LeaseCompFilterBar
            filters={filters}
            buildings={buildings.data ?? []}
            onChange={setFilters}
            onClear={clearFilters}
          />
        </CardContent>
      </Card>
      {filterError ? null : comps.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load the lease comps."
          description="Please try again later."
          action={
            <Button variant="outline" size="sm" onClick={() => comps.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <LeaseCompSummaryCards summary={comps.data?.summary} />
          <Card className="min-w-0">
            {!comps.data ? (
              <CardContent className="flex flex-col gap-2 pt-4" aria-busy="true">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
              </CardContent>
            ) : comps.data.items.length === 0 ? (
              <CardContent>
                <EmptyState
                  icon={FileBarChart}
                  title="No lease comps found"
                  description={
                    hasActiveLeaseCompFilters(filters)
                      ? 'No comps match these filters. Try a wider date or size range, or another building.'
                      : 'There are no lease comps in the portfolio yet.'
                  }
                  action={
                    hasActiveLeaseCompFilters(filters) ? (
                      <Button variant="outline" size="sm" onClick={clearFilters}>
                        Clear All
                      </Button>
                    ) : null
                  }
                />
              </CardContent>
            ) : (
              <LeaseCompsTable items={comps.data.items} />
            )}
          </Card>
          <p className="text-muted-foreground text-xs">
            Starting, average and effective rates are in $/SF/yr (rentable square feet per year).
          </p>
        </>
      )}
    </PageContainer>
  );
}
