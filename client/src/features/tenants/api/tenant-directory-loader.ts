import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { filtersFromSearchParams } from '../tenant-directory-filters';
import { getTenantIndustriesQueryOptions } from './get-tenant-industries';
import { getTenantCountQueryOptions, getTenantsInfiniteQueryOptions } from './get-tenants';

/**
 * The directory route's loader: starts the queries of its first screen (the cards of the URL's
 * filters, the tenant count, the industry tabs) while the screen's code is still loading, instead of
 * after its first render. What is cached already is not asked again; failures show on the screen,
 * whose own queries ask again.
 */
export function tenantDirectoryLoader({ request }: LoaderFunctionArgs): null {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  void queryClient.prefetchInfiniteQuery(getTenantsInfiniteQueryOptions(filters));
  void queryClient.prefetchQuery(getTenantCountQueryOptions());
  void queryClient.prefetchQuery(getTenantIndustriesQueryOptions());
  return null;
}
