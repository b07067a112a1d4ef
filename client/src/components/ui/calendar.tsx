import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type CalendarProps = {
  /** The selected day, if any. */
  selected: Date | undefined;
  /** Called with the day picked; with undefined when the selected day is picked again, unless `required`. */
  onSelect: (day: Date | undefined) => void;
  /** A selected day cannot be deselected (spec §4: the due-date picker). */
  required?: boolean;
  className?: string;
};

const weekdays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weeks (Sunday first, spec §9) shown for `month`, each seven days. */
function weeksOf(month: Date): Date[][] {
  const weeks: Date[][] = [];
  let day = startOfWeek(startOfMonth(month));
  const last = endOfWeek(endOfMonth(month));
  while (day <= last) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
    day = addDays(day, 7);
  }
  return weeks;
}

const keySteps: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day),
  End: (day) => endOfWeek(day),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/**
 * A month of day buttons (after the WAI-ARIA date picker dialog pattern): one day is in the tab order, arrow
 * keys move by day and week, Home/End to the week's ends, Page Up/Down by month, Enter or Space picks.
 * The day in the tab order carries `data-focus-target`, for a popover to focus it on opening.
 */
export function Calendar({ selected, onSelect, required = false, className }: CalendarProps) {
  const [focused, setFocused] = useState<Date>(() => selected ?? new Date());
  const [month, setMonth] = useState<Date>(() => startOfMonth(focused));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const today = new Date();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('[data-focus-target]')?.focus();
  });

  const focusDay = (day: Date) => {
    setFocused(day);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
    moveFocus.current = true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    focusDay(step(focused));
  };

  const handlePick = (day: Date) => {
    setFocused(day);
    // Picking the selected day again deselects it, unless a day is required: then it stays chosen.
    onSelect(selected && isSameDay(day, selected) && !required ? undefined : day);
  };

  const showMonth = (offset: number) => {
    const next = addMonths(month, offset);
    setMonth(next);
    setFocused(selected && isSameMonth(selected, next) ? selected : next);
  };

  const title = format(month, 'MMMM yyyy');
  return (
    <div className={cn('flex w-full flex-col gap-2 p-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon-sm" aria-label="Previous month" onClick={() => showMonth(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="font-medium text-foreground text-sm">
          {title}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label="Next month" onClick={() => showMonth(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <table ref={gridRef} aria-label={title} onKeyDown={handleKeyDown} className="w-full">
        <thead>
          <tr>
            {weekdays.map((day, index) => (
              <th
                key={day}
                scope="col"
                abbr={weekdayNames[index]}
                className="pb-1 text-center font-normal text-muted-foreground text-xs"
              >
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                const isSelected = selected !== undefined && isSameDay(day, selected);
                const outside = !isSameMonth(day, month);
                return (
                  <td key={day.toISOString()} className="p-0.5 text-center">
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      data-focus-target={isSameDay(day, focused) || undefined}
                      aria-label={format(day, 'EEEE, MMMM d, yyyy')}
                      aria-pressed={isSelected}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      onClick={() => handlePick(day)}
                      className={cn(
                        'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-sm tabular-nums transition-colors',
                        'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/30',
                        outside ? 'text-slate-400' : 'text-foreground',
                        isSelected
                          ? 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover'
                          : 'hover:bg-muted',
                        !isSelected && isSameDay(day, today) && 'font-semibold text-primary',
                      )}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
