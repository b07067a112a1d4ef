import {
  type ConflictLease,
  type ConflictOption,
  findOptionConflicts,
  type OptionConflict,
} from '@common/options';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, options, spaces, tenants } from '../../db/schema';

/*
 * findOptionConflicts decides a conflict from the options over one suite and that suite's active
 * lease, so judging any option takes only the rows of its own suite: these loaders read them.
 */

/** The suites read: every suite of one building, or the ones listed. */
export type SuiteScope = { propertyId: number } | { spaceIds: readonly number[] };

const inScope = (scope: SuiteScope) =>
  'propertyId' in scope
    ? eq(spaces.propertyId, scope.propertyId)
    : inArray(options.spaceId, [...scope.spaceIds]);

/**
 * The options over the suites in scope that take part in the conflict rule: those not yet expired on
 * `today` (effective today or later), with their holders' names and their suites.
 */
export async function liveOptionsOver(
  db: Database,
  scope: SuiteScope,
  today: string,
): Promise<ConflictOption[]> {
  return db
    .select({
      id: options.id,
      spaceId: options.spaceId,
      tenantId: options.tenantId,
      tenantName: tenants.name,
      optionType: options.optionType,
      suite: spaces.suite,
      noticeStart: options.noticeStart,
      noticeEnd: options.noticeEnd,
      effectiveDate: options.effectiveDate,
    })
    .from(options)
    .innerJoin(spaces, eq(spaces.id, options.spaceId))
    .leftJoin(tenants, eq(tenants.id, options.tenantId))
    .where(and(inScope(scope), gte(options.effectiveDate, today)));
}

/** The active lease of each suite listed that has one (a suite has at most one), with its tenant's name. */
function activeLeasesOf(db: Database, spaceIds: readonly number[]): Promise<ConflictLease[]> {
  return db
    .select({
      spaceId: leases.spaceId,
      tenantId: leases.tenantId,
      tenantName: tenants.name,
      endDate: leases.endDate,
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(inArray(leases.spaceId, [...spaceIds]), eq(leases.status, 'active')));
}

/** The conflicts of every option over the suites listed on `today`, by option id (none: absent). */
export async function optionConflictsOver(
  db: Database,
  spaceIds: readonly number[],
  today: string,
): Promise<Map<number, OptionConflict[]>> {
  if (spaceIds.length === 0) return new Map();
  const [live, activeLeases] = await Promise.all([
    liveOptionsOver(db, { spaceIds }, today),
    activeLeasesOf(db, spaceIds),
  ]);
  return findOptionConflicts(live, activeLeases, today);
}
