import { Button } from '@/components/ui/button';
import type { useCriticalDatesDay } from './api/get-critical-dates-day';

export type DayPagesStateProps = { pages: ReturnType<typeof useCriticalDatesDay> };

/** Under a day's list while it reads: 'Loading…', or the failure with 'Try again'. */
export function DayPagesState({ pages }: DayPagesStateProps) {
  if (pages.isError) {
    return (
      <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
        <p>Could not load the critical dates.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch())}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!pages.isFetching || (pages.data && !pages.isFetchingNextPage)) return null;
  return (
    <p role="status" className="text-muted-foreground text-xs">
      Loading…
    </p>
  );
}
