import { type CriticalDate, criticalDateKindLabels, criticalDateKinds } from '@common/options';
import { AlertCircle, CalendarDays, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatMediumDate } from '@/lib/format-date';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { criticalDatesIcsHref, useCriticalDates } from './api/get-critical-dates';
import {
  criticalDateHref,
  criticalDateKindDots,
  criticalDateKindStyles,
  entriesByDay,
  foldDay,
  isoDay,
  monthOf,
  monthPattern,
  monthTitle,
  monthWeeks,
  shiftMonth,
} from './calendar-month';

const allBuildings = 'all';
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The month (`?month=yyyy-MM`, default this month) and building (`?building=id`) in the URL. */
function useCalendarParams() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const monthParam = searchParams.get('month') ?? '';
  const month = monthPattern.test(monthParam) ? monthParam : monthOf(new Date());
  const buildingParam = searchParams.get('building') ?? '';
  const buildingId = /^[1-9]\d{0,8}$/.test(buildingParam) ? Number(buildingParam) : null;
  const set = (change: { month?: string; buildingId?: number | null }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.month !== undefined) {
          if (change.month === monthOf(new Date())) next.delete('month');
          else next.set('month', change.month);
        }
        if (change.buildingId !== undefined) {
          if (change.buildingId === null) next.delete('building');
          else next.set('building', String(change.buildingId));
        }
        return next;
      },
      { replace: true },
    );
  return { month, buildingId, set };
}

/** /critical-dates: a month of lease expirations and option notice windows (one building or all). */
export function CriticalDatesPage() {
  const id = useId();
  const { month, buildingId, set } = useCalendarParams();
  const buildings = useBuildingOptions();
  const dates = useCriticalDates(month, buildingId);
  const building = buildings.data?.find((item) => item.id === buildingId);
  const buildingValue = buildingId === null ? allBuildings : String(buildingId);
  const buildingList = useLongSelect(buildingValue);
  const byDay = entriesByDay(dates.data?.items ?? []);
  const thisMonth = monthOf(new Date());

  return (
    <PageContainer>
      <PageHeader
        title="Critical Dates"
        description={
          buildingId === null
            ? 'Lease expirations and option dates across the portfolio.'
            : `Lease expirations and option dates of ${dates.data?.property?.name ?? building?.name ?? 'this building'}.`
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/options">Options</Link>
            </Button>
            <Button asChild variant="outline">
              <a href={criticalDatesIcsHref(buildingId)} download>
                <Download aria-hidden="true" className="size-4" />
                Export .ics
              </a>
            </Button>
          </>
        }
      />
      <Card className="min-w-0">
        <CardContent className="flex flex-col gap-4 pt-4">
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous month"
                onClick={() => set({ month: shiftMonth(month, -1) })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next month"
                onClick={() => set({ month: shiftMonth(month, 1) })}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                disabled={month === thisMonth}
                onClick={() => set({ month: thisMonth })}
              >
                Today
              </Button>
              <h2 className="ml-2 font-semibold text-lg" aria-live="polite">
                {monthTitle(month)}
              </h2>
            </div>
            <div className="flex min-w-0 flex-col gap-1.5 md:w-72">
              <Label htmlFor={`${id}-building`} className="text-muted-foreground text-xs">
                Building
              </Label>
              <Select
                value={buildingValue}
                onValueChange={(value) => set({ buildingId: value === allBuildings ? null : Number(value) })}
                {...buildingList.root}
              >
                <SelectTrigger id={`${id}-building`} />
                <SelectContent>
                  <SelectItem value={allBuildings}>All buildings</SelectItem>
                  {/* The building in the URL, even before the list loads. */}
                  {buildingId !== null && !building ? (
                    <SelectItem value={String(buildingId)}>
                      {dates.data?.property?.name ?? 'This building'}
                    </SelectItem>
                  ) : null}
                  {(buildings.data ?? [])
                    .filter((item) => buildingList.shows(String(item.id)))
                    .map((item) => (
                      <SelectItem key={item.id} value={String(item.id)}>
                        {item.name}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
            {criticalDateKinds.map((kind) => (
              <li key={kind} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 rounded-full', criticalDateKindDots[kind])}
                />
                {criticalDateKindLabels[kind]}
              </li>
            ))}
          </ul>
          {dates.isError ? (
            <EmptyState
              icon={AlertCircle}
              title="Could not load the critical dates."
              description="Please try again later."
              action={
                <Button variant="outline" size="sm" onClick={() => dates.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <div aria-busy={!dates.data || dates.isPlaceholderData}>
              <MonthGrid month={month} byDay={byDay} />
              <Agenda month={month} items={dates.data?.items} />
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function EntryLink({ item, compact = false }: { item: CriticalDate; compact?: boolean }) {
  const label = criticalDateKindLabels[item.kind];
  return (
    <Link
      to={criticalDateHref(item)}
      title={`${label}: ${item.title} (${item.property.name})`}
      data-kind={item.kind}
      className={cn(
        'block rounded border px-1.5 py-0.5 text-xs leading-snug',
        compact ? 'line-clamp-2 break-words' : 'whitespace-normal',
        criticalDateKindStyles[item.kind],
      )}
    >
      <span className="sr-only">{`${label}: `}</span>
      {item.title}
    </Link>
  );
}

/** The month as a Sunday-first grid (wider screens). */
function MonthGrid({ month, byDay }: { month: string; byDay: Map<string, CriticalDate[]> }) {
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
          <tr key={isoDay(week[0] as Date)}>
            {week.map((day) => {
              const key = isoDay(day);
              const inMonth = key.startsWith(month);
              const entries = byDay.get(key) ?? [];
              return (
                <td
                  key={key}
                  data-day={key}
                  aria-label={formatMediumDate(day)}
                  className={cn(
                    'h-28 border border-border p-1 align-top',
                    inMonth ? 'bg-card' : 'bg-slate-50 text-slate-400',
                  )}
                >
                  <span
                    className={cn(
                      'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                      key === today && 'bg-primary font-semibold text-primary-foreground',
                    )}
                  >
                    {day.getDate()}
                  </span>
                  <DayEntries day={day} entries={entries} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const entryKey = (item: CriticalDate) => `${item.kind}-${item.target.type}-${item.target.id}`;

/** A day's cell: the entries that fit, then '+N more', which opens the whole day in a popover. */
function DayEntries({ day, entries }: { day: Date; entries: CriticalDate[] }) {
  const headingId = useId();
  const { shown, more } = foldDay(entries);
  return (
    <>
      <ul className="flex flex-col gap-0.5">
        {shown.map((item) => (
          <li key={entryKey(item)}>
            <EntryLink item={item} compact />
          </li>
        ))}
      </ul>
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
              <ul className="flex flex-col gap-1">
                {entries.map((item) => (
                  <li key={entryKey(item)}>
                    <EntryLink item={item} />
                  </li>
                ))}
              </ul>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : null}
    </>
  );
}

/** The month as a list of days with entries (phones). */
function Agenda({ month, items }: { month: string; items: CriticalDate[] | undefined }) {
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
              <ul className="flex flex-col gap-1">
                {entries.map((item) => (
                  <li key={entryKey(item)}>
                    <EntryLink item={item} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
