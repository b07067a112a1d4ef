import type { CalendarFeedList, CreatedCalendarFeed } from '@common/calendar-feeds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const calendarFeedsQueryKey = ['settings', 'calendar-feeds'] as const;

/** The caller's live subscription URLs (never their tokens): their own, then admins' building ones. */
export function getCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeedList> {
  return api.get<CalendarFeedList>('/api/calendar-feeds', { signal });
}

export const getCalendarFeedsQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedsQueryKey, queryFn: ({ signal }) => getCalendarFeeds(signal) });

export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}

/** Makes a subscription URL (the caller's own, or a building's), revoking the one it replaces. */
export function createCalendarFeed(propertyId: number | null): Promise<CreatedCalendarFeed> {
  return api.post<CreatedCalendarFeed>('/api/calendar-feeds', propertyId === null ? {} : { propertyId });
}

export function revokeCalendarFeed(propertyId: number | null): Promise<void> {
  return api.delete<void>(`/api/calendar-feeds${propertyId === null ? '' : `?propertyId=${propertyId}`}`);
}

function useRefreshCalendarFeeds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey });
}

export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: useRefreshCalendarFeeds() });
}

export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: useRefreshCalendarFeeds() });
}
