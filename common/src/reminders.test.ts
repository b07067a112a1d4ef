import { describe, expect, it } from 'vitest';
import {
  defaultReminderRules,
  formatReminderDate,
  maxRulesPerKind,
  reminderFireDate,
  reminderIsDue,
  reminderRulesSchema,
  reminderTitle,
  ruleTiming,
  timeZoneUpdateSchema,
} from './reminders';

describe('reminderFireDate', () => {
  it('counts days back across month and year ends', () => {
    expect(reminderFireDate('2026-03-01', { offset: 1, unit: 'days' })).toBe('2026-02-28');
    expect(reminderFireDate('2028-03-01', { offset: 1, unit: 'days' })).toBe('2028-02-29');
    expect(reminderFireDate('2027-01-05', { offset: 7, unit: 'days' })).toBe('2026-12-29');
    expect(reminderFireDate('2026-12-25', { offset: 90, unit: 'days' })).toBe('2026-09-26');
  });

  it('counts calendar months back, landing on the last day of a shorter month', () => {
    expect(reminderFireDate('2026-03-31', { offset: 1, unit: 'months' })).toBe('2026-02-28');
    expect(reminderFireDate('2028-03-31', { offset: 1, unit: 'months' })).toBe('2028-02-29');
    expect(reminderFireDate('2026-05-31', { offset: 3, unit: 'months' })).toBe('2026-02-28');
    expect(reminderFireDate('2026-12-31', { offset: 6, unit: 'months' })).toBe('2026-06-30');
    expect(reminderFireDate('2027-01-15', { offset: 12, unit: 'months' })).toBe('2026-01-15');
    expect(reminderFireDate('2026-02-28', { offset: 9, unit: 'months' })).toBe('2025-05-28');
  });
});

describe('reminderIsDue', () => {
  const rule = { offset: 30, unit: 'days' } as const;
  it('is due from the fire date through the date itself, never before or after', () => {
    expect(reminderIsDue('2026-12-25', rule, '2026-11-24')).toBe(false);
    expect(reminderIsDue('2026-12-25', rule, '2026-11-25')).toBe(true);
    // A missed day is caught up later.
    expect(reminderIsDue('2026-12-25', rule, '2026-12-01')).toBe(true);
    expect(reminderIsDue('2026-12-25', rule, '2026-12-25')).toBe(true);
    expect(reminderIsDue('2026-12-25', rule, '2026-12-26')).toBe(false);
  });
});

describe('reminderTitle', () => {
  const option = { kind: 'option_notice_start', optionType: 'ROFO', holder: 'Acme Corp' } as const;
  it('states what happens, how long is left from today, and the date', () => {
    expect(reminderTitle(option, '2026-12-25', '2026-11-25')).toBe(
      'ROFO notice window for Acme Corp opens in 30 days (Dec 25, 2026)',
    );
    expect(reminderTitle({ ...option, kind: 'option_notice_end' }, '2026-12-25', '2026-12-24')).toBe(
      'ROFO notice window for Acme Corp closes tomorrow (Dec 25, 2026)',
    );
    expect(reminderTitle({ ...option, holder: null }, '2026-12-25', '2026-12-25')).toBe(
      'ROFO notice window opens today (Dec 25, 2026)',
    );
    expect(
      reminderTitle({ kind: 'lease_expiry', tenant: 'Acme Corp', suite: '300' }, '2027-03-31', '2026-12-31'),
    ).toBe('Lease of Acme Corp in suite 300 expires in 90 days (Mar 31, 2027)');
    expect(reminderTitle({ kind: 'task_due', title: 'Send LOI' }, '2026-01-02', '2026-01-01')).toBe(
      'Task "Send LOI" is due tomorrow (Jan 2, 2026)',
    );
  });

  it('formats dates as Mon d, yyyy', () => {
    expect(formatReminderDate('2026-01-05')).toBe('Jan 5, 2026');
  });
});

describe('reminderRulesSchema', () => {
  const message = (value: unknown) => {
    const result = reminderRulesSchema.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the default rules and an empty set', () => {
    expect(reminderRulesSchema.safeParse({ rules: defaultReminderRules }).success).toBe(true);
    expect(reminderRulesSchema.safeParse({ rules: [] }).success).toBe(true);
  });

  it('rejects unknown kinds, units, non-positive or fractional offsets, duplicates and too many of a kind', () => {
    expect(message({ rules: [{ kind: 'lease_end', offset: 1, unit: 'days' }] })).toMatch(
      /^Kind must be one of/,
    );
    expect(message({ rules: [{ kind: 'task_due', offset: 1, unit: 'weeks' }] })).toBe(
      'Unit must be days or months',
    );
    expect(message({ rules: [{ kind: 'task_due', offset: 0, unit: 'days' }] })).toMatch(/whole number/);
    expect(message({ rules: [{ kind: 'task_due', offset: 1.5, unit: 'days' }] })).toMatch(/whole number/);
    expect(
      message({
        rules: [
          { kind: 'task_due', offset: 2, unit: 'days' },
          { kind: 'task_due', offset: 2, unit: 'days' },
        ],
      }),
    ).toBe('Duplicate rule: Task due, 2 days before');
    const many = Array.from({ length: maxRulesPerKind + 1 }, (_, index) => ({
      kind: 'task_due',
      offset: index + 1,
      unit: 'days',
    }));
    expect(message({ rules: many })).toBe(`At most ${maxRulesPerKind} rules for Task due`);
  });
});

describe('timeZoneUpdateSchema', () => {
  it('accepts IANA names and rejects anything else with "Unknown time zone"', () => {
    expect(timeZoneUpdateSchema.safeParse({ timeZone: 'America/New_York' }).success).toBe(true);
    const bad = timeZoneUpdateSchema.safeParse({ timeZone: 'Mars/Olympus' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('Unknown time zone');
    expect(timeZoneUpdateSchema.safeParse({ timeZone: '' }).success).toBe(false);
  });
});

describe('approval reminders', () => {
  it('read as time after submission, and say how long the proposal has really waited', () => {
    expect(ruleTiming({ kind: 'approval_waiting', offset: 2, unit: 'days' })).toBe('after 2 days');
    expect(ruleTiming({ kind: 'lease_expiry', offset: 1, unit: 'months' })).toBe('1 month before');
    expect(
      reminderTitle(
        { kind: 'approval_waiting', prospect: 'Acme', submittedOn: '2026-11-20' },
        '2026-11-22',
        '2026-11-25',
      ),
    ).toBe('A proposal for Acme has waited 5 days for approval (submitted Nov 20, 2026)');
  });
});
