import type { DailyDigestPreference } from '@common/digest';
import type { OutboxList, OutboxMail } from '@common/mail';
import type { Preferences } from '@common/preferences';
import type { MailStatus } from '@common/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The same cache entry every screen reading the user's preferences uses. */
export const preferencesQueryKey = ['user', 'preferences'] as const;

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api
    .get<{ preferences: Preferences }>('/api/user/preferences', { signal })
    .then((body) => body.preferences);
}

export function usePreferences() {
  return useQuery(
    queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) }),
  );
}

export function saveDailyDigest(dailyDigest: DailyDigestPreference): Promise<Preferences> {
  return api
    .put<{ preferences: Preferences }>('/api/user/preferences', { dailyDigest })
    .then((body) => body.preferences);
}

/** Saves the digest preference; the answer becomes the cached preferences. */
export function useSaveDailyDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyDigest,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}

export const outboxQueryKey = ['admin', 'outbox'] as const;

export function getOutbox(status: MailStatus | 'all', signal?: AbortSignal): Promise<OutboxList> {
  const query = status === 'all' ? '' : `?status=${status}`;
  return api.get<OutboxList>(`/api/admin/outbox${query}`, { signal });
}

/** Admins only: the newest mail of the outbox, of one status or all. */
export function useOutbox(status: MailStatus | 'all') {
  return useQuery(
    queryOptions({
      queryKey: [...outboxQueryKey, status],
      queryFn: ({ signal }) => getOutbox(status, signal),
    }),
  );
}

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: [...outboxQueryKey, 'mail', id],
    queryFn: ({ signal }) => api.get<OutboxMail>(`/api/admin/outbox/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useRefreshOutbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: outboxQueryKey });
}

export function useRetryMail() {
  return useMutation({
    mutationFn: (id: number) => api.post<OutboxMail>(`/api/admin/outbox/${id}/retry`),
    onSuccess: useRefreshOutbox(),
  });
}

export type SendMineResult = {
  to: string;
  subject: string;
  sent: number;
  failed: number;
  smtpConfigured: boolean;
};

/** Queues the signed-in admin's digest now and sends what is due (a test mail). */
export function useSendMyDigest() {
  return useMutation({
    mutationFn: () => api.post<SendMineResult>('/api/admin/digest/send-mine'),
    onSuccess: useRefreshOutbox(),
  });
}
