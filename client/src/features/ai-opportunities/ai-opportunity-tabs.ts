import {
  type AiOpportunityTab,
  aiOpportunitiesEmpty,
  aiOpportunityTabLabels,
  aiOpportunityTabs,
} from '@common/ai-opportunities';

/** The tab lives in the URL (?filter=tenant-match); anything unknown or missing is All Opportunities. */
export const tabParam = 'filter';

export function tabFromParam(value: string | null): AiOpportunityTab {
  return (aiOpportunityTabs as readonly string[]).includes(value ?? '') ? (value as AiOpportunityTab) : 'all';
}

/**
 * The tabs' filter rule as the list's query: All = every not-dismissed one; New, Saved and Dismissed by
 * status; the other tabs by type.
 */
export function tabQuery(tab: AiOpportunityTab): URLSearchParams {
  if (tab === 'all') return new URLSearchParams();
  if (tab === 'new' || tab === 'saved' || tab === 'dismissed') return new URLSearchParams({ status: tab });
  return new URLSearchParams({ type: tab });
}

/**
 * The empty state's text: with no opportunity at all the AI has found none yet; on a tab other than All
 * it names the tab ('No tenant matches opportunities available right now').
 */
export function emptyDescription(tab: AiOpportunityTab, totalCount: number): string {
  if (totalCount === 0 || tab === 'all') return aiOpportunitiesEmpty.none;
  return aiOpportunitiesEmpty.filtered(aiOpportunityTabLabels[tab].toLowerCase());
}
