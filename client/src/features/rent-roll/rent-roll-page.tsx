import { AlertCircle, Download, FileSpreadsheet, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { usePagedAnalyticsScope } from '@/lib/analytics/use-paged-analytics-scope';
import { formatMediumDate } from '@/lib/format-date';
import { pageCountOf, pageRangeText, useLastPageWhenPastTheEnd } from '@/lib/paging';
import { phoneQuery, useMediaQuery } from '@/lib/use-media-query';
import { rentRollExportHref, rentRollPageSize, useRentRoll } from './api/get-rent-roll';
import { RentRollCards } from './rent-roll-cards';
import { RentRollFilterBar } from './rent-roll-filter-bar';
import { RentRollSummary } from './rent-roll-summary';
import { RentRollTable } from './rent-roll-table';

/**
 * /rent-roll: every suite of a building (or of the portfolio) on an as-of day, with its lease, rent,
 * status and options, a page at a time; the exports hold every suite of the scope.
 */
export function RentRollPage() {
  const { scope, setScope, clearScope, hasScope, page, setPage } = usePagedAnalyticsScope();
  const rentRoll = useRentRoll(scope, page);
  const isPhone = useMediaQuery(phoneQuery);
  const data = rentRoll.data;
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, rentRollPageSize);
  useLastPageWhenPastTheEnd(page, pageCount, data !== undefined && !rentRoll.isPlaceholderData, setPage);

  return (
    <PageContainer>
      <PageHeader
        title="Rent Roll"
        description={
          data
            ? `Every suite with its lease and rent, as of ${formatMediumDate(data.asOf)}.`
            : 'Every suite with its lease and rent.'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <a href={rentRollExportHref(scope, 'csv')} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={rentRollExportHref(scope, 'xlsx')} download>
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                Export Excel
              </a>
            </Button>
          </>
        }
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <RentRollFilterBar scope={scope} onChange={setScope} onClear={clearScope} hasScope={hasScope} />
        </CardContent>
      </Card>
      {rentRoll.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load the rent roll."
          description="Please try again later."
          action={
            <Button variant="outline" size="sm" onClick={() => rentRoll.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !data ? (
        <Card className="min-w-0">
          <CardContent className="flex flex-col gap-2 pt-4" aria-busy="true">
            <span className="sr-only">Loading the rent roll</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </CardContent>
        </Card>
      ) : (
        <>
          <RentRollSummary totals={data.totals} />
          <Card className="min-w-0">
            {data.total === 0 ? (
              <CardContent>
                <EmptyState
                  icon={Table2}
                  title={
                    scope.building !== null
                      ? 'This building has no suites.'
                      : scope.assetManager !== null || scope.market !== null
                        ? 'No suites in this scope.'
                        : 'No suites in the portfolio yet.'
                  }
                />
              </CardContent>
            ) : (
              <>
                {isPhone ? (
                  <RentRollCards rows={data.rows} isFetching={rentRoll.isPlaceholderData} />
                ) : (
                  <RentRollTable
                    rows={data.rows}
                    isFetching={rentRoll.isPlaceholderData}
                    showBuilding={scope.building === null}
                  />
                )}
                <CardFooter className="flex-wrap justify-between gap-2">
                  <p className="text-muted-foreground text-sm" aria-live="polite">
                    {pageRangeText(page, rentRollPageSize, data.rows.length, total, {
                      one: 'suite',
                      many: 'suites',
                    })}
                  </p>
                  {pageCount > 1 ? (
                    <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Rent roll pages" />
                  ) : null}
                </CardFooter>
              </>
            )}
          </Card>
        </>
      )}
    </PageContainer>
  );
}
