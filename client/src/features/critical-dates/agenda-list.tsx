import type { CriticalDate, CriticalDateDayTotal } from '@common/options';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMediumDate } from '@/lib/format-date';
import { useCriticalDatesDay } from './api/get-critical-dates-day';
import { monthTitle } from './calendar-month';
import { DayPagesState } from './day-pages-state';
import { EntryList } from './entry-list';

export type AgendaListProps = {
  month: string;
  /** The month's days with entries and their totals; undefined while loading. */
  days: CriticalDateDayTotal[] | undefined;
  /** Each day's first entries by 'yyyy-MM-dd'. */
  byDay: Map<string, CriticalDate[]>;
  /** The building shown, or null for the portfolio: whose entries 'Show N more' reads. */
  propertyId: number | null;
};

/** The month as a list of days with entries (phones). */
export function AgendaList({ month, days, byDay, propertyId }: AgendaListProps) {
  return (
    <section className="md:hidden" aria-label={`${monthTitle(month)} agenda`}>
      {days && days.length === 0 ? (
        <EmptyState icon={CalendarDays} title="No critical dates this month" />
      ) : (
        <ol className="flex flex-col gap-3">
          {(days ?? []).map(({ date, total }) => (
            <AgendaDay
              key={date}
              day={date}
              first={byDay.get(date) ?? []}
              total={total}
              propertyId={propertyId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

type AgendaDayProps = {
  day: string;
  first: CriticalDate[];
  total: number;
  propertyId: number | null;
};

/**
 * One day of the agenda: its first entries, then 'Show N more', which reads the rest of the day a page
 * at a time.
 */
function AgendaDay({ day, first, total, propertyId }: AgendaDayProps) {
  const [asked, setAsked] = useState(false);
  const pages = useCriticalDatesDay(day, propertyId, asked);
  const entries = (asked ? pages.entries : undefined) ?? first;
  const more = (asked ? (pages.total ?? total) : total) - entries.length;
  const handleShowMore = () => {
    if (asked) void pages.fetchNextPage();
    else setAsked(true);
  };
  return (
    <li data-day={day} className="flex flex-col gap-1">
      <h3 className="font-medium text-sm">{formatMediumDate(day)}</h3>
      <EntryList entries={entries} />
      {asked ? <DayPagesState pages={pages} /> : null}
      {more > 0 && !pages.isError ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={`Show ${more} more on ${formatMediumDate(day)}`}
          disabled={pages.isFetching}
          onClick={handleShowMore}
        >
          {`Show ${more} more`}
        </Button>
      ) : null}
    </li>
  );
}
