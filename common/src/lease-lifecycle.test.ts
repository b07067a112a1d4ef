import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import {
  currentLease,
  isAvailable,
  type LeaseFacts,
  leaseLifecycle,
  nextLease,
  suiteStatus,
} from './lease-lifecycle';

const today = '2026-11-25';
let nextId = 1;

/** A lease of suite 1 running from `start` to `end` days from today. */
function lease(start: number, end: number, change: Partial<LeaseFacts> = {}): LeaseFacts {
  return {
    id: nextId++,
    tenantId: 1,
    spaceId: 1,
    startDate: addDays(today, start),
    endDate: addDays(today, end),
    recordStatus: start > 0 ? 'pending' : end < 0 ? 'expired' : 'active',
    terminatedOn: null,
    ...change,
  };
}

const lifecycle = (subject: LeaseFacts, others: LeaseFacts[] = []) =>
  leaseLifecycle(subject, [subject, ...others], today);

describe('lease lifecycle', () => {
  it('is pending before its start, active within it and expiring within 180 days of its end', () => {
    expect(lifecycle(lease(1, 400))).toBe('pending');
    expect(lifecycle(lease(-300, 181))).toBe('active');
    expect(lifecycle(lease(-300, 180))).toBe('expiring');
    expect(lifecycle(lease(-300, 0))).toBe('expiring');
  });

  it('is expired past its end, or held over while still recorded active', () => {
    expect(lifecycle(lease(-900, -1))).toBe('expired');
    expect(lifecycle(lease(-900, -1, { recordStatus: 'active' }))).toBe('holdover');
  });

  it('is renewed once the same tenant signs a later lease of the suite, whoever entered it', () => {
    const current = lease(-1000, 20);
    expect(lifecycle(current, [lease(21, 1846)])).toBe('renewed');
    expect(lifecycle(current, [lease(21, 1846, { tenantId: 2 })])).toBe('expiring');
    expect(lifecycle(current, [lease(21, 1846, { spaceId: 2 })])).toBe('expiring');
    expect(lifecycle(current, [lease(21, 1846, { recordStatus: 'terminated' })])).toBe('expiring');
  });

  it('is terminated when recorded so or once its termination date comes; before that it ends then', () => {
    expect(lifecycle(lease(-300, 900, { recordStatus: 'terminated' }))).toBe('terminated');
    expect(lifecycle(lease(-300, 900, { terminatedOn: today }))).toBe('terminated');
    expect(lifecycle(lease(-300, 900, { terminatedOn: addDays(today, 60) }))).toBe('expiring');
  });
});

describe('suite status', () => {
  it('a vacant suite with a signed lease starting later is pre-leased, not available (Angelview 220)', () => {
    const status = suiteStatus([lease(-2000, -400), lease(45, 45 + 7 * 365, { tenantId: 2 })], today);
    expect(status).toBe('pre-leased');
    expect(isAvailable(status)).toBe(false);
  });

  it('an expiring suite whose tenant signed a renewal is renewed, not upcoming (Angelview 110)', () => {
    const current = lease(-1800, 20);
    const status = suiteStatus([current, lease(21, 1846)], today);
    expect(status).toBe('renewed');
    expect(isAvailable(status)).toBe(false);
  });

  it('an expiring suite let to someone else from a later date is pre-leased', () => {
    expect(suiteStatus([lease(-1800, 20), lease(30, 2000, { tenantId: 2 })], today)).toBe('pre-leased');
  });

  it('is occupied, expiring, held over (expiring) or vacant from its current lease alone', () => {
    expect(suiteStatus([lease(-100, 900)], today)).toBe('occupied');
    expect(suiteStatus([lease(-100, 90)], today)).toBe('expiring');
    expect(suiteStatus([lease(-900, -5, { recordStatus: 'active' })], today)).toBe('expiring');
    expect(suiteStatus([lease(-900, -5)], today)).toBe('vacant');
    expect(suiteStatus([], today)).toBe('vacant');
    expect(isAvailable('vacant')).toBe(true);
    expect(isAvailable('expiring')).toBe(true);
    expect(isAvailable('occupied')).toBe(false);
  });

  it('a termination date within the horizon makes the suite expiring; once passed, vacant', () => {
    expect(suiteStatus([lease(-100, 900, { terminatedOn: addDays(today, 30) })], today)).toBe('expiring');
    expect(suiteStatus([lease(-100, 900, { terminatedOn: addDays(today, -1) })], today)).toBe('vacant');
  });

  it('agrees with the lifecycle of its current lease, and is available exactly when nothing is signed ahead', () => {
    const leaseArb = fc.record({
      start: fc.integer({ min: -3000, max: 900 }),
      length: fc.integer({ min: 1, max: 3000 }),
      tenantId: fc.integer({ min: 1, max: 3 }),
      recordStatus: fc.constantFrom('active', 'expired', 'pending', 'terminated' as const),
      terminatedIn: fc.option(fc.integer({ min: -400, max: 900 })),
    });
    fc.assert(
      fc.property(fc.array(leaseArb, { maxLength: 5 }), (drafts) => {
        const leases = drafts.map((draft) =>
          lease(draft.start, draft.start + draft.length, {
            tenantId: draft.tenantId,
            recordStatus: draft.recordStatus,
            terminatedOn: draft.terminatedIn === null ? null : addDays(today, draft.terminatedIn),
          }),
        );
        const status = suiteStatus(leases, today);
        const current = currentLease(leases, today);
        const signedAhead = nextLease(leases, today) !== undefined;
        if (!current) expect(status).toBe(signedAhead ? 'pre-leased' : 'vacant');
        else {
          const state = leaseLifecycle(current, leases, today);
          expect(['active', 'expiring', 'holdover', 'renewed']).toContain(state);
        }
        if (isAvailable(status)) expect(signedAhead).toBe(false);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});
