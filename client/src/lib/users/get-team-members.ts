import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TeamMemberOption = { id: number; fullName: string };

/** The active team, by name (GET /api/users): who can own an option's or a lease's dates, lead a deal or take its tasks. */
export function useTeamMembers() {
  return useQuery({
    queryKey: ['users', 'options'],
    queryFn: ({ signal }) => api.get<TeamMemberOption[]>('/api/users', { signal }),
  });
}
