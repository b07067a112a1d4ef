import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealDocumentsQueryKey } from '@/lib/deals/query-keys';

export type DeleteDealDocumentInput = { dealId: number; documentId: number };

export function deleteDealDocument({ documentId }: DeleteDealDocumentInput): Promise<void> {
  return api.delete<void>(`/api/documents/${documentId}`);
}

export function useDeleteDealDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDealDocument,
    onSuccess: (_result, { dealId }) =>
      queryClient.invalidateQueries({ queryKey: dealDocumentsQueryKey(dealId) }),
  });
}
