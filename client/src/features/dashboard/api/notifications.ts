import type { NotificationList } from '@common/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/lib/notifications/query-keys';

/** The user's notifications, under the bell's cache key so both show the same list. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => api.get<NotificationList>('/api/notifications', { signal }),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
