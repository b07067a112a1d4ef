import type { CriticalDate } from '@common/options';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatMediumDate } from '@/lib/format-date';
import { foldDay, isoDay, monthTitle, monthWeeks } from './calendar-month';
import { EntryList } from './entry-list';
import { WholeDay } from './whole-day';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type MonthGridProps = {
  month: string;
  /** Each day's first entries by 'yyyy-MM-dd'. */
  byDay: Map<string, CriticalDate[]>;
  /** Each day's total by 'yyyy-MM-dd'. */
  totals: Map<string, number>;
  /** The building shown, or null for the portfolio: whose entries '+N more' reads. */
  propertyId: number | null;
};

/** The month as a Sunday-first grid (wider screens). */
export function MonthGrid({ month, byDay, totals, propertyId }: MonthGridProps) {
  const today = isoDay(new Date());
  return (
    <table
      aria-label={`${monthTitle(month)} calendar`}
      className="hidden w-full table-fixed border-collapse md:table"
    >
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day} scope="col" className="pb-2 text-left font-medium text-muted-foreground text-xs">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td
                key={day}
                data-day={day}
                aria-label={formatMediumDate(day)}
                className={cn(
                  'h-28 border border-border p-1 align-top',
                  day.startsWith(month) ? 'bg-card' : 'bg-slate-50 text-slate-400',
                )}
              >
                <span
                  className={cn(
                    'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                    day === today && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {Number(day.slice(8))}
                </span>
                <DayEntries
                  day={day}
                  entries={byDay.get(day) ?? []}
                  total={totals.get(day) ?? 0}
                  propertyId={propertyId}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayEntriesProps = {
  day: string;
  entries: CriticalDate[];
  total: number;
  propertyId: number | null;
};

/**
 * A day's cell: the entries that fit, then '+N more' (of the day's total), which opens the whole day
 * in a popover and reads it there.
 */
function DayEntries({ day, entries, total, propertyId }: DayEntriesProps) {
  const headingId = useId();
  const { shown, more } = foldDay(entries, total);
  return (
    <>
      <EntryList entries={shown} compact />
      {more > 0 ? (
        <Popover.Root>
          <Popover.Trigger
            aria-label={`+${more} more on ${formatMediumDate(day)}`}
            className="mt-0.5 cursor-pointer rounded px-1.5 py-0.5 font-medium text-primary text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20"
          >
            +{more} more
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              aria-labelledby={headingId}
              align="start"
              side="bottom"
              sideOffset={4}
              collisionPadding={10}
              className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-72 max-w-[calc(100vw-20px)] flex-col gap-2 overflow-y-auto rounded-md border border-border bg-card p-3 shadow-lg data-[state=open]:animate-fade-in"
            >
              <h3 id={headingId} className="font-semibold text-sm">
                {formatMediumDate(day)}
              </h3>
              <WholeDay day={day} propertyId={propertyId} first={shown} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : null}
    </>
  );
}
