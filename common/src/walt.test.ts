import { describe, expect, it } from 'vitest';
import { buildingFigures, rollingHorizonDays } from './building-figures';
import { addDays, addMonths } from './calendar-days';
import { combineWalt, type RentedLeaseFacts, type SuiteFacts, walt } from './walt';

const today = '2026-11-25';
let nextId = 1;

/** A lease of `spaceId` running from `start` to `end` days from today, at $30 without escalation. */
function lease(spaceId: number, start: number, end: number, change: Partial<RentedLeaseFacts> = {}) {
  return {
    id: nextId++,
    tenantId: spaceId,
    spaceId,
    startDate: addDays(today, start),
    endDate: addDays(today, end),
    recordStatus: start > 0 ? 'pending' : end < 0 ? 'expired' : 'active',
    terminatedOn: null,
    baseRentPsf: 30,
    escalationPct: 0,
    ...change,
  } satisfies RentedLeaseFacts;
}

const suite = (rentableSf: number, ...leases: RentedLeaseFacts[]): SuiteFacts => ({ rentableSf, leases });
const years = (days: number) => days / 365.25;

describe('walt', () => {
  it('weights each lease in place by its suite’s RSF and by its annual rent in place', () => {
    const result = walt(
      [suite(1000, lease(1, -100, 730)), suite(3000, lease(2, -100, 365, { baseRentPsf: 10 }))],
      today,
    );
    expect(result.inPlaceSf).toBe(4000);
    expect(result.inPlaceRent).toBe(30_000 + 30_000);
    expect(result.byArea).toBeCloseTo(years((1000 * 730 + 3000 * 365) / 4000), 10);
    expect(result.byRent).toBeCloseTo(years((730 + 365) / 2), 10);
  });

  it('weights by the escalated rent in place, not the starting rent', () => {
    const escalated = lease(1, -800, 365, { escalationPct: 100 });
    const flat = lease(2, -800, 730);
    const result = walt([suite(1000, escalated), suite(1000, flat)], today);
    // Two lease years completed: $120 against $30.
    expect(result.inPlaceRent).toBe(120_000 + 30_000);
    expect(result.byRent).toBeCloseTo(years((4 * 365 + 730) / 5), 10);
    expect(result.byArea).toBeCloseTo(years((365 + 730) / 2), 10);
  });

  it('counts a held-over lease with no term left', () => {
    const result = walt(
      [suite(1000, lease(1, -900, -30, { recordStatus: 'active' })), suite(1000, lease(2, -100, 730))],
      today,
    );
    expect(result.inPlaceSf).toBe(2000);
    expect(result.byArea).toBeCloseTo(years(365), 10);
  });

  it('runs a renewed lease on to its renewal’s end', () => {
    const renewed = suite(1000, lease(1, -1000, 20), lease(1, 21, 1846));
    expect(walt([renewed], today).byArea).toBeCloseTo(years(1846), 10);
    // Another tenant's signed lease is not this tenant's term.
    const followed = suite(1000, lease(1, -1000, 20), lease(1, 21, 1846, { tenantId: 9 }));
    expect(walt([followed], today).byArea).toBeCloseTo(years(20), 10);
  });

  it('leaves out signed leases that have not started, expired and terminated ones, and vacant suites', () => {
    const result = walt(
      [
        suite(1000, lease(1, 30, 2000)),
        suite(1000, lease(2, -900, -30)),
        suite(1000, lease(3, -100, 900, { recordStatus: 'terminated' })),
        suite(1000),
        suite(500, lease(5, -10, 100)),
      ],
      today,
    );
    expect(result.inPlaceSf).toBe(500);
    expect(result.byArea).toBeCloseTo(years(100), 10);
  });

  it('shortens a lease to its termination date', () => {
    const ending = suite(1000, lease(1, -100, 900, { terminatedOn: addDays(today, 60) }));
    expect(walt([ending], today).byArea).toBeCloseTo(years(60), 10);
  });

  it('is null with nothing in place, and combines buildings as one portfolio', () => {
    expect(walt([suite(1000)], today)).toEqual({ inPlaceSf: 0, inPlaceRent: 0, byArea: null, byRent: null });
    const a = [suite(1000, lease(1, -100, 730))];
    const b = [suite(3000, lease(2, -100, 365, { baseRentPsf: 10 })), suite(200)];
    const combined = combineWalt([walt(a, today), walt(b, today), walt([], today)]);
    const whole = walt([...a, ...b], today);
    expect(combined.inPlaceSf).toBe(whole.inPlaceSf);
    expect(combined.byArea).toBeCloseTo(whole.byArea ?? Number.NaN, 10);
    expect(combined.byRent).toBeCloseTo(whole.byRent ?? Number.NaN, 10);
  });
});

describe('buildingFigures', () => {
  it('splits the suites into leased and vacant, pre-leased suites leased', () => {
    const figures = buildingFigures(
      [
        suite(1000, lease(1, -100, 900)),
        suite(2000),
        suite(3000, lease(3, 60, 900)),
        suite(4000, lease(4, -900, -10)),
      ],
      today,
    );
    expect(figures).toMatchObject({ units: 4, leasedSf: 4000, vacantSf: 6000 });
    expect(figures.leasedSf + figures.vacantSf).toBe(10_000);
  });

  it('counts available suites by the suite rule: vacant or expiring with nothing signed, never pre-leased', () => {
    const figures = buildingFigures(
      [
        suite(1000, lease(1, -100, 100)),
        suite(2000),
        suite(3000, lease(3, -100, 100), lease(3, 101, 900, { tenantId: 7 })),
        suite(4000, lease(4, -100, 100), lease(4, 101, 900)),
        suite(5000, lease(5, -100, 900)),
      ],
      today,
    );
    expect(figures.availableSf).toBe(3000);
  });

  it('rolls leases ending within 10 months, held over included, unless renewed or followed', () => {
    const tenMonths = rollingHorizonDays(today);
    expect(addDays(today, tenMonths)).toBe(addMonths(today, 10));
    const figures = buildingFigures(
      [
        suite(1, lease(1, -100, tenMonths)),
        suite(10, lease(2, -100, tenMonths + 1)),
        suite(100, lease(3, -900, -5, { recordStatus: 'active' })),
        suite(1000, lease(4, -100, 30), lease(4, 31, 900)),
        suite(10_000, lease(5, -100, 30), lease(5, 31, 900, { tenantId: 8 })),
      ],
      today,
    );
    expect(figures.rollingSf10Mo).toBe(101);
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 10)).toBe('2027-09-25');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-05-31', 9)).toBe('2028-02-29');
  });
});
