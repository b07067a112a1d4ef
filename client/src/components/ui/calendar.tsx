import { addYears, min as earliest, endOfYear, format, isBefore, max as latest, startOfYear } from 'date-fns';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import {
  type ChevronProps,
  type DayButtonProps,
  DayPicker,
  type Matcher,
  DayButton as PickerDayButton,
} from 'react-day-picker';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

export type CalendarProps = {
  /** The selected day, if any (local midnight). */
  selected: Date | undefined;
  /** Called with the day picked; with undefined when the selected day is picked again, unless `required`. */
  onSelect: (day: Date | undefined) => void;
  /** A selected day cannot be deselected: picking it again keeps it. */
  required?: boolean;
  /** The first day that can be picked; earlier days are shown disabled. */
  min?: Date;
  /** The last day that can be picked; later days are shown disabled. */
  max?: Date;
  className?: string;
};

/** How many years before and after today the year dropdown offers, when no min or max narrows it. */
export const calendarYearSpan = 75;

/**
 * The months the calendar can show: `calendarYearSpan` years either side of today, narrowed to min and
 * max, and widened to the selected day so a day chosen outside them can still be seen.
 */
export function calendarRange(
  today: Date,
  selected?: Date,
  min?: Date,
  max?: Date,
): { start: Date; end: Date } {
  let start = min ?? startOfYear(addYears(today, -calendarYearSpan));
  let end = max ?? endOfYear(addYears(today, calendarYearSpan));
  if (selected) {
    start = earliest([start, selected]);
    end = latest([end, selected]);
  }
  return { start, end: isBefore(end, start) ? start : end };
}

/** The month shown first: the selected day's, else today's brought within min and max. */
function firstMonth(today: Date, selected?: Date, min?: Date, max?: Date): Date {
  if (selected) return selected;
  if (min && isBefore(today, min)) return min;
  if (max && isBefore(max, today)) return max;
  return today;
}

const dayLabel = (day: Date) => format(day, 'EEEE, MMMM d, yyyy');

function Chevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left'
      ? ChevronLeft
      : orientation === 'right'
        ? ChevronRight
        : orientation === 'up'
          ? ChevronUp
          : ChevronDown;
  // The dropdowns' chevrons are muted; the month buttons' take the button's colour.
  return <Icon aria-hidden="true" className={cn(className, orientation === 'down' && 'text-slate-400')} />;
}

/** A day: the selected one filled, today in the accent colour, other months' days muted. */
function DayButton({ modifiers, className, ...props }: DayButtonProps) {
  return (
    <PickerDayButton
      modifiers={modifiers}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cn(
        className,
        modifiers.outside ? 'text-slate-400' : 'text-foreground',
        modifiers.selected
          ? 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover'
          : 'hover:bg-muted',
        !modifiers.selected && modifiers.today && 'font-semibold text-primary',
        modifiers.disabled && 'cursor-not-allowed text-slate-300 line-through hover:bg-transparent',
      )}
      {...props}
    />
  );
}

const navButton = cn(
  buttonClasses('ghost', 'icon-sm'),
  'absolute top-0 aria-disabled:pointer-events-none aria-disabled:opacity-40',
);

/**
 * A month of days on react-day-picker (its grid keyboard: arrows by day and week, Home/End to the week's
 * ends, Page Up/Down by month, Shift with them by year, Enter or Space picks), weeks from Sunday, with
 * month and year dropdowns and previous/next month buttons.
 */
export function Calendar({ selected, onSelect, required = false, min, max, className }: CalendarProps) {
  const today = new Date();
  const { start, end } = calendarRange(today, selected, min, max);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const selection = required
    ? ({ mode: 'single', required: true, selected, onSelect } as const)
    : ({ mode: 'single', selected, onSelect } as const);
  return (
    <DayPicker
      {...selection}
      defaultMonth={firstMonth(today, selected, min, max)}
      startMonth={start}
      endMonth={end}
      disabled={disabled}
      captionLayout="dropdown"
      navLayout="around"
      showOutsideDays
      weekStartsOn={0}
      labels={{
        labelDayButton: dayLabel,
        labelPrevious: () => 'Previous month',
        labelNext: () => 'Next month',
        labelMonthDropdown: () => 'Month',
        labelYearDropdown: () => 'Year',
      }}
      components={{ Chevron, DayButton }}
      className={cn('w-full p-3', className)}
      classNames={{
        months: 'relative',
        month: 'relative flex w-full flex-col gap-2',
        month_caption: 'flex h-8 items-center justify-center px-9',
        dropdowns: 'flex items-center gap-1.5',
        dropdown_root: cn(
          'relative inline-flex h-8 items-center rounded-md border border-input bg-card px-2 shadow-xs hover:bg-muted',
          'has-focus-visible:border-primary has-focus-visible:ring-3 has-focus-visible:ring-primary/20',
        ),
        dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none opacity-0',
        caption_label: 'inline-flex items-center gap-1 font-medium text-foreground text-sm',
        chevron: 'size-4',
        button_previous: cn(navButton, 'left-0'),
        button_next: cn(navButton, 'right-0'),
        month_grid: 'w-full border-collapse',
        weekday: 'pb-1 text-center font-normal text-muted-foreground text-xs',
        day: 'p-0.5 text-center',
        day_button: cn(
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-sm tabular-nums transition-colors',
          'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/30',
        ),
      }}
    />
  );
}
