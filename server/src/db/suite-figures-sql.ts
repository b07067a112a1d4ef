import { rollingHorizonDays } from '@common/building-figures';
import { expiryHorizonDays, type SuiteStatus } from '@common/lease-lifecycle';
import { type AnyColumn, and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './database';
import { leases, spaces } from './schema';

/*
 * A building's Assets figures and WALT in SQL, set-based: the suite rule, the 10-month roll and the
 * lease in place are worked out for every suite of the chosen buildings in one query (two index
 * lookups per suite on leases_space_idx), then summed per building. It says what suiteStatus(),
 * buildingFigures() and walt() in common say, and is tested against them on random portfolios
 * (suite-figures-sql.test.ts). The per-suite function suite_status() states the same rule for a
 * handful of suites; called once per row it cannot be inlined, so lists of buildings use this.
 */

/** Not terminated on `today`: recorded otherwise and no termination date come. */
const live = (today: string) =>
  sql`${leases.status} <> 'terminated' and (${leases.terminatedOn} is null or ${leases.terminatedOn} > ${today}::date)`;

/** The last day a lease runs: its end, or its termination date when earlier. */
const effectiveEnd = sql`least(${leases.endDate}, coalesce(${leases.terminatedOn}, ${leases.endDate}))`;

/**
 * inPlaceRentPsf() of a lease on `today`: its starting rent compounded once per completed lease year (up
 * to its end), to the cent, in float8 as JavaScript computes it.
 */
export function inPlaceRentPsfSql(
  lease: Record<'baseRentPsf' | 'escalationPct' | 'startDate' | 'endDate', AnyColumn | SQL>,
  today: string,
): SQL<number> {
  return sql<number>`floor(${lease.baseRentPsf}::float8
      * power(1 + ${lease.escalationPct}::float8 / 100,
              greatest(0, extract(year from age(least(${today}::date, ${lease.endDate}), ${lease.startDate})))::float8)
      * 100 + 0.5) / 100`;
}

/**
 * One row per suite of the properties `propertyIds` selects: its status (with the expiry horizon),
 * whether it rolls within 10 months, and its lease in place with the term left and the annual rent.
 */
export function suiteStates(db: Database, today: string, propertyIds: SQLWrapper | SQL) {
  // The lease that has the suite: started, live, not past its end unless held over (still active).
  const current = db
    .select({
      leaseId: sql<number>`${leases.id}`.as('cur_lease_id'),
      tenantId: sql<number>`${leases.tenantId}`.as('cur_tenant_id'),
      startDate: sql<string>`${leases.startDate}`.as('cur_start_date'),
      endsOn: sql<string>`${effectiveEnd}`.as('cur_ends_on'),
      rentPsf: inPlaceRentPsfSql(leases, today).as('cur_rent_psf'),
    })
    .from(leases)
    .where(
      and(
        eq(leases.spaceId, spaces.id),
        live(today),
        sql`${leases.startDate} <= ${today}::date`,
        sql`(${effectiveEnd} >= ${today}::date or ${leases.status} = 'active')`,
      ),
    )
    .orderBy(desc(leases.startDate), desc(leases.id))
    .limit(1)
    .as('current_lease');
  // What is signed after: any live lease starting later; the current tenant's later leases renew it.
  const after = db
    .select({
      signed: sql<boolean>`coalesce(bool_or(${leases.startDate} > ${today}::date), false)`.as('signed'),
      // nextLease(): the signed lease starting soonest (the lowest id on one day).
      nextLeaseId: sql<number | null>`(array_agg(${leases.id} order by ${leases.startDate}, ${leases.id})
          filter (where ${leases.startDate} > ${today}::date))[1]`.as('next_lease_id'),
      renewedUntil: sql<string | null>`max(${effectiveEnd}) filter (
          where ${leases.tenantId} = ${current.tenantId} and ${leases.startDate} > ${current.startDate})`.as(
        'renewed_until',
      ),
    })
    .from(leases)
    .where(and(eq(leases.spaceId, spaces.id), live(today)))
    .as('after_lease');

  const expiryEnd = sql`${today}::date + ${expiryHorizonDays}::int`;
  const rollEnd = sql`${today}::date + ${rollingHorizonDays(today)}::int`;
  const inPlace = sql`${current.leaseId} is not null`;
  return db
    .select({
      spaceId: sql<number>`${spaces.id}`.as('space_id'),
      propertyId: sql<number>`${spaces.propertyId}`.as('property_id'),
      rentableSf: sql<number>`${spaces.rentableSf}`.as('rentable_sf'),
      status: sql<SuiteStatus>`case
          when not (${inPlace}) then case when ${after.signed} then 'pre-leased' else 'vacant' end
          when ${after.renewedUntil} is not null then 'renewed'
          when ${current.endsOn} > ${expiryEnd} then 'occupied'
          when ${after.signed} then 'pre-leased'
          else 'expiring' end`.as('status'),
      rolls: sql<boolean>`coalesce(${inPlace} and ${after.renewedUntil} is null
          and ${current.endsOn} <= ${rollEnd} and not ${after.signed}, false)`.as('rolls'),
      inPlace: sql<boolean>`${inPlace}`.as('in_place'),
      /** The lease in place (currentLease()) and the signed lease that starts next (nextLease()). */
      leaseId: sql<number | null>`${current.leaseId}`.as('lease_id'),
      nextLeaseId: sql<number | null>`${after.nextLeaseId}`.as('next_lease_id'),
      /** The rent in place of the lease in place, $/RSF/yr (inPlaceRentPsf()). */
      rentPsf: sql<number | null>`${current.rentPsf}`.as('rent_psf'),
      remainingDays: sql<number>`greatest(0,
          greatest(${current.endsOn}, coalesce(${after.renewedUntil}, ${current.endsOn})) - ${today}::date)`.as(
        'remaining_days',
      ),
      annualRent: sql<number>`${current.rentPsf} * ${spaces.rentableSf}`.as('annual_rent'),
    })
    .from(spaces)
    .leftJoinLateral(current, sql`true`)
    .leftJoinLateral(after, sql`true`)
    .where(inArray(spaces.propertyId, propertyIds))
    .as('suite_states');
}

/**
 * Per chosen property: units, leased, vacant, available and rolling RSF, and WALT's sums (weights and
 * weight × days left; waltFromSums() turns them into years).
 */
export function suiteFiguresByProperty(db: Database, today: string, propertyIds: SQLWrapper | SQL) {
  const states = suiteStates(db, today, propertyIds);
  const sf = (condition: SQL) =>
    sql<number>`coalesce(sum(${states.rentableSf}) filter (where ${condition}), 0)::float8`;
  return db
    .select({
      propertyId: states.propertyId,
      units: sql<number>`count(*)::int`.as('units'),
      leasedSf: sf(sql`${states.status} <> 'vacant'`).as('leased_sf'),
      vacantSf: sf(sql`${states.status} = 'vacant'`).as('vacant_sf'),
      availableSf: sf(sql`${states.status} in ('vacant', 'expiring')`).as('available_sf'),
      rollingSf10Mo: sf(sql`${states.rolls}`).as('rolling_sf'),
      inPlaceSf: sf(sql`${states.inPlace}`).as('in_place_sf'),
      inPlaceRent: sql<number>`coalesce(sum(${states.annualRent}), 0)::float8`.as('in_place_rent'),
      sfDays: sql<number>`coalesce(sum(${states.rentableSf}::float8 * ${states.remainingDays})
          filter (where ${states.inPlace}), 0)`.as('sf_days'),
      rentDays: sql<number>`coalesce(sum(${states.annualRent} * ${states.remainingDays}), 0)::float8`.as(
        'rent_days',
      ),
    })
    .from(states)
    .groupBy(states.propertyId)
    .as('suite_figures');
}
