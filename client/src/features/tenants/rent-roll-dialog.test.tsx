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

const utf8 = { name: 'utf-8', byteOrderMark: false } as const;

/** The bytes a call sent, as numbers (the dialog sends the file's bytes as its body). */
async function sentBytes(init: RequestInit | undefined): Promise<number[]> {
  const body = init?.body;
  if (!(body instanceof Blob)) throw new Error('expected the file as a Blob body');
  return [...new Uint8Array(await body.arrayBuffer())];
}

async function chooseFile(content: string | Uint8Array<ArrayBuffer>, name = 'roll.csv') {
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
          encoding: utf8,
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
      'POST /api/tenants/import': () => {
        const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
        return calls === 1
          ? Response.json({ encoding: utf8, rows: [row(2, 'Good Co')], valid: 1, invalid: 0 })
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
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([
      '/api/tenants/import?dryRun=true',
      '/api/tenants/import',
    ]);
    // Both calls carry the file's own bytes as text/csv.
    for (const [, init] of posts) {
      expect(await sentBytes(init)).toEqual([...new TextEncoder().encode('tenant_name\nGood Co\n')]);
      expect(new Headers(init?.headers).get('Content-Type')).toBe('text/csv');
    }
  });

  it('sends a Windows-1252 file unaltered and shows the encoding the server detected', async () => {
    const fetchMock = stubApi({
      ...directory,
      'POST /api/tenants/import': () =>
        Response.json({
          encoding: { name: 'windows-1252', byteOrderMark: false },
          rows: [row(2, 'Café')],
          valid: 1,
          invalid: 0,
        }),
    });
    // "tenant_name\nCafé\n" as Excel on Windows saves it: é is the single byte 0xE9.
    const windows1252 = Uint8Array.from([...new TextEncoder().encode('tenant_name\nCaf'), 0xe9, 0x0a]);
    const { dialog } = await chooseFile(windows1252);
    expect(await within(dialog).findByText('Encoding: Windows-1252 (detected)')).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Rent roll preview' })).toHaveTextContent('Café');
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(await sentBytes(init)).toEqual([...windows1252]);
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
