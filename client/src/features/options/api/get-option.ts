import type { OptionItem } from '@common/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { optionsQueryKey } from './get-options';

export function getOption(id: number, signal?: AbortSignal): Promise<OptionItem> {
  return api.get<OptionItem>(`/api/options/${id}`, { signal });
}

export const getOptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOption(id, signal),
  });

/** One option (the edit dialog); disabled without an id. */
export function useOption(id: number | null) {
  return useQuery({ ...getOptionQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
