import type { PropertyListResponse } from '@common/properties';
import type { SpaceListResponse } from '@common/spaces';
import type { TenantListResponse } from '@common/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The Add Deal form's choices. Keys sit under each area's own root ('properties', 'tenants'…), so the
 * owning screens' invalidations refresh them, with a sub-key of their own so shapes never collide.
 */

export type NamedOption = { id: number; name: string };

export const propertyOptionsQuery = () =>
  queryOptions({
    queryKey: ['properties', 'deal-form-options'],
    queryFn: async ({ signal }): Promise<NamedOption[]> => {
      const { items } = await api.get<PropertyListResponse>('/api/properties', { signal });
      return items.map(({ id, name }) => ({ id, name }));
    },
  });

export const tenantOptionsQuery = () =>
  queryOptions({
    queryKey: ['tenants', 'deal-form-options'],
    queryFn: async ({ signal }): Promise<NamedOption[]> => {
      const { items } = await api.get<TenantListResponse>('/api/tenants', { signal });
      return items.map(({ id, name }) => ({ id, name }));
    },
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

export const usePropertyOptions = () => useQuery(propertyOptionsQuery());
export const useTenantOptions = () => useQuery(tenantOptionsQuery());
export const useLeadOptions = () => useQuery(leadOptionsQuery());
export const useSpaceOptions = (propertyId: number | null) =>
  useQuery({ ...spaceOptionsQuery(propertyId ?? 0), enabled: propertyId !== null });
