import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

describe('home screen', () => {
  it('greets the user, without the sidebar or the top bar', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Afternoon, Demo User' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("falls back to 'there' when the user has no name", async () => {
    stubApi({ 'GET /api/user': signedIn({ ...demoUser, fullName: null }) });
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Afternoon, there' })).toBeVisible();
  });

  it('links the Resources tiles to their screens, in order', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Resources' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/tenants',
      '/portfolio',
      '/deals',
      '/opportunities',
      '/leases',
      '/training',
      '/options',
      '/stacking-plan',
      '/properties',
      '/lease-comps',
      '/campaigns',
      '/settings',
      '/listings-search',
    ]);
    expect(within(section).getByRole('link', { name: 'Tenant Database Search' })).toHaveAccessibleDescription(
      'Search the tenant and building database',
    );
  });

  it("shows one 'Customize Resources' toast however often Customize is pressed", async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Customize Resources');
    expect(toast).toHaveTextContent('coming soon');
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(
      screen.getAllByRole('status').filter((el) => el.textContent?.includes('Customize Resources')),
    ).toHaveLength(1);
  });
});
