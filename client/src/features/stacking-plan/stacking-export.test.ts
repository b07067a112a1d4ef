import { parseCsv } from '@common/csv';
import { describe, expect, it } from 'vitest';
import { buildingSlug, exportFileName, stackingCsv } from './stacking-export';
import { plan } from './test-fixtures';

describe('stacking plan export', () => {
  it('names the files after the building', () => {
    expect(buildingSlug('Parkside Office Building')).toBe('parkside-office-building');
    expect(exportFileName(plan, 'png')).toBe('stacking-plan-angelview-medical-center.png');
    expect(exportFileName(plan, 'csv')).toBe('stacking-plan-angelview-medical-center.csv');
  });

  it('writes one CSV row per suite, highest floor first, vacant suites without a lease', () => {
    const rows = parseCsv(stackingCsv(plan));
    expect(rows[0]).toEqual([
      'Floor',
      'Suite',
      'RSF',
      'Tenant',
      'Industry',
      'Lease Start',
      'Lease End',
      'Base Rent $/RSF/yr',
      'Status',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2', '200', '12000', 'Acme Dental', 'Dental', '04/01/23', '03/31/28', '32.50', 'Occupied'],
      [
        '2',
        '210',
        '7000',
        'Bayside Physical Therapy',
        'Physical Therapy',
        '04/01/23',
        '12/15/26',
        '32.50',
        'Upcoming',
      ],
      ['2', '230', '1000', '', '', '', '', '', 'Vacant'],
      [
        '1',
        '100',
        '3800',
        'Cedar Mental Health',
        'Mental Health',
        '04/01/23',
        '03/31/28',
        '32.50',
        'Occupied',
      ],
      ['1', '110', '6200', '', '', '', '', '', 'Vacant'],
    ]);
  });
});
