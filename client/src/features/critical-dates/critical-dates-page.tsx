import { criticalDateKindLabels, criticalDateKinds } from '@common/options';
import { AlertCircle, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { AgendaList } from './agenda-list';
import { criticalDatesIcsHref, useCriticalDates } from './api/get-critical-dates';
import {
  criticalDateKindDots,
  entriesByDay,
  monthOf,
  monthTitle,
  shiftMonth,
  totalsByDay,
} from './calendar-month';
import { MonthGrid } from './month-grid';
import { useCriticalDatesUrl } from './use-critical-dates-url';

const allBuildings = 'all';

/** /critical-dates: a month of lease expirations and option notice windows (one building or all). */
export function CriticalDatesPage() {
  const id = useId();
  const { month, buildingId, set } = useCriticalDatesUrl();
  const buildings = useBuildingOptions();
  const dates = useCriticalDates(month, buildingId);
  const building = buildings.data?.find((item) => item.id === buildingId);
  const buildingValue = buildingId === null ? allBuildings : String(buildingId);
  const buildingList = useLongSelect(buildingValue);
  const byDay = entriesByDay(dates.data?.items ?? []);
  const totals = totalsByDay(dates.data?.days ?? []);
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
              <MonthGrid month={month} byDay={byDay} totals={totals} propertyId={buildingId} />
              <AgendaList month={month} days={dates.data?.days} byDay={byDay} propertyId={buildingId} />
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
