import type { CriticalDate, CriticalDatesDayResponse, CriticalDatesResponse } from '@common/options';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
});

const tower = { id: 2, name: 'Downtown Tower' };

const entries: CriticalDate[] = [
  {
    date: '2026-03-31',
    kind: 'lease-expiration',
    title: 'Cobalt Software — Suite 540 lease expires',
    property: tower,
    tenant: { id: 5, name: 'Cobalt Software' },
    suite: '540',
    target: { type: 'lease', id: 12 },
    optionType: null,
  },
  {
    date: '2026-03-02',
    kind: 'notice-start',
    title: 'Sterling Mutual — ROFO notice window opens',
    property: tower,
    tenant: { id: 6, name: 'Sterling Mutual' },
    suite: '860',
    target: { type: 'option', id: 44 },
    optionType: 'ROFO',
  },
];

/** The month answer of `items` (in the API's order): each day's total and its first two entries. */
function monthAnswer(items: CriticalDate[]): CriticalDatesResponse {
  const days = new Map<string, CriticalDate[]>();
  for (const item of items.toSorted((a, b) => a.date.localeCompare(b.date))) {
    days.set(item.date, [...(days.get(item.date) ?? []), item]);
  }
  return {
    month: '2026-03',
    property: tower,
    items: [...days.values()].flatMap((day) => day.slice(0, 2)),
    days: [...days].map(([date, day]) => ({ date, total: day.length })),
  };
}

/**
 * The calendar's API over `items`: the month folded as the server folds it, and each day's pages as
 * asked (`day`, `offset`, `limit`). `dayGate`, when given, holds every day answer until it resolves.
 */
function stubCalendar(items: CriticalDate[] = entries, dayGate?: Promise<void>) {
  const fetchMock = stubApi({
    'GET /api/user': signedIn(),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({ items: [tower, { id: 1, name: 'Angelview Medical Center' }], total: 2 }),
    'GET /api/critical-dates': () => Response.json(monthAnswer(items)),
    'GET /api/critical-dates/day': async () => {
      const query = dayCalls(fetchMock).at(-1)!.searchParams;
      await dayGate;
      const day = query.get('day') ?? '';
      const offset = Number(query.get('offset') ?? 0);
      const onDay = items.filter((item) => item.date === day);
      return Response.json({
        day,
        total: onDay.length,
        items: onDay.slice(offset, offset + Number(query.get('limit'))),
      } satisfies CriticalDatesDayResponse);
    },
  });
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

const dayCalls = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, '/api/critical-dates/day');

/** `count` option dates on one day, named so they sort in the order made. */
function busyDay(date: string, count: number): CriticalDate[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `Tenant ${String(index + 1).padStart(3, '0')}`;
    return {
      date,
      kind: 'notice-end',
      title: `${name} — Renewal notice window closes`,
      property: tower,
      tenant: { id: 100 + index, name },
      suite: String(100 + index),
      target: { type: 'option', id: 600 + index },
      optionType: 'Renewal',
    };
  });
}

const calendarCalls = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, '/api/critical-dates');

describe('Critical Dates calendar', { timeout: 20_000 }, () => {
  it("shows the building's month with each entry on its day, linking to its lease or option", async () => {
    const fetchMock = stubCalendar();
    renderRoute('/critical-dates?building=2&month=2026-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Critical Dates' })).toBeVisible();
    const grid = await screen.findByRole('table', { name: 'March 2026 calendar' });
    const cell = (name: string) => within(grid).getByRole('cell', { name });
    const lease = await within(cell('Mar 31, 2026')).findByRole('link', { name: /Suite 540 lease expires/ });
    expect(lease).toHaveAttribute('href', '/leases?leaseId=12');
    expect(lease).toHaveAttribute('data-kind', 'lease-expiration');
    expect(
      within(cell('Mar 2, 2026')).getByRole('link', { name: /ROFO notice window opens/ }),
    ).toHaveAttribute('href', '/options?status=all&option=44');
    expect(within(cell('Mar 1, 2026')).queryAllByRole('link')).toHaveLength(0);
    expect(Object.fromEntries(calendarCalls(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
      month: '2026-03',
      propertyId: '2',
    });
    expect(screen.getByRole('link', { name: 'Export .ics' })).toHaveAttribute(
      'href',
      '/api/critical-dates/export.ics?propertyId=2',
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const label of [
      'Lease expiration',
      'Notice window opens',
      'Notice window closes',
      'Option effective',
    ])
      expect(within(legend).getByText(label)).toBeVisible();
    // The phone agenda lists the same month, day by day.
    const agenda = screen.getByRole('region', { name: 'March 2026 agenda' });
    expect(
      within(agenda)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual(['Mar 2, 2026', 'Mar 31, 2026']);
  });

  it('moves between months in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCalendar();
    const { router } = renderRoute('/critical-dates?month=2026-12');
    await screen.findByRole('table', { name: 'December 2026 calendar' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'January 2027 calendar' })).toBeVisible();
    expect(router.state.location.search).toBe('?month=2027-01');
    await waitFor(() =>
      expect(Object.fromEntries(calendarCalls(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
        month: '2027-01',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export .ics' })).toHaveAttribute(
      'href',
      '/api/critical-dates/export.ics',
    );
  });

  it('folds a busy day into its first entries and "+N more", which opens the whole day from the keyboard', async () => {
    const busy: CriticalDate[] = ['Acme', 'Birch', 'Cedar', 'Delta', 'Elm'].map((name, index) => ({
      date: '2026-03-10',
      kind: 'notice-end',
      title: `${name} — Renewal notice window closes`,
      property: tower,
      tenant: { id: 20 + index, name },
      suite: String(100 + index),
      target: { type: 'option', id: 60 + index },
      optionType: 'Renewal',
    }));
    const fetchMock = stubCalendar([...entries, ...busy]);
    const user = userEvent.setup();
    renderRoute('/critical-dates?building=2&month=2026-03');
    const grid = await screen.findByRole('table', { name: 'March 2026 calendar' });
    const cell = within(grid).getByRole('cell', { name: 'Mar 10, 2026' });
    expect(await within(cell).findAllByRole('link')).toHaveLength(2);
    expect(within(cell).getByRole('link', { name: /Acme/ })).toBeVisible();
    expect(within(cell).queryByRole('link', { name: /Cedar/ })).not.toBeInTheDocument();
    // A day that fits shows everything and no '+N more'.
    expect(within(within(grid).getByRole('cell', { name: 'Mar 2, 2026' })).queryByRole('button')).toBeNull();
    // The month gives the first entries; the rest of a day is read when it is opened.
    expect(dayCalls(fetchMock)).toHaveLength(0);

    const more = within(cell).getByRole('button', { name: '+3 more on Mar 10, 2026' });
    expect(more).toHaveTextContent('+3 more');
    more.focus();
    await user.keyboard('{Enter}');
    const day = await screen.findByRole('dialog', { name: 'Mar 10, 2026' });
    await waitFor(() =>
      expect(
        within(day)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(busy.map((item) => `/options?status=all&option=${item.target.id}`)),
    );
    expect(Object.fromEntries(dayCalls(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
      day: '2026-03-10',
      propertyId: '2',
      limit: '50',
    });
    expect(within(day).queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
  });

  it("counts '+N more' from the day's total, and the popover reads the day while showing its first entries", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = busyDay('2026-03-10', 57);
    const fetchMock = stubCalendar([...entries, ...busy], gate);
    const user = userEvent.setup();
    renderRoute('/critical-dates?building=2&month=2026-03');
    const grid = await screen.findByRole('table', { name: 'March 2026 calendar' });
    const cell = within(grid).getByRole('cell', { name: 'Mar 10, 2026' });
    // The month answer carries two entries of the day and its total of 57.
    await user.click(await within(cell).findByRole('button', { name: '+55 more on Mar 10, 2026' }));
    const day = await screen.findByRole('dialog', { name: 'Mar 10, 2026' });
    expect(within(day).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(day).getAllByRole('link')).toHaveLength(2);
    release();
    await waitFor(() => expect(within(day).getAllByRole('link')).toHaveLength(50));
    expect(within(day).queryByRole('status')).toBeNull();

    await user.click(within(day).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(day).getAllByRole('link')).toHaveLength(57));
    expect(
      within(day)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(busy.map((item) => `/options?status=all&option=${item.target.id}`));
    expect(dayCalls(fetchMock).map((url) => url.searchParams.get('offset'))).toEqual([null, '50']);
    expect(within(day).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows each agenda day\'s first entries and "Show N more", which loads the rest of the day', async () => {
    const busy = busyDay('2026-03-10', 57);
    const fetchMock = stubCalendar([...entries, ...busy]);
    const user = userEvent.setup();
    renderRoute('/critical-dates?building=2&month=2026-03');
    const agenda = await screen.findByRole('region', { name: 'March 2026 agenda' });
    const item = await waitFor(() => {
      const found = agenda.querySelector<HTMLElement>('[data-day="2026-03-10"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(item).getAllByRole('link')).toHaveLength(2);
    // A day that fits has no button.
    const fits = agenda.querySelector<HTMLElement>('[data-day="2026-03-02"]')!;
    expect(within(fits).queryByRole('button')).toBeNull();

    const showMore = within(item).getByRole('button', { name: 'Show 55 more on Mar 10, 2026' });
    expect(showMore).toHaveTextContent(/^Show 55 more/);
    await user.click(showMore);
    await waitFor(() => expect(within(item).getAllByRole('link')).toHaveLength(50));
    await user.click(within(item).getByRole('button', { name: 'Show 7 more on Mar 10, 2026' }));
    await waitFor(() => expect(within(item).getAllByRole('link')).toHaveLength(57));
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(busy.map((entry) => `/options?status=all&option=${entry.target.id}`));
    expect(within(item).queryByRole('button')).toBeNull();
    expect(dayCalls(fetchMock).map((url) => url.searchParams.get('offset'))).toEqual([null, '50']);
  });
});
