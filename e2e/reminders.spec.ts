import { expect, test } from '@playwright/test';
import type { ReminderRule } from '../common/src/reminders';
import { signIn } from './support';

/*
 * A reminder from rule to notification: an admin adds a rule in Settings, the reminder job runs (as
 * its schedule would), the option's owner sees the notification and it opens the option.
 */

const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

test('an admin adds a reminder rule; the owner is notified when the job runs, and the notification opens the option', async ({
  page,
}) => {
  await signIn(page);
  const { user: me } = await (await page.request.get('/api/user')).json();
  const { rules: savedRules } = (await (await page.request.get('/api/settings/reminder-rules')).json()) as {
    rules: ReminderRule[];
  };
  const property = (await (await page.request.get('/api/properties?limit=1')).json()).items[0];
  // Its notice window closes in 45 days: no default rule fires on that day.
  const created = await page.request.post('/api/options', {
    data: {
      propertyId: property.id,
      optionType: 'Expansion',
      noticeStart: isoDay(20),
      noticeEnd: isoDay(45),
      effectiveDate: isoDay(60),
      description: 'e2e reminder option',
      ownerId: me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const option = (await created.json()) as { id: number };
  try {
    await page.goto('/settings');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders
      .getByRole('spinbutton', { name: 'Option notice window closes: reminder offset' })
      .fill('45');
    await reminders.getByRole('button', { name: 'Add a option notice window closes reminder' }).click();
    await expect(
      reminders.getByRole('list', { name: 'Option notice window closes reminders' }),
    ).toContainText('45 days');
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await expect
      .poll(async () => {
        const { rules } = await (await page.request.get('/api/settings/reminder-rules')).json();
        return rules.some((rule: ReminderRule) => rule.kind === 'option_notice_end' && rule.offset === 45);
      })
      .toBe(true);

    // The scheduled job's run, now.
    const run = await page.request.post('/api/admin/reminders/run');
    expect(run.ok()).toBe(true);
    expect((await run.json()).created).toBeGreaterThanOrEqual(1);

    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const title = /^Unread: Expansion notice window closes in 45 days/;
    await page
      .getByRole('list', { name: 'Notification list' })
      .getByRole('button', { name: title })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/options\\?.*option=${option.id}`));
    const dialog = page.getByRole('dialog', { name: 'Edit Option' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('e2e reminder option');
  } finally {
    await page.request.put('/api/settings/reminder-rules', { data: { rules: savedRules }, timeout: 5000 });
    await page.request.delete(`/api/options/${option.id}`, { timeout: 5000 });
  }
});
