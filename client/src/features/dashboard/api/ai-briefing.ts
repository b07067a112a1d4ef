import type { Briefing } from '@common/ai-briefing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const briefingQueryKey = ['ai-briefing'] as const;

/** GET /api/ai-briefing: the latest briefing (the server generates one on the first call). */
export function getBriefing(signal?: AbortSignal): Promise<Briefing> {
  return api.get<Briefing>('/api/ai-briefing', { signal });
}

export const briefingQueryOptions = () =>
  queryOptions({ queryKey: briefingQueryKey, queryFn: ({ signal }) => getBriefing(signal) });

export function useBriefing() {
  return useQuery(briefingQueryOptions());
}

export const generateBriefing = () => api.post<Briefing>('/api/ai-briefing/generate');

/** On success the briefing is refetched (the response itself is not used). */
export function useGenerateBriefing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBriefing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefingQueryKey }),
  });
}

export const dismissBriefingItem = (key: string) =>
  api.post<Briefing>(`/api/ai-briefing/items/${encodeURIComponent(key)}/dismiss`);

/** Hides an item in this briefing; the card reads the briefing again. */
export function useDismissBriefingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissBriefingItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefingQueryKey }),
  });
}
