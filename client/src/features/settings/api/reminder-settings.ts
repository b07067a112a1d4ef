import type { ReminderRules, TimeZoneSetting } from '@common/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reminderRulesQueryKey = ['settings', 'reminder-rules'] as const;
export const timeZoneQueryKey = ['settings', 'time-zone'] as const;

/** The reminder rules (everyone reads them; admins change them). */
export function useReminderRules() {
  return useQuery({
    queryKey: reminderRulesQueryKey,
    queryFn: ({ signal }) => api.get<ReminderRules>('/api/settings/reminder-rules', { signal }),
  });
}

/** Replaces the whole set (admins only); the stored set replaces the cached one. */
export function useSaveReminderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderRules) => api.put<ReminderRules>('/api/settings/reminder-rules', input),
    onSuccess: (saved) => queryClient.setQueryData(reminderRulesQueryKey, saved),
  });
}

/** The organisation's time zone, and whether it is still the server's default. */
export function useTimeZoneSetting() {
  return useQuery({
    queryKey: timeZoneQueryKey,
    queryFn: ({ signal }) => api.get<TimeZoneSetting>('/api/settings/time-zone', { signal }),
  });
}

/** Admins only. Every list's "today" follows the zone, so everything cached is read again. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api.put<TimeZoneSetting>('/api/settings/time-zone', { timeZone }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneQueryKey, saved);
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
    },
  });
}
