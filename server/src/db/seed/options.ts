import { addDays, addMonths } from '@common/calendar-days';
import type { OptionType } from '@common/option-types';
import { type NewLeaseOption, options } from '../schema';
import { mustGet, type SeedContext, type SeededPortfolio, type SpaceKey } from './context';

type Wording = { targets: (suite: string, rsf: number) => string; description: string };

const sf = (rsf: number) => `${rsf.toLocaleString('en-US')} RSF`;
const theSuite = (suite: string, rsf: number) => `Suite ${suite} (${sf(rsf)})`;

/** Plain leasing language per option type; `targets` gets the suite the right is over. */
const wording: Partial<Record<OptionType, Wording>> = {
  Renewal: {
    targets: () => 'Entire premises',
    description:
      'One 5-year renewal at 95% of fair market rent; written notice 12 to 6 months before expiration.',
  },
  Termination: {
    targets: () => 'Entire premises',
    description:
      "Early termination on the effective date with 12 months' notice; fee of unamortized TI and commissions plus 4 months' rent.",
  },
  Expansion: {
    targets: theSuite,
    description:
      'Right to add the target suite on the same terms as the premises, co-terminous, with a pro-rata TI allowance.',
  },
  ROFO: {
    targets: theSuite,
    description:
      'Before marketing the target suite the landlord must offer it to the tenant, who has 10 business days to accept.',
  },
  ROFR: {
    targets: theSuite,
    description:
      'Tenant may match any bona fide third-party offer for the target suite within 5 business days.',
  },
  ROFN: {
    targets: theSuite,
    description:
      'Landlord must negotiate in good faith with the tenant for 30 days before leasing the target suite to others.',
  },
  Contraction: {
    targets: (suite, rsf) => `Up to ${sf(Math.round(rsf / 400) * 100)} of suite ${suite}`,
    description:
      "Tenant may give back a contiguous part of the premises with 9 months' notice and a contraction fee.",
  },
  Relocation: {
    targets: () => 'Comparable space in the property',
    description:
      "Landlord may relocate the tenant to comparable space at the landlord's cost with 90 days' notice.",
  },
  Signage: {
    targets: () => 'Building facade and lobby directory',
    description:
      'Tenant keeps its name on the building signage while it leases the premises and is not in default.',
  },
  Parking: {
    targets: () => 'Reserved spaces in the garage',
    description:
      "Reserved parking at the prevailing monthly rate; unused spaces return to the landlord on 30 days' notice.",
  },
  'Exclusive Use': {
    targets: () => 'Primary permitted use',
    description: "Landlord will not lease other space in the property for the tenant's primary use.",
  },
  'Co-Tenancy': {
    targets: () => 'Grocery anchor (suite 101)',
    description:
      'If the grocery anchor goes dark for more than 90 days, rent converts to 5% of gross sales until it reopens.',
  },
  'Go Dark': {
    targets: () => 'Entire premises',
    description: 'Tenant may stop operating while paying rent; the landlord may then recapture the premises.',
  },
  Radius: {
    targets: () => '3-mile radius of the property',
    description: 'Tenant may not open another location within 3 miles of the property during the term.',
  },
  Storage: {
    targets: () => 'Basement storage cage B-4 (400 RSF)',
    description: 'Tenant may lease basement storage at $20.00/RSF/yr, co-terminous with the lease.',
  },
  'Generator Rights': {
    targets: () => 'Loading dock pad',
    description: 'Tenant may install and maintain a backup generator at its own cost, removed at lease end.',
  },
};

/**
 * [holder's suite, type, notice start, notice end, effective (days from today) or 'lease' for a renewal
 *  keyed to the lease's expiration, the suite the right is over when it is not the holder's own].
 */
type OptionRow = [SpaceKey, OptionType, 'lease'] | [SpaceKey, OptionType, number, number, number, SpaceKey?];

const optionRows: OptionRow[] = [
  ...(['AMC 101', 'AMC 120', 'AMC 300', 'AMC 320', 'AMC 400', 'DT 200', 'DT 300', 'DT 400'] as const).map(
    (key): OptionRow => [key, 'Renewal', 'lease'],
  ),
  ...(['DT 600', 'DT 950', 'DT 1000', 'PK 100', 'PK 200', 'BM 101', 'BM 113', 'CX 4A'] as const).map(
    (key): OptionRow => [key, 'Renewal', 'lease'],
  ),
  ['DT 600', 'Termination', -100, 75, 440],
  ['DT 900', 'Termination', 60, 150, 480],
  ['PK 200', 'Termination', 30, 100, 400],
  ['CX 2A', 'Termination', -30, 120, 480],
  ['AMC 200', 'Termination', 90, 180, 500],
  ['BM 113', 'Termination', 150, 200, 520],
  ['DT 400', 'Expansion', -60, 120, 180, 'DT 700'],
  ['AMC 200', 'Expansion', -30, 90, 150, 'AMC 440'],
  ['CX 3A', 'Expansion', 0, 180, 240, 'CX 5B'],
  // The deliberate conflict: two tenants hold a ROFO over suite 860 with overlapping windows.
  ['DT 800', 'ROFO', -200, 400, 420, 'DT 860'],
  ['DT 830', 'ROFO', -90, 250, 260, 'DT 860'],
  ['PK 200', 'ROFO', -150, 300, 320, 'PK 240'],
  ['DT 200', 'ROFR', -50, 500, 520, 'DT 350'],
  ['BM 101', 'ROFR', -30, 365, 400, 'BM 121'],
  ['DT 600', 'ROFN', 100, 300, 330, 'DT 650'],
  ['DT 900', 'Contraction', -20, 200, 400],
  ['AMC 400', 'Contraction', 200, 300, 600],
  ['BM 111', 'Relocation', 0, 365, 395],
  ['PK 110', 'Relocation', -200, 200, 230],
  ['DT 200', 'Signage', -330, -300, -270],
  ['BM 101', 'Signage', -200, -170, -140],
  ['BM 125', 'Signage', 60, 90, 120],
  ['DT 600', 'Parking', 30, 60, 90],
  ['AMC 300', 'Parking', -60, -30, 0],
  ['PK 100', 'Parking', 100, 130, 160],
  ['BM 101', 'Exclusive Use', -360, -330, -300],
  ['BM 119', 'Exclusive Use', -120, -90, -60],
  ['DT 100', 'Exclusive Use', -250, -220, -200],
  ['BM 105', 'Co-Tenancy', -100, 200, 230],
  ['BM 107', 'Co-Tenancy', -150, 60, 90],
  ['BM 101', 'Go Dark', 365, 545, 600],
  ['BM 119', 'Radius', -200, -170, -150],
  ['CX 4A', 'Storage', 20, 50, 80],
  ['AMC 320', 'Generator Rights', -340, -310, -280],
];

/** Options and critical dates on the rent roll's leases. */
export async function seedOptions({ tx, cal, now }: SeedContext, portfolio: SeededPortfolio): Promise<void> {
  const rows: NewLeaseOption[] = optionRows.map((row) => {
    const [holder, optionType] = row;
    const lease = mustGet(portfolio.activeLeases, holder);
    const [noticeStart, noticeEnd, effectiveDate] =
      row[2] === 'lease'
        ? [addMonths(lease.endDate, -12), addMonths(lease.endDate, -6), addDays(lease.endDate, 1)]
        : [cal.day(row[2]), cal.day(row[3]), cal.day(row[4])];
    const targetKey = (row[2] === 'lease' ? undefined : row[5]) ?? holder;
    const target = mustGet(portfolio.spaces, targetKey);
    const text = mustGet(new Map(Object.entries(wording)), optionType);
    return {
      propertyId: lease.propertyId,
      spaceId: target.id,
      leaseId: lease.id,
      tenantId: lease.tenantId,
      optionType,
      noticeStart,
      noticeEnd,
      effectiveDate,
      targets: text.targets(targetKey.split(' ')[1]!, target.rentableSf),
      description: text.description,
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx.insert(options).values(rows);
}
