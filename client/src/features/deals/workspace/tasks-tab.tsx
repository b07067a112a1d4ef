import type { TaskListItem } from '@common/deal-tasks';
import { ownershipMessages } from '@common/ownership';
import { ListChecks, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TabError } from '@/components/ui/tab-error';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatMediumDate } from '@/lib/format-date';
import { useTaskMutations, useTasks } from './api/tasks';
import { TaskForm } from './task-form';

export type TasksTabProps = { dealId: number };

/**
 * The deal's to-dos: add, tick off (or reopen) and delete. A task's box and delete button are disabled,
 * saying why, for a user the server would refuse (the list says what each user may do).
 */
export function TasksTab({ dealId }: TasksTabProps) {
  const tasks = useTasks(dealId);
  const { create, complete, remove } = useTaskMutations(dealId);
  const failed = (action: string) => (error: unknown) =>
    toast({
      title: 'Error',
      description: `Failed to ${action}: ${errorText(error)}`,
      variant: 'destructive',
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tasks</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <TaskForm onCreate={(task) => create.mutateAsync(task)} pending={create.isPending} />
        {tasks.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading tasks…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : tasks.isError ? (
          <TabError what="tasks" />
        ) : tasks.data.length === 0 ? (
          <EmptyState
            icon={ListChecks}
            title="No tasks yet"
            description="Add the first task for this deal above."
          />
        ) : (
          <ul
            aria-label="Tasks"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {tasks.data.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                onToggle={(completed) =>
                  complete.mutate({ taskId: task.id, completed }, { onError: failed('update the task') })
                }
                onDelete={() => remove.mutate(task.id, { onError: failed('delete the task') })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type TaskRowProps = { task: TaskListItem; onToggle: (completed: boolean) => void; onDelete: () => void };

function TaskRow({ task, onToggle, onDelete }: TaskRowProps) {
  const saved = task.completedAt !== null;
  // The box follows the click at once; the stored state takes over again when the list refreshes
  // (and puts the box back if the save failed).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(task);
  if (seen !== task) {
    setSeen(task);
    setClicked(null);
  }
  const done = clicked ?? saved;
  const handleChange = (completed: boolean) => {
    setClicked(completed);
    onToggle(completed);
  };
  const checkboxId = `task-${task.id}-done`;
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      <DisabledReason reason={task.canComplete ? null : ownershipMessages.task.status}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={done}
          disabled={!task.canComplete}
          onChange={(event) => handleChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
        />
      </DisabledReason>
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={cn(
            'cursor-pointer break-words text-sm',
            done ? 'text-muted-foreground line-through' : 'text-foreground',
          )}
        >
          {task.title}
        </label>
        <p className="text-muted-foreground text-xs">
          {task.assignee ? task.assignee.fullName : 'Unassigned'}
          {task.dueDate ? ` · Due ${formatMediumDate(task.dueDate)}` : ''}
        </p>
      </div>
      <DisabledReason reason={task.canModify ? null : ownershipMessages.task.delete}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete task ${task.title}`}
          onClick={onDelete}
          disabled={!task.canModify}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </DisabledReason>
    </li>
  );
}
