import type { AnalyzeResponse } from '@common/ai-opportunities';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Queues an AI analysis (or answers the one already queued or running). */
export function analyzePortfolio(): Promise<AnalyzeResponse> {
  return api.post<AnalyzeResponse>('/api/ai-opportunities/analyze');
}

export function useAnalyzePortfolio() {
  return useMutation({ mutationFn: analyzePortfolio });
}
