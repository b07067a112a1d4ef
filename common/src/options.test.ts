import { describe, expect, it } from 'vitest';
import {
  type ConflictLease,
  type ConflictOption,
  daysToDeadlineLabel,
  findOptionConflicts,
  optionFlag,
  optionInputSchema,
  optionMessages,
  optionStatus,
} from './options';

const dates = { noticeStart: '2026-03-01', noticeEnd: '2026-05-31', effectiveDate: '2026-09-01' };

describe('optionStatus', () => {
  it.each([
    ['the day before the notice window opens', '2026-02-28', 'upcoming'],
    ['the day the notice window opens', '2026-03-01', 'active'],
    ['the last day of the notice window', '2026-05-31', 'active'],
    ['the day after the notice window closes', '2026-06-01', 'inactive'],
    ['the effective date', '2026-09-01', 'inactive'],
    ['the day after the effective date', '2026-09-02', 'expired'],
  ])('is %s → %s', (_label, today, status) => {
    expect(optionStatus(dates, today)).toBe(status);
  });
});

describe('optionFlag', () => {
  it('flags a notice window opening in 30 days but not in 31', () => {
    // 2026-01-30 + 30 days = 2026-03-01.
    expect(optionFlag(dates, '2026-01-30')).toBe('opens-soon');
    expect(optionFlag(dates, '2026-01-29')).toBeNull();
  });

  it('does not flag an open window', () => {
    expect(optionFlag(dates, '2026-03-01')).toBeNull();
    expect(optionFlag(dates, '2026-05-31')).toBeNull();
  });

  it('flags a passed window until the effective date, then stops', () => {
    expect(optionFlag(dates, '2026-06-01')).toBe('window-passed');
    expect(optionFlag(dates, '2026-09-01')).toBe('window-passed');
    expect(optionFlag(dates, '2026-09-02')).toBeNull();
  });
});

describe('findOptionConflicts', () => {
  const today = '2026-01-15';
  let nextId = 1;
  const option = (overrides: Partial<ConflictOption>): ConflictOption => ({
    id: nextId++,
    spaceId: 10,
    suite: '860',
    tenantId: 1,
    tenantName: 'Quantum Ledger',
    optionType: 'ROFO',
    noticeStart: '2026-01-01',
    noticeEnd: '2026-06-30',
    effectiveDate: '2026-07-31',
    ...overrides,
  });
  const harbor = { tenantId: 2, tenantName: 'Harbor Point Wealth' };

  it('makes two ROFOs over one suite from different tenants with overlapping windows conflict both ways', () => {
    const quantum = option({});
    const other = option({
      ...harbor,
      noticeStart: '2026-04-01',
      noticeEnd: '2026-09-30',
      effectiveDate: '2026-10-15',
    });
    const conflicts = findOptionConflicts([quantum, other], [], today);
    expect(conflicts.get(quantum.id)).toEqual([
      {
        kind: 'competing-right',
        otherOptionId: other.id,
        message: "Competes with Harbor Point Wealth's ROFO over suite 860",
      },
    ]);
    expect(conflicts.get(other.id)).toEqual([
      {
        kind: 'competing-right',
        otherOptionId: quantum.id,
        message: "Competes with Quantum Ledger's ROFO over suite 860",
      },
    ]);
  });

  it('gives a tenant whose name ends in s the apostrophe alone in the message', () => {
    const quantum = option({});
    const other = option({ tenantId: 3, tenantName: 'Weiss & Associates' });
    expect(findOptionConflicts([quantum, other], [], today).get(quantum.id)?.[0]?.message).toBe(
      "Competes with Weiss & Associates' ROFO over suite 860",
    );
  });

  it('counts windows sharing a single day as overlapping', () => {
    const first = option({});
    const second = option({
      ...harbor,
      noticeStart: '2026-06-30',
      noticeEnd: '2026-08-31',
      effectiveDate: '2026-09-30',
    });
    expect(findOptionConflicts([first, second], [], today).size).toBe(2);
  });

  it('does not flag rights whose windows do not overlap', () => {
    const first = option({});
    const second = option({
      ...harbor,
      noticeStart: '2026-07-01',
      noticeEnd: '2026-08-31',
      effectiveDate: '2026-09-30',
    });
    expect(findOptionConflicts([first, second], [], today).size).toBe(0);
  });

  it('does not flag two rights of the same tenant', () => {
    const rofo = option({});
    const rofr = option({ optionType: 'ROFR' });
    expect(findOptionConflicts([rofo, rofr], [], today).size).toBe(0);
  });

  it('does not flag rights over different suites', () => {
    const first = option({});
    const second = option({ ...harbor, spaceId: 11, suite: '870' });
    expect(findOptionConflicts([first, second], [], today).size).toBe(0);
  });

  it('leaves an expired option out, and the right it would have competed with', () => {
    const expired = option({
      noticeStart: '2025-06-01',
      noticeEnd: '2026-01-10',
      effectiveDate: '2026-01-14',
    });
    const live = option({ ...harbor, noticeStart: '2025-12-01' });
    expect(findOptionConflicts([expired, live], [], today).size).toBe(0);
    // On its effective date it still takes part.
    expect(findOptionConflicts([expired, live], [], '2026-01-14').size).toBe(2);
  });

  it("never flags a Renewal over the holder's own suite, even under another tenant's right", () => {
    const lease: ConflictLease = {
      spaceId: 10,
      tenantId: 1,
      tenantName: 'Quantum Ledger',
      endDate: '2026-07-15',
    };
    const renewal = option({ optionType: 'Renewal', effectiveDate: '2026-07-16' });
    const rofo = option({ ...harbor });
    expect(findOptionConflicts([renewal, rofo], [lease], today).size).toBe(0);
  });

  it("flags a right over a suite whose other tenant's lease runs past the effective date", () => {
    const rofr = option({ ...harbor, optionType: 'ROFR' });
    const lease: ConflictLease = {
      spaceId: 10,
      tenantId: 1,
      tenantName: 'Quantum Ledger',
      endDate: '2027-03-31',
    };
    expect(findOptionConflicts([rofr], [lease], today).get(rofr.id)).toEqual([
      {
        kind: 'space-leased',
        otherOptionId: null,
        message: 'Suite 860 is leased to Quantum Ledger until 03/31/2027, past the effective date',
      },
    ]);
  });

  it('does not flag a right over a suite whose lease ends before the effective date', () => {
    const rofr = option({ ...harbor, optionType: 'ROFR' });
    const lease: ConflictLease = {
      spaceId: 10,
      tenantId: 1,
      tenantName: 'Quantum Ledger',
      endDate: '2026-07-30',
    };
    expect(findOptionConflicts([rofr], [lease], today).size).toBe(0);
    // A lease through the effective date itself still holds the suite that day.
    expect(findOptionConflicts([rofr], [{ ...lease, endDate: '2026-07-31' }], today).size).toBe(1);
  });

  it('does not flag a right over a suite the holder leases itself', () => {
    const expansion = option({ optionType: 'Expansion' });
    const lease: ConflictLease = {
      spaceId: 10,
      tenantId: 1,
      tenantName: 'Quantum Ledger',
      endDate: '2030-01-31',
    };
    expect(findOptionConflicts([expansion], [lease], today).size).toBe(0);
  });
});

describe('optionInputSchema', () => {
  const input = { propertyId: 1, optionType: 'ROFO', ...dates };
  const issues = (value: unknown) => {
    const result = optionInputSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts notice start < notice end < effective date', () => {
    expect(issues(input)).toEqual([]);
  });

  it('refuses a notice end that is not after the notice start', () => {
    expect(issues({ ...input, noticeEnd: dates.noticeStart })).toEqual([
      ['noticeEnd', optionMessages.noticeEndAfterStart],
    ]);
    expect(optionMessages.noticeEndAfterStart).toBe('Notice end must be after notice start');
  });

  it('refuses an effective date that is not after the notice end', () => {
    expect(issues({ ...input, effectiveDate: dates.noticeEnd })).toEqual([
      ['effectiveDate', optionMessages.effectiveAfterNotice],
    ]);
    expect(optionMessages.effectiveAfterNotice).toBe('Effective date must be after the notice end');
  });
});

describe('daysToDeadlineLabel', () => {
  it('counts down to the notice end and says how late once it has passed', () => {
    expect(daysToDeadlineLabel(12)).toBe('12 days');
    expect(daysToDeadlineLabel(1)).toBe('1 day');
    expect(daysToDeadlineLabel(0)).toBe('Due today');
    expect(daysToDeadlineLabel(-1)).toBe('1 day overdue');
    expect(daysToDeadlineLabel(-3)).toBe('3 days overdue');
  });
});
