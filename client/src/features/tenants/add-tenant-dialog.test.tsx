import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const emptyDirectory = {
  'GET /api/user': signedIn(),
  'GET /api/tenants': () => Response.json({ items: [], total: 0 }),
  'GET /api/tenants/industries': () => Response.json([]),
};

async function openDialog() {
  const user = userEvent.setup();
  renderRoute('/tenants');
  await user.click(await screen.findByRole('button', { name: 'Add Tenant' }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Tenant' }) };
}

describe('Add Tenant', () => {
  it('shows the schema messages and sends nothing for an empty name and a bad email', async () => {
    const fetchMock = stubApi(emptyDirectory);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Contact email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Enter a valid email address')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's duplicate message on the name", async () => {
    stubApi({
      ...emptyDirectory,
      'POST /api/tenants': () =>
        Response.json({ message: 'A tenant named "Ferro Labs" already exists' }, { status: 409 }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ferro Labs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(await within(dialog).findByText('A tenant named "Ferro Labs" already exists')).toBeVisible();
  });

  it('shows a refusal under the field the server names, and a fixed text for a server fault', async () => {
    let answer = Response.json(
      { message: 'Enter a valid phone number', field: 'contactPhone', code: 'validation' },
      { status: 400 },
    );
    stubApi({ ...emptyDirectory, 'POST /api/tenants': () => answer });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Dental');
    await user.type(within(dialog).getByLabelText('Contact phone'), '(512) 555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    const phone = within(dialog).getByLabelText('Contact phone');
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a valid phone number'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    answer = Response.json({ message: 'Internal Server Error', code: 'internal' }, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The tenant could not be saved. Please try again.',
    );
  });

  it("sends the form, says 'Tenant added' and closes", async () => {
    const fetchMock = stubApi({
      ...emptyDirectory,
      'POST /api/tenants': ({ body }) =>
        Response.json(
          { id: 99, contactName: null, contactEmail: null, contactPhone: null, ...(body as object) },
          { status: 201 },
        ),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Dental');
    await user.type(within(dialog).getByLabelText('Contact phone'), '(512) 555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(await screen.findByText('Tenant added')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Acme Dental',
      contactPhone: '(512) 555-0199',
    });
  });
});
