import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { CriticalDatesResponse } from '../common/src/options';
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
    const api: CriticalDatesResponse = await (
      await page.request.get(`/api/critical-dates?propertyId=${id}&month=${month}`)
    ).json();
    const entry = api.items.find((item) => item.target.type === 'lease' && item.target.id === lease?.id);
    expect(entry, `${lease?.id} ${month}`).toBeDefined();
    const cell = page.locator(`td[data-day="${entry?.date}"]`);
    const link = cell.locator(`a[href="/leases?leaseId=${lease?.id}"]`);
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
    const link = page
      .locator(`td[data-day="${option.noticeStart}"]`)
      .locator(`a[href="/options?status=all&option=${option.id}"]`)
      .first();
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
});
