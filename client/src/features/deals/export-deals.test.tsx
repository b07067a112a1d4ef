import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { pipelineApi, requestedPaths, sampleDeals } from './test-fixtures';

/** Catches the download the button starts (jsdom cannot save files). */
function watchDownloads() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:deals', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const exportButton = async () => {
  const button = await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('Export CSV', { timeout: 20_000 }, () => {
  it('downloads the filtered deals (every stage filtered on) from the server as deals-export.csv', async () => {
    const downloads = watchDownloads();
    const fetchMock = stubApi(
      pipelineApi(sampleDeals, {
        'GET /api/opportunities/export.csv': () =>
          new Response('Tenant,Size (sqft)\nAcme,1\n', {
            headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '1' },
          }),
      }),
    );
    renderRoute('/deals?stage=loi,idle&view=board');
    await userEvent.click(await exportButton());
    expect(await screen.findByText('Export successful')).toBeVisible();
    expect(screen.getByText('1 deal exported to CSV')).toBeVisible();
    expect(downloads).toEqual(['deals-export.csv']);
    expect(requestedPaths(fetchMock)).toContain('/api/opportunities/export.csv?stage=loi%2Cidle');
  });

  it('says the export failed when the server fails', async () => {
    const downloads = watchDownloads();
    stubApi(
      pipelineApi(sampleDeals, {
        'GET /api/opportunities/export.csv': () =>
          new Response('', { status: 500, statusText: 'Server Error' }),
      }),
    );
    renderRoute('/deals');
    await userEvent.click(await exportButton());
    expect(await screen.findByText('Export failed')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    expect(downloads).toEqual([]);
  });

  it('downloads nothing when no deal matches', async () => {
    const downloads = watchDownloads();
    const fetchMock = stubApi(pipelineApi([]));
    renderRoute('/deals?keyword=nothing');
    await userEvent.click(await exportButton());
    expect(await screen.findByText('No deals to export')).toBeVisible();
    expect(screen.getByText('There are no deals available to export')).toBeVisible();
    expect(downloads).toEqual([]);
    expect(requestedPaths(fetchMock).some((path) => path.includes('export.csv'))).toBe(false);
  });
});
