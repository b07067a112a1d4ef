import { describe, expect, it } from 'vitest';
import { rentRollColumns } from './analytics';
import { addDays } from './calendar-days';
import {
  fileNameSlug,
  optionsSummary,
  type RentRollSuite,
  rentRollCsvCells,
  rentRollFileName,
  rentRollRow,
} from './rent-roll';

const asOf = '2026-11-25';
let nextId = 1;

type SuiteLease = RentRollSuite['leases'][number];

function lease(start: number, end: number, change: Partial<SuiteLease> = {}): SuiteLease {
  return {
    id: nextId++,
    tenantId: 7,
    tenantName: 'Acme Dental',
    spaceId: 1,
    startDate: addDays(asOf, start),
    endDate: addDays(asOf, end),
    recordStatus: start > 0 ? 'pending' : end < 0 ? 'expired' : 'active',
    terminatedOn: null,
    baseRentPsf: 30,
    escalationPct: 0,
    ...change,
  };
}

const suite = (...leases: SuiteLease[]): RentRollSuite => ({
  spaceId: 1,
  buildingId: 2,
  buildingName: 'Downtown Tower',
  suite: '300',
  rsf: 2000,
  leases,
});
const noOptions = () => [];

describe('optionsSummary', () => {
  it('names each option with its notice date, soonest first', () => {
    expect(
      optionsSummary([
        { optionType: 'Termination', noticeEnd: '2028-01-31' },
        { optionType: 'Renewal', noticeEnd: '2027-03-01' },
        { optionType: 'Expansion', noticeEnd: '2027-03-01' },
      ]),
    ).toBe(
      'Expansion (notice by 2027-03-01); Renewal (notice by 2027-03-01); Termination (notice by 2028-01-31)',
    );
    expect(optionsSummary([])).toBe('');
  });
});

describe('rentRollRow', () => {
  it('shows the lease in place with its escalated rent and its options', () => {
    const inPlace = lease(-800, 1000, { escalationPct: 10, baseRentPsf: 40 });
    const row = rentRollRow(suite(lease(-3000, -900), inPlace), asOf, (id) =>
      id === inPlace.id ? [{ optionType: 'Renewal', noticeEnd: '2027-03-01' }] : [],
    );
    expect(row).toMatchObject({
      leaseId: inPlace.id,
      tenantName: 'Acme Dental',
      startDate: inPlace.startDate,
      endDate: inPlace.endDate,
      baseRentPsf: 40,
      // Two lease years completed: 40 × 1.1².
      inPlaceRentPsf: 48.4,
      status: 'occupied',
      options: 'Renewal (notice by 2027-03-01)',
    });
    expect(row.annualRent).toBeCloseTo(48.4 * 2000, 8);
  });

  it('shows a pre-leased empty suite’s signed lease at its starting rent, ending when terminated', () => {
    const signed = lease(30, 2000, { baseRentPsf: 25.5, escalationPct: 3, terminatedOn: addDays(asOf, 900) });
    const row = rentRollRow(suite(lease(-2000, -10), signed), asOf, noOptions);
    expect(row).toMatchObject({
      leaseId: signed.id,
      status: 'pre-leased',
      inPlaceRentPsf: 25.5,
      annualRent: 25.5 * 2000,
      endDate: addDays(asOf, 900),
    });
  });

  it('keeps the tenant in place when another has signed for after it', () => {
    const expiring = lease(-700, 60);
    const next = lease(61, 2000, { tenantId: 9, tenantName: 'Next Co' });
    expect(rentRollRow(suite(expiring, next), asOf, noOptions)).toMatchObject({
      leaseId: expiring.id,
      tenantName: 'Acme Dental',
      status: 'pre-leased',
    });
  });

  it('leaves a vacant suite without tenant, rent or options', () => {
    const row = rentRollRow(suite(lease(-2000, -10)), asOf, () => [
      { optionType: 'Renewal', noticeEnd: asOf },
    ]);
    expect(row).toMatchObject({
      leaseId: null,
      tenantId: null,
      tenantName: null,
      startDate: null,
      endDate: null,
      baseRentPsf: null,
      inPlaceRentPsf: null,
      annualRent: null,
      status: 'vacant',
      options: '',
    });
  });
});

describe('rentRollCsvCells', () => {
  it('gives one cell per column: labels, cents and empty cells for what a vacant suite lacks', () => {
    const leased = rentRollRow(suite(lease(-400, 1000, { baseRentPsf: 31.5 })), asOf, noOptions);
    const cells = rentRollCsvCells(leased);
    expect(cells).toHaveLength(rentRollColumns.length);
    expect(cells).toEqual([
      'Downtown Tower',
      '300',
      'Acme Dental',
      2000,
      leased.startDate,
      leased.endDate,
      '31.50',
      '31.50',
      '63000.00',
      'Occupied',
      '',
    ]);
    const vacant = rentRollCsvCells(rentRollRow(suite(), asOf, noOptions));
    expect(vacant.slice(2)).toEqual([null, 2000, null, null, null, null, null, 'Vacant', '']);
  });
});

describe('rentRollFileName', () => {
  it('names the building by a slug, or the portfolio, and the day', () => {
    expect(rentRollFileName('Downtown Tower', asOf, 'csv')).toBe('rent-roll-downtown-tower-2026-11-25.csv');
    expect(rentRollFileName(null, asOf, 'xlsx')).toBe('rent-roll-portfolio-2026-11-25.xlsx');
    expect(rentRollFileName('Café  Tower #2 ', asOf, 'xlsx')).toBe('rent-roll-cafe-tower-2-2026-11-25.xlsx');
    expect(rentRollFileName('東京', asOf, 'csv')).toBe('rent-roll-building-2026-11-25.csv');
    expect(fileNameSlug('"; rm -rf /')).toBe('rm-rf');
  });
});
