import type { NotificationList } from '@common/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/lib/notifications/query-keys';

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>('/api/notifications', { signal });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => getNotifications(signal) });

/** The signed-in user's notifications and unread count; read once, then again when the bell opens (no polling). */
export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

export const markNotificationRead = (id: number) => api.post<unknown>(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post<unknown>('/api/notifications/read-all');

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
