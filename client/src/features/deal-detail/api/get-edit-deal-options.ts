import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The Edit Deal form's choices. Keys sit under each area's own root so the owning screens'
 * invalidations refresh them, with a sub-key of their own so shapes never collide. Properties are
 * searched on the server (lib/properties/search-properties).
 */

export type NamedOption = { id: number; name: string };

export const leadOptionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'deal-edit-options'],
    queryFn: async ({ signal }): Promise<NamedOption[]> => {
      const users = await api.get<{ id: number; fullName: string }[]>('/api/users', { signal });
      return users.map(({ id, fullName }) => ({ id, name: fullName }));
    },
  });

export const useLeadOptions = (enabled = true) => useQuery({ ...leadOptionsQuery(), enabled });
