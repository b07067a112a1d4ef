import type { BackgroundJob } from '@common/jobs';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date';
import {
  type BackgroundJobFilter,
  useBackgroundJobs,
  useRetryBackgroundJob,
} from './api/get-background-jobs';
import { SectionTitle } from './section-title';

/** What each job does, in the words of the product; a job without one shows its queue name. */
const jobLabels: Record<string, string> = {
  'ai-analysis': 'AI analysis',
  'ai-analysis-daily': 'Daily AI analysis check',
  reminders: 'Critical-date reminders',
  'daily-digest': 'Daily digest',
  'mail-outbox': 'Outgoing mail',
};
export const jobLabel = (name: string) => jobLabels[name] ?? name;

const stateLabels: Record<BackgroundJob['state'], string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
const stateVariants: Record<BackgroundJob['state'], BadgeVariant> = {
  created: 'neutral',
  retry: 'warning',
  active: 'primary',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const filterOptions: { value: BackgroundJobFilter; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'retry', label: 'Waiting to retry' },
  { value: 'active', label: 'Running' },
  { value: 'completed', label: 'Completed (last day)' },
  { value: 'all', label: 'All' },
];

export const noFailedJobsText = 'No failed jobs';

/** Admins: the server's background jobs, failed ones first, each failed one retryable. */
export function BackgroundJobsSection() {
  const [state, setState] = useState<BackgroundJobFilter>('failed');
  const jobs = useBackgroundJobs(state);
  return (
    <Card aria-labelledby="settings-jobs-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <SectionTitle id="settings-jobs-title">Background jobs</SectionTitle>
          <CardDescription>
            Scheduled and queued work such as the AI analysis. A failed job is retried automatically with
            increasing delays; one that still fails is listed here.
          </CardDescription>
        </div>
        <FilterSelect
          id="settings-jobs-state"
          label="Show"
          value={state}
          options={filterOptions}
          onChange={(value) => setState(value as BackgroundJobFilter)}
          className="sm:w-52"
        />
      </CardHeader>
      <CardContent>
        {jobs.data ? (
          jobs.data.items.length > 0 ? (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {jobs.data.items.map((job) => (
                <JobRow key={job.id} job={job} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={CircleCheck}
              title={state === 'failed' ? noFailedJobsText : 'No jobs to show'}
              description={
                state === 'failed'
                  ? 'Every background job that ran has finished or is still retrying.'
                  : undefined
              }
            />
          )
        ) : jobs.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Background jobs could not be loaded. Please try again later.
          </p>
        ) : (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function JobRow({ job }: { job: BackgroundJob }) {
  const retry = useRetryBackgroundJob();
  const name = jobLabel(job.name);
  const attempts = job.retryCount + 1;
  const handleRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast({ title: `${name} queued again` }),
      onError: (error) =>
        toast({
          title: 'Retry failed',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-wrap items-start gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-foreground text-sm">
          {name}
          <Badge variant={stateVariants[job.state]}>{stateLabels[job.state]}</Badge>
        </p>
        {job.lastError ? <p className="break-words text-destructive text-sm">{job.lastError}</p> : null}
        <p className="text-muted-foreground text-xs">
          {attempts === 1 ? '1 attempt' : `${attempts} attempts`} of {job.retryLimit + 1} · Queued{' '}
          {formatDateTime(job.createdAt)}
          {job.startedAt ? ` · Started ${formatDateTime(job.startedAt)}` : ''}
          {job.completedAt
            ? ` · ${job.state === 'failed' ? 'Failed' : 'Ended'} ${formatDateTime(job.completedAt)}`
            : ''}
          {job.state === 'retry' ? ` · Next attempt ${formatDateTime(job.startAfter)}` : ''}
        </p>
      </div>
      {job.state === 'failed' ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Retry ${name} queued ${formatDateTime(job.createdAt)}`}
          disabled={retry.isPending}
          onClick={handleRetry}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      ) : null}
    </li>
  );
}
