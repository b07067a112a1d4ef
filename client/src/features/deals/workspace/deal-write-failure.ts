import type { OpportunityDetail } from '@common/deal-detail';
import { staleWriteMessage } from '@common/stale-writes';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { dealQueryKey } from '@/lib/deals/query-keys';
import { errorText } from '@/lib/error-text';

/** The record a 409 carries when the deal changed since it was read (`current`), if it does. */
export function currentDealOf(error: unknown): OpportunityDetail | null {
  if (!isApiError(error, 409)) return null;
  const current = error.serverBody?.current;
  return current && typeof current === 'object' ? (current as OpportunityDetail) : null;
}

/**
 * A refused write to the deal, in a destructive toast titled `title`. A deal changed meanwhile (409)
 * is shown as it now is, with the server's words and `nowText` of it; another refusal gives the
 * server's message; anything else asks to try again later.
 */
export function reportDealWriteFailure(
  queryClient: QueryClient,
  title: string,
  error: unknown,
  nowText?: (current: OpportunityDetail) => string,
): void {
  const current = currentDealOf(error);
  if (current) {
    queryClient.setQueryData(dealQueryKey(current.id), current);
    const words = (isApiError(error) && error.serverMessage) || staleWriteMessage;
    toast({ title, description: nowText ? `${words} ${nowText(current)}` : words, variant: 'destructive' });
    return;
  }
  toast({ title, description: errorText(error, 'Please try again later'), variant: 'destructive' });
}
