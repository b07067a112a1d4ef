import type { AnalysisJob } from '@common/ai-opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiOpportunitiesQueryKey } from './query-keys';

/** How often a running analysis is asked for its state. */
export const analysisPollMs = 1000;

export const isFinished = (job: Pick<AnalysisJob, 'status'> | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

export function getAnalysisJob(id: number, signal?: AbortSignal): Promise<AnalysisJob> {
  return api.get<AnalysisJob>(`/api/ai-opportunities/jobs/${id}`, { signal });
}

/**
 * The one query of the app that polls (data lists never poll; they refetch after a change): a queued
 * analysis is asked for its state every second until it is done or failed.
 */
export const getAnalysisJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...aiOpportunitiesQueryKey, 'job', id],
    queryFn: ({ signal }) => getAnalysisJob(id, signal),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : analysisPollMs),
  });

export function useAnalysisJob(id: number | null) {
  return useQuery({ ...getAnalysisJobQueryOptions(id ?? 0), enabled: id !== null });
}
