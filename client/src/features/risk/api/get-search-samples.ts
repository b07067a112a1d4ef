import type { RiskDemoSamples } from '@common/risk';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Spec §2.15 prefills both inputs with a sample; ours come from the portfolio (ARCHITECTURE decision
 * 4), picked by the server so the sample search finds a building with suites and surveyed tenants
 * rather than whichever record sorts first. Either may be '' when the portfolio has none.
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
