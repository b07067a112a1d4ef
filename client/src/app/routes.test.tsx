import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const placeholders: [path: string, title: string][] = [
  ['/campaigns', 'Campaign Automation'],
  ['/ai-briefings', 'AI Briefings'],
  ['/space-planning', 'Space Planning'],
];

describe('route table', () => {
  it.each(placeholders)('%s shows the placeholder titled %s inside the shell', async (path, title) => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This feature is coming soon.')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe(`${title} · LeaseLens`));
  });

  it('shows the not-found screen inside the shell for any other path', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/portfolio/anything');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Portfolio & Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a signed-out visitor to /login with the page asked for as next', async () => {
    stubApi({ 'GET /api/user': signedOut });
    const { router } = renderRoute('/deals?stage=loi');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fdeals%3Fstage%3Dloi');
  });

  it('still shows the app, with the fallbacks, when the user call fails otherwise', async () => {
    stubApi({
      'GET /api/user': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderRoute('/tenants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant Directory' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('User')).toBeInTheDocument();
    expect(within(nav).getByText('Admin')).toBeInTheDocument();
  });
});
