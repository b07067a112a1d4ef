import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

describe('available-spaces embed', () => {
  it('says the listings site is not configured and links to /spaces', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/listings/embed': () => Response.json({ success: true, data: { url: null } }),
    });
    renderRoute('/available-spaces');
    expect(await screen.findByText('Listings site not configured')).toBeVisible();
    expect(screen.getByText(/An administrator can set/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Available Spaces' })).toHaveAttribute('href', '/spaces');
  });

  it('frames the configured site in its sandbox and follows its navigate messages', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/listings/embed': () =>
        Response.json({ success: true, data: { url: 'https://listings.example.com/map' } }),
    });
    const { router } = renderRoute('/available-spaces');
    const frame = (await screen.findByTitle('Available spaces listings')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', 'https://listings.example.com/map');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-modals',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation',
    ]);

    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source: frame.contentWindow }));
      });
    await post('https://evil.example.com', { type: 'navigate', to: 'property', id: 3 });
    expect(router.state.location.pathname).toBe('/available-spaces');
    await post('https://listings.example.com', { type: 'navigate', to: 'space', id: 42 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/spaces/42'));
  });
});
