import { describe, expect, it } from 'vitest';
import { isCalendarDay, isReportDay } from './calendar-days';
import { isoDateParam } from './properties';

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
