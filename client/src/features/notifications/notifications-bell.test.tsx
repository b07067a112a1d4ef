import type { Notification, NotificationList } from '@common/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubRequest, signedIn, stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { renderRoute } from '@/test/render-route';
import { allReadReason } from './notifications-bell';

const mention: Notification = {
  id: 5,
  kind: 'mention',
  title: 'Demo User mentioned you',
  body: 'Tour booked, @jrivera please send the floor plan.',
  link: '/deals/12?tab=discussion#comment-40',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
};
const older: Notification = {
  ...mention,
  id: 4,
  title: 'Task assigned to you',
  body: null,
  link: null,
  readAt: '2025-09-01T10:00:00.000Z',
  createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
};

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  ).length;

function renderWith(list: () => NotificationList, extra: Record<string, (r: StubRequest) => Response> = {}) {
  const fetchMock = stubApi({
    'GET /api/user': signedIn(),
    'GET /api/notifications': () => Response.json(list()),
    ...extra,
  });
  const user = userEvent.setup();
  const view = renderRoute('/settings');
  return { fetchMock, user, ...view };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ }, { timeout: 5000 });

describe('notifications bell', () => {
  it('shows the unread count on the bell', async () => {
    renderWith(() => ({ items: [mention, older], unread: 1 }));
    const button = await bell();
    await waitFor(() => expect(within(button).getByText('1')).toBeVisible());
    // The name holds the count the badge shows.
    expect(button).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('reads the list again when opened and shows title, body, age and unread styling', async () => {
    const { fetchMock, user } = renderWith(() => ({ items: [mention, older], unread: 1 }));
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(calls(fetchMock, 'GET', '/api/notifications')).toBeGreaterThanOrEqual(2);
    const unread = within(list).getByRole('button', { name: 'Unread: Demo User mentioned you' });
    expect(unread).toHaveTextContent('Tour booked, @jrivera please send the floor plan.');
    expect(unread).toHaveTextContent('5 minutes ago');
    expect(within(list).getByRole('button', { name: 'Task assigned to you' })).toHaveTextContent(
      '3 days ago',
    );
  });

  it('marks a notification read and opens its link', async () => {
    let items = [mention];
    const { fetchMock, user, router } = renderWith(() => ({ items, unread: items[0]?.readAt ? 0 : 1 }), {
      'POST /api/notifications/5/read': () => {
        items = [{ ...mention, readAt: new Date().toISOString() }];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: 'Unread: Demo User mentioned you' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/12'));
    expect(router.state.location.search).toBe('?tab=discussion');
    expect(router.state.location.hash).toBe('#comment-40');
    expect(calls(fetchMock, 'POST', '/api/notifications/5/read')).toBe(1);
    await waitFor(async () => expect(within(await bell()).queryByText('1')).not.toBeInTheDocument());
  });

  it("marks all as read with 'Mark all as read'", async () => {
    let unread = 1;
    const { fetchMock, user } = renderWith(() => ({ items: [mention], unread }), {
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls(fetchMock, 'POST', '/api/notifications/read-all')).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(await disabledReasonOf(screen.getByRole('button', { name: 'Mark all as read' }))).toBe(
      allReadReason,
    );
  });

  it("says 'No notifications' when there are none", async () => {
    const { user } = renderWith(() => ({ items: [], unread: 0 }));
    await user.click(await bell());
    expect(await screen.findByText('No notifications')).toBeVisible();
  });
});
