import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userOptionsQueryKey } from './query-keys';

export type UserOption = { id: number; fullName: string };

/** People a task can be assigned to (GET /api/users). */
export function useUserOptions() {
  return useQuery({
    queryKey: userOptionsQueryKey,
    queryFn: ({ signal }) => api.get<UserOption[]>('/api/users', { signal }),
  });
}
