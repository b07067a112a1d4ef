import {
  addMonths as addCalendarMonths,
  addDays as addDaysTo,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';

/*
 * Calendar days as 'yyyy-mm-dd' strings: the one place the app does arithmetic on them, with date-fns.
 *
 * date-fns reads and writes a Date through its local getters and setters and builds each result with
 * the constructor of its argument. A local midnight is no stable stand-in for a day: some days have
 * none (Pacific/Kiritimati skipped 31 December 1994, Pacific/Apia 30 December 2011). So every day is
 * a UtcDay — a Date whose local fields are its UTC fields — at UTC midnight, and goes back to a string
 * through its ISO form: no time zone of the machine moves a day.
 */

/** A Date read and written in UTC through the local accessors date-fns uses. */
class UtcDay extends Date {
  override getTimezoneOffset() {
    return 0;
  }
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override setFullYear(...fields: Parameters<Date['setUTCFullYear']>) {
    return this.setUTCFullYear(...fields);
  }
  override setMonth(...fields: Parameters<Date['setUTCMonth']>) {
    return this.setUTCMonth(...fields);
  }
  override setDate(date: number) {
    return this.setUTCDate(date);
  }
  override setHours(...fields: Parameters<Date['setUTCHours']>) {
    return this.setUTCHours(...fields);
  }
  override setMinutes(...fields: Parameters<Date['setUTCMinutes']>) {
    return this.setUTCMinutes(...fields);
  }
  override setSeconds(...fields: Parameters<Date['setUTCSeconds']>) {
    return this.setUTCSeconds(...fields);
  }
  override setMilliseconds(milliseconds: number) {
    return this.setUTCMilliseconds(milliseconds);
  }
}

const dayOf = (date: string) => new UtcDay(`${date}T00:00:00Z`);
const dayString = (day: Date) => day.toISOString().slice(0, 10);

/** `date` moved by `days` whole calendar days (back when negative). */
export function addDays(date: string, days: number): string {
  return dayString(addDaysTo(dayOf(date), days));
}

/** `date` moved by `months` calendar months, on the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  return dayString(addCalendarMonths(dayOf(date), months));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dayOf(to), dayOf(from));
}

/** Calendar months from the month of `from` to the month of `to`, whatever their days (Jan 31 → Feb 1 is 1). */
export function monthsBetween(from: string, to: string): number {
  return differenceInCalendarMonths(dayOf(to), dayOf(from));
}

/** The last day of the month of `date` (29 February in a leap year). */
export function lastDayOfMonth(date: string): string {
  return dayString(endOfMonth(dayOf(date)));
}

/** The first day of the calendar quarter of `date` (1 January, April, July or October). */
export function firstDayOfQuarter(date: string): string {
  return dayString(startOfQuarter(dayOf(date)));
}

/** The last day of the calendar quarter of `date` (31 March, 30 June, 30 September or 31 December). */
export function lastDayOfQuarter(date: string): string {
  return dayString(endOfQuarter(dayOf(date)));
}

/** The Sunday that starts the week of `date` (weeks run Sunday to Saturday, as in US English). */
export function firstDayOfWeek(date: string): string {
  return dayString(startOfWeek(dayOf(date)));
}

/** The Saturday that ends the week of `date`. */
export function lastDayOfWeek(date: string): string {
  return dayString(endOfWeek(dayOf(date)));
}

/** The days reports accept: periods and months around them stay within what dates can hold. */
export const firstReportDay = '1900-01-01';
export const lastReportDay = '2199-12-31';

/** 'yyyy-mm-dd' of a real day ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayOf(value).getTime()) && addDays(value, 0) === value
  );
}

/** A real day within firstReportDay … lastReportDay. */
export function isReportDay(value: string): boolean {
  return isCalendarDay(value) && value >= firstReportDay && value <= lastReportDay;
}
