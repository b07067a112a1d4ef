import type { CriticalDate } from '@common/options';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMediumDate } from '@/lib/format-date';
import { entriesByDay, monthTitle } from './calendar-month';
import { EntryList } from './entry-list';

/** The month as a list of days with entries (phones); `items` is undefined while loading. */
export function AgendaList({ month, items }: { month: string; items: CriticalDate[] | undefined }) {
  const byDay = [...entriesByDay(items ?? []).entries()].sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className="md:hidden" aria-label={`${monthTitle(month)} agenda`}>
      {items && byDay.length === 0 ? (
        <EmptyState icon={CalendarDays} title="No critical dates this month" />
      ) : (
        <ol className="flex flex-col gap-3">
          {byDay.map(([day, entries]) => (
            <li key={day} data-day={day} className="flex flex-col gap-1">
              <h3 className="font-medium text-sm">{formatMediumDate(day)}</h3>
              <EntryList entries={entries} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
