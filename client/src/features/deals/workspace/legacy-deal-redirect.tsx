import { dealTabFrom } from '@common/deal-paths';
import { Navigate, useLocation, useParams } from 'react-router';

/** Marks a visit that came through /opportunity-detail/:id (its not-found screen speaks of opportunities). */
export type LegacyDealState = { from: 'opportunity' };

export type LegacyDealRedirectProps = { from: 'deal' | 'opportunity' };

/**
 * /deal-detail/:id and /opportunity-detail/:id open the deal screen, keeping the tab (an old name such
 * as ?tab=lease-terms finds its section) and the anchor a notification points at (an update's or a
 * comment's opens Discussion).
 */
export function LegacyDealRedirect({ from }: LegacyDealRedirectProps) {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  const params = new URLSearchParams(search);
  params.delete('tab');
  // An old update or comment link (#update-4, #comment-40) names no tab: its post is in Discussion.
  const next = tab === null && /^#(update|comment)-\d+$/.test(hash) ? 'discussion' : dealTabFrom(tab);
  if (next !== 'overview') params.set('tab', next);
  const query = params.toString();
  const state: LegacyDealState | undefined = from === 'opportunity' ? { from } : undefined;
  return (
    <Navigate
      to={`/deals/${encodeURIComponent(id)}${query ? `?${query}` : ''}${hash}`}
      replace
      state={state}
    />
  );
}

export const OldDealDetailRoute = () => <LegacyDealRedirect from="deal" />;
export const OldOpportunityDetailRoute = () => <LegacyDealRedirect from="opportunity" />;
