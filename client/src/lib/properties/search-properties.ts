import type { PropertyListResponse } from '@common/properties';
import type { SearchOption } from '@/components/ui/search-combobox';
import { api } from '@/lib/api-client';

/** Properties a search picker lists at a time. */
export const propertySearchLimit = 20;

/**
 * Properties matching the keyword, by name, with their address as the option's second line (a large
 * portfolio has many like-named buildings); the first 20 for ''. For a SearchCombobox, asked on the
 * server 20 at a time: the full list of a 1,000-building portfolio costs 0.4 MB and its render.
 */
export async function searchProperties(text: string, signal?: AbortSignal): Promise<SearchOption[]> {
  const query = new URLSearchParams({ limit: String(propertySearchLimit) });
  if (text !== '') query.set('keyword', text);
  const { items } = await api.get<PropertyListResponse>(`/api/properties?${query}`, { signal });
  return items.map(({ id, name, address, city, state }) => ({
    id,
    name,
    detail: `${address}, ${city}, ${state}`,
  }));
}

/** The picker's cache key, under 'properties' so that area's invalidations refresh it. */
export const propertySearchKey = ['properties', 'search'] as const;
