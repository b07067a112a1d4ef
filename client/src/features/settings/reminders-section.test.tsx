import { defaultReminderRules } from '@common/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

function stubReminders(user = demoUser) {
  let saved: unknown = null;
  const fetchMock = stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/settings/profile': () =>
      Response.json({
        username: 'demo',
        fullName: 'Demo User',
        email: 'd@example.com',
        role: user.role,
        avatar: null,
      }),
    'GET /api/settings/sessions': () => Response.json([]),
    'GET /api/users/team': () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/settings/time-zone': () => Response.json({ timeZone: 'America/New_York', isDefault: false }),
    'GET /api/settings/reminder-rules': () => Response.json({ rules: defaultReminderRules }),
    'PUT /api/settings/reminder-rules': (request) => {
      saved = request.body;
      return Response.json(request.body);
    },
  });
  return { fetchMock, sent: () => saved };
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe('Settings: Reminders', { timeout: 20_000 }, () => {
  it('lets an admin add and remove a rule and saves the whole set', async () => {
    const { sent } = stubReminders();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Reminders' }, { timeout: 5000 });
    const starts = await within(region).findByRole('list', { name: 'Option notice window opens reminders' });
    expect(
      within(starts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['90 days before', '30 days before', '7 days before']);
    // Approvals count from their submission, not towards a date.
    expect(within(region).getByRole('list', { name: 'Approval waiting reminders' })).toHaveTextContent(
      'after 2 days',
    );
    const user = userEvent.setup();
    await user.click(
      within(region).getByRole('button', { name: 'Remove 90 days before (option notice window opens)' }),
    );
    await user.type(within(region).getByLabelText('Task due: reminder offset'), '3');
    await user.click(within(region).getByRole('button', { name: 'Add a task due reminder' }));
    await user.type(within(region).getByLabelText('Task due: reminder offset'), '3');
    await user.click(within(region).getByRole('button', { name: 'Add a task due reminder' }));
    expect(within(region).getByText('3 days before is already a rule')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(sent()).not.toBeNull());
    const rules = (sent() as { rules: { kind: string; offset: number }[] }).rules;
    expect(rules).toContainEqual({ kind: 'task_due', offset: 3, unit: 'days' });
    expect(rules).not.toContainEqual({ kind: 'option_notice_start', offset: 90, unit: 'days' });
    expect(rules).toHaveLength(defaultReminderRules.length);
    expect(await screen.findByRole('region', { name: 'Time zone' })).toBeInTheDocument();
  });

  it('shows the rules read-only to everyone else, and no time zone field', async () => {
    stubReminders({ ...demoUser, role: 'broker' });
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Reminders' }, { timeout: 5000 });
    expect(await within(region).findByText('12 months before')).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Save reminders' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Time zone' })).toBeNull();
  });
});
