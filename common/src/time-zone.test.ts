import { describe, expect, it } from 'vitest';
import { hourIn, isTimeZone, todayIn } from './time-zone';

describe('the organisation time zone', () => {
  it('reads a 5 pm deadline in San Francisco on its own day, though UTC has moved on', () => {
    const fivePm = new Date('2026-11-25T17:00:00-08:00');
    expect(fivePm.toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(todayIn('America/Los_Angeles', fivePm)).toBe('2026-11-25');
    expect(hourIn('America/Los_Angeles', fivePm)).toBe(17);
    expect(todayIn('UTC', fivePm)).toBe('2026-11-26');
  });

  it('keeps the hour right across a DST change (New York, 8 March 2026)', () => {
    expect(hourIn('America/New_York', new Date('2026-03-08T06:30:00Z'))).toBe(1);
    expect(hourIn('America/New_York', new Date('2026-03-08T07:30:00Z'))).toBe(3);
    expect(todayIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
