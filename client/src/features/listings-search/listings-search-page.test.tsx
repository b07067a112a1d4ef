import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const findBox = () =>
  screen.findByRole('searchbox', { name: 'Search tenants and buildings' }, { timeout: 5000 });

describe('Tenant Database Search', () => {
  it('lists tenants and buildings, each linking to its page', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/listings/search': () =>
        Response.json({
          success: true,
          data: [
            {
              type: 'building',
              id: 2,
              name: 'Downtown Tower',
              subtitle: 'Chicago, IL',
              link: '/properties/2',
            },
            {
              type: 'tenant',
              id: 35,
              name: 'Bright Smile Orthodontics',
              subtitle: 'Dental',
              link: '/tenants/35',
            },
          ],
        }),
    });
    renderRoute('/listings-search');
    await user.type(await findBox(), 'do');
    expect(await screen.findByRole('link', { name: /Downtown Tower/ })).toHaveAttribute(
      'href',
      '/properties/2',
    );
    expect(screen.getByRole('link', { name: /Bright Smile Orthodontics/ })).toHaveAttribute(
      'href',
      '/tenants/35',
    );
    expect(screen.getByRole('heading', { name: 'Tenants (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Buildings (1)' })).toBeVisible();
  });

  it('asks for 2 characters only after the user has typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/listings-search');
    const box = await findBox();
    expect(screen.queryByText('Search query must be at least 2 characters')).not.toBeInTheDocument();
    await user.type(box, 'd');
    expect(screen.getByText('Search query must be at least 2 characters')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/listings'))).toBe(false);
  });

  it('says when nothing matches', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/listings/search': () => Response.json({ success: true, data: [] }),
    });
    renderRoute('/listings-search?q=zzzz');
    expect(await screen.findByText('No results for "zzzz"', {}, { timeout: 5000 })).toBeVisible();
  });

  it('shows the unavailable card when the provider fails', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/listings/search': () =>
        Response.json({ success: false, message: 'Unable to perform search at this time' }, { status: 502 }),
    });
    renderRoute('/listings-search?q=downtown');
    expect(
      await screen.findByText('Unable to perform search at this time', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText("We're unable to retrieve this information at the moment. Please try again later."),
    ).toBeVisible();
  });
});
