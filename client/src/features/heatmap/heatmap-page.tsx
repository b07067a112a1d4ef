import { AlertCircle, Grid3x3 } from 'lucide-react';
import { useState } from 'react';
import { AnalyticsScopeBar } from '@/components/analytics/analytics-scope-bar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { usePagedAnalyticsScope } from '@/lib/analytics/use-paged-analytics-scope';
import { formatMediumDate } from '@/lib/format-date';
import { pageCountOf, pageRangeText, useLastPageWhenPastTheEnd } from '@/lib/paging';
import { useHeatmap } from './api/get-heatmap';
import { HeatmapCellDialog } from './heatmap-cell-dialog';
import { HeatmapGrid, type OpenedCell } from './heatmap-grid';
import { HeatmapLegend } from './heatmap-legend';

/** Buildings per page of the grid. */
export const heatmapPageSize = 50;

/**
 * /heatmap: for each building of the scope, the share of its RSF whose leases end in each of the next
 * eight quarters (the first from the as-of day); a cell opens the leases behind it.
 */
export function HeatmapPage() {
  const { scope, setScope, clearScope, hasScope: scoped, page, setPage } = usePagedAnalyticsScope();
  const heatmap = useHeatmap(scope);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const data = heatmap.data;
  const total = data?.buildings.length ?? 0;
  const pageCount = pageCountOf(total, heatmapPageSize);
  useLastPageWhenPastTheEnd(page, pageCount, data !== undefined && !heatmap.isPlaceholderData, setPage);
  const rows = data?.buildings.slice((page - 1) * heatmapPageSize, page * heatmapPageSize) ?? [];

  return (
    <PageContainer>
      <PageHeader
        title="Heatmap"
        description="The share of each building's RSF whose leases end in each quarter. Open a cell for its leases."
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <AnalyticsScopeBar scope={scope} onChange={setScope} onClear={clearScope} hasScope={scoped} />
        </CardContent>
      </Card>
      {heatmap.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load the heatmap."
          description="Please try again later."
          action={
            <Button variant="outline" size="sm" onClick={() => heatmap.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !data ? (
        <Card className="min-w-0">
          <CardContent className="flex flex-col gap-2 pt-4" aria-busy="true">
            <span className="sr-only">Loading the heatmap</span>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </CardContent>
        </Card>
      ) : data.buildings.length === 0 ? (
        <EmptyState
          icon={Grid3x3}
          title={scoped ? 'No buildings in this scope.' : 'No buildings in the portfolio yet.'}
          description={
            scoped ? 'Try another building, asset manager or market.' : 'Add a property to see its expiries.'
          }
          action={
            scoped ? (
              <Button variant="outline" size="sm" onClick={clearScope}>
                Clear All
              </Button>
            ) : null
          }
        />
      ) : (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Expiring RSF by quarter</CardTitle>
            <CardDescription>
              As of {formatMediumDate(data.asOf)}: each cell is the share of the building's RSF whose leases
              end in the quarter.
            </CardDescription>
            <div className="pt-2">
              <HeatmapLegend />
            </div>
          </CardHeader>
          <CardContent className="px-0 pb-2">
            <HeatmapGrid
              quarters={data.quarters}
              buildings={rows}
              isFetching={heatmap.isPlaceholderData}
              onOpen={setOpened}
            />
          </CardContent>
          <CardFooter className="flex-wrap justify-between gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {pageRangeText(page, heatmapPageSize, rows.length, total, {
                one: 'building',
                many: 'buildings',
              })}
            </p>
            {pageCount > 1 ? (
              <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Building pages" />
            ) : null}
          </CardFooter>
        </Card>
      )}
      <HeatmapCellDialog opened={opened} asOf={data?.asOf ?? ''} onClose={() => setOpened(null)} />
    </PageContainer>
  );
}
