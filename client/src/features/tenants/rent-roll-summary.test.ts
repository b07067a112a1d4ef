import type { RentRollRow } from '@common/tenants';
import { describe, expect, it } from 'vitest';
import {
  encodingText,
  importBlockedReason,
  importedText,
  rowsToShow,
  summarizeRentRoll,
} from './rent-roll-summary';

const row = (line: number, change: Partial<RentRollRow> = {}): RentRollRow => ({
  line,
  tenantName: `Tenant ${line}`,
  industry: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  propertyName: null,
  suite: null,
  leaseStart: null,
  leaseEnd: null,
  baseRentPsf: null,
  leaseType: null,
  escalationPct: null,
  tenantAction: 'create',
  createsLease: false,
  errors: [],
  ...change,
});

describe('rent roll summary', () => {
  it('counts new and existing tenants and leases among the valid rows', () => {
    const rows = [
      row(2, { createsLease: true }),
      row(3, { tenantAction: 'exists', createsLease: true }),
      row(4),
      row(5, { errors: ['lease_end: Must be after lease_start'], createsLease: true }),
    ];
    expect(summarizeRentRoll({ rows, valid: 3, invalid: 1 })).toEqual({
      rows: 4,
      valid: 3,
      invalid: 1,
      newTenants: 2,
      existingTenants: 1,
      leases: 2,
    });
  });

  it('words the import toast with its counts', () => {
    expect(importedText({ importedTenants: 3, importedLeases: 2, skippedDuplicates: 0 })).toBe(
      '3 tenants and 2 leases imported, 0 duplicates skipped',
    );
    expect(importedText({ importedTenants: 1, importedLeases: 1, skippedDuplicates: 1 })).toBe(
      '1 tenant and 1 lease imported, 1 duplicate skipped',
    );
  });

  it('names the encoding the file was read in, and how it was known', () => {
    expect(encodingText({ name: 'windows-1252', byteOrderMark: false })).toBe(
      'Encoding: Windows-1252 (detected)',
    );
    expect(encodingText({ name: 'utf-8', byteOrderMark: false })).toBe('Encoding: UTF-8 (detected)');
    expect(encodingText({ name: 'utf-16le', byteOrderMark: true })).toBe(
      'Encoding: UTF-16LE (byte order mark)',
    );
  });

  it('lists only the rows with errors when asked, at most the limit', () => {
    const rows = [row(2), row(3, { errors: ['x'] }), row(4, { errors: ['y'] }), row(5)];
    expect(rowsToShow(rows, true, 10).map((r) => r.line)).toEqual([3, 4]);
    expect(rowsToShow(rows, false, 3).map((r) => r.line)).toEqual([2, 3, 4]);
  });
});

describe('importBlockedReason', () => {
  const summary = { rows: 2, valid: 2, invalid: 0, newTenants: 2, existingTenants: 0, leases: 0 };

  it('says why Import is disabled: no file, a refused file, rows with errors, no rows', () => {
    expect(importBlockedReason(null, false)).toBe('Choose a rent roll file first');
    expect(importBlockedReason(null, true)).toBe('The file was not accepted: see why above');
    expect(importBlockedReason({ ...summary, valid: 1, invalid: 1 }, true)).toBe(
      'Fix the rows with errors first: nothing is imported while any row has one',
    );
    expect(importBlockedReason({ ...summary, rows: 0, valid: 0 }, true)).toBe(
      'The file has no rows to import',
    );
  });

  it('gives none for a file whose every row is valid', () => {
    expect(importBlockedReason(summary, true)).toBeNull();
  });
});
