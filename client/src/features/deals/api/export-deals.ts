import { dealExportFileName } from '@common/opportunities';
import { ApiError } from '@/lib/api-client';
import { type DealFilters, withFilters } from '../deal-filters';

export const exportPath = (filters: DealFilters) => withFilters('/api/opportunities/export.csv', filters);

/**
 * Downloads the filtered deals as deals-export.csv and answers how many rows it holds (the server's
 * X-Total-Count; null when absent). The server streams the file; it is fetched (not linked) so a
 * failure can be told to the user instead of saving an error page.
 */
export async function exportDeals(filters: DealFilters): Promise<number | null> {
  const response = await fetch(exportPath(filters), {
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
