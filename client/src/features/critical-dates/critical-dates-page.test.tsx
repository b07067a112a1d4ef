import type { CriticalDate, CriticalDatesResponse } from '@common/options';
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

function stubCalendar(items: CriticalDate[] = entries) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({ items: [tower, { id: 1, name: 'Angelview Medical Center' }], total: 2 }),
    'GET /api/critical-dates': () =>
      Response.json({ month: '2026-03', property: tower, items } satisfies CriticalDatesResponse),
  });
}

const calendarCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/critical-dates');

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
    stubCalendar([...entries, ...busy]);
    const user = userEvent.setup();
    renderRoute('/critical-dates?building=2&month=2026-03');
    const grid = await screen.findByRole('table', { name: 'March 2026 calendar' });
    const cell = within(grid).getByRole('cell', { name: 'Mar 10, 2026' });
    expect(await within(cell).findAllByRole('link')).toHaveLength(2);
    expect(within(cell).getByRole('link', { name: /Acme/ })).toBeVisible();
    expect(within(cell).queryByRole('link', { name: /Cedar/ })).not.toBeInTheDocument();
    // A day that fits shows everything and no '+N more'.
    expect(within(within(grid).getByRole('cell', { name: 'Mar 2, 2026' })).queryByRole('button')).toBeNull();

    const more = within(cell).getByRole('button', { name: '+3 more on Mar 10, 2026' });
    expect(more).toHaveTextContent('+3 more');
    more.focus();
    await user.keyboard('{Enter}');
    const day = await screen.findByRole('dialog', { name: 'Mar 10, 2026' });
    expect(
      within(day)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(busy.map((item) => `/options?status=all&option=${item.target.id}`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
  });
});
