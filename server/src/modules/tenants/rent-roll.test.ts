import { rentRollColumns } from '@common/tenants';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { checkRow, maxRentRollRows, parseAmount, parseDate, parseLeaseType, readRentRoll } from './rent-roll';

const blank = () =>
  Object.fromEntries(rentRollColumns.map((column) => [column, ''])) as Record<
    (typeof rentRollColumns)[number],
    string
  >;

describe('rent-roll cells', () => {
  it.each([
    ['2025-01-31', '2025-01-31'],
    ['2025-1-5', '2025-01-05'],
    ['01/31/2025', '2025-01-31'],
    ['1/5/2025', '2025-01-05'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', null],
    ['13/01/2025', null],
    ['31.01.2025', null],
    ['yesterday', null],
  ])('reads the date %j as %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it.each([
    ['32.50', 32.5],
    ['$1,234.5', 1234.5],
    ['3%', 3],
    ['0', 0],
    ['-5', null],
    ['1e3', null],
    ['abc', null],
  ])('reads the amount %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['gross', 'gross'],
    ['NNN', 'triple-net'],
    ['Triple Net (NNN)', 'triple-net'],
    ['triple  net', 'triple-net'],
    ['Modified Gross', 'modified-gross'],
    ['Percentage Lease', 'percentage'],
    ['ground', null],
  ])('reads the lease type %j as %j', (text, expected) => {
    expect(parseLeaseType(text)).toBe(expected);
  });
});

describe('readRentRoll', () => {
  it('maps headers in any case and spacing, ignores unknown columns and skips blank lines', () => {
    const rows = readRentRoll('Notes, Tenant Name ,SUITE\nignored, Acme ,101\n\n , ,\nsecond,Beta,\n');
    expect(
      rows.map((row) => [row.line, row.values.tenant_name, row.values.suite, row.values.industry]),
    ).toEqual([
      [2, 'Acme', '101', ''],
      [5, 'Beta', '', ''],
    ]);
  });

  it.each([
    [
      'a cell, named by its header',
      'Tenant Name,Suite\nAcme,101\nBe\u0000ta,102\n',
      'Line 3, Tenant Name: contains a NUL character; re-save the file as CSV and try again.',
    ],
    [
      'a cell past the named columns, by its position',
      'tenant_name\nAcme,\u0000\n',
      'Line 2, column 2: contains a NUL character; re-save the file as CSV and try again.',
    ],
    [
      'the header, by its position',
      'tenant_name,su\u0000ite\nAcme,101\n',
      'Line 1, column 2: contains a NUL character; re-save the file as CSV and try again.',
    ],
    [
      'a column the import ignores, on the line a quoted field starts',
      'tenant_name,notes\nAcme,"two\nlines \u0000"\n',
      'Line 2, notes: contains a NUL character; re-save the file as CSV and try again.',
    ],
  ])('refuses a NUL character in %s', (_, csv, message) => {
    expect(() => readRentRoll(csv)).toThrow(AppError);
    expect(() => readRentRoll(csv)).toThrow(message);
  });

  it(`refuses more than ${maxRentRollRows} rows`, () => {
    const csv = `tenant_name\n${'A\n'.repeat(maxRentRollRows + 1)}`;
    expect(() => readRentRoll(csv)).toThrow(AppError);
    expect(() => readRentRoll(csv)).toThrow('A rent roll may have at most 10,000 rows');
  });
});

describe('checkRow', () => {
  it('treats a row with any lease column as a lease and asks for the rest', () => {
    const row = checkRow(2, { ...blank(), tenant_name: 'Acme', escalation_pct: '3' });
    expect(row.createsLease).toBe(true);
    expect(row.errors).toEqual([
      'property_name: Required for a lease',
      'suite: Required for a lease',
      'lease_start: Required for a lease',
      'lease_end: Required for a lease',
      'base_rent_psf: Required for a lease',
      'lease_type: Required for a lease',
    ]);
  });

  it('keeps a tenant-only row free of lease checks, files its industry in the known spelling', () => {
    const row = checkRow(3, { ...blank(), tenant_name: 'Acme', industry: 'physical therapy' });
    expect(row).toMatchObject({
      createsLease: false,
      errors: [],
      industry: 'Physical Therapy',
      escalationPct: null,
    });
    expect(row.tenantKey).toBe('acme');
  });
});
