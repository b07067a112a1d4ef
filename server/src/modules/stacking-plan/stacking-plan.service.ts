import { type OptionType, optionTypes } from '@common/option-types';
import { type ConflictLease, type ConflictOption, findOptionConflicts } from '@common/options';
import type { StackingBuildingList, StackingFloor, StackingPlan, StackingSpace } from '@common/stacking-plan';
import { stackingBuildingNotFoundMessage } from '@common/stacking-plan';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { floors, properties, spaces } from '../../db/schema';
import { suiteStatusOf } from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { liveOptionsOver } from '../options/option-conflict-inputs';
import { suiteOrder } from '../properties/sql-helpers';
import { activeLeaseOfSuite, signedLeaseOfSuite, toStackingLease } from './suite-leases';

/*
 * The stacking plan reads a whole building in a constant number of queries (property, floors, suites
 * with their active lease, the live options over those suites), whatever its size, and assembles
 * floors and suites in memory.
 *
 * Areas: a floor's total is the larger of its recorded `floors.total_sf` and the sum of its suites'
 * rentable SF (a floor never shows less area than the suites drawn on it); leased SF is the suites
 * with an active lease, vacant SF the rest of the floor (so unsuited area counts as vacant). The
 * building's totals are the sums over its floors, so leased + vacant = total on every level.
 */

const optionTypeOrder = new Map(optionTypes.map((type, index) => [type, index]));

/** GET /api/stacking-plan/buildings: every building, by name. */
export async function listStackingBuildings(db: Database): Promise<StackingBuildingList> {
  const items = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      city: properties.city,
      state: properties.state,
    })
    .from(properties)
    .orderBy(asc(sql`lower(${properties.name})`), asc(properties.id));
  return { items };
}

/** Every suite of the building in suite order, with its status, active lease and next signed lease. */
function suitesOfBuilding(db: Database, propertyId: number, today: string) {
  const activeLease = activeLeaseOfSuite(db);
  const signedLease = signedLeaseOfSuite(db, today);
  return db
    .select({
      id: spaces.id,
      floorId: spaces.floorId,
      suite: spaces.suite,
      rentableSf: spaces.rentableSf,
      spaceType: spaces.spaceType,
      listingStatus: spaces.listingStatus,
      dateAvailable: spaces.dateAvailable,
      askingRentPsf: spaces.askingRentPsf,
      suiteStatus: suiteStatusOf(spaces.id, today),
      signedTenantId: signedLease.signedTenantId,
      signedTenantName: signedLease.signedTenantName,
      signedStartDate: signedLease.signedStartDate,
      leaseId: activeLease.leaseId,
      tenantId: activeLease.tenantId,
      tenantName: activeLease.tenantName,
      tenantIndustry: activeLease.tenantIndustry,
      startDate: activeLease.startDate,
      endDate: activeLease.endDate,
      baseRentPsf: activeLease.baseRentPsf,
      escalationPct: activeLease.escalationPct,
      leaseType: activeLease.leaseType,
      isSublease: activeLease.isSublease,
      sublessorId: activeLease.sublessorId,
      sublessorName: activeLease.sublessorName,
    })
    .from(spaces)
    .leftJoinLateral(activeLease, sql`true`)
    .leftJoinLateral(signedLease, sql`true`)
    .where(eq(spaces.propertyId, propertyId))
    .orderBy(...suiteOrder, asc(spaces.id));
}

type SuiteRow = Awaited<ReturnType<typeof suitesOfBuilding>>[number];

/** `items` by `keyOf`, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** The suites' active leases, as the conflict rule reads them. */
function conflictLeases(rows: readonly SuiteRow[]): ConflictLease[] {
  return rows.flatMap((row) =>
    row.leaseId === null || row.tenantId === null || row.endDate === null
      ? []
      : [{ spaceId: row.id, tenantId: row.tenantId, tenantName: row.tenantName ?? '', endDate: row.endDate }],
  );
}

/**
 * A suite as the plan draws it: `over` is the live options over it, whose types it lists in the
 * usual order and whose conflicts it counts.
 */
function toStackingSpace(
  row: SuiteRow,
  over: readonly ConflictOption[],
  conflicts: ReadonlyMap<number, unknown>,
  today: string,
): StackingSpace {
  const types = [...new Set<OptionType>(over.map((option) => option.optionType))].sort(
    (a, b) => (optionTypeOrder.get(a) ?? 0) - (optionTypeOrder.get(b) ?? 0),
  );
  return {
    id: row.id,
    suite: row.suite,
    rentableSf: row.rentableSf,
    spaceType: row.spaceType,
    status: row.suiteStatus,
    signedLease:
      row.signedTenantId === null || row.signedStartDate === null
        ? null
        : {
            tenant: { id: row.signedTenantId, name: row.signedTenantName ?? '' },
            startDate: row.signedStartDate,
          },
    listingStatus: row.listingStatus,
    dateAvailable: row.dateAvailable,
    askingRentPsf: row.askingRentPsf,
    lease: toStackingLease(row, today),
    optionTypes: types,
    conflictCount: over.filter((option) => conflicts.has(option.id)).length,
  };
}

/**
 * A floor's areas. Leased and vacant by the suite rule, as Assets counts them: a suite is vacant when
 * its status is; occupied, expiring, renewed and pre-leased suites are leased. Floor area recorded in
 * no suite is in the floor's total only.
 */
function toStackingFloor(
  floor: { number: number; totalSf: number },
  floorSpaces: StackingSpace[],
): StackingFloor {
  let suitesSf = 0;
  let leasedSf = 0;
  let vacantSf = 0;
  for (const space of floorSpaces) {
    suitesSf += space.rentableSf;
    if (space.status === 'vacant') vacantSf += space.rentableSf;
    else leasedSf += space.rentableSf;
  }
  const totalSf = Math.max(floor.totalSf, suitesSf);
  return { number: floor.number, totalSf, leasedSf, vacantSf, spaces: floorSpaces };
}

/** GET /api/stacking-plan/:propertyId: the building's floors, highest first, with every suite. */
export async function getStackingPlan(
  db: Database,
  propertyId: number,
  today: string,
): Promise<StackingPlan> {
  const [[building], floorRows, suiteRows, liveOptions] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zipCode: properties.zipCode,
      })
      .from(properties)
      .where(eq(properties.id, propertyId)),
    db
      .select({ id: floors.id, number: floors.number, totalSf: floors.totalSf })
      .from(floors)
      .where(eq(floors.propertyId, propertyId))
      .orderBy(desc(floors.number)),
    suitesOfBuilding(db, propertyId, today),
    // Every live option over a suite of this building, whoever holds it: with the suites' active
    // leases, all the conflict rule reads.
    liveOptionsOver(db, { propertyId }, today),
  ]);
  if (!building) throw notFound(stackingBuildingNotFoundMessage);

  const conflicts = findOptionConflicts(liveOptions, conflictLeases(suiteRows), today);
  const optionsBySuite = groupBy(liveOptions, (option) => option.spaceId as number);
  const suitesByFloor = groupBy(suiteRows, (row) => row.floorId);
  const floorList = floorRows.map((floor) =>
    toStackingFloor(
      floor,
      (suitesByFloor.get(floor.id) ?? []).map((row) =>
        toStackingSpace(row, optionsBySuite.get(row.id) ?? [], conflicts, today),
      ),
    ),
  );
  const sum = (figure: 'totalSf' | 'leasedSf' | 'vacantSf') =>
    floorList.reduce((total, floor) => total + floor[figure], 0);
  return {
    building: { ...building, totalSf: sum('totalSf'), leasedSf: sum('leasedSf'), vacantSf: sum('vacantSf') },
    floors: floorList,
    today,
  };
}
