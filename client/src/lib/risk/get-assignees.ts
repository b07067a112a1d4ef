import type { Assignee } from '@common/risk';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assigneesQueryKey } from './query-keys';

/** People an action plan can be assigned to: the real users (GET /api/users). */
export function useAssignees() {
  return useQuery({
    queryKey: assigneesQueryKey,
    queryFn: ({ signal }) => api.get<Assignee[]>('/api/users', { signal }),
  });
}
