export { commentsQueryKey } from '@/lib/deals/query-keys';
