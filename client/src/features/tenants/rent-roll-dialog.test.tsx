import type { RentRollRow } from '@common/tenants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { renderRoute } from '@/test/render-route';

const row = (line: number, tenantName: string, errors: string[] = []): RentRollRow => ({
  line,
  tenantName,
  industry: 'Law',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  propertyName: null,
  suite: null,
  leaseStart: null,
  leaseEnd: null,
  baseRentPsf: null,
  leaseType: null,
  escalationPct: null,
  tenantAction: 'create',
  createsLease: false,
  errors,
});

const directory = {
  'GET /api/user': signedIn(),
  'GET /api/tenants': () => Response.json({ items: [], total: 0 }),
  'GET /api/tenants/industries': () => Response.json([]),
};

async function chooseFile(content: string, name = 'roll.csv') {
  const user = userEvent.setup();
  renderRoute('/tenants');
  await user.click(await screen.findByRole('button', { name: 'Upload Rent Roll' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Rent Roll' });
  await user.upload(
    within(dialog).getByLabelText('Rent roll file'),
    new File([content], name, { type: 'text/csv' }),
  );
  return { user, dialog };
}

describe('Upload Rent Roll', () => {
  it('links the template and refuses a file that is not CSV before uploading', async () => {
    const fetchMock = stubApi(directory);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/tenants');
    await user.click(await screen.findByRole('button', { name: 'Upload Rent Roll' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Rent Roll' });
    expect(within(dialog).getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/api/tenants/import-template.csv',
    );
    await user.upload(within(dialog).getByLabelText('Rent roll file'), new File(['x'], 'roll.xlsx'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a .csv file.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('previews the rows with their errors and keeps Import disabled', async () => {
    stubApi({
      ...directory,
      'POST /api/tenants/import': () =>
        Response.json({
          rows: [row(2, 'Good Co'), row(3, 'Bad Co', ['contact_email: Enter a valid email address'])],
          valid: 1,
          invalid: 1,
        }),
    });
    const { dialog } = await chooseFile('tenant_name\nGood Co\nBad Co\n');
    const table = await within(dialog).findByRole('table', { name: 'Rent roll preview' });
    expect(within(table).getByText('contact_email: Enter a valid email address')).toBeVisible();
    expect(within(dialog).getByText('1 valid')).toBeVisible();
    expect(within(dialog).getByText('1 with errors')).toBeVisible();
    const importButton = within(dialog).getByRole('button', { name: 'Import 2 rows' });
    expect(importButton).toBeDisabled();
    expect(await disabledReasonOf(importButton)).toBe(
      'Fix the rows with errors first: nothing is imported while any row has one',
    );
  });

  it("imports a valid file and says 'Rent roll imported' with the counts", async () => {
    const fetchMock = stubApi({
      ...directory,
      'POST /api/tenants/import': ({ body }) => {
        const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
        expect(body).toEqual({ csv: 'tenant_name\nGood Co\n' });
        return calls === 1
          ? Response.json({ rows: [row(2, 'Good Co')], valid: 1, invalid: 0 })
          : Response.json({ importedTenants: 1, importedLeases: 0, skippedDuplicates: 0 }, { status: 201 });
      },
    });
    const { user, dialog } = await chooseFile('tenant_name\nGood Co\n');
    const importButton = await within(dialog).findByRole('button', { name: 'Import 1 row' });
    expect(importButton).toBeEnabled();
    await user.click(importButton);
    expect(await screen.findByText('Rent roll imported')).toBeVisible();
    expect(screen.getByText('1 tenant and 0 leases imported, 0 duplicates skipped')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => String(url));
    expect(urls).toEqual(['/api/tenants/import?dryRun=true', '/api/tenants/import']);
  });

  it("shows the server's message when the file itself is refused", async () => {
    stubApi({
      ...directory,
      'POST /api/tenants/import': () =>
        Response.json({ message: 'The file has a header but no rows' }, { status: 400 }),
    });
    const { dialog } = await chooseFile('tenant_name\n');
    expect(await within(dialog).findByText('The file has a header but no rows')).toBeVisible();
    const importButton = within(dialog).getByRole('button', { name: 'Import 0 rows' });
    expect(importButton).toBeDisabled();
    expect(await disabledReasonOf(importButton)).toBe('The file was not accepted: see why above');
  });
});
