import type { LeaseTerms, LeaseTermsInput } from '@common/lease-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export type SaveLeaseTermsInput = {
  id: number;
  /** Create (POST) when the deal has no terms, update (PATCH) when it has. */
  exists: boolean;
  terms: LeaseTermsInput;
};

export function saveLeaseTerms({ id, exists, terms }: SaveLeaseTermsInput): Promise<LeaseTerms> {
  const path = `/api/opportunities/${id}/lease-terms`;
  return exists ? api.patch<LeaseTerms>(path, terms) : api.post<LeaseTerms>(path, terms);
}

/**
 * Saves the deal's lease terms; then every deal query refetches: the terms, the deal (its history and
 * Create Lease read them) and the pipeline, whose NER follows them.
 */
export function useSaveLeaseTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeaseTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
