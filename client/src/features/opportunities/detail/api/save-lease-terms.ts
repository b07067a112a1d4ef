import type { LeaseTerms, LeaseTermsInput } from '@common/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey, leaseTermsQueryKey } from '@/lib/deals/query-keys';

export type SaveLeaseTermsInput = {
  id: number;
  /** Spec §4: create (POST) when the deal has no terms, update (PATCH) when it has. */
  exists: boolean;
  terms: LeaseTermsInput;
};

export function saveLeaseTerms({ id, exists, terms }: SaveLeaseTermsInput): Promise<LeaseTerms> {
  const path = `/api/opportunities/${id}/lease-terms`;
  return exists ? api.patch<LeaseTerms>(path, terms) : api.post<LeaseTerms>(path, terms);
}

/** Saves the proposal terms; the terms and the record (whose NER follows them) refetch. */
export function useSaveLeaseTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeaseTerms,
    onSuccess: async (_saved, { id }) => {
      await queryClient.invalidateQueries({ queryKey: leaseTermsQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: dealQueryKey(id), exact: true });
    },
  });
}
