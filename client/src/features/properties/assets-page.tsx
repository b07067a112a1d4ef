import type { PropertyListItem } from '@common/properties';
import { FilterX, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pageCountOf, useLastPageWhenPastTheEnd } from '@/lib/paging';
import { useCurrentUser } from '@/lib/session/current-user';
import { AggregatesTable } from './aggregates-table';
import { usePropertiesPage } from './api/get-properties';
import { usePropertyAggregates } from './api/get-property-aggregates';
import { type AssetView, assetsPageSize, assetViews, hasActiveFilters, withFilters } from './asset-filters';
import { AssetsFilterBar } from './assets-filter-bar';
import { AssetsFooter } from './assets-footer';
import { AssetsTable } from './assets-table';
import { sumFigures } from './property-figures';
import { canCreateProperties } from './property-permissions';
import { useAssetFilters } from './use-asset-filters';

const viewLabels: Record<AssetView, string> = { assets: 'Assets', markets: 'Markets', cities: 'Cities' };

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      className="m-4 border-solid"
      title="The properties could not be loaded."
      description="Please try again in a moment."
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    />
  );
}

/**
 * The Total row sums the rows on screen, so it is shown only when every match is on the page. Across
 * pages it would need the sums of all matches (the Markets tab's aggregate query), which costs the
 * server about as much as reading every building: the paging exists to avoid that.
 */
function tableTotals(items: PropertyListItem[] | undefined, total: number | undefined) {
  return items && total !== undefined && total > 1 && total === items.length ? sumFigures(items) : null;
}

/** The Assets screen (/portfolio and /properties). */
export function AssetsPage() {
  const { filters, view, page, setFilters, clearFilters, setView, setPage } = useAssetFilters();
  const list = usePropertiesPage(filters, page);
  const items = list.data?.items;
  const total = list.data?.total;
  const pages = pageCountOf(total ?? 0, assetsPageSize);
  const markets = usePropertyAggregates('market', filters, view === 'markets');
  const cities = usePropertyAggregates('city', filters, view === 'cities');
  const { data: user } = useCurrentUser();

  useLastPageWhenPastTheEnd(page, pages, !list.isPlaceholderData && total !== undefined, setPage);

  const totals = tableTotals(items, total);
  const noMatches = total === 0 && hasActiveFilters(filters);
  const emptyState = (
    <EmptyState
      icon={FilterX}
      className="m-4"
      title="No properties match your filters"
      description="Try a different keyword or fewer filters."
      action={
        <Button variant="outline" size="sm" onClick={clearFilters}>
          Clear All
        </Button>
      }
    />
  );

  const renderAggregates = (by: 'market' | 'city', query: typeof markets) => {
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    if (noMatches) return emptyState;
    return <AggregatesTable by={by} rows={query.data} isFetching={query.isPlaceholderData} />;
  };

  return (
    <PageContainer>
      <PageHeader
        title="Assets"
        description="Every building in the portfolio with its vacancy, availability, deals and upcoming roll."
      />
      <Card className="p-4 sm:p-5">
        <AssetsFilterBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      </Card>
      <Tabs value={view} onValueChange={(next) => setView(next as AssetView)} className="gap-3">
        <TabsList aria-label="Group properties by">
          {assetViews.map((value) => (
            <TabsTrigger key={value} value={value}>
              {viewLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <Card className="min-w-0 overflow-hidden">
          <TabsContent value="assets">
            {list.isError ? (
              <LoadError onRetry={() => void list.refetch()} />
            ) : noMatches ? (
              emptyState
            ) : (
              <AssetsTable
                items={items}
                firstRowNumber={(page - 1) * assetsPageSize + 1}
                totals={totals}
                isFetching={list.isPlaceholderData}
              />
            )}
          </TabsContent>
          <TabsContent value="markets">{renderAggregates('market', markets)}</TabsContent>
          <TabsContent value="cities">{renderAggregates('city', cities)}</TabsContent>
          <AssetsFooter
            // The Markets and Cities tabs sum every matching property; the Assets tab shows a page.
            shown={view === 'assets' ? items?.length : total}
            total={total}
            pager={
              view === 'assets' && total !== undefined
                ? { page, pageCount: pages, onPageChange: setPage }
                : null
            }
            exportHref={withFilters('/api/properties/export.csv', filters)}
            canCreate={canCreateProperties(user?.role)}
          />
        </Card>
      </Tabs>
    </PageContainer>
  );
}
