import type { RentRollPreview, RentRollResult } from '@common/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rentRollTemplateUrl = '/api/tenants/import-template.csv';

/** What importing `csv` would do, row by row; nothing is written. */
export function previewRentRoll(csv: string): Promise<RentRollPreview> {
  return api.post<RentRollPreview>('/api/tenants/import?dryRun=true', { csv });
}

/** Imports the whole file in one transaction, or nothing (400 with the rows) when any row has errors. */
export function importRentRoll(csv: string): Promise<RentRollResult> {
  return api.post<RentRollResult>('/api/tenants/import', { csv });
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
