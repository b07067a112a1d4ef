import { dealQueryKey } from '@/lib/deals/query-keys';

/** Under the deal's key, so refreshing a deal (a notification opening it) refreshes its conversation. */
export const commentsQueryKey = (dealId: number) => [...dealQueryKey(dealId), 'comments'] as const;
export const mentionableUsersQueryKey = ['users', 'mentionable'] as const;
