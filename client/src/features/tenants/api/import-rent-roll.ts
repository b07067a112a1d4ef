import { type RentRollPreview, type RentRollResult, rentRollContentType } from '@common/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rentRollTemplateUrl = '/api/tenants/import-template.csv';

// The file goes as its bytes, untouched: the server tells their encoding (UTF-8, Windows-1252…) from them.

/** What importing `file` would do, row by row, and the encoding it was read in; nothing is written. */
export function previewRentRoll(file: Blob): Promise<RentRollPreview> {
  return api.upload<RentRollPreview>('/api/tenants/import?dryRun=true', file, rentRollContentType);
}

/** Imports the whole file in one transaction, or nothing (400 with the rows) when any row has errors. */
export function importRentRoll(file: Blob): Promise<RentRollResult> {
  return api.upload<RentRollResult>('/api/tenants/import', file, rentRollContentType);
}

export function usePreviewRentRoll() {
  return useMutation({ mutationFn: previewRentRoll });
}

/**
 * Imports a rent roll. It adds tenants and leases, so occupancy, vacancy and lease figures on every
 * screen change too: the whole cache is invalidated (only what is on screen refetches now).
 */
export function useImportRentRoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRentRoll,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
