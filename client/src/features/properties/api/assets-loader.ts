import type { LoaderFunctionArgs } from 'react-router';
import { pageFromSearchParams } from '@/lib/paging';
import { queryClient } from '@/lib/query-client';
import { getAssetManagersQueryOptions } from '@/lib/users/get-asset-managers';
import { filtersFromSearchParams } from '../asset-filters';
import { getPropertiesPageQueryOptions } from './get-properties';

/**
 * The Assets route's loader: starts fetching the table's page for the URL's filters (and the asset
 * managers of the filter bar) while the screen's code is still loading, instead of after its first
 * render. What is cached already is not asked again; failures show on the screen, whose own queries
 * ask again.
 */
export function assetsLoader({ request }: LoaderFunctionArgs): null {
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(
    getPropertiesPageQueryOptions(filtersFromSearchParams(params), pageFromSearchParams(params)),
  );
  void queryClient.prefetchQuery(getAssetManagersQueryOptions());
  return null;
}
