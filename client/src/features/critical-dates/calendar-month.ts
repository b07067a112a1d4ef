import {
  addDays,
  addMonths,
  daysBetween,
  firstDayOfWeek,
  lastDayOfMonth,
  lastDayOfWeek,
} from '@common/calendar-days';
import {
  type CriticalDate,
  type CriticalDateDayTotal,
  type CriticalDateKind,
  criticalDatesShownPerDay,
} from '@common/options';
import { format, parse } from 'date-fns';

/** 'yyyy-MM' of a month; the calendar's URL and API parameter. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (day: Date): string => format(day, 'yyyy-MM');

const firstDay = (month: string): string => `${month}-01`;

/** The month `count` months after (or before) `month`. */
export const shiftMonth = (month: string, count: number): string =>
  addMonths(firstDay(month), count).slice(0, 7);

/** 'March 2026' */
export const monthTitle = (month: string): string =>
  format(parse(firstDay(month), 'yyyy-MM-dd', new Date()), 'MMMM yyyy');

/**
 * The weeks shown for a month as 'yyyy-MM-dd' days, Sunday first (US English), padded with the
 * neighbouring months' days.
 */
export function monthWeeks(month: string): string[][] {
  const start = firstDayOfWeek(firstDay(month));
  const end = lastDayOfWeek(lastDayOfMonth(firstDay(month)));
  const days = Array.from({ length: daysBetween(start, end) + 1 }, (_, index) => addDays(start, index));
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** 'yyyy-MM-dd' of a local date (today, as the user's calendar has it). */
export const isoDay = (day: Date): string => format(day, 'yyyy-MM-dd');

/** The entries by day ('yyyy-MM-dd'), each day's in the order the API gave them. */
export function entriesByDay(items: readonly CriticalDate[]): Map<string, CriticalDate[]> {
  const byDay = new Map<string, CriticalDate[]>();
  for (const item of items) {
    const list = byDay.get(item.date);
    if (list) list.push(item);
    else byDay.set(item.date, [item]);
  }
  return byDay;
}

/** Each day's total by day ('yyyy-MM-dd'), as the month answer counts them. */
export function totalsByDay(days: readonly CriticalDateDayTotal[]): Map<string, number> {
  return new Map(days.map((day) => [day.date, day.total]));
}

/**
 * A day as the grid shows it: its first `fit` entries, and how many more of its `total` are folded
 * into '+N more'.
 */
export function foldDay<T>(
  entries: readonly T[],
  total: number,
  fit = criticalDatesShownPerDay,
): { shown: readonly T[]; more: number } {
  const shown = entries.slice(0, fit);
  return { shown, more: Math.max(total - shown.length, 0) };
}

/** Where an entry leads: the lease's dialog on Lease Documents, or the option's edit dialog. */
export { criticalDateHref } from '@common/calendar-feeds';

/** The colour of each kind, in the grid and the legend. */
export const criticalDateKindStyles: Record<CriticalDateKind, string> = {
  'lease-expiration': 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100',
  'notice-start': 'border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100',
  'notice-end': 'border-violet-200 bg-violet-50 text-violet-800 hover:bg-violet-100',
  effective: 'border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
};

export const criticalDateKindDots: Record<CriticalDateKind, string> = {
  'lease-expiration': 'bg-red-500',
  'notice-start': 'bg-amber-500',
  'notice-end': 'bg-violet-500',
  effective: 'bg-emerald-500',
};
