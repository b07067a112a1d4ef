import type { PropertyListResponse } from '@common/properties';
import type { TenantListResponse } from '@common/tenants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SearchSamples = { tenantName: string; buildingAddress: string };

/**
 * Spec §2.15 prefills both inputs with a sample; ours come from the portfolio (ARCHITECTURE decision
 * 4), so the sample search finds something. Either may be '' when the portfolio has none.
 */
export async function getSearchSamples(signal?: AbortSignal): Promise<SearchSamples> {
  const [tenants, properties] = await Promise.all([
    api.get<TenantListResponse>('/api/tenants?limit=1', { signal }).catch(() => null),
    api.get<PropertyListResponse>('/api/properties?limit=1', { signal }).catch(() => null),
  ]);
  return {
    tenantName: tenants?.items[0]?.name ?? '',
    buildingAddress: properties?.items[0]?.address ?? '',
  };
}

export function useSearchSamples() {
  return useQuery({
    queryKey: ['risk-demo', 'samples'],
    queryFn: ({ signal }) => getSearchSamples(signal),
  });
}
