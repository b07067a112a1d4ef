import { AlertCircle, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import { rowsOfPages } from '@/lib/paging';
import { useTenants } from './api/get-tenants';
import { TenantCard, TenantCardSkeleton } from './tenant-card';
import { emptyDirectoryText, type TenantDirectoryFilters } from './tenant-directory-filters';

const skeletonKeys = ['a', 'b', 'c', 'd', 'e', 'f'];

const gridClasses = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

export type TenantListProps = {
  filters: TenantDirectoryFilters;
  onClearSearch: () => void;
  onShowAllIndustries: () => void;
};

/** The directory's cards for one tab and search: skeletons, the cards, the empty state, 'Load more'. */
export function TenantList({ filters, onClearSearch, onShowAllIndustries }: TenantListProps) {
  const tenants = useTenants(filters);

  if (tenants.isPending) {
    return (
      <div role="status" className={gridClasses} aria-busy="true" aria-label="Loading tenants">
        {skeletonKeys.map((key) => (
          <TenantCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (tenants.isError && !tenants.data) {
    return (
      <Card role="alert" className="flex items-start gap-3 p-5">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="flex flex-col gap-3">
          <div>
            <p className="font-semibold text-sm">Unable to load tenants</p>
            <p className="mt-1 text-muted-foreground text-sm">Please try again in a moment.</p>
          </div>
          <Button variant="outline" size="sm" className="self-start" onClick={() => tenants.refetch()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }

  const pages = tenants.data?.pages ?? [];
  const items = rowsOfPages(pages);
  const total = pages[0]?.total ?? 0;
  const stale = tenants.isPlaceholderData;

  if (items.length === 0 && !stale) {
    const action = filters.search.trim() ? (
      <Button variant="outline" size="sm" onClick={onClearSearch}>
        Clear search
      </Button>
    ) : filters.industry ? (
      <Button variant="outline" size="sm" onClick={onShowAllIndustries}>
        Show all industries
      </Button>
    ) : null;
    return (
      <EmptyState
        icon={Users}
        title="No tenants found"
        description={emptyDirectoryText(filters)}
        action={action}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="Tenants"
        aria-busy={stale || undefined}
        className={cn(gridClasses, 'transition-opacity', stale && 'opacity-60')}
      >
        {items.map((tenant) => (
          <li key={tenant.id} className="min-w-0">
            <TenantCard tenant={tenant} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 pt-2">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          Showing {formatNumber(items.length)} of {formatNumber(total)}
        </p>
        {tenants.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => tenants.fetchNextPage()}
            disabled={tenants.isFetchingNextPage || stale}
          >
            {tenants.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
        {tenants.isFetchNextPageError ? (
          <p role="alert" className="text-destructive text-sm">
            Unable to load more tenants. Please try again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
