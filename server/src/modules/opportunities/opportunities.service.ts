import { type OpportunityDetail, opportunityNotFoundMessage, type Person } from '@common/deal-detail';
import {
  type createDealSchema,
  duplicateDealMessage,
  type StageUpdate,
  type updateDealSchema,
} from '@common/deal-edits';
import { stageProbability } from '@common/deal-history';
import { probabilityNotes } from '@common/deal-history-feed';
import { closedDealStages } from '@common/deal-stages';
import { and, asc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { lockClasses } from '../../db/advisory-locks';
import type { Database, Executor, Transaction } from '../../db/database';
import {
  auditLog,
  floors,
  leases,
  type NewOpportunity,
  type Opportunity,
  opportunities,
  properties,
  spaces,
  tenants,
  users,
} from '../../db/schema';
import { badRequest, conflictWith, notFound } from '../../errors';
import { type DealEventInput, recordDealEvents } from '../deal-history/deal-events';
import { organisationToday } from '../settings/time-zone.service';
import { assignDealLead, checkLead } from './assign-lead';
import { lockDeal } from './deal-lock';
import { applyStageChange } from './stage-change';
import { refuseStaleWrite } from './stale-write';

export { lockDeal };

export type CreateDeal = z.output<typeof createDealSchema>;
export type UpdateDeal = z.output<typeof updateDealSchema>;

const lead = alias(users, 'lead');
const creator = alias(users, 'creator');

const person = (table: typeof lead | typeof creator) => ({
  id: table.id,
  username: table.username,
  fullName: table.fullName,
  avatar: table.avatar,
});

/** GET /api/opportunities/:id — the record the deal and opportunity screens read. */
export async function getDeal(db: Executor, id: number): Promise<OpportunityDetail> {
  const [row] = await db
    .select({
      deal: opportunities,
      lead: person(lead),
      createdBy: person(creator),
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        market: properties.market,
      },
      space: { id: spaces.id, name: spaces.suite, squareFeet: spaces.rentableSf, floorNumber: floors.number },
      tenant: {
        id: tenants.id,
        name: tenants.name,
        industry: tenants.industry,
        contactName: tenants.contactName,
        contactEmail: tenants.contactEmail,
        contactPhone: tenants.contactPhone,
      },
      leaseId: leases.id,
    })
    .from(opportunities)
    .innerJoin(properties, eq(properties.id, opportunities.propertyId))
    .innerJoin(creator, eq(creator.id, opportunities.createdBy))
    .leftJoin(lead, eq(lead.id, opportunities.leadUserId))
    .leftJoin(spaces, eq(spaces.id, opportunities.spaceId))
    .leftJoin(floors, eq(floors.id, spaces.floorId))
    .leftJoin(tenants, eq(tenants.id, opportunities.tenantId))
    .leftJoin(leases, eq(leases.opportunityId, opportunities.id))
    .where(eq(opportunities.id, id));
  if (!row) throw notFound(opportunityNotFoundMessage);
  const { deal } = row;
  return {
    id: deal.id,
    title: deal.title,
    prospectName: deal.prospectName,
    stage: deal.stage,
    dealType: deal.dealType,
    description: deal.description,
    potentialValue: deal.potentialValue,
    probability: deal.probability,
    expectedCloseDate: deal.expectedCloseDate,
    squareFeetNeeded: deal.squareFeetNeeded,
    proposedRent: deal.proposedRent,
    brokerName: deal.brokerName,
    brokerCompany: deal.brokerCompany,
    createdAt: deal.createdAt.toISOString(),
    lastActivityAt: deal.lastActivityAt.toISOString(),
    lead: row.lead?.id == null ? null : (row.lead as Person),
    createdBy: row.createdBy as Person,
    property: row.property,
    space: row.space?.id == null ? null : (row.space as NonNullable<OpportunityDetail['space']>),
    tenant: row.tenant,
    leaseId: row.leaseId,
    stageEnteredAt: deal.stageEnteredAt.toISOString(),
    lostAtStage: deal.lostAtStage,
    lostReason: deal.lostReason,
    lostReasonNote: deal.lostReasonNote,
    probabilityByHand: deal.probabilityByHand,
    approvalStatus: deal.approvalStatus,
    version: deal.version,
  };
}

/** The deal row, locked for the rest of the transaction; 404 when there is none. */

const maxRecordId = 2_147_483_647;
const referenceNames = { propertyId: 'property', tenantId: 'tenant', spaceId: 'space', leadUserId: 'user' };

type References = {
  propertyId: number;
  tenantId?: number | null;
  spaceId?: number | null;
  leadUserId?: number | null;
};

/** 400 for an id that names nothing, or a suite of another building; answers the property's name. */
async function checkReferences(tx: Transaction, refs: References): Promise<string> {
  // The contract bounds these ids below, not above: one beyond an integer column names nothing.
  const tooLarge = (['propertyId', 'tenantId', 'spaceId', 'leadUserId'] as const).find(
    (key) => (refs[key] ?? 0) > maxRecordId,
  );
  if (tooLarge) throw badRequest(`No such ${referenceNames[tooLarge]}`, tooLarge);
  const [property] = await tx
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, refs.propertyId));
  if (!property) throw badRequest('No such property', 'propertyId');
  if (refs.tenantId) {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, refs.tenantId));
    if (!tenant) throw badRequest('No such tenant', 'tenantId');
  }
  if (refs.spaceId) {
    const [space] = await tx
      .select({ propertyId: spaces.propertyId })
      .from(spaces)
      .where(eq(spaces.id, refs.spaceId));
    if (!space) throw badRequest('No such space', 'spaceId');
    if (space.propertyId !== refs.propertyId)
      throw badRequest('The space is not in that property', 'spaceId');
  }
  if (refs.leadUserId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, refs.leadUserId));
    if (!user) throw badRequest('No such user', 'leadUserId');
  }
  return property.name;
}

/**
 * 409 naming the tenant's open deal on the same building (and so on any of its suites). The same
 * tenant: the tenant record when one is chosen (or a deal without one under the same prospect name),
 * else the prospect's name, case and surrounding spaces aside. Creates on one building are
 * serialised, so two people adding the same tenant's deal at once cannot both pass the check.
 */
async function refuseDuplicate(tx: Transaction, input: CreateDeal, propertyName: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClasses.createDeal}, ${input.propertyId})`);
  const sameName = sql`lower(btrim(${opportunities.prospectName})) = lower(btrim(${input.prospectName}))`;
  const sameTenant = input.tenantId
    ? or(eq(opportunities.tenantId, input.tenantId), and(isNull(opportunities.tenantId), sameName))
    : sameName;
  const [open] = await tx
    .select({ id: opportunities.id, prospectName: opportunities.prospectName, stage: opportunities.stage })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.propertyId, input.propertyId),
        sameTenant,
        notInArray(opportunities.stage, [...closedDealStages]),
      ),
    )
    .orderBy(asc(opportunities.id))
    .limit(1);
  if (open) throw conflictWith(duplicateDealMessage({ ...open, propertyName }), { duplicateDealId: open.id });
}

/** POST /api/opportunities (Add Deal). */
export async function createDeal(
  db: Database,
  userId: number,
  input: CreateDeal,
  now: Date,
): Promise<OpportunityDetail> {
  const id = await db.transaction(async (tx) => {
    const propertyName = await checkReferences(tx, input);
    if (!input.allowDuplicate) await refuseDuplicate(tx, input, propertyName);
    const [row] = await tx
      .insert(opportunities)
      .values({
        title: input.title || `${input.prospectName} — ${propertyName}`,
        prospectName: input.prospectName,
        tenantId: input.tenantId ?? null,
        propertyId: input.propertyId,
        spaceId: input.spaceId ?? null,
        stage: input.stage,
        dealType: input.dealType,
        squareFeetNeeded: input.squareFeetNeeded,
        proposedRent: input.proposedRent ?? null,
        brokerName: input.brokerName || null,
        brokerCompany: input.brokerCompany || null,
        leadUserId: input.leadUserId ?? null,
        description: input.description || null,
        expectedCloseDate: input.expectedCloseDate ?? null,
        probability: stageProbability[input.stage],
        stageEnteredAt: now,
        lastActivityAt: now,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: opportunities.id });
    const created = row!.id;
    await tx.insert(auditLog).values({ userId, action: 'create', entity: 'opportunity', entityId: created });
    await recordDealEvents(tx, [
      { opportunityId: created, userId, kind: 'created', toValue: input.stage, at: now },
    ]);
    return created;
  });
  return getDeal(db, id);
}

/**
 * PATCH /api/opportunities/:id: only the fields sent change; the deal's last activity moves to now and
 * its version on by one. A new lead goes through `assignDealLead`; a probability that differs from
 * the stored one is set by hand, and `probabilityFollowsStage` puts it back on the stage's figure,
 * each recorded in the history. A `version` the deal has moved past is refused (409).
 */
export async function updateDeal(
  db: Database,
  userId: number,
  id: number,
  input: UpdateDeal,
  now: Date,
): Promise<OpportunityDetail> {
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, id);
    const { version, leadUserId, probability, probabilityFollowsStage, ...fields } = input;
    await refuseStaleWrite(version, deal, () => getDeal(db, id));
    const refs = {
      propertyId: fields.propertyId ?? deal.propertyId,
      tenantId: fields.tenantId,
      spaceId: fields.spaceId === undefined ? deal.spaceId : fields.spaceId,
      leadUserId,
    };
    await checkReferences(tx, refs);
    // One edit moves the version on once, whether or not it reassigns the deal.
    let assigned = false;
    if (leadUserId !== undefined && leadUserId !== deal.leadUserId) {
      await checkLead(tx, leadUserId);
      assigned = await assignDealLead(tx, userId, deal, leadUserId, now);
    }
    // Sent fields only; a blank optional text clears it.
    const changes: Partial<NewOpportunity> = {
      ...Object.fromEntries(
        Object.entries(fields)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, value === '' ? null : value]),
      ),
      ...probabilityChange(deal, { probability, probabilityFollowsStage }),
    };
    await tx
      .update(opportunities)
      .set({
        ...changes,
        lastActivityAt: now,
        updatedAt: now,
        ...(assigned ? {} : { version: sql`${opportunities.version} + 1` }),
      })
      .where(eq(opportunities.id, id));
    await recordDealEvents(tx, probabilityEvents(userId, deal, changes, now));
    if (Object.keys(changes).length > 0 || !assigned) {
      await tx.insert(auditLog).values({
        userId,
        action: 'update',
        entity: 'opportunity',
        entityId: id,
        detail: { fields: Object.keys(changes) },
      });
    }
  });
  return getDeal(db, id);
}

/** The probability columns a PATCH writes: a differing figure set by hand, or back to the stage's. */
function probabilityChange(
  deal: Opportunity,
  input: { probability?: number | undefined; probabilityFollowsStage?: true | undefined },
): Partial<Pick<Opportunity, 'probability' | 'probabilityByHand'>> {
  if (input.probabilityFollowsStage) {
    return { probability: stageProbability[deal.stage], probabilityByHand: false };
  }
  if (input.probability !== undefined && input.probability !== deal.probability) {
    return { probability: input.probability, probabilityByHand: true };
  }
  return {};
}

function probabilityEvents(
  userId: number,
  deal: Opportunity,
  { probability, probabilityByHand }: Partial<NewOpportunity>,
  now: Date,
): DealEventInput[] {
  if (probability === undefined) return [];
  if (probability === deal.probability && probabilityByHand === deal.probabilityByHand) return [];
  return [
    {
      opportunityId: deal.id,
      userId,
      kind: 'probability',
      at: now,
      fromValue: String(deal.probability),
      toValue: String(probability),
      note: probabilityByHand ? probabilityNotes.byHand : probabilityNotes.followsStage,
    },
  ];
}

/**
 * PATCH /api/opportunities/:id/stage: any stage may follow any other, under the rules of
 * `applyStageChange`; a `version` the deal has moved past is refused with the deal as it now is.
 */
export async function setDealStage(
  db: Database,
  userId: number,
  id: number,
  change: StageUpdate,
  now: Date,
): Promise<OpportunityDetail> {
  const today = await organisationToday(db, now);
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, id);
    await refuseStaleWrite(change.version, deal, () => getDeal(db, id));
    await applyStageChange(tx, userId, deal, change, now, today);
  });
  return getDeal(db, id);
}
