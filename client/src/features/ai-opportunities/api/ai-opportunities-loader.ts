import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { tabFromParam, tabParam } from '../ai-opportunity-tabs';
import { getAiInsightsQueryOptions } from './get-ai-insights';
import { getAiOpportunitiesQueryOptions } from './get-ai-opportunities';

/**
 * The route's loader: starts fetching the first page of the URL's tab and the insight figures while
 * the screen's code is still loading, instead of after its first render. What is cached already is
 * not asked again; failures show on the screen, whose own queries ask again.
 */
export function aiOpportunitiesLoader({ request }: LoaderFunctionArgs): null {
  const tab = tabFromParam(new URL(request.url).searchParams.get(tabParam));
  void queryClient.prefetchQuery(getAiOpportunitiesQueryOptions(tab));
  void queryClient.prefetchQuery(getAiInsightsQueryOptions());
  return null;
}
