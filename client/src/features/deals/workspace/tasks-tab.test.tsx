import type { TaskListItem } from '@common/deal-tasks';
import { ownershipMessages } from '@common/ownership';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { renderRoute } from '@/test/render-route';
import { bodyOf, callsTo, dealApi } from './test-fixtures';

const task: TaskListItem = {
  id: 9,
  opportunityId: 12,
  title: 'Send the LOI draft',
  assignee: { id: 2, username: 'jrivera', fullName: 'Jordan Rivera', avatar: null },
  dueDate: '2025-10-01',
  completedAt: null,
  createdAt: '2025-09-18T10:00:00.000Z',
  canModify: true,
  canComplete: true,
};

async function openTasks(handlers: Parameters<typeof dealApi>[0] = {}) {
  const fetchMock = stubApi(dealApi(handlers));
  const user = userEvent.setup();
  renderRoute('/deals/12?tab=tasks');
  await screen.findByRole('tab', { name: 'Tasks', selected: true }, { timeout: 5000 });
  return { fetchMock, user };
}

describe('Tasks tab', () => {
  it("shows 'No tasks yet', then creates a task with its title and due date", async () => {
    let tasks: TaskListItem[] = [];
    const { fetchMock, user } = await openTasks({
      'GET /api/opportunities/12/tasks': () => Response.json(tasks),
      'POST /api/opportunities/12/tasks': ({ body }) => {
        const input = body as { title: string; dueDate: string | null };
        tasks = [{ ...task, title: input.title, assignee: null, dueDate: input.dueDate }];
        return Response.json(tasks[0], { status: 201 });
      },
    });
    expect(await screen.findByText('No tasks yet')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Book the second tour');
    await user.type(screen.getByLabelText('Due date'), '2025-10-01');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByRole('checkbox', { name: 'Book the second tour' })).not.toBeChecked();
    expect(bodyOf(fetchMock, 'POST', '/api/opportunities/12/tasks')).toEqual({
      title: 'Book the second tour',
      assigneeId: null,
      dueDate: '2025-10-01',
    });
    expect(screen.getByText('Unassigned · Due Oct 1, 2025')).toBeVisible();
  });

  it("says 'Task is required' for a blank title and sends nothing", async () => {
    const { fetchMock, user } = await openTasks();
    await screen.findByText('No tasks yet');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Task is required')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/opportunities/12/tasks')).toBe(0);
  });

  it('completes and reopens a task with its checkbox, and deletes it', async () => {
    let tasks: TaskListItem[] = [task];
    const { fetchMock, user } = await openTasks({
      'GET /api/opportunities/12/tasks': () => Response.json(tasks),
      'PATCH /api/tasks/9': ({ body }) => {
        const { completed } = body as { completed: boolean };
        tasks = [{ ...task, completedAt: completed ? '2025-09-19T10:00:00.000Z' : null }];
        return Response.json(tasks[0]);
      },
      'DELETE /api/tasks/9': () => {
        tasks = [];
        return new Response(null, { status: 204 });
      },
    });
    const checkbox = await screen.findByRole('checkbox', { name: 'Send the LOI draft' });
    expect(screen.getByText('Jordan Rivera · Due Oct 1, 2025')).toBeVisible();
    await user.click(checkbox);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Send the LOI draft' })).toBeChecked());
    expect(bodyOf(fetchMock, 'PATCH', '/api/tasks/9')).toEqual({ completed: true });
    await user.click(screen.getByRole('checkbox', { name: 'Send the LOI draft' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Send the LOI draft' })).not.toBeChecked(),
    );

    const list = screen.getByRole('list', { name: 'Tasks' });
    await user.click(within(list).getByRole('button', { name: 'Delete task Send the LOI draft' }));
    expect(await screen.findByText('No tasks yet')).toBeVisible();
  });

  it('disables the box and Delete of a task the user may not change, and says why', async () => {
    await openTasks({
      'GET /api/opportunities/12/tasks': () =>
        Response.json([{ ...task, canModify: false, canComplete: false }]),
    });
    const checkbox = await screen.findByRole('checkbox', { name: 'Send the LOI draft' });
    const remove = screen.getByRole('button', { name: 'Delete task Send the LOI draft' });
    expect(checkbox).toBeDisabled();
    expect(remove).toBeDisabled();
    expect(await disabledReasonOf(checkbox)).toBe(ownershipMessages.task.status);
    expect(await disabledReasonOf(remove)).toBe(ownershipMessages.task.delete);
  });

  it("lets the task's assignee tick it, but not delete it", async () => {
    const { fetchMock } = await openTasks({
      'GET /api/opportunities/12/tasks': () => Response.json([{ ...task, canModify: false }]),
      'PATCH /api/tasks/9': () => Response.json(task),
    });
    const checkbox = await screen.findByRole('checkbox', { name: 'Send the LOI draft' });
    expect(checkbox).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete task Send the LOI draft' })).toBeDisabled();
    await userEvent.click(checkbox);
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/tasks/9')).toBe(1));
  });

  it("shows the server's refusal in the error toast when a delete is refused", async () => {
    const { user } = await openTasks({
      'GET /api/opportunities/12/tasks': () => Response.json([task]),
      'DELETE /api/tasks/9': () => Response.json({ message: ownershipMessages.task.delete }, { status: 403 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete task Send the LOI draft' }));
    expect(
      await screen.findByText(`Failed to delete the task: ${ownershipMessages.task.delete}`),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Send the LOI draft' })).toBeInTheDocument();
  });
});
