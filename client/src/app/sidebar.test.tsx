import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/browser-navigation';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

// The shell is loaded lazily: its first import can take a few seconds on a busy machine.
const mainNav = () => screen.findByRole('navigation', { name: 'Main' }, { timeout: 5_000 });

describe('sidebar', () => {
  it('lists the eleven entries and marks the current one with aria-current', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/deals?stage=loi');
    const nav = await mainNav();
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .slice(0, 11);
    expect(entries).toEqual([
      'Dashboard',
      'Portfolio & Properties',
      'Tenant Directory',
      'Lease Documents',
      'Deals',
      'AI Opportunities',
      'Campaigns',
      'Stacking Plans',
      'Lease Comps',
      'Analytics',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Stacking Plans' })).toHaveAttribute(
      'href',
      '/stacking-plans',
    );
  });

  it("shows the user's name and role label, linking to /settings", async () => {
    stubApi({ 'GET /api/user': signedIn({ ...demoUser, fullName: 'Alex Morgan', role: 'asset_manager' }) });
    renderRoute('/tenants');
    const nav = await mainNav();
    const userLink = await within(nav).findByRole('link', { name: /Alex Morgan/ });
    expect(userLink).toHaveAttribute('href', '/settings');
    expect(within(userLink).getByText('Asset Manager')).toBeInTheDocument();
    expect(userLink.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
  });

  it('keeps a long name, a role and the entries reachable in full on hover where they are cut', async () => {
    const fullName = 'Maximiliana Alexandrova-Worthington de la Cruz';
    stubApi({ 'GET /api/user': signedIn({ ...demoUser, fullName, role: 'leasing' }) });
    renderRoute('/tenants');
    const nav = await mainNav();
    const userLink = await within(nav).findByRole('link', { name: new RegExp(fullName) });
    expect(within(userLink).getByText(fullName)).toHaveAttribute('title', fullName);
    expect(within(userLink).getByText('Leasing Associate')).toHaveAttribute('title', 'Leasing Associate');
    const entry = within(nav).getByRole('link', { name: 'Portfolio & Properties' });
    expect(within(entry).getByText('Portfolio & Properties')).toHaveAttribute(
      'title',
      'Portfolio & Properties',
    );
  });

  it("highlights the list's entry on a detail screen", async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/properties/3');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Portfolio & Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses, keeps the state in localStorage and restores it on the next load', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/user': signedIn() });
    const first = renderRoute('/tenants');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(await mainNav()).toHaveClass('w-16');
    first.unmount();

    renderRoute('/tenants');
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(await mainNav()).toHaveClass('w-16');
    // Collapsed, the entries keep their names for assistive technology.
    expect(within(await mainNav()).getByRole('link', { name: 'Tenant Directory' })).toBeInTheDocument();
    await user.click(expand);
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
    expect(await mainNav()).toHaveClass('w-48');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('signs out: ends the session and loads the sign-in screen', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
    const fetchMock = stubApi({
      'GET /api/user': signedIn(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderRoute('/tenants');
    await user.click(await within(await mainNav()).findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
