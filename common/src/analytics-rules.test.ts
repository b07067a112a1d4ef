import { describe, expect, it } from 'vitest';
import {
  countsInExpirySchedule,
  expiryQuarterPeriods,
  expirySchedule,
  expiryYearPeriods,
  occupancyDates,
  occupancyOn,
  type ScopeSuite,
  tenantConcentration,
} from './analytics-rules';
import { addDays } from './calendar-days';
import { leaseLifecycles } from './lease-lifecycle';
import type { RentedLeaseFacts } from './walt';

let nextId = 1;
const lease = (facts: Partial<RentedLeaseFacts> & Pick<RentedLeaseFacts, 'startDate' | 'endDate'>) => ({
  id: nextId++,
  tenantId: 1,
  spaceId: 1,
  recordStatus: 'active' as const,
  terminatedOn: null,
  baseRentPsf: 10,
  escalationPct: 0,
  ...facts,
});

describe('expiry periods', () => {
  it('start on the as-of day, then run in whole calendar years and quarters', () => {
    const years = expiryYearPeriods('2026-11-25');
    expect(years).toHaveLength(10);
    expect(years[0]).toEqual({ label: '2026', start: '2026-11-25', end: '2026-12-31' });
    expect(years[1]).toEqual({ label: '2027', start: '2027-01-01', end: '2027-12-31' });
    expect(years[9]).toEqual({ label: '2035', start: '2035-01-01', end: '2035-12-31' });

    const quarters = expiryQuarterPeriods('2026-11-25');
    expect(quarters).toHaveLength(8);
    expect(quarters[0]).toEqual({ label: 'Q4 2026', start: '2026-11-25', end: '2026-12-31' });
    expect(quarters[1]).toEqual({ label: 'Q1 2027', start: '2027-01-01', end: '2027-03-31' });
    expect(quarters[2]).toEqual({ label: 'Q2 2027', start: '2027-04-01', end: '2027-06-30' });
    expect(quarters[7]).toEqual({ label: 'Q3 2028', start: '2028-07-01', end: '2028-09-30' });
  });

  it('leave no day out and count none twice, from any as-of day', () => {
    for (const asOf of ['2024-02-29', '2026-01-01', '2026-03-31', '2026-12-31', '2027-07-01']) {
      for (const periods of [expiryYearPeriods(asOf), expiryQuarterPeriods(asOf)]) {
        expect(periods[0]!.start).toBe(asOf);
        periods.forEach((period, index) => {
          expect(period.start <= period.end, period.label).toBe(true);
          if (index > 0) expect(period.start).toBe(addDays(periods[index - 1]!.end, 1));
        });
      }
    }
  });
});

describe('occupancy dates', () => {
  it('are the as-of date of each month, 24 back to 24 ahead, on the last day of a shorter month', () => {
    const dates = occupancyDates('2026-03-31');
    expect(dates).toHaveLength(49);
    expect(dates[24]).toEqual({ month: '2026-03', date: '2026-03-31' });
    expect(dates[0]).toEqual({ month: '2024-03', date: '2024-03-31' });
    expect(dates[23]).toEqual({ month: '2026-02', date: '2026-02-28' });
    expect(dates[25]).toEqual({ month: '2026-04', date: '2026-04-30' });
    expect(dates[48]).toEqual({ month: '2028-03', date: '2028-03-31' });
    expect(dates.map((entry) => entry.date)).toEqual([...dates.map((entry) => entry.date)].sort());
  });
});

describe('the expiry schedule', () => {
  const asOf = '2026-11-25';
  const buildings = [
    { id: 7, name: 'Alpha' },
    { id: 3, name: 'Beta' },
  ];

  it('counts leases in place or signed, once each, in the period of their last day', () => {
    const suites: ScopeSuite[] = [
      // Runs to next March: Q1 2027 and 2027. Rent escalated once by the as-of day.
      {
        buildingId: 3,
        rentableSf: 1000,
        leases: [lease({ startDate: '2025-01-01', endDate: '2027-03-15', escalationPct: 10 })],
      },
      // Renewed: the first lease is not counted, its renewal (pending) is, at its own end.
      {
        buildingId: 7,
        rentableSf: 2000,
        leases: [
          lease({ spaceId: 2, startDate: '2022-01-01', endDate: '2026-12-31' }),
          lease({ spaceId: 2, startDate: '2027-01-01', endDate: '2031-12-31', baseRentPsf: 20 }),
        ],
      },
      // Held over: reported apart; terminated early: its termination day is its last.
      {
        buildingId: 7,
        rentableSf: 500,
        leases: [lease({ spaceId: 3, startDate: '2020-01-01', endDate: '2026-06-30' })],
      },
      {
        buildingId: 3,
        rentableSf: 400,
        leases: [
          lease({ spaceId: 4, startDate: '2024-01-01', endDate: '2030-12-31', terminatedOn: '2026-12-01' }),
        ],
      },
      // Vacant, and an expired lease.
      {
        buildingId: 3,
        rentableSf: 100,
        leases: [
          lease({ spaceId: 5, startDate: '2020-01-01', endDate: '2024-12-31', recordStatus: 'expired' }),
        ],
      },
    ];
    const schedule = expirySchedule(suites, buildings, asOf);
    expect(schedule.totalRsf).toBe(4000);
    // In place: 1000 × 11, 2000 × 10 (the renewed lease still has the suite), 500 × 10, 400 × 10.
    expect(schedule.totalAnnualRent).toBe(11_000 + 20_000 + 5000 + 4000);
    expect(schedule.holdover).toEqual({ leases: 1, rsf: 500, annualRent: 5000 });

    const year = (label: string) => schedule.years.find((period) => period.label === label)!;
    expect(year('2026')).toMatchObject({ leases: 1, rsf: 400, annualRent: 4000, shareOfRsf: 0.1 });
    expect(year('2026').byBuilding).toEqual([{ buildingId: 3, rsf: 400, annualRent: 4000 }]);
    expect(year('2027')).toMatchObject({ leases: 1, rsf: 1000, annualRent: 11_000, shareOfRent: 11 / 40 });
    expect(year('2031')).toMatchObject({ leases: 1, rsf: 2000, annualRent: 40_000 });
    expect(year('2031').byBuilding).toEqual([{ buildingId: 7, rsf: 2000, annualRent: 40_000 }]);
    expect(schedule.years.reduce((sum, period) => sum + period.leases, 0)).toBe(3);

    const quarter = (label: string) => schedule.quarters.find((period) => period.label === label)!;
    expect(quarter('Q4 2026').rsf).toBe(400);
    expect(quarter('Q1 2027').rsf).toBe(1000);
    // The renewal ends after the eight quarters: in no quarter.
    expect(schedule.quarters.reduce((sum, period) => sum + period.rsf, 0)).toBe(1400);
  });

  it('lists each period by building in the buildings order, and shares 0 without RSF', () => {
    const suites: ScopeSuite[] = [
      {
        buildingId: 3,
        rentableSf: 100,
        leases: [lease({ spaceId: 1, startDate: '2026-01-01', endDate: '2027-05-01' })],
      },
      {
        buildingId: 7,
        rentableSf: 300,
        leases: [lease({ spaceId: 2, startDate: '2026-01-01', endDate: '2027-06-01' })],
      },
    ];
    const schedule = expirySchedule(suites, buildings, asOf);
    expect(schedule.years[1]!.byBuilding.map((entry) => entry.buildingId)).toEqual([7, 3]);
    const empty = expirySchedule([], buildings, asOf);
    expect(empty.years.every((period) => period.shareOfRsf === 0 && period.shareOfRent === 0)).toBe(true);
  });

  it('counts exactly the active, expiring and pending leases', () => {
    expect(leaseLifecycles.filter(countsInExpirySchedule)).toEqual(['pending', 'active', 'expiring']);
  });
});

describe('occupancy on a day', () => {
  it('splits the RSF into leased, pre-leased and vacant by the suite rule', () => {
    const day = '2026-11-25';
    const figures = occupancyOn(
      [
        { rentableSf: 1000, leases: [lease({ spaceId: 1, startDate: '2025-01-01', endDate: '2030-01-01' })] },
        // Ends within the horizon with a new tenant signed: pre-leased.
        {
          rentableSf: 200,
          leases: [
            lease({ spaceId: 2, startDate: '2025-01-01', endDate: '2027-01-31' }),
            lease({
              spaceId: 2,
              tenantId: 2,
              startDate: '2027-02-01',
              endDate: '2030-01-01',
              recordStatus: 'pending',
            }),
          ],
        },
        // Expiring with nothing signed: still leased.
        { rentableSf: 30, leases: [lease({ spaceId: 3, startDate: '2025-01-01', endDate: '2027-01-31' })] },
        { rentableSf: 4, leases: [] },
      ],
      day,
    );
    expect(figures).toEqual({
      totalRsf: 1234,
      leasedRsf: 1030,
      preLeasedRsf: 200,
      vacantRsf: 4,
      occupancy: 1230 / 1234,
    });
    expect(occupancyOn([], day).occupancy).toBeNull();
  });
});

describe('tenant concentration', () => {
  it('ranks tenants by the rent of their leases in place and sums the rest', () => {
    const day = '2026-11-25';
    // Tenant n leases one suite of n × 100 RSF at $10; tenant 1 also has a second, and a pending lease.
    const suites = Array.from({ length: 12 }, (_, index) => ({
      rentableSf: (index + 1) * 100,
      leases: [
        lease({ spaceId: index + 1, tenantId: index + 1, startDate: '2025-01-01', endDate: '2030-01-01' }),
      ],
    }));
    suites.push({
      rentableSf: 50,
      leases: [lease({ spaceId: 99, tenantId: 1, startDate: '2025-01-01', endDate: '2030-01-01' })],
    });
    suites.push({
      rentableSf: 5000,
      leases: [
        lease({
          spaceId: 100,
          tenantId: 1,
          startDate: '2027-01-01',
          endDate: '2030-01-01',
          recordStatus: 'pending',
        }),
      ],
    });
    const result = tenantConcentration(suites, day);
    const total = 10 * (100 * 78 + 50);
    expect(result.totalAnnualRent).toBe(total);
    expect(result.tenants.map((tenant) => tenant.tenantId)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(result.tenants[0]).toEqual({
      tenantId: 12,
      annualRent: 12_000,
      rsf: 1200,
      suites: 1,
      share: 12_000 / total,
    });
    // Tenants 2 and 1 (two suites, 150 RSF) are the rest.
    expect(result.otherRent).toBe(2000 + 1500);
  });
});
