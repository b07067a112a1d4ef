import { aiOpportunityToasts, analysisCompleteToast } from '@common/ai-opportunities';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useAnalyzePortfolio } from './api/analyze-portfolio';
import { isFinished, useAnalysisJob } from './api/get-analysis-job';
import { aiInsightsQueryKey, aiOpportunityListsQueryKey } from './api/query-keys';

/**
 * 'Run AI Analysis': queue a job for the server's worker, toast 'AI Analysis Started',
 * poll the job until it ends, then toast the real count of new opportunities and refresh the list and
 * the insight cards. A failure (queueing or the job itself) is a destructive toast.
 */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  const analyze = useAnalyzePortfolio();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useAnalysisJob(jobId);
  const reported = useRef<number | null>(null);

  const run = useCallback(() => {
    analyze.mutate(undefined, {
      onSuccess: ({ jobId: queued }) => {
        reported.current = null;
        setJobId(queued);
        toast(aiOpportunityToasts.analysisStarted);
      },
      onError: () => toast({ ...aiOpportunityToasts.analysisFailed, variant: 'destructive' }),
    });
  }, [analyze]);

  const finished = isFinished(job.data) || job.isError;
  useEffect(() => {
    if (jobId === null || !finished || reported.current === jobId) return;
    reported.current = jobId;
    if (job.data?.status === 'done') {
      toast(analysisCompleteToast(job.data.result?.created ?? 0));
      void queryClient.invalidateQueries({ queryKey: aiOpportunityListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: aiInsightsQueryKey });
    } else {
      toast({ ...aiOpportunityToasts.analysisFailed, variant: 'destructive' });
    }
    setJobId(null);
  }, [jobId, finished, job.data, queryClient]);

  return { run, running: analyze.isPending || jobId !== null };
}
