import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  firstDayOfQuarter,
  firstDayOfWeek,
  isCalendarDay,
  isReportDay,
  lastDayOfMonth,
  lastDayOfQuarter,
  lastDayOfWeek,
  monthsBetween,
} from './calendar-days';
import { isoDateParam } from './properties';

/*
 * A reference calendar without Date: days counted from 1970-01-01 in the proleptic Gregorian calendar
 * (H. Hinnant's civil-day algorithms), so it cannot share a bug or a time zone with date-fns.
 */
type Civil = { year: number; month: number; day: number };

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : (monthLengths[month - 1] as number);

function dayNumber({ year, month, day }: Civil): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilOf(days: number): Civil {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const text = ({ year, month, day }: Civil) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const civil = (date: string): Civil => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

const reference = {
  addDays: (date: string, days: number) => text(civilOf(dayNumber(civil(date)) + days)),
  daysBetween: (from: string, to: string) => dayNumber(civil(to)) - dayNumber(civil(from)),
  addMonths(date: string, months: number) {
    const { year, month, day } = civil(date);
    const index = year * 12 + month - 1 + months;
    const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    return text({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
  },
  monthsBetween(from: string, to: string) {
    const [a, b] = [civil(from), civil(to)];
    return (b.year - a.year) * 12 + b.month - a.month;
  },
  lastDayOfMonth(date: string) {
    const { year, month } = civil(date);
    return text({ year, month, day: daysInMonth(year, month) });
  },
  /** 1970-01-01 was a Thursday; weeks run Sunday (0) to Saturday (6). */
  weekOf(date: string) {
    const days = dayNumber(civil(date));
    const sunday = days - ((((days + 4) % 7) + 7) % 7);
    return { first: text(civilOf(sunday)), last: text(civilOf(sunday + 6)) };
  },
  quarterOf(date: string) {
    const { year, month } = civil(date);
    const first = month - ((month - 1) % 3);
    return {
      first: text({ year, month: first, day: 1 }),
      last: reference.lastDayOfMonth(text({ year, month: first + 2, day: 1 })),
    };
  },
};

const firstDay = dayNumber({ year: 1900, month: 1, day: 1 });
const lastDay = dayNumber({ year: 2199, month: 12, day: 31 });

/** Any day of 1900–2199, half of them a month's last day, 29 February, 1 January or a day some zone skipped. */
const anyDay = fc.oneof(
  fc.integer({ min: firstDay, max: lastDay }).map((days) => text(civilOf(days))),
  fc
    .record({ year: fc.integer({ min: 1900, max: 2199 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => text({ year, month, day: daysInMonth(year, month) })),
  fc.integer({ min: 1900, max: 2199 }).map((year) => `${year}-01-01`),
  fc.constantFrom('2000-02-29', '2024-02-29', '1904-02-29', '2196-02-29', '1994-12-31', '2011-12-30'),
);

/** The helpers against the reference, with the process in `zone`. */
function agreesWithTheReferenceIn(zone: string, offsetInJanuary: number) {
  describe(`calendar days with TZ=${zone}`, () => {
    // vi.stubEnv sets process.env.TZ, and Node applies a changed TZ to every Date from then on.
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('really runs in that zone', () => {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offsetInJanuary);
    });

    it('moves by days as the reference does', () => {
      fc.assert(
        fc.property(anyDay, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
          expect(addDays(date, days)).toBe(reference.addDays(date, days));
        }),
      );
    });

    it('moves by months onto the last day of a shorter month', () => {
      fc.assert(
        fc.property(anyDay, fc.integer({ min: -1200, max: 1200 }), (date, months) => {
          expect(addMonths(date, months)).toBe(reference.addMonths(date, months));
        }),
      );
    });

    it('counts the days and the months between two days', () => {
      fc.assert(
        fc.property(anyDay, anyDay, (from, to) => {
          expect(daysBetween(from, to)).toBe(reference.daysBetween(from, to));
          expect(monthsBetween(from, to)).toBe(reference.monthsBetween(from, to));
        }),
      );
    });

    it("finds the week's, the month's and the quarter's bounds", () => {
      fc.assert(
        fc.property(anyDay, (date) => {
          const week = reference.weekOf(date);
          expect(firstDayOfWeek(date)).toBe(week.first);
          expect(lastDayOfWeek(date)).toBe(week.last);
          expect(lastDayOfMonth(date)).toBe(reference.lastDayOfMonth(date));
          const quarter = reference.quarterOf(date);
          expect(firstDayOfQuarter(date)).toBe(quarter.first);
          expect(lastDayOfQuarter(date)).toBe(quarter.last);
        }),
      );
    });

    it('takes every real day and no other', () => {
      fc.assert(
        fc.property(anyDay, (date) => {
          expect(isCalendarDay(date)).toBe(true);
        }),
      );
      fc.assert(
        fc.property(
          fc.integer({ min: 1900, max: 2199 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
          (year, month, day) => {
            const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
            expect(isCalendarDay(text({ year, month, day }))).toBe(real);
          },
        ),
      );
    });
  });
}

agreesWithTheReferenceIn('Pacific/Kiritimati', -14 * 60);
agreesWithTheReferenceIn('America/Los_Angeles', 8 * 60);

describe('calendar days at the edges', () => {
  it('keeps month ends and leap days', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
    expect(monthsBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(lastDayOfMonth('2000-02-10')).toBe('2000-02-29');
    expect(firstDayOfWeek('2026-01-01')).toBe('2025-12-28');
    expect(lastDayOfWeek('2026-03-31')).toBe('2026-04-04');
    expect(firstDayOfQuarter('2026-05-17')).toBe('2026-04-01');
    expect(lastDayOfQuarter('2026-05-17')).toBe('2026-06-30');
  });
});

describe('report days', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('keeps reports within 1900–2199', () => {
    expect(isReportDay('1900-01-01')).toBe(true);
    expect(isReportDay('2199-12-31')).toBe(true);
    expect(isReportDay('1899-12-31')).toBe(false);
    expect(isReportDay('2200-01-01')).toBe(false);
  });

  it('gives one message per bad query day', () => {
    const issues = (value: string) =>
      isoDateParam.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues('2026-02-30')).toEqual(['Must be a date as yyyy-MM-dd']);
    expect(issues('2300-01-01')).toEqual(['Must be between 1900-01-01 and 2199-12-31']);
    expect(issues('2026-11-26')).toBeUndefined();
  });
});
