import { dealQueryKey } from '@/lib/deals/query-keys';

/** Under the deal's key, so refreshing a deal refreshes its tasks too. */
export const tasksQueryKey = (id: number) => [...dealQueryKey(id), 'tasks'] as const;
export const userOptionsQueryKey = ['users', 'options'] as const;
