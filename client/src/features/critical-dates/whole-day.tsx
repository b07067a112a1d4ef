import type { CriticalDate } from '@common/options';
import { Button } from '@/components/ui/button';
import { useCriticalDatesDay } from './api/get-critical-dates-day';
import { DayPagesState } from './day-pages-state';
import { EntryList } from './entry-list';

export type WholeDayProps = { day: string; propertyId: number | null; first: readonly CriticalDate[] };

/**
 * Every entry of a day (the '+N more' popover), read a page at a time from the moment it opens: the
 * first entries the month gave show at once, and 'Show more' reads the next page.
 */
export function WholeDay({ day, propertyId, first }: WholeDayProps) {
  const pages = useCriticalDatesDay(day, propertyId);
  return (
    <>
      <EntryList entries={pages.entries ?? first} />
      <DayPagesState pages={pages} />
      {pages.hasNextPage && !pages.isError ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </>
  );
}
