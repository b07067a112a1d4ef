import type { OutboxList } from '@common/mail';
import { defaultPreferences } from '@common/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { hourLabel } from './digest-section';

const outbox: OutboxList = {
  smtpConfigured: false,
  limit: 200,
  items: [
    {
      id: 7,
      kind: 'digest',
      status: 'failed',
      toAddress: 'amorgan@example.com',
      subject: 'LeaseLens daily digest — Nov 25, 2026: 3 critical dates',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
      createdAt: '2026-11-25T15:00:00.000Z',
      nextAttemptAt: '2026-11-25T17:00:00.000Z',
      sentAt: null,
    },
  ],
};

function stubSettings(user = demoUser) {
  return stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/settings/profile': () =>
      Response.json({
        username: user.username,
        fullName: user.fullName,
        email: 'demo@example.com',
        role: user.role,
        avatar: null,
      }),
    'GET /api/settings/sessions': () => Response.json([]),
    'GET /api/users/team': () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/user/preferences': () => Response.json({ preferences: defaultPreferences }),
    'PUT /api/user/preferences': ({ body }) =>
      Response.json({ preferences: { ...defaultPreferences, ...(body as object) } }),
    'GET /api/admin/outbox': () => Response.json(outbox),
    'GET /api/admin/outbox/7': () =>
      Response.json({ ...outbox.items[0], textBody: 'Hello Alex Morgan,\n\nCRITICAL DATES' }),
    'POST /api/admin/outbox/7/retry': () =>
      Response.json({ ...outbox.items[0], status: 'pending', attempts: 0, textBody: '' }),
  });
}

const writes = (fetchMock: ReturnType<typeof stubSettings>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : undefined]);

describe('Settings → Daily digest', () => {
  it('is off by default and turned on for the chosen hour through the preferences', async () => {
    const fetchMock = stubSettings({ ...demoUser, role: 'broker' });
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Daily digest' }, { timeout: 5000 });
    expect(within(region).getByText(/Days with nothing to report send no email/)).toBeInTheDocument();
    const toggle = await within(region).findByRole('switch', { name: 'Email me a daily digest' });
    expect(toggle).not.toBeChecked();
    expect(within(region).getByRole('combobox', { name: 'Send at' })).toBeDisabled();
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(writes(fetchMock, 'PUT')).toEqual([
        ['/api/user/preferences', { dailyDigest: { enabled: true, hour: 7 } }],
      ]),
    );
    expect(await within(region).findByRole('switch', { name: 'Email me a daily digest' })).toBeChecked();
  });

  it('names hours on a 12-hour clock', () => {
    expect([0, 7, 12, 23].map(hourLabel)).toEqual(['12:00 AM', '7:00 AM', '12:00 PM', '11:00 PM']);
  });
});

describe('Settings → Outbox', () => {
  it('shows admins the mail kept without SMTP, its text part, and retries a failed one', async () => {
    const fetchMock = stubSettings();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Outbox' }, { timeout: 5000 });
    expect(
      await within(region).findByText(/No SMTP server configured: mail is kept here/),
    ).toBeInTheDocument();
    expect(within(region).getByText('Failed')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: /LeaseLens daily digest/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/CRITICAL DATES/)).toBeInTheDocument();
    expect(within(dialog).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(writes(fetchMock, 'POST')).toEqual([['/api/admin/outbox/7/retry', undefined]]),
    );
  });

  it('is not shown to other roles, who never ask for it', async () => {
    const fetchMock = stubSettings({ ...demoUser, role: 'asset_manager' });
    renderRoute('/settings');
    await screen.findByRole('region', { name: 'Daily digest' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/outbox'))).toBe(false);
  });
});
