import type { DealDocumentListItem } from '@common/deal-documents';
import { ownershipMessages } from '@common/ownership';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { dealApi, sampleDeal, sampleDocument } from './test-fixtures';
import { renderDeal } from './test-stubs';

describe('Documents', () => {
  async function openDocs() {
    const user = userEvent.setup({ applyAccept: false });
    return user;
  }

  it("says 'No documents uploaded yet' when there are none", async () => {
    stubApi(dealApi());
    await renderDeal(sampleDeal, '?tab=documents');
    await openDocs();
    expect(await screen.findByText('No documents uploaded yet')).toBeVisible();
  });

  it('uploads a file as its raw bytes with its Content-Type and name, then lists it', async () => {
    let documents: DealDocumentListItem[] = [];
    const fetchMock = stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/documents': () => Response.json(documents),
      'POST /api/opportunities/12/documents': () => {
        documents = [sampleDocument({ fileName: 'Site plan #2.pdf', sizeBytes: 5 })];
        return Response.json(documents[0], { status: 201 });
      },
    });
    await renderDeal(sampleDeal, '?tab=documents');
    const user = await openDocs();
    const file = new File(['%PDF-'], 'Site plan #2.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Upload a document'), file);

    const list = await screen.findByRole('list', { name: 'Documents' });
    const link = within(list).getByRole('link', { name: 'Site plan #2.pdf' });
    expect(link).toHaveAttribute('href', '/api/documents/40/download');
    expect(within(list).getByText(/5 bytes · Demo User · Nov 2, 2026/)).toBeVisible();
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(String(url)).toBe('/api/opportunities/12/documents?name=Site%20plan%20%232.pdf');
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/pdf');
  });

  it('refuses an unsupported type before uploading, with a clear message', async () => {
    const fetchMock = stubApi(dealApi());
    await renderDeal(sampleDeal, '?tab=documents');
    const user = await openDocs();
    const file = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await user.upload(await screen.findByLabelText('Upload a document'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('"setup.exe" is not a supported file.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a file over 25 MB before uploading', async () => {
    const fetchMock = stubApi(dealApi());
    await renderDeal(sampleDeal, '?tab=documents');
    const user = await openDocs();
    const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Upload a document'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"scan.pdf" is larger than 25 MB, the most a deal document may be.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s reason when an upload is refused for the storage quota or the upload rate', async () => {
    const quota = 'This upload would exceed your 1,024 MB of document storage (1,020 MB used).';
    const rate = 'You have reached the limit of 30 uploads in 10 minutes. Try again in 4 minutes.';
    let refusal = { status: 413, message: quota };
    stubApi({
      ...dealApi(),
      'POST /api/opportunities/12/documents': () =>
        Response.json({ message: refusal.message }, { status: refusal.status }),
    });
    await renderDeal(sampleDeal, '?tab=documents');
    const user = await openDocs();
    const file = new File(['%PDF-'], 'lease.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Upload a document'), file);
    expect(await screen.findByText(quota)).toBeVisible();
    refusal = { status: 429, message: rate };
    await user.upload(await screen.findByLabelText('Upload a document'), file);
    expect(await screen.findByText(rate)).toBeVisible();
  });

  it('deletes a document after confirmation', async () => {
    let documents = [sampleDocument()];
    const fetchMock = stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/documents': () => Response.json(documents),
      'DELETE /api/documents/40': () => {
        documents = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderDeal(sampleDeal, '?tab=documents');
    const user = await openDocs();
    await user.click(await screen.findByRole('button', { name: 'Delete LOI draft.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete LOI draft.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete document?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No documents uploaded yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Documents someone else owns', () => {
  it('disables Delete on a file the user may not delete, and says why', async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/documents': () => Response.json([sampleDocument({ canModify: false })]),
    });
    await renderDeal(sampleDeal, '?tab=documents');
    const remove = await screen.findByRole('button', { name: 'Delete LOI draft.pdf' });
    expect(remove).toBeDisabled();
    expect(await disabledReasonOf(remove)).toBe(ownershipMessages.document.delete);
  });

  it("shows the server's refusal when a delete is refused, and keeps the file", async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/documents': () => Response.json([sampleDocument()]),
      'DELETE /api/documents/40': () =>
        Response.json({ message: ownershipMessages.document.delete }, { status: 403 }),
    });
    await renderDeal(sampleDeal, '?tab=documents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete LOI draft.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ownershipMessages.document.delete)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('link', { name: 'LOI draft.pdf' })).toBeVisible();
  });
});
