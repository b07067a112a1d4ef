import { FilterX, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/session/current-user';
import { useAssetManagers } from '@/lib/users/get-asset-managers';
import { AggregatesTable } from './aggregates-table';
import { usePortfolio, useProperties } from './api/get-properties';
import { usePropertyAggregates } from './api/get-property-aggregates';
import { type AssetView, assetViews, hasActiveFilters, withFilters } from './asset-filters';
import { AssetsFilterBar } from './assets-filter-bar';
import { AssetsFooter } from './assets-footer';
import { AssetsTable } from './assets-table';
import { managerOptions } from './manager-options';
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

/** The Assets screen (/portfolio and /properties, spec §2.11). */
export function AssetsPage() {
  const { filters, view, setFilters, clearFilters, setView } = useAssetFilters();
  const list = useProperties(filters);
  const portfolio = usePortfolio();
  const markets = usePropertyAggregates('market', filters, view === 'markets');
  const cities = usePropertyAggregates('city', filters, view === 'cities');
  const users = useAssetManagers();
  const { data: user } = useCurrentUser();

  const managers = managerOptions(users.data, portfolio.data?.items);
  const items = list.data?.items;
  const noMatches = items?.length === 0 && hasActiveFilters(filters);
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
        <AssetsFilterBar filters={filters} managers={managers} onChange={setFilters} onClear={clearFilters} />
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
              <AssetsTable items={items} isFetching={list.isPlaceholderData} />
            )}
          </TabsContent>
          <TabsContent value="markets">{renderAggregates('market', markets)}</TabsContent>
          <TabsContent value="cities">{renderAggregates('city', cities)}</TabsContent>
          <AssetsFooter
            shown={list.data?.total}
            total={portfolio.data?.total}
            exportHref={withFilters('/api/properties/export.csv', filters)}
            canCreate={canCreateProperties(user?.role)}
            managers={managers}
          />
        </Card>
      </Tabs>
    </PageContainer>
  );
}
