import type { CriticalDate } from '@common/options';
import { describe, expect, it } from 'vitest';
import {
  criticalDateHref,
  entriesByDay,
  foldDay,
  monthTitle,
  monthWeeks,
  shiftMonth,
  totalsByDay,
} from './calendar-month';

describe('calendar month', () => {
  it('lays a month out in Sunday-first weeks padded with the neighbouring days', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks('2026-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-03-01');
    expect(weeks[4]?.[6]).toBe('2026-04-04');
    expect(weeks.flat()).toHaveLength(35);
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    // January 2026 starts on a Thursday.
    expect(monthWeeks('2026-01')[0]?.[0]).toBe('2025-12-28');
    // December 1994: Pacific/Kiritimati skipped its 31st, the grid keeps it in every zone.
    expect(monthWeeks('1994-12').flat()).toContain('1994-12-31');
  });

  it('moves across year ends and names the month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -13)).toBe('2025-02');
    expect(monthTitle('2026-03')).toBe('March 2026');
  });

  it('groups entries by day and links each to its lease or option', () => {
    const entry = (date: string, type: 'lease' | 'option', id: number) =>
      ({ date, target: { type, id } }) as CriticalDate;
    const byDay = entriesByDay([entry('2026-03-02', 'lease', 4), entry('2026-03-02', 'option', 9)]);
    expect(byDay.get('2026-03-02')?.map(criticalDateHref)).toEqual([
      '/leases?leaseId=4',
      '/options?status=all&option=9',
    ]);
  });

  it("shows a day whole when its entries fit, else the first ones and how many more of the day's total", () => {
    expect(foldDay([], 0)).toEqual({ shown: [], more: 0 });
    expect(foldDay(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(foldDay(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b'], more: 1 });
    // The month answer carries only the first entries: the rest are counted, not listed.
    expect(foldDay(['a', 'b'], 40)).toEqual({ shown: ['a', 'b'], more: 38 });
    expect(foldDay(['a', 'b', 'c', 'd'], 4, 3)).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
  });

  it("reads each day's total from the month answer", () => {
    const totals = totalsByDay([
      { date: '2026-03-02', total: 1 },
      { date: '2026-03-10', total: 27 },
    ]);
    expect(totals.get('2026-03-10')).toBe(27);
    expect(totals.get('2026-03-11')).toBeUndefined();
  });
});
