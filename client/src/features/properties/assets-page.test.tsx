import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { property, renderAssets, requestedPaths } from './test-fixtures';

const portfolio = [
  property(1, 'Angelview Medical Center', { assetClass: 'medical' }),
  property(2, 'Downtown Tower', { assetManager: { id: 1, fullName: 'Demo User' }, ownerName: null }),
];

/** The list answers `portfolio` whatever the filters (the tests check what is asked for). */
function stubAssetsApi(user = demoUser) {
  return stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/users': () => Response.json([{ id: 2, fullName: 'Alex Morgan', role: 'asset_manager' }]),
    'GET /api/users/asset-managers': () => Response.json([{ id: 1, fullName: 'Demo User' }]),
    'GET /api/properties': () => Response.json({ items: portfolio, total: portfolio.length }),
  });
}

describe('Assets screen', () => {
  it('lists the properties with their figures and the footer count', async () => {
    stubAssetsApi();
    renderAssets('/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Downtown Tower' });
    expect(link).toHaveAttribute('href', '/properties/2');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('50,000 sf')).toBeVisible();
    expect(within(row).getByText('10%')).toBeVisible();
    expect(within(row).getByText('Southwest')).toBeVisible();
    expect(within(row).getByText('—')).toBeVisible();
    expect(screen.getByText('Showing 2 of 2 properties')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  });

  it('opens a property when its row is clicked', async () => {
    stubAssetsApi();
    const { router } = renderAssets('/properties');
    const link = await screen.findByRole('link', { name: 'Angelview Medical Center' });
    await userEvent.click(within(link.closest('tr') as HTMLElement).getByText('Southwest'));
    expect(router.state.location.pathname).toBe('/properties/1');
  });

  it('sends the keyword to the server after typing stops and keeps it in the URL', async () => {
    const fetchMock = stubAssetsApi();
    const { router } = renderAssets('/portfolio');
    await screen.findByRole('link', { name: 'Downtown Tower' });
    await userEvent.type(screen.getByLabelText('Keyword'), 'tower');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tower'));
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('/api/properties?keyword=tower&limit=50'),
    );
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/properties?keyword=t'))).toEqual([
      '/api/properties?keyword=tower&limit=50',
    ]);
  });

  it('shows the empty state when the filters match nothing, and Clear All resets them', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/users': () => Response.json([]),
      'GET /api/properties': () => Response.json({ items: [], total: 0 }),
    });
    const { router } = renderAssets('/portfolio?assetClass=retail');
    expect(await screen.findByText('No properties match your filters')).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Clear All' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists the users who manage buildings, whatever their role, in the Asset Manager filter', async () => {
    stubAssetsApi();
    renderAssets('/portfolio?assetManagerId=1');
    const trigger = await screen.findByRole('combobox', { name: 'Asset Manager' });
    await waitFor(() => expect(trigger).toHaveTextContent('Demo User'));
    expect(screen.getByRole('button', { name: /All Filters/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Create to admins but not to brokers', async () => {
    stubAssetsApi({ ...demoUser, role: 'broker' });
    renderAssets('/portfolio');
    await screen.findByText('Showing 2 of 2 properties');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Subscriptions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('validates the Create form before sending anything', async () => {
    const fetchMock = stubAssetsApi();
    renderAssets('/portfolio');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create property' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create property' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Choose an asset class')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
