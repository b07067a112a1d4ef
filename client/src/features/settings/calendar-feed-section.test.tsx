import type { CalendarFeed, CreatedCalendarFeed } from '@common/calendar-feeds';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUser, type StubRequest, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const url = (n: number) =>
  `http://localhost:3000/api/calendar-feeds/${String(n).repeat(43).slice(0, 43)}.ics`;

/** A tiny calendar-feeds server: live feeds by scope, each POST making a new URL. */
function stubFeeds(user = demoUser, initial: CalendarFeed[] = []) {
  let feeds = [...initial];
  let made = 0;
  const requests: StubRequest[] = [];
  const fetchMock = stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/settings/profile': () =>
      Response.json({
        username: user.username,
        fullName: user.fullName,
        email: 'x@example.com',
        role: user.role,
        avatar: null,
      }),
    'GET /api/settings/sessions': () => Response.json([]),
    'GET /api/users/team': () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: [
          { id: 2, name: 'Downtown Tower' },
          { id: 1, name: 'Angelview Medical Center' },
        ],
        total: 2,
      }),
    'GET /api/calendar-feeds': () => Response.json({ items: feeds }),
    'POST /api/calendar-feeds': (request) => {
      requests.push(request);
      const propertyId = (request.body as { propertyId?: number }).propertyId ?? null;
      const property =
        propertyId === null
          ? null
          : { id: propertyId, name: propertyId === 2 ? 'Downtown Tower' : 'Angelview Medical Center' };
      const created: CreatedCalendarFeed = {
        property,
        createdAt: '2026-03-02T15:00:00.000Z',
        url: url(++made),
      };
      feeds = [
        ...feeds.filter((feed) => feed.property?.id !== property?.id),
        { property, createdAt: created.createdAt },
      ];
      return Response.json(created, { status: 201 });
    },
    'DELETE /api/calendar-feeds': (request) => {
      requests.push(request);
      feeds = feeds.filter((feed) => feed.property !== null);
      return new Response(null, { status: 204 });
    },
  });
  return { fetchMock, requests };
}

const section = () => screen.findByRole('region', { name: 'Calendar subscription' });

describe('Settings › Calendar subscription', { timeout: 20_000 }, () => {
  it('creates the URL, shows it once with the help text, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    stubFeeds({ ...demoUser, role: 'broker' });
    renderRoute('/settings');
    const region = await section();
    expect(
      within(region).getByText(
        /Add this URL to Google Calendar, Outlook or Apple Calendar \('subscribe from URL'\)\./,
      ),
    ).toBeVisible();
    expect(within(region).queryByText('Building calendars')).not.toBeInTheDocument();
    await user.click(await within(region).findByRole('button', { name: 'Create subscription URL' }));
    const field = await within(region).findByLabelText('Subscription URL');
    expect(field).toHaveValue(url(1));
    expect(field).toHaveAccessibleDescription(/Copy this URL now: it is shown only once/);
    expect(await within(region).findByText(/subscription URL active since/)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url(1));
    expect(await screen.findByText('Subscription URL copied')).toBeVisible();
  });

  it('regenerates only after a confirmation that the old URL stops working, and revokes', async () => {
    const user = userEvent.setup();
    const { requests } = stubFeeds({ ...demoUser, role: 'leasing' }, [
      { property: null, createdAt: '2026-01-05T10:00:00.000Z' },
    ]);
    renderRoute('/settings');
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Regenerate URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the subscription URL?' });
    expect(dialog).toHaveTextContent('The current URL stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Regenerate URL' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate URL' }),
    );
    expect(await within(region).findByLabelText('Subscription URL')).toHaveValue(url(1));
    expect(requests.map((request) => [request.method, request.body])).toEqual([['POST', {}]]);

    await user.click(within(region).getByRole('button', { name: 'Revoke' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke the subscription URL?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke URL' }));
    expect(await within(region).findByRole('button', { name: 'Create subscription URL' })).toBeVisible();
    expect(within(region).queryByLabelText('Subscription URL')).not.toBeInTheDocument();
    expect(requests.at(-1)?.method).toBe('DELETE');
  });

  it("lets an admin pick a building and create that building's URL", async () => {
    const user = userEvent.setup();
    const { requests } = stubFeeds(demoUser);
    renderRoute('/settings');
    const region = await section();
    const buildings = await within(region).findByRole('region', { name: 'Building calendars' });
    await user.click(within(buildings).getByRole('combobox', { name: 'Building' }));
    await user.click(await screen.findByRole('option', { name: 'Downtown Tower' }));
    await user.click(await within(buildings).findByRole('button', { name: 'Create subscription URL' }));
    expect(await within(buildings).findByLabelText('Subscription URL for Downtown Tower')).toHaveValue(
      url(1),
    );
    expect(requests.map((request) => request.body)).toEqual([{ propertyId: 2 }]);
    await waitFor(() =>
      expect(
        within(buildings).getByRole('list', { name: 'Buildings with a subscription URL' }),
      ).toHaveTextContent('Downtown Tower'),
    );
  });
});
