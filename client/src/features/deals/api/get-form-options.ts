import type { PropertyDetail } from '@common/properties';
import type { SpaceListResponse } from '@common/spaces';
import type { TenantDetail, TenantListResponse } from '@common/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The Add Deal form's choices. Keys sit under each area's own root ('properties', 'tenants'…), so the
 * owning screens' invalidations refresh them, with a sub-key of their own so shapes never collide.
 * Tenants and properties are searched on the server, 20 at a time: a large portfolio's full lists
 * (10,000 tenants, 1,000 buildings) cost megabytes and seconds to render as select items.
 */

export type NamedOption = { id: number; name: string };
/** A searched choice: its name, and what tells like-named records apart. */
export type SearchedOption = NamedOption & { detail: string | null };

export const searchLimit = 20;

const named = ({ id, name }: NamedOption): NamedOption => ({ id, name });

function searchPath(path: string, textParam: string, text: string) {
  const query = new URLSearchParams({ limit: String(searchLimit) });
  if (text !== '') query.set(textParam, text);
  return `${path}?${query}`;
}

/** Tenants whose name or industry contains `text`, by name, with their industry; the first 20 for ''. */
export async function searchTenants(text: string, signal?: AbortSignal): Promise<SearchedOption[]> {
  const { items } = await api.get<TenantListResponse>(searchPath('/api/tenants', 'search', text), { signal });
  return items.map(({ id, name, industry }) => ({ id, name, detail: industry }));
}
export const tenantSearchKey = ['tenants', 'deal-form-options', 'search'] as const;

/** One tenant's name, for a tenant chosen before the form opened (/deals/new?tenantId=). */
export const tenantNameQuery = (id: number) =>
  queryOptions({
    queryKey: ['tenants', 'deal-form-options', 'name', id],
    queryFn: async ({ signal }) => named(await api.get<TenantDetail>(`/api/tenants/${id}`, { signal })),
  });

/** One property's name, for a property chosen before the form opened (/deals/new?propertyId=). */
export const propertyNameQuery = (id: number) =>
  queryOptions({
    queryKey: ['properties', 'deal-form-options', 'name', id],
    queryFn: async ({ signal }) => named(await api.get<PropertyDetail>(`/api/properties/${id}`, { signal })),
  });

export const leadOptionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'deal-form-options'],
    queryFn: async ({ signal }): Promise<NamedOption[]> => {
      const users = await api.get<{ id: number; fullName: string }[]>('/api/users', { signal });
      return users.map(({ id, fullName }) => ({ id, name: fullName }));
    },
  });

/** The property's suites on offer (vacant or coming up), for the optional Space select. */
export const spaceOptionsQuery = (propertyId: number) =>
  queryOptions({
    queryKey: ['spaces', 'deal-form-options', propertyId],
    queryFn: async ({ signal }): Promise<NamedOption[]> => {
      const { items } = await api.get<SpaceListResponse>(`/api/spaces?propertyId=${propertyId}`, { signal });
      return items.map((space) => ({
        id: space.id,
        name: `Suite ${space.suite} · Floor ${space.floorNumber} · ${space.rentableSf.toLocaleString('en-US')} sf`,
      }));
    },
  });

export const useTenantName = (id: number | null) =>
  useQuery({ ...tenantNameQuery(id ?? 0), enabled: id !== null });
export const usePropertyName = (id: number | null) =>
  useQuery({ ...propertyNameQuery(id ?? 0), enabled: id !== null });
export const useLeadOptions = () => useQuery(leadOptionsQuery());
export const useSpaceOptions = (propertyId: number | null) =>
  useQuery({ ...spaceOptionsQuery(propertyId ?? 0), enabled: propertyId !== null });
