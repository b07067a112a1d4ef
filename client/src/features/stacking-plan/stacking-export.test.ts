import { parseCsv } from '@common/csv';
import { describe, expect, it } from 'vitest';
import { buildingSlug, exportFileName, stackingCsv } from './stacking-export';
import { plan, planWithPreLeased110 } from './test-fixtures';

describe('stacking plan export', () => {
  it('names the files after the building', () => {
    expect(buildingSlug('Parkside Office Building')).toBe('parkside-office-building');
    expect(exportFileName(plan, 'png')).toBe('stacking-plan-angelview-medical-center.png');
    expect(exportFileName(plan, 'csv')).toBe('stacking-plan-angelview-medical-center.csv');
  });

  it('writes one CSV row per suite, highest floor first, with building, sublease, both rents and the status', () => {
    const text = stackingCsv(planWithPreLeased110);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Building',
      'Floor',
      'Suite',
      'RSF',
      'Tenant',
      'Industry',
      'Sublease',
      'Sublessor',
      'Lease Start',
      'Lease End',
      'Starting Rent $/RSF/yr',
      'In-place Rent $/RSF/yr',
      'Status',
      'Signed Lease',
      'Signed Lease Start',
    ]);
    const building = 'Angelview Medical Center';
    const let_ = (
      suite: string,
      sf: string,
      tenant: string,
      industry: string,
      end: string,
      status: string,
    ) => [
      building,
      suite.slice(0, 1),
      suite,
      sf,
      tenant,
      industry,
      'No',
      '',
      '2023-04-01',
      end,
      '32.50',
      '34.48',
      status,
      '',
      '',
    ];
    expect(rows.slice(1)).toEqual([
      let_('200', '12000', 'Acme Dental', 'Dental', '2028-03-31', 'Occupied'),
      let_('210', '7000', 'Bayside Physical Therapy', 'Physical Therapy', '2026-12-15', 'Expiring'),
      [building, '2', '230', '1000', '', '', '', '', '', '', '', '', 'Vacant', '', ''],
      let_('100', '3800', 'Cedar Mental Health', 'Mental Health', '2028-03-31', 'Occupied'),
      [
        building,
        '1',
        '110',
        '6200',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'Pre-leased',
        'Coral Pediatric Dentistry',
        '2027-01-09',
      ],
    ]);
  });
});
