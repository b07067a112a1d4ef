import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { CriticalDatesDayResponse, CriticalDatesResponse } from '../common/src/options';
import type { PropertyListResponse } from '../common/src/properties';
import type { PlacedLease } from '../common/src/spaces';
import { signIn } from './support';

/* The critical-dates calendar (/critical-dates): the month is taken from a seeded lease in the API. */

async function propertyId(page: Page, name: string): Promise<number> {
  const { items }: PropertyListResponse = await (await page.request.get('/api/properties')).json();
  const property = items.find((item) => item.name === name);
  expect(property, name).toBeDefined();
  return property?.id ?? 0;
}

/**
 * An entry's link in the month grid: in its day's cell, or — when the day holds more than fit — in the
 * day's '+N more' popover, opened here.
 */
async function entryLink(page: Page, day: string, href: string) {
  const cell = page.locator(`td[data-day="${day}"]`);
  await expect(cell.getByRole('link').first()).toBeVisible();
  const inCell = cell.locator(`a[href="${href}"]`);
  if ((await inCell.count()) > 0) return inCell.first();
  await cell.getByRole('button', { name: / more on / }).click();
  return page.getByRole('dialog').locator(`a[href="${href}"]`).first();
}

/** Options of one building whose notice windows all open on `day`; returns their ids. */
async function addOptionsOpeningOn(
  page: Page,
  property: number,
  day: string,
  count: number,
): Promise<number[]> {
  const created: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await page.request.post('/api/options', {
      data: {
        propertyId: property,
        optionType: 'Renewal',
        noticeStart: day,
        noticeEnd: `${day.slice(0, 4)}-12-20`,
        effectiveDate: `${day.slice(0, 4)}-12-30`,
        description: `e2e busy day ${index}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()).id);
  }
  return created;
}

/** Every entry of one day of one building, read through the day's pages. */
async function wholeDay(page: Page, property: number, day: string): Promise<CriticalDatesDayResponse> {
  const response = await page.request.get(
    `/api/critical-dates/day?day=${day}&propertyId=${property}&limit=500`,
  );
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('Critical dates calendar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("View Calendar opens the building's month; a lease expiration links to its lease", async ({
    page,
  }) => {
    const id = await propertyId(page, 'Downtown Tower');
    const leases: PlacedLease[] = await (await page.request.get(`/api/properties/${id}/leases`)).json();
    const lease = leases.find((item) => item.status === 'active');
    expect(lease).toBeDefined();
    const month = lease?.endDate.slice(0, 7) ?? '';

    await page.goto(`/properties/${id}`);
    await page.getByRole('link', { name: 'View Calendar' }).click();
    await expect(page).toHaveURL(new RegExp(`/critical-dates\\?building=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Critical Dates' })).toBeVisible();

    await page.goto(`/critical-dates?building=${id}&month=${month}`);
    const { items } = await wholeDay(page, id, lease?.endDate ?? '');
    const entry = items.find((item) => item.target.type === 'lease' && item.target.id === lease?.id);
    expect(entry, `${lease?.id} ${month}`).toBeDefined();
    const link = await entryLink(page, entry?.date ?? '', `/leases?leaseId=${lease?.id}`);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('data-kind', 'lease-expiration');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/leases\\?leaseId=${lease?.id}$`));
    await expect(page.getByRole('dialog')).toContainText(lease?.tenant.name ?? '');
  });

  test('an option date links to the option, and Export .ics downloads a calendar', async ({ page }) => {
    const id = await propertyId(page, 'Downtown Tower');
    const { items } = await (
      await page.request.get(`/api/options?status=all&propertyId=${id}&limit=1`)
    ).json();
    const option = items[0] as { id: number; noticeStart: string };
    expect(option).toBeDefined();
    await page.goto(`/critical-dates?building=${id}&month=${option.noticeStart.slice(0, 7)}`);
    const link = await entryLink(page, option.noticeStart, `/options?status=all&option=${option.id}`);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Edit Option' })).toBeVisible();

    await page.goto(`/critical-dates?building=${id}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export .ics' }).click();
    const download = await downloadPromise;
    expect(readFileSync((await download.path()) ?? '', 'utf8').startsWith('BEGIN:VCALENDAR')).toBe(true);
  });

  test('on a phone the month is an agenda list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await propertyId(page, 'Downtown Tower');
    const leases: PlacedLease[] = await (await page.request.get(`/api/properties/${id}/leases`)).json();
    const lease = leases.find((item) => item.status === 'active');
    await page.goto(`/critical-dates?building=${id}&month=${lease?.endDate.slice(0, 7)}`);
    await expect(page.getByRole('table', { name: /calendar$/ })).toBeHidden();
    const agenda = page.getByRole('region', { name: /agenda$/ });
    await expect(agenda.locator(`a[href="/leases?leaseId=${lease?.id}"]`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a day with more dates than fit shows "+N more", which opens the whole day', async ({ page }) => {
    const id = await propertyId(page, 'Downtown Tower');
    // Four options whose notice windows all open on one day, far from the seeded dates.
    const day = '2031-07-15';
    const created: number[] = [];
    try {
      created.push(...(await addOptionsOpeningOn(page, id, day, 4)));
      const api: CriticalDatesResponse = await (
        await page.request.get(`/api/critical-dates?propertyId=${id}&month=2031-07`)
      ).json();
      // The month carries the day's total and only the entries a day cell shows.
      const total = api.days.find((entry) => entry.date === day)?.total ?? 0;
      expect(total).toBeGreaterThanOrEqual(4);
      expect(api.items.filter((item) => item.date === day)).toHaveLength(2);
      const { items } = await wholeDay(page, id, day);
      expect(items).toHaveLength(total);

      await page.goto(`/critical-dates?building=${id}&month=2031-07`);
      const cell = page.locator(`td[data-day="${day}"]`);
      await expect(cell.getByRole('link')).toHaveCount(2);
      const more = cell.getByRole('button', { name: `+${total - 2} more on Jul 15, 2031` });
      await expect(more).toBeVisible();
      await more.click();
      const dialog = page.getByRole('dialog', { name: 'Jul 15, 2031' });
      await expect(dialog.getByRole('link')).toHaveCount(total);
      for (const option of created) {
        await expect(dialog.locator(`a[href="/options?status=all&option=${option}"]`)).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();

      // From the keyboard: open the day again and follow an entry to its option.
      await page.keyboard.press('Enter');
      const target = created.at(-1);
      const link = dialog.locator(`a[href="/options?status=all&option=${target}"]`);
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole('dialog', { name: 'Edit Option' })).toBeVisible();
    } finally {
      for (const option of created) await page.request.delete(`/api/options/${option}`);
    }
  });

  test('on a phone, "Show N more" loads the rest of a busy day into the agenda', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await propertyId(page, 'Downtown Tower');
    const day = '2031-10-09';
    const created: number[] = [];
    try {
      created.push(...(await addOptionsOpeningOn(page, id, day, 5)));
      const { items } = await wholeDay(page, id, day);
      expect(items.length).toBeGreaterThanOrEqual(5);

      await page.goto(`/critical-dates?building=${id}&month=2031-10`);
      const agenda = page.getByRole('region', { name: 'October 2031 agenda' });
      const onDay = agenda.locator(`li[data-day="${day}"]`);
      await expect(onDay.getByRole('link')).toHaveCount(2);
      const showMore = onDay.getByRole('button', { name: `Show ${items.length - 2} more on Oct 9, 2031` });
      await expect(showMore).toHaveText(`Show ${items.length - 2} more`);
      await showMore.click();
      await expect(onDay.getByRole('link')).toHaveCount(items.length);
      await expect(onDay.getByRole('button')).toHaveCount(0);
      // In the API's order, every option of the day among them.
      const hrefs = await onDay
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(
        items.map((item) =>
          item.target.type === 'lease'
            ? `/leases?leaseId=${item.target.id}`
            : `/options?status=all&option=${item.target.id}`,
        ),
      );
      for (const option of created) expect(hrefs).toContain(`/options?status=all&option=${option}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      for (const option of created) await page.request.delete(`/api/options/${option}`);
    }
  });
});
