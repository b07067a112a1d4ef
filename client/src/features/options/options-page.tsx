import { plural } from '@common/words';
import { AlertCircle, CalendarDays, Download, ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { rowsOfPages } from '@/lib/paging';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useAssetManagers } from '@/lib/users/get-asset-managers';
import { optionsExportHref, useOptionPages } from './api/get-options';
import { OptionCounterList } from './option-counters';
import { OptionFilterBar } from './option-filter-bar';
import { activeOptionFilterCount, nextOptionSort } from './option-filters';
import { OptionsFormDialog } from './options-form-dialog';
import { OptionsTable } from './options-table';
import { useOptionFilters } from './use-option-filters';

export const optionsFoundText = (total: number) => `${plural(total, 'option')} found`;

/** /options: the portfolio's lease options and rights, their critical dates and conflicts. */
export function OptionsPage() {
  const { filters, setFilters, clearFilters, openOptionId, setOpenOptionId } = useOptionFilters();
  // The first page, then one more per 'Load more'; a new filter starts again from the first page.
  const options = useOptionPages(filters);
  // The rows loaded so far; the total and counters as the latest page counted them.
  const pages = options.data?.pages ?? [];
  const latest = pages.at(-1);
  const list = latest
    ? { items: rowsOfPages(pages), total: latest.total, counters: latest.counters }
    : undefined;
  const managers = useAssetManagers();
  const assets = useBuildingOptions();
  const [adding, setAdding] = useState(false);
  const filtered = activeOptionFilterCount(filters) > 0;

  return (
    <PageContainer>
      <PageHeader
        title="Options"
        description="Lease options and rights across the portfolio, with their notice windows and conflicts."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/critical-dates">
                <CalendarDays aria-hidden="true" className="size-4" />
                Calendar
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href={optionsExportHref(filters)} download>
                <Download aria-hidden="true" className="size-4" />
                Export
              </a>
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add Option
            </Button>
          </>
        }
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <OptionFilterBar
            filters={filters}
            managers={managers.data ?? []}
            assets={assets.data ?? []}
            onChange={setFilters}
            onClear={clearFilters}
          />
        </CardContent>
      </Card>
      {options.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load the options."
          description="Please try again later."
          action={
            <Button variant="outline" size="sm" onClick={() => options.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <OptionCounterList counters={list?.counters} />
          <p className="font-medium text-sm" aria-live="polite">
            {list ? optionsFoundText(list.total) : '\u00a0'}
          </p>
          <Card className="min-w-0">
            {!list ? (
              <CardContent className="flex flex-col gap-2 pt-4" aria-busy="true">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
              </CardContent>
            ) : list.items.length === 0 ? (
              <CardContent className="pt-4">
                <EmptyState
                  icon={ListChecks}
                  title="No options found"
                  description={
                    filtered
                      ? 'No options match these filters. Try another status or type.'
                      : 'There are no active options in the portfolio.'
                  }
                  action={
                    filtered ? (
                      <Button variant="outline" size="sm" onClick={clearFilters}>
                        Clear filters
                      </Button>
                    ) : null
                  }
                />
              </CardContent>
            ) : (
              <>
                <OptionsTable
                  items={list.items}
                  isFetching={options.isPlaceholderData}
                  onEdit={setOpenOptionId}
                  sort={{ sort: filters.sort, dir: filters.dir }}
                  onSort={(column) => setFilters(nextOptionSort(filters, column))}
                />
                <CardFooter className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-muted-foreground text-sm">
                    {`Showing ${formatNumber(list.items.length)} of ${formatNumber(list.total)}`}
                  </p>
                  {options.hasNextPage ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={options.isFetchingNextPage}
                      onClick={() => options.fetchNextPage()}
                    >
                      {options.isFetchingNextPage ? 'Loading…' : 'Load more'}
                    </Button>
                  ) : null}
                </CardFooter>
              </>
            )}
          </Card>
        </>
      )}
      <OptionsFormDialog
        target={adding ? { mode: 'add' } : openOptionId !== null ? { mode: 'edit', id: openOptionId } : null}
        assets={assets.data ?? []}
        onClose={() => (adding ? setAdding(false) : setOpenOptionId(null))}
      />
    </PageContainer>
  );
}
