import type { RiskDemoSamples } from '@common/risk';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The risk demo prefills both inputs with a sample taken from the portfolio (never sample data held in a
 * screen), picked by the server so the sample search finds a building with suites and surveyed tenants rather
 * than whichever record sorts first. Either may be '' when the portfolio has none.
 */
export function getSearchSamples(signal?: AbortSignal): Promise<RiskDemoSamples> {
  return api.get<RiskDemoSamples>('/api/risk/demo-samples', { signal });
}

export function useSearchSamples() {
  return useQuery({
    queryKey: ['risk-demo', 'samples'],
    queryFn: ({ signal }) => getSearchSamples(signal),
  });
}
