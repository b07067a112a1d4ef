import type { BackgroundJob, BackgroundJobListQuery, BackgroundJobListResponse } from '@common/jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BackgroundJobFilter = BackgroundJobListQuery['state'];

export const backgroundJobsQueryKey = ['settings', 'background-jobs'] as const;

export function getBackgroundJobs(state: BackgroundJobFilter, signal?: AbortSignal) {
  return api.get<BackgroundJobListResponse>(`/api/admin/jobs?state=${state}`, { signal });
}

export const getBackgroundJobsQueryOptions = (state: BackgroundJobFilter) =>
  queryOptions({
    queryKey: [...backgroundJobsQueryKey, state],
    queryFn: ({ signal }) => getBackgroundJobs(state, signal),
  });

/** Admins only: the server answers 403 to anyone else. */
export function useBackgroundJobs(state: BackgroundJobFilter) {
  return useQuery(getBackgroundJobsQueryOptions(state));
}

export function retryBackgroundJob(id: string): Promise<BackgroundJob> {
  return api.post<BackgroundJob>(`/api/admin/jobs/${id}/retry`);
}

export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryBackgroundJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backgroundJobsQueryKey }),
  });
}
