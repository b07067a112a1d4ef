import { currentPasswordIncorrectMessage, leasingCommissionDefaultMessage } from '@common/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { renderRoute } from '@/test/render-route';
import { noOtherSessionsReason } from './sessions-section';

const profile = {
  username: 'demo',
  fullName: 'Demo User',
  email: 'demo@example.com',
  role: 'admin',
  avatar: null,
};
const session = {
  id: 'a'.repeat(64),
  createdAt: '2026-03-02T15:00:00.000Z',
  lastSeenAt: '2026-03-02T15:00:00.000Z',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
  ip: '10.0.0.8',
  current: true,
};
const team = [
  { id: 1, username: 'demo', fullName: 'Demo User', email: 'demo@example.com', role: 'admin', active: true },
];

function stubSettings(user = demoUser, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/settings/profile': () => Response.json({ ...profile, role: user.role }),
    'GET /api/settings/sessions': () => Response.json([session]),
    'GET /api/users/team': () => Response.json(team),
    'POST /api/settings/password': () =>
      Response.json(
        { message: currentPasswordIncorrectMessage, field: 'currentPassword', code: 'invalid_value' },
        { status: 400, statusText: 'Bad Request' },
      ),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'PUT /api/settings/leasing-commission': (request) => Response.json(request.body),
    'GET /api/settings/approval-gate': () => Response.json({ enabled: false }),
    'PUT /api/settings/approval-gate': (request) => Response.json(request.body),
    ...extra,
  });
}

/** A 400 whose body names the input at fault. */
const refusal = (message: string, field: string) =>
  Response.json({ message, field, code: 'validation' }, { status: 400 });

describe('/settings', () => {
  it('shows the profile with initials, this device and, for an admin, the team', async () => {
    stubSettings();
    renderRoute('/settings');
    const profileRegion = await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 });
    expect(await within(profileRegion).findByText('DU')).toBeInTheDocument();
    expect(within(profileRegion).getByLabelText(/Full name/)).toHaveValue('Demo User');
    const sessions = screen.getByRole('region', { name: 'Active sessions' });
    expect(await within(sessions).findByText('Safari on macOS')).toBeInTheDocument();
    expect(within(sessions).getByText('This device')).toBeInTheDocument();
    const signOutOthers = within(sessions).getByRole('button', { name: 'Sign out other sessions' });
    expect(signOutOthers).toBeDisabled();
    expect(await disabledReasonOf(signOutOthers)).toBe(noOtherSessionsReason);
    expect(await screen.findByRole('region', { name: 'Team' })).toBeInTheDocument();
  });

  it('hides the team and the lease economics from a non-admin and never asks for the team', async () => {
    const fetchMock = stubSettings({ ...demoUser, role: 'broker' });
    renderRoute('/settings');
    await screen.findByRole('region', { name: 'Active sessions' });
    expect(screen.queryByRole('region', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lease economics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proposal approvals' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/users/team'))).toBe(false);
  });

  it('lets an admin change the default leasing commission, refusing a value outside 0–100', async () => {
    const fetchMock = stubSettings();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Lease economics' }, { timeout: 5000 });
    const field = await within(region).findByLabelText(/Default leasing commission/);
    expect(field).toHaveValue(4.5);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '101');
    await user.click(within(region).getByRole('button', { name: 'Save default' }));
    expect(await within(region).findByText(leasingCommissionDefaultMessage)).toBeInTheDocument();
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '5.25');
    await user.click(within(region).getByRole('button', { name: 'Save default' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ defaultLeasingCommissionPct: 5.25 });
    await waitFor(() => expect(within(region).queryByText(leasingCommissionDefaultMessage)).toBeNull());
  });

  it('lets an admin require an approved proposal to move past LOI', async () => {
    const fetchMock = stubSettings();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Proposal approvals' }, { timeout: 5000 });
    const toggle = await within(region).findByRole('switch', {
      name: 'Require an approved proposal to move past LOI',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const puts = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/approval-gate'),
    );
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ enabled: true }]);
    expect(await screen.findByText('Approval required past LOI')).toBeInTheDocument();
  });

  it('shows the form’s rules and the server’s wrong-password message under the field', async () => {
    stubSettings();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Change password' });
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText(/Current password/), 'nope');
    await user.type(within(region).getByLabelText(/^New password/), 'short');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(within(region).getByLabelText(/^New password/));
    await user.type(within(region).getByLabelText(/^New password/), 'long-enough');
    await user.type(within(region).getByLabelText(/Confirm new password/), 'long-enough');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText(currentPasswordIncorrectMessage)).toBeInTheDocument();
  });

  it('shows a refused password change naming the new password under it, with no alert', async () => {
    const message = 'That password is on the list of common passwords';
    stubSettings(demoUser, { 'POST /api/settings/password': () => refusal(message, 'newPassword') });
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Change password' });
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText(/Current password/), 'demo1234');
    await user.type(within(region).getByLabelText(/^New password/), 'password1');
    await user.type(within(region).getByLabelText(/Confirm new password/), 'password1');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    const newPassword = within(region).getByLabelText(/^New password/);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(message));
    expect(newPassword).toHaveFocus();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('shows a refused profile naming the email under it, and a server failure in the alert', async () => {
    const message = 'That email belongs to another user';
    let answer = () => refusal(message, 'email');
    stubSettings(demoUser, { 'PATCH /api/settings/profile': () => answer() });
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Profile' });
    const user = userEvent.setup();
    const email = await within(region).findByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'dana@example.com');
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(region).queryByRole('alert')).toBeNull();

    answer = () => Response.json({ message: 'boom' }, { status: 500 });
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your profile could not be saved. Please try again.',
    );
  });
});
