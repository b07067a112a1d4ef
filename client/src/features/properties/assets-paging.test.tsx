import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { numberedBuildings, renderAssets, requestedPaths, stubPortfolioApi } from './test-fixtures';

/*
 * The Assets table pages on the server, 50 rows a page ('Showing n of m properties' and a pager under the
 * table). The fake API filters and pages like the real one.
 */

const pager = () => screen.getByRole('navigation', { name: 'Properties pages' });
const pagerButton = (name: 'Previous' | 'Next') => within(pager()).getByRole('button', { name });
const bodyRows = () =>
  within(screen.getByRole('tabpanel', { name: 'Assets' }))
    .getAllByRole('row')
    .slice(1);
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const firstCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;
const listRequests = (fetchMock: Parameters<typeof requestedPaths>[0]) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith('/api/properties?'));

describe('Assets table pages', () => {
  it('asks the server for the first 50 rows and counts every match in the footer', async () => {
    const { fetchMock } = stubPortfolioApi(numberedBuildings(1005));
    renderAssets('/properties');
    expect(await rowOf('Building 0050')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Building 0051' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 1,005 properties')).toBeVisible();
    expect(within(pager()).getByText('Page 1 of 21')).toBeVisible();
    expect(pagerButton('Previous')).toBeDisabled();
    expect(pagerButton('Next')).toBeEnabled();
    expect(listRequests(fetchMock)).toEqual(['/api/properties?limit=50']);
    // The whole portfolio is not read just to show a page.
    expect(requestedPaths(fetchMock)).not.toContain('/api/properties');
  });

  it('shows rows 51 on page 2, numbered on from page 1, and keeps the page in the URL', async () => {
    const { fetchMock } = stubPortfolioApi(numberedBuildings(120));
    const { router } = renderAssets('/portfolio');
    expect(firstCell(await rowOf('Building 0001'))).toBe('1');
    await userEvent.click(pagerButton('Next'));

    const row51 = await rowOf('Building 0051');
    expect(firstCell(row51)).toBe('51');
    expect(firstCell(await rowOf('Building 0100'))).toBe('100');
    expect(screen.queryByRole('link', { name: 'Building 0001' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listRequests(fetchMock)).toContain('/api/properties?limit=50&offset=50');
    expect(screen.getByText('Showing 50 of 120 properties')).toBeVisible();
    expect(within(pager()).getByText('Page 2 of 3')).toBeVisible();
    expect(pagerButton('Previous')).toBeEnabled();

    await userEvent.click(pagerButton('Previous'));
    expect(await rowOf('Building 0001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('disables Next on the last page, which holds the remaining rows', async () => {
    stubPortfolioApi(numberedBuildings(120));
    renderAssets('/portfolio?page=3');
    expect(firstCell(await rowOf('Building 0101'))).toBe('101');
    expect(bodyRows().filter((row) => row.closest('tbody'))).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 120 properties')).toBeVisible();
    expect(within(pager()).getByText('Page 3 of 3')).toBeVisible();
    expect(pagerButton('Next')).toBeDisabled();
    expect(pagerButton('Previous')).toBeEnabled();
  });

  it('keeps the previous rows on screen while the next page loads', async () => {
    const { release } = stubPortfolioApi(numberedBuildings(120), { holdOffset: 50 });
    renderAssets('/portfolio');
    await rowOf('Building 0001');
    await userEvent.click(pagerButton('Next'));
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 3')).toBeVisible());
    // Still page 1's rows, dimmed, rather than skeletons.
    expect(screen.getByRole('link', { name: 'Building 0001' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Assets' }).querySelector('table')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await rowOf('Building 0051')).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { fetchMock } = stubPortfolioApi(numberedBuildings(120));
    const { router } = renderAssets('/portfolio?page=3');
    await rowOf('Building 0101');
    await userEvent.type(screen.getByLabelText('Keyword'), 'building 00');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=building+00'));
    expect(firstCell(await rowOf('Building 0001'))).toBe('1');
    expect(listRequests(fetchMock)).toContain('/api/properties?keyword=building+00&limit=50');
    expect(screen.getByText('Showing 50 of 99 properties')).toBeVisible();
    expect(within(pager()).getByText('Page 1 of 2')).toBeVisible();
  });

  it('turns a page past the end into the last page', async () => {
    stubPortfolioApi(numberedBuildings(60));
    const { router } = renderAssets('/portfolio?page=9');
    expect(await rowOf('Building 0051')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager()).getByText('Page 2 of 2')).toBeVisible();
  });

  it('shows the Total row only when every match is on the page', async () => {
    stubPortfolioApi(numberedBuildings(60));
    renderAssets('/portfolio?keyword=building+000');
    // 'Building 0001'…'Building 0009': one page, summed (9 × 10,000 + 0 + 1 + … + 8 sf).
    const total = (await screen.findByRole('rowheader', { name: 'Total' })).closest('tr') as HTMLElement;
    expect(within(total).getByText('90,036 sf')).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Keyword'));
    expect(await screen.findByText('Showing 50 of 60 properties')).toBeVisible();
    // Page 1 of 2's own sum is not the total of the 60 matches.
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('reads the Asset Manager choices from the managers list, never the whole portfolio', async () => {
    const { fetchMock } = stubPortfolioApi(numberedBuildings(60));
    renderAssets('/portfolio');
    await rowOf('Building 0001');
    await userEvent.click(screen.getByRole('button', { name: /All Filters/ }));
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/users/asset-managers'));
    expect(requestedPaths(fetchMock)).not.toContain('/api/properties');
  });

  it('has one page, with both buttons disabled, when everything fits', async () => {
    stubPortfolioApi(numberedBuildings(3));
    renderAssets('/portfolio');
    await rowOf('Building 0003');
    expect(screen.getByText('Showing 3 of 3 properties')).toBeVisible();
    expect(within(pager()).getByText('Page 1 of 1')).toBeVisible();
    expect(pagerButton('Previous')).toBeDisabled();
    expect(pagerButton('Next')).toBeDisabled();
  });
});
