import { dealExportFileName } from '@common/deal-export';
import { ApiError } from '@/lib/api-client';
import type { DealFilters } from '../deal-filters';
import type { DealSort } from '../deal-sort';
import { pipelineQuery } from '../pipeline-query';

/** What to export: the filtered deals, or exactly the selected ones (`ids`), in the list's order. */
export type DealExportRequest = { filters: DealFilters; sort: DealSort | null; ids?: readonly number[] };

export function exportPath({ filters, sort, ids }: DealExportRequest): string {
  const query = pipelineQuery(filters, sort);
  if (ids) {
    // The selection alone decides which deals; the sort keeps them in the order they are listed.
    for (const name of [...query.keys()]) if (name !== 'sort' && name !== 'dir') query.delete(name);
    query.set('ids', ids.join(','));
  }
  const search = query.toString();
  return search ? `/api/opportunities/export.csv?${search}` : '/api/opportunities/export.csv';
}

/**
 * Downloads deals as deals-export.csv and answers how many rows it holds (the server's
 * X-Total-Count; null when absent). The server streams the file; it is fetched (not linked) so a
 * failure can be told to the user instead of saving an error page.
 */
export async function exportDeals(request: DealExportRequest): Promise<number | null> {
  const response = await fetch(exportPath(request), {
    credentials: 'include',
    headers: { Accept: 'text/csv' },
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, body);
  }
  const header = response.headers.get('X-Total-Count');
  const count = header && /^\d+$/.test(header) ? Number(header) : null;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = dealExportFileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return count;
}
