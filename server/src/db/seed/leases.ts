import { addDays, addMonths } from '@common/calendar-days';
import type { LeaseStatus } from '@common/lease-statuses';
import type { LeaseType } from '@common/lease-types';
import { eq } from 'drizzle-orm';
import { type Lease, leases, type NewLease } from '../schema';
import { mustGet, type SeedContext, type SeededLease, type SeededSpace, type SpaceKey } from './context';
import { cents } from './random';

/** [space, tenant, ends in (days from today), starting rent $/RSF/yr, lease type, term (years), sublessor]. */
type LeaseRow = [SpaceKey, string, number, number, LeaseType, number, string?];

/** The rent roll: one active lease per occupied suite; expirations spread over the next 24 months. */
const activeLeases: LeaseRow[] = [
  ['AMC 101', 'Angelview Family Medicine', 410, 33.5, 'net', 10],
  ['AMC 110', 'Hill Country Pediatrics', 20, 31, 'net', 7],
  ['AMC 120', 'Capital Dental Group', 265, 34, 'net', 10],
  ['AMC 130', 'Hill Country Hearing', 140, 36, 'modified-gross', 5],
  ['AMC 200', 'Motion Physical Therapy', 530, 30.5, 'net', 10],
  ['AMC 210', 'Lakeside Behavioral Health', 85, 32, 'modified-gross', 5],
  ['AMC 230', "Pulse Women's Health", 610, 35.5, 'net', 7],
  ['AMC 300', 'Austin Orthopedic Associates', 170, 38, 'net', 10],
  ['AMC 310', 'Bright Smile Orthodontics', 330, 34.5, 'net', 7],
  ['AMC 320', 'Central Texas Cardiology', 45, 39, 'net', 10],
  ['AMC 400', 'Clearview Eye Center', 700, 37, 'net', 10],
  ['AMC 410', 'Mindful Path Counseling', 12, 31.5, 'gross', 5],
  ['AMC 420', 'Renew Dermatology', 450, 41, 'net', 7],
  ['AMC 430', 'Travis Lab Services', 230, 33, 'net', 5],
  ['DT 100', 'Lakeview Coffee Co.', 380, 44, 'triple-net', 10],
  ['DT 110', 'First Lakeshore Bank', 560, 48, 'triple-net', 10],
  ['DT 200', 'Hartwell & Pierce LLP', 725, 46.5, 'modified-gross', 10],
  ['DT 300', 'Meridian Capital Partners', 160, 47, 'gross', 7],
  ['DT 320', 'Sterling Mutual Insurance', 75, 42, 'modified-gross', 7],
  ['DT 400', 'Northwind Analytics', 300, 43.5, 'gross', 10],
  ['DT 500', 'Cobalt Software', 480, 41, 'gross', 5],
  ['DT 520', 'Keller Tax Advisors', 28, 40, 'gross', 5],
  ['DT 560', 'Brightline Staffing', 110, 38.5, 'gross', 5],
  ['DT 600', 'Great Lakes Insurance Group', 640, 44, 'modified-gross', 10],
  ['DT 650', 'Ramos & Whitfield LLP', 195, 45, 'modified-gross', 7],
  ['DT 800', 'Quantum Ledger', 420, 45.5, 'gross', 7],
  ['DT 830', 'Harbor Point Wealth', 250, 48, 'gross', 5],
  ['DT 900', 'Atlas Reinsurance', 515, 46, 'modified-gross', 10],
  ['DT 950', 'Vance Litigation Group', 60, 47.5, 'modified-gross', 7],
  ['DT 1000', 'Calder Private Equity', 680, 51, 'gross', 10],
  ['DT 1050', 'Pixel Forge Studios', 199, 36, 'gross', 3, 'Calder Private Equity'],
  ['PK 100', 'Diablo Valley Insurance Agency', 360, 39, 'modified-gross', 7],
  ['PK 110', 'Crestline Engineering', 95, 37.5, 'gross', 5],
  ['PK 130', 'Parkside Dental Care', 590, 41, 'net', 10],
  ['PK 200', 'Redwood Data Systems', 470, 42, 'gross', 7],
  ['PK 220', 'Moreno Family Law', 150, 40.5, 'gross', 5],
  ['PK 300', 'Sierra Financial Planning', 275, 43, 'gross', 7],
  ['PK 320', 'Bayside Title & Escrow', 25, 41.5, 'modified-gross', 5],
  ['PK 340', 'CloudNine Marketing', 320, 34, 'gross', 4, 'Redwood Data Systems'],
  ['BM 101', 'Sunfresh Market', 690, 18, 'triple-net', 10],
  ['BM 105', 'Tidewater Fitness', 205, 22, 'triple-net', 10],
  // Held over: its end date has passed and the tenant is still in, the lease still recorded active.
  ['BM 107', 'Palm Nail Spa', -9, 32, 'triple-net', 5],
  ['BM 111', 'Island Mobile Wireless', 125, 38, 'percentage', 5],
  ['BM 113', 'Bayshore Urgent Care', 545, 34, 'triple-net', 10],
  ['BM 115', 'Seaside Pet Supply', 350, 26, 'triple-net', 7],
  ['BM 119', 'Sunrise Bagels', 180, 35, 'percentage', 5],
  ['BM 121', 'Coastline Hardware', 59, 21, 'triple-net', 10],
  ['BM 125', 'Atlantic Federal Credit Union', 430, 40, 'triple-net', 7],
  ['CX 1A', 'Hudson Print Shop', 240, 92, 'triple-net', 10],
  ['CX 2A', 'Loftworks Design Studio', 500, 72, 'modified-gross', 7],
  ['CX 3A', 'Parallax Games', 135, 78, 'modified-gross', 5],
  ['CX 3B', 'Weiss & Ortega LLP', 395, 81, 'modified-gross', 7],
  ['CX 4A', 'Ferro Labs', 660, 75, 'modified-gross', 10],
  ['CX 5A', 'Greenline Ventures', 70, 88, 'gross', 5],
];

/** Leases that ended: move-outs (the suites are vacant now) and the previous terms of two renewing tenants. */
const expiredLeases: (LeaseRow | [SpaceKey, string, 'before current', number, LeaseType, number])[] = [
  ['DT 700', 'Prairie Media Group', -121, 41, 'gross', 10],
  ['AMC 220', 'Westlake Allergy Clinic', -61, 32, 'net', 7],
  ['BM 109', 'Sunny Smoothies', -46, 30, 'triple-net', 5],
  ['CX 3B', 'Weiss & Ortega LLP', 'before current', 68, 'modified-gross', 5],
  ['AMC 310', 'Bright Smile Orthodontics', 'before current', 29, 'net', 5],
];

/**
 * Leases ended early by a termination option: [space, tenant, terminated on (days from today), would
 * have ended (days from today), rent, type, term (years)]. The suites are vacant now.
 */
const terminatedLeases: [SpaceKey, string, number, number, number, LeaseType, number][] = [
  ['PK 240', 'Golden Gate Staffing', -201, 400, 35, 'gross', 5],
];

/** Signed leases that have not started (the pipeline's closed deals): [space, tenant, starts in, rent, type, months]. */
const pendingLeases: [
  SpaceKey,
  string,
  number | 'after current',
  number,
  LeaseType,
  number | 'co-terminous',
][] = [
  ['AMC 110', 'Hill Country Pediatrics', 'after current', 33, 'net', 60],
  ['DT 320', 'Sterling Mutual Insurance', 'after current', 44, 'modified-gross', 84],
  ['AMC 220', 'Coral Pediatric Dentistry', 45, 35, 'net', 84],
  ['DT 540', 'Cobalt Software', 30, 46, 'gross', 'co-terminous'],
];

export async function seedLeases(
  { tx, cal, random, now }: SeedContext,
  spaces: Map<SpaceKey, SeededSpace>,
  tenantIds: Map<string, number>,
): Promise<Map<SpaceKey, SeededLease>> {
  const economics = (space: SeededSpace, rent: number, termYears: number) => ({
    escalationPct: random.step(2.5, 4, 0.25),
    freeRentMonths: termYears >= 7 ? random.int(3, 8) : termYears >= 5 ? random.int(1, 4) : random.int(0, 2),
    tiPsf: Math.round((termYears * random.step(4, 9, 0.5)) / 5) * 5,
    securityDeposit: Math.round((rent * space.rentableSf * random.int(1, 3)) / 12 / 100) * 100,
  });
  const lease = (
    key: SpaceKey,
    tenant: string,
    start: string,
    end: string,
    rent: number,
    type: LeaseType,
  ) => ({
    space: mustGet(spaces, key),
    row: {
      tenantId: mustGet(tenantIds, tenant),
      startDate: start,
      endDate: end,
      baseRentPsf: cents(rent),
      leaseType: type,
    },
  });
  const toRow = (
    l: ReturnType<typeof lease>,
    status: LeaseStatus,
    years: number,
    sublessor?: string,
  ): NewLease => ({
    ...l.row,
    spaceId: l.space.id,
    status,
    ...economics(l.space, l.row.baseRentPsf, years),
    isSublease: sublessor !== undefined,
    sublessorTenantId: sublessor === undefined ? null : mustGet(tenantIds, sublessor),
    createdAt: now,
    updatedAt: now,
  });

  const active = new Map<SpaceKey, { startDate: string; endDate: string }>();
  const rows: NewLease[] = [];
  for (const [key, tenant, endsIn, rent, type, years, sublessor] of activeLeases) {
    const end = cal.day(endsIn);
    const start = addDays(addMonths(end, -12 * years), 1);
    active.set(key, { startDate: start, endDate: end });
    rows.push(toRow(lease(key, tenant, start, end, rent, type), 'active', years, sublessor));
  }
  for (const [key, tenant, endsIn, rent, type, years] of expiredLeases) {
    const end = endsIn === 'before current' ? addDays(mustGet(active, key).startDate, -1) : cal.day(endsIn);
    const start = addDays(addMonths(end, -12 * years), 1);
    rows.push(toRow(lease(key, tenant, start, end, rent, type), 'expired', years));
  }
  for (const [key, tenant, terminatedIn, endsIn, rent, type, years] of terminatedLeases) {
    const end = cal.day(endsIn);
    const start = addDays(addMonths(end, -12 * years), 1);
    rows.push({
      ...toRow(lease(key, tenant, start, end, rent, type), 'terminated', years),
      terminatedOn: cal.day(terminatedIn),
    });
  }
  for (const [key, tenant, startsIn, rent, type, term] of pendingLeases) {
    const start = startsIn === 'after current' ? addDays(mustGet(active, key).endDate, 1) : cal.day(startsIn);
    const end =
      term === 'co-terminous' ? mustGet(active, 'DT 500').endDate : addDays(addMonths(start, term), -1);
    rows.push(
      toRow(lease(key, tenant, start, end, rent, type), 'pending', typeof term === 'number' ? term / 12 : 1),
    );
  }

  const inserted = await tx.insert(leases).values(rows).returning();
  await linkFollowingLeases(tx, inserted, spaces, now);
  const seeded = new Map<SpaceKey, SeededLease>();
  for (const [key] of activeLeases) {
    const space = mustGet(spaces, key);
    const row = inserted.find((lease) => lease.spaceId === space.id && lease.status === 'active');
    if (!row) throw new Error(`seed: active lease for ${key} not inserted`);
    seeded.set(key, { ...row, propertyId: space.propertyId });
  }
  return seeded;
}

/**
 * A renewal follows the suite's current lease; Cobalt Software's co-terminous expansion follows its
 * lease of suite 500.
 */
async function linkFollowingLeases(
  tx: SeedContext['tx'],
  inserted: Lease[],
  spaces: Map<SpaceKey, SeededSpace>,
  now: Date,
): Promise<void> {
  const leaseOf = (key: SpaceKey, status: LeaseStatus) => {
    const spaceId = mustGet(spaces, key).id;
    const row = inserted.find((lease) => lease.spaceId === spaceId && lease.status === status);
    if (!row) throw new Error(`seed: no ${status} lease for ${key}`);
    return row;
  };
  for (const [key, , startsIn, , , term] of pendingLeases) {
    const followed = startsIn === 'after current' ? key : term === 'co-terminous' ? 'DT 500' : null;
    if (followed === null) continue;
    await tx
      .update(leases)
      .set({ followsLeaseId: leaseOf(followed, 'active').id, updatedAt: now })
      .where(eq(leases.id, leaseOf(key, 'pending').id));
  }
}
