import type { DealDocumentListItem } from '@common/deal-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealDocumentsQueryKey } from '@/lib/deals/query-keys';

export function getDealDocuments(id: number, signal?: AbortSignal): Promise<DealDocumentListItem[]> {
  return api.get<DealDocumentListItem[]>(`/api/opportunities/${id}/documents`, { signal });
}

export const getDealDocumentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dealDocumentsQueryKey(id),
    queryFn: ({ signal }) => getDealDocuments(id, signal),
  });

/** The files attached to a deal, newest first. */
export function useDealDocuments(id: number) {
  return useQuery(getDealDocumentsQueryOptions(id));
}

/** Where the browser downloads a document (the server sends it as an attachment). */
export const documentDownloadUrl = (documentId: number) => `/api/documents/${documentId}/download`;
