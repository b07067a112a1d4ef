import type { DealDocument } from '@common/deal-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealDocumentsQueryKey } from '@/lib/deals/query-keys';

export type UploadDealDocumentInput = { id: number; file: File; contentType: string };

/** The file's bytes are the body; its name travels in the query string. */
export function uploadDealDocument({
  id,
  file,
  contentType,
}: UploadDealDocumentInput): Promise<DealDocument> {
  return api.upload<DealDocument>(
    `/api/opportunities/${id}/documents?name=${encodeURIComponent(file.name)}`,
    file,
    contentType,
  );
}

export function useUploadDealDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDealDocument,
    onSuccess: (_document, { id }) => queryClient.invalidateQueries({ queryKey: dealDocumentsQueryKey(id) }),
  });
}
