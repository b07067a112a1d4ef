import type { CreatePropertyInput, PropertyListItem } from '@common/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertiesQueryKey } from './get-properties';

export function createProperty(input: CreatePropertyInput): Promise<PropertyListItem> {
  return api.post<PropertyListItem>('/api/properties', input);
}

/** Creates a building; the list, the totals and the aggregates refresh. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertiesQueryKey }),
  });
}
