import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { mainNav, signIn } from './support';

type TenantList = { items: { id: number; name: string; industry: string | null }[]; total: number };

async function tenantsFromApi(page: Page, query = ''): Promise<TenantList> {
  const response = await page.request.get(`/api/tenants${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TenantList;
}

/** Writes `csv` to a fresh temporary file and returns its path. */
function csvFile(name: string, csv: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'leaselens-roll-')), name);
  writeFileSync(file, csv);
  return file;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Tenants' }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tenants' });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('Tenant Directory', () => {
  test('shows the portfolio count from the API, a page of cards and "Load more"', async ({ page }) => {
    await page.goto('/tenants');
    await expect(mainNav(page).getByRole('link', { name: 'Tenant Directory' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const { total } = await tenantsFromApi(page, 'limit=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Directory' })).toBeVisible();
    await expect(page.getByText(`${total} Tenants across your portfolio`)).toBeVisible();
    const firstPage = Math.min(60, total);
    await expect(cards(page)).toHaveCount(firstPage);
    await expect(page.getByText(`Showing ${firstPage} of ${total}`)).toBeVisible();

    const first = (await tenantsFromApi(page, 'limit=1')).items[0];
    if (!first) throw new Error('the seed has tenants');
    const card = page.getByRole('article', { name: first.name });
    await expect(card.getByRole('link', { name: 'View', exact: true })).toHaveAttribute(
      'href',
      `/tenants/${first.id}`,
    );
    await expect(card.getByRole('link', { name: 'Leases' })).toHaveAttribute(
      'href',
      `/leases?tenant=${first.id}`,
    );

    if (total > 60) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(Math.min(120, total));
      await expect(page.getByText(`Showing ${Math.min(120, total)} of ${total}`)).toBeVisible();
    }
  });

  test('an industry tab shows only that industry and is kept in the URL', async ({ page }) => {
    await page.goto('/tenants');
    const industries = (await (await page.request.get('/api/tenants/industries')).json()) as string[];
    const tabs = page.getByRole('tablist', { name: 'Industries' });
    await expect(tabs.getByRole('tab')).toHaveText(['All Industries', ...industries]);

    await tabs.getByRole('tab', { name: 'Dental' }).click();
    const dental = await tenantsFromApi(page, 'industry=Dental');
    await expect(page).toHaveURL(/industry=Dental/);
    await expect(cards(page)).toHaveCount(dental.total);
    for (const tenant of dental.items)
      await expect(page.getByRole('article', { name: tenant.name })).toBeVisible();
    await expect(cards(page).getByText('Dental', { exact: true })).toHaveCount(dental.total);

    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Dental' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(dental.total);
  });

  test('search matches a name or an industry, case-insensitively', async ({ page }) => {
    await page.goto('/tenants');
    await searchBox(page).fill('bright SMILE');
    await expect(page).toHaveURL(/search=bright\+SMILE/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Bright Smile Orthodontics' })).toBeVisible();

    await searchBox(page).fill('mental health');
    const mental = await tenantsFromApi(page, 'search=mental%20health');
    expect(mental.total).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(mental.total);
    await expect(cards(page).getByText('Mental Health', { exact: true })).toHaveCount(mental.total);
  });

  test('says "No tenants found" when nothing matches the search or the tab', async ({ page }) => {
    await page.goto('/tenants');
    await searchBox(page).fill('zzz-no-such-tenant');
    await expect(page.getByText('No tenants found')).toBeVisible();
    await expect(page.getByText('No tenants match "zzz-no-such-tenant"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page).first()).toBeVisible();

    await page.goto('/tenants?industry=Aerospace');
    await expect(page.getByText('No tenants in the Aerospace industry')).toBeVisible();
  });

  test('View opens the tenant with its leases; an unknown tenant is "Tenant Not Found"', async ({ page }) => {
    const harbor = (await tenantsFromApi(page, 'search=Harbor%20Point')).items[0];
    if (!harbor) throw new Error('the seed has Harbor Point Wealth');
    const detail = (await (await page.request.get(`/api/tenants/${harbor.id}`)).json()) as {
      leases: { property: { id: number; name: string } }[];
    };
    await page.goto('/tenants?search=Harbor%20Point');
    await page
      .getByRole('article', { name: harbor.name })
      .getByRole('link', { name: 'View', exact: true })
      .click();
    await expect(page).toHaveURL(`/tenants/${harbor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: harbor.name })).toBeVisible();
    const leases = page.getByRole('table', { name: 'Leases' });
    await expect(leases.getByRole('row')).toHaveCount(detail.leases.length + 1);
    const lease = detail.leases[0];
    if (!lease) throw new Error('Harbor Point Wealth has a lease');
    await expect(leases.getByRole('link', { name: lease.property.name })).toHaveAttribute(
      'href',
      `/properties/${lease.property.id}`,
    );
    await page.getByRole('link', { name: 'Back to Tenant Directory' }).click();
    await expect(page).toHaveURL(/\/tenants$/);

    await page.goto('/tenants/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Not Found' })).toBeVisible();
    await page.goto('/tenants/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Not Found' })).toBeVisible();
  });
});

test.describe('Add Tenant', () => {
  test('refuses an empty name and a bad email without writing anything', async ({ page }) => {
    const before = (await tenantsFromApi(page, 'limit=1')).total;
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
    await dialog.getByLabel('Contact email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await tenantsFromApi(page, 'limit=1')).total).toBe(before);
  });

  test('adds a tenant with a new name, and refuses the same name again', async ({ page }) => {
    const name = `E2E Tenant ${Date.now()}`;
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Law', exact: true }).click();
    await dialog.getByLabel('Contact name').fill('Pat Doe');
    await dialog.getByLabel('Contact email').fill('pat.doe@example.com');
    await dialog.getByLabel('Contact phone').fill('(512) 555-0123');
    await dialog.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tenant added' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const { total } = await tenantsFromApi(page, 'limit=1');
    await expect(page.getByText(`${total} Tenants across your portfolio`)).toBeVisible();

    await searchBox(page).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Law', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'pat.doe@example.com' })).toHaveAttribute(
      'href',
      'mailto:pat.doe@example.com',
    );

    await page.getByRole('button', { name: 'Add Tenant' }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(dialog.getByText(`A tenant named "${name.toUpperCase()}" already exists`)).toBeVisible();
    expect((await tenantsFromApi(page, `search=${encodeURIComponent(name)}`)).total).toBe(1);
  });
});

test.describe('Upload Rent Roll', () => {
  test('downloads the template', async ({ page }) => {
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Upload Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Rent Roll' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download the CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rent-roll-template.csv');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]).toBe(
      'tenant_name,industry,contact_name,contact_email,contact_phone,property_name,suite,lease_start,lease_end,base_rent_psf,lease_type,escalation_pct',
    );
  });

  test('previews a valid file and imports it; the tenants appear', async ({ page }) => {
    const stamp = Date.now();
    const names = [`E2E Roll Alpha ${stamp}`, `E2E Roll Beta ${stamp}`];
    const existing = (await tenantsFromApi(page, 'limit=1')).items[0];
    if (!existing) throw new Error('the seed has tenants');
    const file = csvFile(
      'rent-roll.csv',
      [
        'tenant_name,industry,contact_name,contact_email,contact_phone',
        `${names[0]},Technology,Ann Lee,ann.lee@example.com,(512) 555-0101`,
        `${names[1]},Finance,Bo Chen,bo.chen@example.com,(512) 555-0102`,
        `"${existing.name}",,,,`,
      ].join('\n'),
    );
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Upload Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Rent Roll' });
    await dialog.getByLabel('Rent roll file').setInputFiles(file);
    const preview = dialog.getByRole('table', { name: 'Rent roll preview' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview.getByRole('row', { name: new RegExp(names[0] as string) })).toContainText(
      'New tenant',
    );
    await expect(preview.getByRole('row', { name: new RegExp(existing.name) })).toContainText(
      'Existing tenant',
    );
    await expect(dialog.getByText('3 valid')).toBeVisible();
    await expect(dialog.getByText('0 with errors')).toBeVisible();
    await expect(dialog.getByText('Encoding: UTF-8 (detected)')).toBeVisible();

    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Rent roll imported' });
    await expect(toast).toContainText('2 tenants and 0 leases imported, 1 duplicate skipped');
    await expect(dialog).toBeHidden();
    await searchBox(page).fill(`E2E Roll`);
    for (const name of names) await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('a file with a bad row shows the error, cannot be imported and imports nothing', async ({ page }) => {
    const good = `E2E Roll Good ${Date.now()}`;
    const file = csvFile(
      'bad-roll.csv',
      [
        'tenant_name,industry,contact_email',
        `${good},Law,good@example.com`,
        'E2E Roll Bad,Law,not-an-email',
      ].join('\n'),
    );
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Upload Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Rent Roll' });
    await dialog.getByLabel('Rent roll file').setInputFiles(file);
    await expect(dialog.getByRole('list', { name: 'Errors on line 3' })).toHaveText(
      'contact_email: Enter a valid email address',
    );
    await expect(dialog.getByText('1 valid')).toBeVisible();
    await expect(dialog.getByText('1 with errors')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

    // The server refuses the same file on its own, and nothing was written.
    const refused = await page.request.post('/api/tenants/import', {
      headers: { 'Content-Type': 'text/csv' },
      data: readFileSync(file),
    });
    expect(refused.status()).toBe(400);
    expect((await tenantsFromApi(page, `search=${encodeURIComponent(good)}`)).total).toBe(0);
  });

  test('refuses a file that is not CSV before uploading it', async ({ page }) => {
    const file = csvFile('roll.txt', 'tenant_name\nSomeone\n');
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Upload Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Rent Roll' });
    await dialog.getByLabel('Rent roll file').setInputFiles(file);
    await expect(dialog.getByRole('alert')).toHaveText(
      '"roll.txt" is not a supported file. Choose a .csv file.',
    );
    await expect(dialog.getByRole('table')).toHaveCount(0);
  });
});

test.describe('Tenants on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the directory and a tenant page do not scroll sideways at 390 px', async ({ page }) => {
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/tenants');
    await expect(cards(page).first()).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    const first = (await tenantsFromApi(page, 'search=Harbor%20Point')).items[0];
    await page.goto(`/tenants/${first?.id}`);
    await expect(page.getByRole('table', { name: 'Leases' })).toBeVisible();
    expect(await noSideScroll()).toBe(true);
  });
});
