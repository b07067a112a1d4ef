import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { parseCsv } from '../common/src/csv';
import type { OptionListResponse } from '../common/src/options';
import { signIn } from './support';

/* Options & critical dates (/options). Every figure is read from the API for the same filters. */

async function apiOptions(page: Page, query = ''): Promise<OptionListResponse> {
  const response = await page.request.get(`/api/options?limit=100${query ? `&${query}` : ''}`);
  expect(response.ok(), query).toBe(true);
  return response.json();
}

const optionRows = (page: Page) => page.getByRole('table', { name: 'Options' }).locator('tbody tr');

/** The counters, 'n options found' and the first row show the API's answer for `query`. */
async function expectOptionsFor(page: Page, query: string) {
  const { items, total, counters } = await apiOptions(page, query);
  await expect(page.getByText(/^\d+ options? found$/)).toHaveText(
    `${total} ${total === 1 ? 'option' : 'options'} found`,
  );
  for (const [label, value] of [
    ['Renewals', counters.renewals],
    ['Terminations', counters.terminations],
    ['Expansions', counters.expansions],
    ['ROFO', counters.rofo],
    ['ROFR', counters.rofr],
  ] as const) {
    await expect(page.getByRole('listitem', { name: label, exact: true }), `${label} ${query}`).toContainText(
      String(value),
    );
  }
  if (items.length > 0) {
    await expect(optionRows(page).first()).toContainText(items[0]?.property.name ?? '');
    await expect(optionRows(page).first()).toContainText(items[0]?.optionType ?? '');
  }
  return total;
}

test.describe('Options', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the counters and the count follow the status and type filters', async ({ page }) => {
    await page.goto('/options');
    await expect(page.getByRole('heading', { level: 1, name: 'Options' })).toBeVisible();
    await expectOptionsFor(page, '');
    await expect(page.getByRole('button', { name: 'Clear (0)' })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Option Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect(page).toHaveURL(/status=all/);
    const all = await expectOptionsFor(page, 'status=all');
    expect(all).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Option Type' }).click();
    const checklist = page.getByRole('dialog', { name: 'Option types' });
    // The box follows the URL, so it turns checked once the filter is applied.
    await checklist.getByRole('checkbox', { name: 'Renewal', exact: true }).click();
    await expect(checklist.getByRole('checkbox', { name: 'Renewal', exact: true })).toBeChecked();
    await checklist.getByRole('checkbox', { name: 'ROFO', exact: true }).click();
    await expect(checklist.getByRole('checkbox', { name: 'ROFO', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Option Type' })).toHaveText('2 types');
    await expect(page).toHaveURL(/types=Renewal%2CROFO|types=Renewal,ROFO/);
    const some = await expectOptionsFor(page, 'status=all&types=Renewal,ROFO');
    expect(some).toBeLessThanOrEqual(all);
    await expect(page.getByRole('button', { name: 'Clear (2)' })).toBeEnabled();
  });

  test('the asset manager filter and Clear (n)', async ({ page }) => {
    const managers: { id: number; fullName: string }[] = await (
      await page.request.get('/api/users?role=asset_manager')
    ).json();
    const morgan = managers.find((manager) => manager.fullName === 'Alex Morgan');
    expect(morgan).toBeDefined();
    await page.goto('/options?status=all');
    await page.getByRole('combobox', { name: 'Asset Manager' }).click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await expect(page).toHaveURL(new RegExp(`assetManagerId=${morgan?.id}`));
    await expectOptionsFor(page, `status=all&assetManagerId=${morgan?.id}`);
    await page.getByRole('button', { name: 'Clear (2)' }).click();
    await expect(page).toHaveURL(/\/options$/);
    await expectOptionsFor(page, '');
  });

  test('Options and Assets offer the same managers: everyone who manages a building', async ({ page }) => {
    const response = await page.request.get('/api/users/asset-managers');
    expect(response.ok()).toBe(true);
    const managers: { id: number; fullName: string }[] = await response.json();
    const names = managers.map((manager) => manager.fullName);
    expect(names).toContain('Demo User');

    await page.goto('/options?status=all');
    await page.getByRole('combobox', { name: 'Asset Manager' }).click();
    await expect(page.getByRole('option')).toHaveText(['All Managers', ...names]);
    await page.getByRole('option', { name: 'Demo User' }).click();
    const demo = managers.find((manager) => manager.fullName === 'Demo User');
    await expect(page).toHaveURL(new RegExp(`assetManagerId=${demo?.id}`));
    expect(await expectOptionsFor(page, `status=all&assetManagerId=${demo?.id}`)).toBeGreaterThan(0);

    await page.goto('/portfolio');
    await page.getByRole('button', { name: 'All Filters' }).click();
    await page.getByRole('combobox', { name: 'Asset Manager' }).click();
    await expect(page.getByRole('option')).toHaveText(['All Managers', ...names]);
  });

  test('Export downloads the filtered options as CSV', async ({ page }) => {
    await page.goto('/options?status=all&types=ROFO');
    await expect(optionRows(page).first()).toBeVisible();
    const { total, items } = await apiOptions(page, 'status=all&types=ROFO');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('options-export.csv');
    const [header, ...rows] = parseCsv(
      readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, ''),
    );
    expect(header?.slice(0, 8)).toEqual([
      'Asset',
      'Suite',
      'Tenant',
      'Option Type',
      'Targets',
      'Notice Start',
      'Notice End',
      'Effective',
    ]);
    expect(rows.filter((row) => row.length > 1)).toHaveLength(total);
    for (const row of rows.filter((item) => item.length > 1)) expect(row[3]).toBe('ROFO');
    // Suite is the option's suite number, in the API's order; dates keep their four-digit year.
    expect(rows.filter((row) => row.length > 1).map((row) => row[1])).toEqual(
      items.map((item) => item.space?.suite ?? ''),
    );
    expect(rows.filter((row) => row.length > 1).map((row) => row[5])).toEqual(
      items.map((item) => item.noticeStart),
    );
  });

  test('Load more adds the next page of the same list, in order, until every option is shown', async ({
    page,
  }) => {
    // Options of this test's own, found by a word in their description no other test writes: other
    // workers add and delete options meanwhile, and the list must hold these alone. Their notice
    // windows open from ten days ago onwards, so some are active and some upcoming.
    const word = `loadmore${Date.now()}`;
    const count = 13;
    const { items: buildings } = await (await page.request.get('/api/properties')).json();
    const created: number[] = [];
    try {
      for (let index = 0; index < count; index++) {
        const start = addDays(new Date(), 3 * index - 10);
        const response = await page.request.post('/api/options', {
          data: {
            propertyId: buildings[0].id,
            optionType: 'ROFR',
            noticeStart: format(start, 'yyyy-MM-dd'),
            noticeEnd: format(addDays(start, 20), 'yyyy-MM-dd'),
            effectiveDate: format(addDays(start, 60), 'yyyy-MM-dd'),
            description: `${word} ${index}`,
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        created.push((await response.json()).id);
      }
      // The screen's calls are asked for pages of 5, so the real server pages what the real screen shows.
      const pageSize = 5;
      await page.route(/\/api\/options\?/, async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname !== '/api/options') return route.continue();
        url.searchParams.set('limit', String(pageSize));
        return route.continue({ url: url.toString() });
      });
      await page.goto(`/options?status=all&keyword=${word}`);
      await expect(page.getByText(`${count} options found`)).toBeVisible();
      await expect(page.getByText(`Showing ${pageSize} of ${count}`)).toBeVisible();
      await expect(optionRows(page)).toHaveCount(pageSize);

      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByText(`Showing ${2 * pageSize} of ${count}`)).toBeVisible();
      await expect(optionRows(page)).toHaveCount(2 * pageSize);
      // The second page follows the first: the rows are the API's first ten, in its order.
      const { items } = await apiOptions(page, `status=all&keyword=${word}`);
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(created);
      for (const [index, item] of items.slice(0, 2 * pageSize).entries()) {
        const [year, month, day] = item.noticeStart.split('-');
        await expect(optionRows(page).nth(index)).toContainText(`${month}/${day}/${year}`);
      }

      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByText(`Showing ${count} of ${count}`)).toBeVisible();
      await expect(optionRows(page)).toHaveCount(count);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      // A new filter starts again from the first page.
      await page.getByRole('combobox', { name: 'Option Status' }).click();
      await page.getByRole('option', { name: 'Upcoming' }).click();
      await expect(page).toHaveURL(/status=upcoming/);
      const upcoming = await apiOptions(page, `status=upcoming&keyword=${word}`);
      expect(upcoming.total).toBeGreaterThan(pageSize);
      await expect(page.getByText(`Showing ${pageSize} of ${upcoming.total}`)).toBeVisible();
      await expect(optionRows(page)).toHaveCount(pageSize);
    } finally {
      for (const option of created) await page.request.delete(`/api/options/${option}`);
    }
  });

  test('competing ROFOs over suite 860 are flagged as a conflict', async ({ page }) => {
    await page.goto('/options?status=all&types=ROFO');
    const rows = optionRows(page).filter({ hasText: 'Suite 860' });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const first = rows.first();
    await expect(first.getByText('Conflict', { exact: true })).toBeVisible();
    await first.getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByRole('list', { name: 'Conflicts' })).toContainText('over suite 860');
  });
});

test.describe('Critical date columns', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('days to deadline and owner columns, overdue rows marked in words, sorting by days to deadline', async ({
    page,
  }) => {
    await page.goto('/options?status=all');
    const table = page.getByRole('table', { name: 'Options' });
    await expect(table.getByRole('columnheader', { name: 'Days to Deadline' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Owner' })).toBeVisible();

    await table.getByRole('button', { name: 'Days to Deadline' }).click();
    await expect(page).toHaveURL(/sort=daysToDeadline/);
    await expect(table.getByRole('columnheader', { name: 'Days to Deadline' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await apiOptions(page, 'status=all&sort=daysToDeadline');
    const first = ascending.items[0]!;
    expect(first.daysToDeadline).toBeLessThan(0);
    expect(ascending.items.map((item) => item.daysToDeadline)).toEqual(
      [...ascending.items.map((item) => item.daysToDeadline)].sort((a, b) => a - b),
    );
    const firstRow = optionRows(page).first();
    await expect(firstRow).toHaveAttribute('data-option-id', String(first.id));
    await expect(firstRow.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(firstRow).toContainText(`${-first.daysToDeadline} days overdue`);
    if (first.ownerName) await expect(firstRow).toContainText(first.ownerName);

    await table.getByRole('button', { name: 'Days to Deadline' }).click();
    await expect(page).toHaveURL(/dir=desc/);
    const descending = await apiOptions(page, 'status=all&sort=daysToDeadline&dir=desc');
    await expect(optionRows(page).first()).toHaveAttribute('data-option-id', String(descending.items[0]!.id));
    await expect(optionRows(page).first().getByText('Overdue', { exact: true })).toHaveCount(0);

    // The order survives a reload: it is in the URL.
    await page.reload();
    await expect(optionRows(page).first()).toHaveAttribute('data-option-id', String(descending.items[0]!.id));
  });

  test('My dates keeps the options I own, in the URL', async ({ page }) => {
    await page.goto('/options?status=all');
    await page.getByRole('button', { name: 'My dates' }).click();
    await expect(page).toHaveURL(/mine=true/);
    await expect(page.getByRole('button', { name: 'My dates' })).toHaveAttribute('aria-pressed', 'true');
    const mine = await apiOptions(page, 'status=all&mine=true');
    const all = await apiOptions(page, 'status=all');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(new Set(mine.items.map((item) => item.ownerName))).toEqual(new Set(['Demo User']));
    await expect(page.getByText(/^\d+ options? found$/)).toHaveText(`${mine.total} options found`);
    await expect(optionRows(page).first()).toContainText('Demo User');
    await page.getByRole('button', { name: 'Clear (2)' }).click();
    await expect(page).toHaveURL(/\/options$/);
  });

  test('an owner set on the form shows in the list; admins can run the reminders now', async ({ page }) => {
    const { items } = await apiOptions(page, 'status=all&types=ROFO');
    const option = items[0]!;
    await page.goto(`/options?status=all&types=ROFO&option=${option.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Option' });
    await dialog.getByRole('combobox', { name: 'Owner' }).click();
    await page.getByRole('option', { name: 'Jordan Rivera' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`tr[data-option-id="${option.id}"]`)).toContainText('Jordan Rivera');

    const run = await page.request.post('/api/admin/reminders/run');
    expect(run.ok()).toBe(true);
    expect(await run.json()).toEqual({ created: expect.any(Number) });
  });

  test('fits a 390 px phone: the deadline column is reachable and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/options?status=all&sort=daysToDeadline');
    const header = page.getByRole('columnheader', { name: 'Days to Deadline' });
    await expect(header).toBeVisible();
    const box = await header.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const badge = optionRows(page).first().getByText('Overdue', { exact: true });
    await page.getByRole('table', { name: 'Options' }).scrollIntoViewIfNeeded();
    await expect(badge).toBeVisible();
    const badgeBox = await badge.boundingBox();
    // Without scrolling the table sideways, the badge is on screen next to the asset.
    expect((badgeBox?.x ?? 999) + (badgeBox?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/**
 * Opens the date picker named `label` and shows `day` (the picker opens on its value's month, today's or
 * its first day's); answers `day`'s button.
 */
async function dayIn(page: Page, label: string, day: Date) {
  const picker = page.getByRole('dialog', { name: 'Choose a date' });
  if (!(await picker.isVisible()))
    await page
      .getByRole('dialog', { name: /Option$/ })
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .click();
  const button = picker.getByRole('button', { name: format(day, 'EEEE, MMMM d, yyyy'), exact: true });
  for (let step = 0; step < 3 && !(await button.isVisible()); step += 1)
    await picker.getByRole('button', { name: 'Next month' }).click();
  return button;
}

/** Picks `day` in the date picker named `label`. */
async function pickDay(page: Page, label: string, day: Date) {
  await (await dayIn(page, label, day)).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
}

test.describe('Add and edit an option', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a notice window in the wrong order is refused; a valid option is added and edited', async ({
    page,
  }) => {
    const targets = `e2e targets ${Date.now()}`;
    const today = new Date();
    await page.goto('/options');
    await page.getByRole('button', { name: 'Add Option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Option' });
    await dialog.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: 'Downtown Tower' }).click();
    await dialog.getByRole('combobox', { name: 'Option Type' }).click();
    await page.getByRole('option', { name: 'Renewal', exact: true }).click();
    // Each picker offers only the days after the date before it, so the window is put in the wrong order
    // by picking its end first: the later start is still refused on saving.
    await pickDay(page, 'Notice End', addDays(today, 5));
    await pickDay(page, 'Notice Start', addDays(today, 10));
    await pickDay(page, 'Effective', addDays(today, 40));
    await dialog.getByLabel('Targets').fill(targets);
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await expect(dialog.getByText('Notice end must be after notice start')).toBeVisible();

    // Notice end must come after notice start: the start day itself cannot be picked.
    await expect(await dayIn(page, 'Notice End', addDays(today, 10))).toBeDisabled();
    await expect(await dayIn(page, 'Notice End', addDays(today, 11))).toBeEnabled();
    // The calendar fades out after Escape: wait until it is gone, or the next pick finds the old one.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
    await pickDay(page, 'Notice End', addDays(today, 20));
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/options?status=all&keyword=${encodeURIComponent(targets)}`);
    const row = optionRows(page).filter({ hasText: targets });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(format(addDays(today, 20), 'MM/dd/yyyy'));
    await expect(row).toContainText('Upcoming');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Option' });
    await expect(edit.getByLabel('Targets')).toHaveValue(targets);
    await edit.getByLabel('Targets').fill(`${targets} edited`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(optionRows(page).filter({ hasText: `${targets} edited` })).toHaveCount(1);
  });
});
