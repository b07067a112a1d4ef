import { normalizeIndustry } from '@common/industries';
import { type OptionType, optionTypes } from '@common/option-types';
import {
  type ConflictLease,
  type ConflictOption,
  findOptionConflicts,
  optionFlag,
  optionStatus,
} from '@common/options';
import { inPlaceRentPsf } from '@common/rent';
import {
  type StackingBuildingList,
  type StackingFloor,
  type StackingLease,
  type StackingPlan,
  type StackingSpace,
  type StackingSpaceDetails,
  stackingBuildingNotFoundMessage,
  stackingSpaceNotFoundMessage,
} from '@common/stacking-plan';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  floors,
  leases,
  opportunities,
  options,
  properties,
  proposalRounds,
  spaces,
  tenants,
} from '../../db/schema';
import { suiteStatusOf } from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { suiteOrder } from '../properties/sql-helpers';

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

const sublessors = alias(tenants, 'sublessors');

const optionTypeOrder = new Map(optionTypes.map((type, index) => [type, index]));

const nameRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

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

/** The options taking part in the conflict check, as findOptionConflicts wants them. */
const conflictOptionColumns = {
  id: options.id,
  spaceId: options.spaceId,
  tenantId: options.tenantId,
  tenantName: tenants.name,
  optionType: options.optionType,
  noticeStart: options.noticeStart,
  noticeEnd: options.noticeEnd,
  effectiveDate: options.effectiveDate,
  suite: spaces.suite,
};

/**
 * A suite's active lease (at most one: leases_one_active_per_space_idx), looked up per suite on that
 * index. LIMIT keeps the planner from flattening the lateral join, so the plan stays linear even
 * before a freshly imported building's statistics exist (a plain left join then became a nested
 * loop comparing every suite with every active lease).
 */
function activeLeaseOfSuite(db: Database) {
  return db
    .select({
      leaseId: sql<number>`${leases.id}`.as('lease_id'),
      tenantId: sql<number>`${tenants.id}`.as('tenant_id'),
      tenantName: sql<string>`${tenants.name}`.as('tenant_name'),
      tenantIndustry: sql<string | null>`${tenants.industry}`.as('tenant_industry'),
      startDate: leases.startDate,
      endDate: leases.endDate,
      baseRentPsf: leases.baseRentPsf,
      escalationPct: leases.escalationPct,
      leaseType: leases.leaseType,
      isSublease: leases.isSublease,
      sublessorId: sql<number | null>`${sublessors.id}`.as('sublessor_id'),
      sublessorName: sql<string | null>`${sublessors.name}`.as('sublessor_name'),
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .leftJoin(sublessors, eq(sublessors.id, leases.sublessorTenantId))
    .where(and(eq(leases.spaceId, spaces.id), eq(leases.status, 'active')))
    .limit(1)
    .as('active_lease');
}

/**
 * A suite's next signed lease: recorded pending, starting after today, not terminated. Looked up per
 * suite on leases_space_idx, like the active lease.
 */
function signedLeaseOfSuite(db: Database, today: string) {
  return db
    .select({
      signedTenantId: sql<number>`${tenants.id}`.as('signed_tenant_id'),
      signedTenantName: sql<string>`${tenants.name}`.as('signed_tenant_name'),
      signedStartDate: sql<string>`to_char(${leases.startDate}, 'YYYY-MM-DD')`.as('signed_start_date'),
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(
      and(
        eq(leases.spaceId, spaces.id),
        eq(leases.status, 'pending'),
        sql`${leases.startDate} > ${today}::date`,
        sql`(${leases.terminatedOn} is null or ${leases.terminatedOn} > ${today}::date)`,
      ),
    )
    .orderBy(asc(leases.startDate), asc(leases.id))
    .limit(1)
    .as('signed_lease');
}

/** GET /api/stacking-plan/:propertyId: the building's floors, highest first, with every suite. */
export async function getStackingPlan(
  db: Database,
  propertyId: number,
  today: string,
): Promise<StackingPlan> {
  const activeLease = activeLeaseOfSuite(db);
  const signedLease = signedLeaseOfSuite(db, today);
  const [[building], floorRows, spaceRows, optionRows] = await Promise.all([
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
    db
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
      .orderBy(...suiteOrder, asc(spaces.id)),
    // Every live option over a suite of this building, whoever holds it: a conflict is decided by
    // the options over one suite and that suite's active lease, all of which are in these rows.
    db
      .select(conflictOptionColumns)
      .from(options)
      .innerJoin(spaces, eq(spaces.id, options.spaceId))
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(and(eq(spaces.propertyId, propertyId), gte(options.effectiveDate, today))),
  ]);
  if (!building) throw notFound(stackingBuildingNotFoundMessage);

  const activeLeases: ConflictLease[] = [];
  for (const row of spaceRows) {
    if (row.leaseId !== null && row.tenantId !== null && row.endDate !== null) {
      activeLeases.push({
        spaceId: row.id,
        tenantId: row.tenantId,
        tenantName: row.tenantName ?? '',
        endDate: row.endDate,
      });
    }
  }
  const conflicts = findOptionConflicts(optionRows, activeLeases, today);
  const optionsBySpace = new Map<number, ConflictOption[]>();
  for (const option of optionRows) {
    const list = optionsBySpace.get(option.spaceId as number);
    if (list) list.push(option);
    else optionsBySpace.set(option.spaceId as number, [option]);
  }

  const spacesByFloor = new Map<number, StackingSpace[]>();
  for (const row of spaceRows) {
    const over = optionsBySpace.get(row.id) ?? [];
    const types = [...new Set<OptionType>(over.map((option) => option.optionType))].sort(
      (a, b) => (optionTypeOrder.get(a) ?? 0) - (optionTypeOrder.get(b) ?? 0),
    );
    const space: StackingSpace = {
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
    const list = spacesByFloor.get(row.floorId);
    if (list) list.push(space);
    else spacesByFloor.set(row.floorId, [space]);
  }

  const floorList: StackingFloor[] = floorRows.map((floor) => {
    const floorSpaces = spacesByFloor.get(floor.id) ?? [];
    // Leased and vacant by the suite rule, as Assets counts them: a suite is vacant when its status
    // is; occupied, expiring, renewed and pre-leased suites are leased. Floor area recorded in no
    // suite is in the floor's total only.
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
  });
  const sum = (figure: 'totalSf' | 'leasedSf' | 'vacantSf') =>
    floorList.reduce((total, floor) => total + floor[figure], 0);
  return {
    building: { ...building, totalSf: sum('totalSf'), leasedSf: sum('leasedSf'), vacantSf: sum('vacantSf') },
    floors: floorList,
    today,
  };
}

type SpaceLeaseRow = {
  leaseId: number | null;
  tenantId: number | null;
  tenantName: string | null;
  tenantIndustry: string | null;
  startDate: string | null;
  endDate: string | null;
  baseRentPsf: number | null;
  escalationPct: number | null;
  leaseType: StackingLease['leaseType'] | null;
  isSublease: boolean | null;
  sublessorId: number | null;
  sublessorName: string | null;
};

function toStackingLease(row: SpaceLeaseRow, today: string): StackingLease | null {
  if (
    row.leaseId === null ||
    row.tenantId === null ||
    row.startDate === null ||
    row.endDate === null ||
    row.baseRentPsf === null ||
    row.escalationPct === null ||
    row.leaseType === null
  ) {
    return null;
  }
  const terms = {
    baseRentPsf: row.baseRentPsf,
    escalationPct: row.escalationPct,
    startDate: row.startDate,
    endDate: row.endDate,
  };
  return {
    id: row.leaseId,
    tenant: { id: row.tenantId, name: row.tenantName ?? '' },
    industry: normalizeIndustry(row.tenantIndustry),
    ...terms,
    inPlaceRentPsf: inPlaceRentPsf(terms, today),
    leaseType: row.leaseType,
    isSublease: row.isSublease ?? false,
    sublessor: nameRef(row.sublessorId, row.sublessorName),
  };
}

/** GET /api/stacking-plan/:propertyId/spaces/:spaceId: the Space Details accordions of one suite. */
export async function getStackingSpaceDetails(
  db: Database,
  propertyId: number,
  spaceId: number,
  today: string,
): Promise<StackingSpaceDetails> {
  const [found] = await db
    .select({ propertyId: properties.id, spaceId: spaces.id })
    .from(properties)
    .leftJoin(spaces, and(eq(spaces.id, spaceId), eq(spaces.propertyId, properties.id)))
    .where(eq(properties.id, propertyId));
  if (!found) throw notFound(stackingBuildingNotFoundMessage);
  if (found.spaceId === null) throw notFound(stackingSpaceNotFoundMessage);

  const [subleaseRows, dealRows, budgetRows, optionRows, [activeLease]] = await Promise.all([
    db
      .select({
        id: leases.id,
        subtenantId: tenants.id,
        subtenantName: tenants.name,
        sublessorId: sublessors.id,
        sublessorName: sublessors.name,
        startDate: leases.startDate,
        endDate: leases.endDate,
        baseRentPsf: leases.baseRentPsf,
        status: leases.status,
      })
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .leftJoin(sublessors, eq(sublessors.id, leases.sublessorTenantId))
      .where(and(eq(leases.spaceId, spaceId), eq(leases.isSublease, true)))
      .orderBy(desc(leases.startDate), desc(leases.id)),
    db
      .select({
        id: opportunities.id,
        name: opportunities.prospectName,
        tenantId: tenants.id,
        tenantName: tenants.name,
        stage: opportunities.stage,
        squareFeet: opportunities.squareFeetNeeded,
        lastActivityAt: opportunities.lastActivityAt,
      })
      .from(opportunities)
      .leftJoin(tenants, eq(tenants.id, opportunities.tenantId))
      .where(eq(opportunities.spaceId, spaceId))
      .orderBy(desc(opportunities.lastActivityAt), desc(opportunities.id)),
    // Each deal's latest budget round, the deals in order of their latest activity.
    db
      .selectDistinctOn([opportunities.lastActivityAt, opportunities.id], {
        dealId: opportunities.id,
        dealName: opportunities.prospectName,
        leaseType: proposalRounds.leaseType,
        termMonths: proposalRounds.termMonths,
        baseRent: proposalRounds.baseRent,
        rentEscalation: proposalRounds.rentEscalation,
        rentFreeMonths: proposalRounds.rentFreeMonths,
        tenantImprovements: proposalRounds.tenantImprovements,
      })
      .from(proposalRounds)
      .innerJoin(opportunities, eq(opportunities.id, proposalRounds.opportunityId))
      .where(and(eq(opportunities.spaceId, spaceId), eq(proposalRounds.side, 'budget')))
      .orderBy(
        desc(opportunities.lastActivityAt),
        desc(opportunities.id),
        desc(proposalRounds.roundDate),
        desc(proposalRounds.id),
      ),
    db
      .select({ ...conflictOptionColumns, targets: options.targets, description: options.description })
      .from(options)
      .innerJoin(spaces, eq(spaces.id, options.spaceId))
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(eq(options.spaceId, spaceId))
      .orderBy(asc(options.noticeStart), asc(options.id)),
    db
      .select({
        spaceId: leases.spaceId,
        tenantId: leases.tenantId,
        tenantName: tenants.name,
        endDate: leases.endDate,
      })
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(and(eq(leases.spaceId, spaceId), eq(leases.status, 'active'))),
  ]);

  const conflicts = findOptionConflicts(optionRows, activeLease ? [activeLease] : [], today);
  return {
    spaceId,
    subleases: subleaseRows.map((row) => ({
      id: row.id,
      subtenant: { id: row.subtenantId, name: row.subtenantName },
      sublessor: nameRef(row.sublessorId, row.sublessorName),
      startDate: row.startDate,
      endDate: row.endDate,
      baseRentPsf: row.baseRentPsf,
      status: row.status,
    })),
    deals: dealRows.map(({ tenantId, tenantName, lastActivityAt, ...deal }) => ({
      ...deal,
      tenant: nameRef(tenantId, tenantName),
      lastActivityAt: lastActivityAt.toISOString(),
    })),
    budget: budgetRows,
    options: optionRows.map((option) => ({
      id: option.id,
      optionType: option.optionType,
      tenant: nameRef(option.tenantId, option.tenantName),
      noticeStart: option.noticeStart,
      noticeEnd: option.noticeEnd,
      effectiveDate: option.effectiveDate,
      targets: option.targets,
      description: option.description,
      status: optionStatus(option, today),
      flag: optionFlag(option, today),
      conflicts: conflicts.get(option.id) ?? [],
    })),
  };
}
