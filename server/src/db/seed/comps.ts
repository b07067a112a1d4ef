import type { ExpenseBasis } from '@common/expense-bases';
import type { CompLeaseType } from '@common/lease-types';
import { leaseComps, type NewLeaseComp } from '../schema';
import { mustGet, type PropertyKey, type SeedContext } from './context';
import { cents } from './random';

/**
 * [building, tenant, suite (null for a deal elsewhere in the submarket), RSF, type, term months,
 *  starting $/RSF/yr, escalation %, free months, TI $/RSF, expense basis, days ago].
 */
type CompRow = [
  PropertyKey,
  string,
  string | null,
  number,
  CompLeaseType,
  number,
  number,
  number,
  number,
  number,
  ExpenseBasis,
  number,
];

const compRows: CompRow[] = [
  ['AMC', 'Capital Dental Group', '120', 3500, 'renewal', 60, 34, 3, 2, 10, 'net', 240],
  ['AMC', 'Renew Dermatology', '420', 2700, 'blend_and_extend', 84, 40.5, 3, 3, 20, 'net', 150],
  ['AMC', 'Lone Star Vascular', null, 4100, 'new', 120, 36.5, 3, 6, 65, 'net', 420],
  ['AMC', 'Texas Sleep Institute', null, 2200, 'new', 84, 35, 3, 4, 50, 'net', 300],
  ['AMC', 'Austin Spine Center', null, 1800, 'expansion', 60, 34.5, 3, 1, 25, 'net', 520],
  ['AMC', 'Cedar Park Pediatrics', null, 3000, 'other', 36, 33, 2.5, 0, 5, 'net', 610],
  ['DT', 'Fulton Advisory Group', null, 12000, 'new', 120, 47.5, 3, 10, 75, 'gross', 200],
  ['DT', 'Lakeshore Law LLP', null, 8000, 'new', 84, 45, 3, 7, 60, 'gross', 365],
  ['DT', 'Great Lakes Insurance Group', '600', 16000, 'blend_and_extend', 120, 44, 2.75, 4, 35, 'gross', 500],
  ['DT', 'Cobalt Software', '540', 5000, 'expansion', 48, 46, 3, 2, 30, 'gross', 58],
  ['DT', 'Sterling Mutual Insurance', '320', 7500, 'renewal', 84, 44, 3, 3, 20, 'gross', 44],
  ['DT', 'Riverside Capital', null, 6500, 'new', 96, 48.5, 3.5, 6, 65, 'gross', 280],
  ['DT', 'Midway Logistics', null, 9500, 'other', 24, 42, 0, 0, 0, 'gross', 650],
  ['PK', 'Bishop Ranch Medical Billing', null, 2600, 'new', 60, 38.5, 3, 3, 35, 'gross', 180],
  ['PK', 'Tri-Valley Wealth', null, 3400, 'new', 84, 40, 3, 5, 45, 'gross', 330],
  ['PK', 'Diablo Valley Insurance Agency', '100', 5500, 'blend_and_extend', 84, 39, 3, 3, 20, 'gross', 410],
  ['PK', 'Crow Canyon Engineers', null, 4200, 'renewal', 60, 37, 3, 2, 10, 'gross', 560],
  ['PK', 'East Bay Analytics', null, 2000, 'expansion', 36, 39.5, 3, 0, 15, 'gross', 95],
  ['BM', 'Harbor Grocery Outlet', null, 18000, 'new', 120, 19, 2.5, 6, 30, 'net', 380],
  ['BM', 'Coastal Coffee Roasters', null, 1600, 'new', 60, 36, 3, 3, 40, 'net', 220],
  ['BM', 'Oceanside Dental', null, 2100, 'new', 84, 34, 3, 4, 45, 'net', 140],
  ['BM', 'Las Olas Wine Bar', null, 2400, 'other', 60, 30, 3, 2, 20, 'net', 460],
  ['BM', 'Bayview Mattress', null, 4500, 'renewal', 60, 25.5, 3, 0, 5, 'net', 600],
  ['BM', 'Beachside Urgent Care', null, 3000, 'expansion', 60, 33, 3, 2, 25, 'net', 90],
  ['CX', 'Chelsea Post Production', null, 6500, 'new', 120, 76, 3, 10, 85, 'gross', 250],
  ['CX', 'Highline Architects', null, 4000, 'new', 84, 79, 3, 6, 70, 'gross', 410],
  ['CX', 'West 27th Media', null, 3000, 'renewal', 60, 82, 3, 2, 15, 'gross', 330],
  ['CX', 'Tenth Avenue Studio', null, 2500, 'blend_and_extend', 84, 80, 3, 3, 25, 'gross', 180],
  ['CX', 'Gallery Row Ceramics', null, 3200, 'other', 24, 70, 0, 0, 0, 'gross', 520],
];

/**
 * Average rent over the term with the escalation compounding each lease year, and the straight-line
 * net effective rent: (total rent − free rent at the starting rate − TI) ÷ years.
 */
export function compRates(
  startingPsf: number,
  escalationPct: number,
  termMonths: number,
  freeMonths: number,
  tiPsf: number,
) {
  let total = 0;
  for (let month = 0; month < termMonths; month++) {
    total += (startingPsf * (1 + escalationPct / 100) ** Math.floor(month / 12)) / 12;
  }
  const years = termMonths / 12;
  return {
    averagePsf: cents(total / years),
    effectivePsf: cents((total - (freeMonths * startingPsf) / 12 - tiPsf) / years),
  };
}

export async function seedComps(
  { tx, cal, now }: SeedContext,
  propertyIds: Map<PropertyKey, number>,
): Promise<void> {
  const rows: NewLeaseComp[] = compRows.map(
    ([
      key,
      tenantName,
      suite,
      rentableSf,
      leaseType,
      termMonths,
      startingPsf,
      escalationPct,
      free,
      tiPsf,
      basis,
      ago,
    ]) => ({
      propertyId: mustGet(propertyIds, key),
      tenantName,
      suite,
      rentableSf,
      leaseType,
      termMonths,
      startingPsf,
      ...compRates(startingPsf, escalationPct, termMonths, free, tiPsf),
      escalationPct,
      freeRentMonths: free,
      tiPsf,
      expenseBasis: basis,
      transactionDate: cal.day(-ago),
      createdAt: now,
    }),
  );
  await tx.insert(leaseComps).values(rows);
}
