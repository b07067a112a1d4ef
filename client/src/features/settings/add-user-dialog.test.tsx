import { usernameTakenMessage } from '@common/settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { AddUserDialog } from './add-user-dialog';

/** The dialog against a server answering the add with `answer`, filled in and submitted. */
async function submitNewUser(answer: () => Response) {
  stubApi({ 'POST /api/users': answer });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AddUserDialog open onClose={() => {}} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add user' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/Full name/), 'Dana Whitfield');
  await user.type(within(dialog).getByLabelText(/Username/), 'dana');
  await user.type(within(dialog).getByLabelText(/Email/), 'dana@example.com');
  await user.type(within(dialog).getByLabelText(/Initial password/), 'leaselens123');
  await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
  return dialog;
}

describe('Add user dialog, when the add is refused', () => {
  it('shows a refusal naming a field under that field, with no alert', async () => {
    const message = 'That email belongs to another user';
    const dialog = await submitNewUser(() =>
      Response.json({ message, field: 'email', code: 'validation' }, { status: 400 }),
    );
    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a taken username under the username', async () => {
    const dialog = await submitNewUser(() =>
      Response.json({ message: usernameTakenMessage, field: 'username', code: 'conflict' }, { status: 409 }),
    );
    const username = within(dialog).getByLabelText(/Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription(usernameTakenMessage));
    expect(username).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says the user could not be added in the form’s alert when the server fails', async () => {
    const dialog = await submitNewUser(() => Response.json({ message: 'boom' }, { status: 500 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The user could not be added. Please try again.',
    );
  });
});
