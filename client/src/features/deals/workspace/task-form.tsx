import { taskInputSchema } from '@common/deal-tasks';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useTeamMembers } from '@/lib/users/get-team-members';
import type { NewTask } from './api/tasks';

export type TaskFormProps = { onCreate: (task: NewTask) => Promise<unknown>; pending: boolean };

// Radix Select forbids an empty item value.
const unassigned = 'unassigned';

/** A new task: what, who (GET /api/users) and when. */
export function TaskForm({ onCreate, pending }: TaskFormProps) {
  const users = useTeamMembers();
  const [title, setTitle] = useState('');
  const [assignee, setAssignee] = useState(unassigned);
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const task: NewTask = {
      title,
      assigneeId: assignee === unassigned ? null : Number(assignee),
      dueDate: dueDate || null,
    };
    const parsed = taskInputSchema.safeParse(task);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await onCreate({ ...task, title: parsed.data.title });
      setTitle('');
      setAssignee(unassigned);
      setDueDate('');
      toast({ title: 'Task Added', description: 'The task has been added to this deal.' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: `Failed to add the task: ${errorText(failure)}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      noValidate
      aria-label="New task"
      onSubmit={handleSubmit}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField id="task-title" label="Task" error={error}>
        <Input
          {...fieldA11y('task-title', error)}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. Send the LOI draft"
        />
      </FormField>
      <SelectField
        id="task-assignee"
        label="Assignee"
        value={assignee}
        onValueChange={setAssignee}
        options={[
          { value: unassigned, label: 'Unassigned' },
          ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.fullName })),
        ]}
      />
      <FormField id="task-dueDate" label="Due date">
        <Input
          id="task-dueDate"
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="sm:mb-0.5">
        <Plus aria-hidden="true" className="size-4" />
        Add Task
      </Button>
    </form>
  );
}
