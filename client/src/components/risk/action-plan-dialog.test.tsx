import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { toast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { ActionPlanDialog } from './action-plan-dialog';
import { actionPlan, assignees, pick, supportRadixPopups } from './test-fixtures';

supportRadixPopups();

const long = (days: number) => format(addDays(new Date(), days), 'MMMM d, yyyy');
const iso = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const dayButton = (days: number) => ({ name: format(addDays(new Date(), days), 'EEEE, MMMM d, yyyy') });

function renderDialog(onOpenChange = vi.fn(), onCreated = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ActionPlanDialog
        open
        onOpenChange={onOpenChange}
        tenantId={18}
        propertyId={2}
        tenantName="Keller Tax Advisors"
        onCreated={onCreated}
      />
    </AppProviders>,
  );
  return {
    onOpenChange,
    onCreated,
    dialog: screen.getByRole('dialog', { name: 'Create Tenant Action Plan' }),
  };
}

const usersApi = { 'GET /api/users': () => Response.json(assignees) };

describe('Create Tenant Action Plan dialog', () => {
  it('starts with Contact Tenant, a due date in 7 days and a follow-up in 14, at most 500 px wide', async () => {
    stubApi(usersApi);
    const { dialog } = renderDialog();
    expect(dialog).toHaveClass('max-w-[500px]');
    expect(screen.getByRole('combobox', { name: 'Action Type' })).toHaveTextContent('Contact Tenant');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '3');
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeRequired();
    expect(screen.getByRole('button', { name: `Due Date ${long(7)}` })).toBeVisible();
    expect(screen.getByRole('button', { name: `Follow-up Date ${long(14)}` })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assign To' })).toBeEnabled());
  });

  it('offers the five action types', async () => {
    stubApi(usersApi);
    renderDialog();
    await userEvent.click(screen.getByRole('combobox', { name: 'Action Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Contact Tenant',
      'Schedule Visit',
      'Arrange Maintenance',
      'Offer Concession',
      'Renewal Strategy',
    ]);
  });

  it('asks for a description and an assignee and saves nothing until they are given', async () => {
    const fetchMock = stubApi(usersApi);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));
    expect(await screen.findByText('Please select an assignee for this action plan')).toBeVisible();
    expect(screen.getByText('Description is required')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Assign To' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps the due date when its selected day is picked again, but lets the follow-up be cleared', async () => {
    stubApi(usersApi);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: `Due Date ${long(7)}` }));
    const dueDay = await screen.findByRole('button', dayButton(7));
    expect(dueDay.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(dueDay).toHaveFocus();
    await userEvent.click(dueDay);
    expect(screen.getByRole('button', { name: `Due Date ${long(7)}` })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: `Follow-up Date ${long(14)}` }));
    await userEvent.click(await screen.findByRole('button', dayButton(14)));
    expect(screen.getByRole('button', { name: 'Follow-up Date No follow-up' })).toBeVisible();
  });

  it('offers no follow-up day before the due date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 5, 9, 30));
    stubApi(usersApi);
    renderDialog();
    // Due March 12, follow-up March 19.
    await userEvent.click(screen.getByRole('button', { name: 'Follow-up Date March 19, 2030' }));
    expect(await screen.findByRole('button', { name: 'Monday, March 11, 2030' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tuesday, March 12, 2030' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Monday, March 11, 2030' }));
    expect(screen.getByRole('button', { name: 'Follow-up Date March 19, 2030' })).toBeVisible();
  });

  it('saves the plan, closes and says "Action plan created"', async () => {
    const saved = vi.fn();
    stubApi({
      ...usersApi,
      'POST /api/action-plans': ({ body }) => {
        saved(body);
        return Response.json(actionPlan(), { status: 201 });
      },
    });
    const { onOpenChange, onCreated } = renderDialog();
    await pick('Action Type', 'Schedule Visit');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Walk the suite with them');
    await pick('Assign To', 'Alex Morgan');
    await userEvent.click(screen.getByRole('button', { name: `Due Date ${long(7)}` }));
    await userEvent.click(await screen.findByRole('button', dayButton(8)));
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved).toHaveBeenCalledWith({
      tenantId: 18,
      propertyId: 2,
      actionType: 'visit',
      description: 'Walk the suite with them',
      assignedTo: 2,
      dueDate: iso(8),
      followupDate: iso(14),
    });
    expect(onCreated).toHaveBeenCalledWith(actionPlan());
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Action plan created')).toBeVisible();
    expect(
      within(toast).getByText('Action plan for Keller Tax Advisors has been created successfully.'),
    ).toBeVisible();
  });

  it('disables both buttons and shows a spinner while saving', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      ...usersApi,
      'POST /api/action-plans': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Call them');
    await pick('Assign To', 'Jordan Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Action Plan' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Create Action Plan' }).querySelector('.animate-spin'),
    ).not.toBeNull();
    answer(Response.json(actionPlan(), { status: 201 }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open with "Error creating action plan" when saving fails', async () => {
    stubApi({
      ...usersApi,
      'POST /api/action-plans': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Call them');
    await pick('Assign To', 'Alex Morgan');
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Error creating action plan')).toBeVisible();
    expect(
      within(toast).getByText('There was an error creating the action plan. Please try again.'),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Action Plan' })).toBeEnabled();
  });

  it('names the open plan that refused a second one of its type (409)', async () => {
    const message =
      'An open "Contact Tenant" plan already exists for Keller Tax Advisors, created Nov 23, 2026';
    stubApi({ ...usersApi, 'POST /api/action-plans': () => Response.json({ message }, { status: 409 }) });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Call them');
    await pick('Assign To', 'Alex Morgan');
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(message)).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a refusal naming a field under that field, with no error toast', async () => {
    const message = 'Describe the plan in at most 500 characters';
    stubApi({
      ...usersApi,
      'POST /api/action-plans': () =>
        Response.json({ message, field: 'description', code: 'validation' }, { status: 400 }),
    });
    const { onOpenChange } = renderDialog();
    // A toast showing before the save stays: no error toast replaces it.
    act(() => {
      toast({ title: 'Before the save' });
    });
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'Call them');
    await pick('Assign To', 'Alex Morgan');
    await userEvent.click(screen.getByRole('button', { name: 'Create Action Plan' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(message));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Before the save')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without saving', async () => {
    const fetchMock = stubApi(usersApi);
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
