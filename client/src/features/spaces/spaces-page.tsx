import { AlertCircle, DoorOpen, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Pager } from '@/components/ui/pager';
import { pageCountOf, pageRangeText } from '@/lib/paging';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useSpaces } from './api/get-spaces';
import { SpaceFilterBar } from './space-filter-bar';
import { hasActiveSpaceFilters, sizeRangeError, spacesPageSize } from './space-filters';
import { SpacesTable } from './spaces-table';
import { useSpaceFilters } from './use-space-filters';

/** /spaces: vacant and soon-vacant suites across the portfolio (the dashboard's Vacancies tile). */
export function SpacesPage() {
  const { filters, setFilters, setPage, clearFilters } = useSpaceFilters();
  const rangeError = sizeRangeError(filters);
  const spaces = useSpaces(filters, rangeError === null);
  const buildings = useBuildingOptions();

  return (
    <PageContainer>
      <PageHeader
        title="Available Spaces"
        description="Vacant suites and suites whose lease ends soon, across the portfolio."
        actions={
          <Button asChild variant="outline">
            <Link to="/available-spaces">
              <MapIcon aria-hidden="true" className="size-4" />
              Listings Map
            </Link>
          </Button>
        }
      />
      <Card className="min-w-0">
        <CardContent className="border-border border-b pb-3">
          <SpaceFilterBar
            filters={filters}
            buildings={buildings.data ?? []}
            onChange={setFilters}
            onClear={clearFilters}
          />
        </CardContent>
        {rangeError ? null : spaces.isError ? (
          <CardContent>
            <EmptyState
              icon={AlertCircle}
              title="Could not load the spaces."
              description="Please try again later."
              action={
                <Button variant="outline" size="sm" onClick={() => spaces.refetch()}>
                  Try again
                </Button>
              }
            />
          </CardContent>
        ) : spaces.data && spaces.data.items.length === 0 && filters.page === 1 ? (
          <CardContent>
            {hasActiveSpaceFilters(filters) ? (
              <EmptyState
                icon={DoorOpen}
                title="No spaces match these filters."
                description="Try a wider size or rate range, or another building."
                action={
                  <Button variant="outline" size="sm" onClick={clearFilters}>
                    Clear All
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={DoorOpen} title="No vacant or upcoming spaces in the portfolio." />
            )}
          </CardContent>
        ) : (
          <>
            <SpacesTable items={spaces.data?.items} isFetching={spaces.isPlaceholderData} />
            {spaces.data ? (
              <SpacesFooter
                page={filters.page}
                shown={spaces.data.items.length}
                total={spaces.data.total}
                onPage={setPage}
              />
            ) : null}
          </>
        )}
      </Card>
    </PageContainer>
  );
}

type SpacesFooterProps = { page: number; shown: number; total: number; onPage: (page: number) => void };

function SpacesFooter({ page, shown, total, onPage }: SpacesFooterProps) {
  const pages = pageCountOf(total, spacesPageSize);
  return (
    <CardFooter className="flex-wrap justify-between">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {pageRangeText(page, spacesPageSize, shown, total, { one: 'space', many: 'spaces' })}
      </p>
      {pages > 1 || page > 1 ? (
        <Pager page={page} pageCount={pages} onPageChange={onPage} label="Space pages" />
      ) : null}
    </CardFooter>
  );
}
