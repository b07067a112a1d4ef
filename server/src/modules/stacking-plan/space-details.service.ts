import { optionFlag, optionStatus } from '@common/options';
import {
  type StackingSpaceDetails,
  stackingBuildingNotFoundMessage,
  stackingSpaceNotFoundMessage,
} from '@common/stacking-plan';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, opportunities, options, properties, proposalRounds, spaces, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import { optionConflictsOver } from '../options/option-conflict-inputs';
import { nameRef, sublessors } from './suite-leases';

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

  const [subleaseRows, dealRows, budgetRows, optionRows, conflicts] = await Promise.all([
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
    // Every option over the suite, expired ones too, by notice start.
    db
      .select({
        id: options.id,
        optionType: options.optionType,
        tenantId: options.tenantId,
        tenantName: tenants.name,
        noticeStart: options.noticeStart,
        noticeEnd: options.noticeEnd,
        effectiveDate: options.effectiveDate,
        targets: options.targets,
        description: options.description,
      })
      .from(options)
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(eq(options.spaceId, spaceId))
      .orderBy(asc(options.noticeStart), asc(options.id)),
    optionConflictsOver(db, [spaceId], today),
  ]);

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
