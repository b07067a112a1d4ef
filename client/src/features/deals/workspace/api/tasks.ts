import type { Task, TaskListItem } from '@common/deal-tasks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tasksQueryKey } from '@/lib/deals/query-keys';

export function getTasks(id: number, signal?: AbortSignal): Promise<TaskListItem[]> {
  return api.get<TaskListItem[]>(`/api/opportunities/${id}/tasks`, { signal });
}

export const getTasksQueryOptions = (id: number) =>
  queryOptions({ queryKey: tasksQueryKey(id), queryFn: ({ signal }) => getTasks(id, signal) });

export function useTasks(id: number) {
  return useQuery(getTasksQueryOptions(id));
}

export type NewTask = { title: string; assigneeId: number | null; dueDate: string | null };

export const createTask = (id: number, task: NewTask) =>
  api.post<Task>(`/api/opportunities/${id}/tasks`, task);
export const setTaskCompleted = (taskId: number, completed: boolean) =>
  api.patch<Task>(`/api/tasks/${taskId}`, { completed });
export const deleteTask = (taskId: number) => api.delete<void>(`/api/tasks/${taskId}`);

/** Create, complete/reopen and delete a deal's tasks; each refreshes the deal's list. */
export function useTaskMutations(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tasksQueryKey(id) });
  return {
    create: useMutation({ mutationFn: (task: NewTask) => createTask(id, task), onSuccess }),
    // The box ticks at once; a failed call puts the list back.
    complete: useMutation({
      mutationFn: ({ taskId, completed }: { taskId: number; completed: boolean }) =>
        setTaskCompleted(taskId, completed),
      onMutate: async ({ taskId, completed }) => {
        await queryClient.cancelQueries({ queryKey: tasksQueryKey(id) });
        const previous = queryClient.getQueryData<TaskListItem[]>(tasksQueryKey(id));
        const completedAt = completed ? new Date().toISOString() : null;
        queryClient.setQueryData<TaskListItem[]>(tasksQueryKey(id), (tasks) =>
          tasks?.map((task) => (task.id === taskId ? { ...task, completedAt } : task)),
        );
        return { previous };
      },
      onError: (_error, _input, context) => queryClient.setQueryData(tasksQueryKey(id), context?.previous),
      onSettled: onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteTask, onSuccess }),
  };
}
