import { dealQueryKey } from '@/lib/deals/query-keys';

/** Under the deal's key, so refreshing a deal refreshes its discussion and tasks too. */
export const commentsQueryKey = (id: number) => [...dealQueryKey(id), 'comments'] as const;
export const tasksQueryKey = (id: number) => [...dealQueryKey(id), 'tasks'] as const;
export const userOptionsQueryKey = ['users', 'options'] as const;
