import { describe, expect, it } from 'vitest';
import { greetingFor, tasksReadyText } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 23, hours, minutes);

describe('greeting by the time of day', () => {
  it("says 'Good Morning' before noon", () => {
    expect(greetingFor(at(0))).toBe('Good Morning');
    expect(greetingFor(at(11, 59))).toBe('Good Morning');
  });

  it("says 'Good Afternoon' from noon until five", () => {
    expect(greetingFor(at(12))).toBe('Good Afternoon');
    expect(greetingFor(at(16, 59))).toBe('Good Afternoon');
  });

  it("says 'Good Evening' from five in the afternoon", () => {
    expect(greetingFor(at(17))).toBe('Good Evening');
    expect(greetingFor(at(23, 59))).toBe('Good Evening');
  });

  it('counts the tasks ready, singular for one', () => {
    expect(tasksReadyText(0)).toBe('0 tasks ready');
    expect(tasksReadyText(1)).toBe('1 task ready');
    expect(tasksReadyText(18)).toBe('18 tasks ready');
  });
});
