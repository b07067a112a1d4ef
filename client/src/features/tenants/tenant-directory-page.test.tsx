import type { TenantListItem } from '@common/tenants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const tenant = (id: number, name: string, industry: string | null): TenantListItem => ({
  id,
  name,
  industry,
  contactName: 'Dana Lee',
  contactEmail: `dana@${id}.example.com`,
  contactPhone: '(512) 555-0100',
  activeLeases: 1,
  totalSf: 4200,
});

const list =
  (items: TenantListItem[], total = items.length) =>
  () =>
    Response.json({ items, total });

describe('Tenant Directory', () => {
  it('shows the title, the count, one tab per industry and one card per tenant', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list(
        [tenant(1, 'Bright Smile Orthodontics', 'Dental'), tenant(2, 'Ferro Labs', null)],
        2,
      ),
      'GET /api/tenants/industries': () => Response.json(['Dental', 'Law']),
    });
    renderRoute('/tenants');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tenant Directory' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('2 Tenants across your portfolio')).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Industries' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All Industries', 'Dental', 'Law']);
    const card = await screen.findByRole('article', { name: 'Bright Smile Orthodontics' });
    expect(within(card).getByText('Dental')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'dana@1.example.com' })).toHaveAttribute(
      'href',
      'mailto:dana@1.example.com',
    );
    expect(within(card).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    expect(within(card).getByRole('link', { name: 'Leases' })).toHaveAttribute('href', '/leases?tenant=1');
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/tenants/1');
    expect(screen.getByText('Showing 2 of 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows six skeleton cards while the tenants load', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': () => new Promise<Response>(() => {}),
      'GET /api/tenants/industries': () => Response.json([]),
    });
    renderRoute('/tenants');
    const loading = await screen.findByRole('status', { name: 'Loading tenants' });
    expect(within(loading).getAllByTestId('tenant-card-skeleton')).toHaveLength(6);
  });

  it('offers "Load more" when the portfolio has more tenants than one page', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list([tenant(1, 'Alpha', 'Law')], 130),
      'GET /api/tenants/industries': () => Response.json(['Law']),
    });
    renderRoute('/tenants');
    expect(await screen.findByText('Showing 1 of 130')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows "No tenants found" with the search term when the search matches nothing', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list([]),
      'GET /api/tenants/industries': () => Response.json(['Law']),
    });
    renderRoute('/tenants?search=zzz');
    expect(await screen.findByText('No tenants found')).toBeVisible();
    expect(screen.getByText('No tenants match "zzz"')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue('zzz');
  });

  it('says the industry has no tenants on an empty tab', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list([]),
      'GET /api/tenants/industries': () => Response.json(['Law']),
    });
    renderRoute('/tenants?industry=Law');
    expect(await screen.findByText('No tenants in the Law industry')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Law' })).toHaveAttribute('aria-selected', 'true');
  });

  it('invites adding the first tenant when there are none', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list([]),
      'GET /api/tenants/industries': () => Response.json([]),
    });
    renderRoute('/tenants');
    expect(
      await screen.findByText("You don't have any tenants yet. Add your first tenant or upload a rent roll."),
    ).toBeVisible();
  });

  it('writes the search and the tab to the URL', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants': list([tenant(1, 'Alpha', 'Law')]),
      'GET /api/tenants/industries': () => Response.json(['Law']),
    });
    const { router } = renderRoute('/tenants');
    await user.type(await screen.findByRole('searchbox', { name: 'Search tenants' }), 'alp');
    await waitFor(() => expect(router.state.location.search).toBe('?search=alp'));
    await user.click(screen.getByRole('tab', { name: 'Law' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=alp&industry=Law'));
  });
});
