import { opportunityNotFoundMessage } from '@common/deal-detail';
import {
  approvalDecisionProblem,
  budgetRoundOf,
  inRoundOrder,
  type ProposalRound,
  proposalRoundMessages,
  roundNer,
  roundVariance,
} from '@common/proposal-rounds';
import type { Role } from '@common/roles';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import {
  opportunities,
  properties,
  proposalRounds,
  type ProposalRound as RoundRow,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { lockDeal } from '../opportunities/deal-lock';

/** Who is asking: what they may do to a round depends on it. */
export type Viewer = { id: number; role: Role };

/** "Landlord offer of 2026-03-01": how a round is named in history and notifications. */
export { roundName } from '@common/proposal-rounds';

/** 404 'Opportunity not found' unless the deal exists. */
export async function requireDeal(db: Executor, dealId: number): Promise<void> {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, dealId));
  if (!row) throw notFound(opportunityNotFoundMessage);
}

/** The asset manager of the deal's building, or null when it has none. */
export async function assetManagerOf(db: Executor, dealId: number): Promise<number | null> {
  const [row] = await db
    .select({ assetManagerId: properties.assetManagerId })
    .from(opportunities)
    .innerJoin(properties, eq(properties.id, opportunities.propertyId))
    .where(eq(opportunities.id, dealId));
  return row?.assetManagerId ?? null;
}

async function namesOf(db: Executor, rows: RoundRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => [row.createdBy, row.submittedBy, row.decidedBy]))].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.fullName]));
}

/**
 * The deal's rounds as the API gives them, in date order: each with both NERs, its variance against
 * the budget round and whether `viewer` may approve or reject it.
 */
export async function roundsOfDeal(db: Executor, dealId: number, viewer: Viewer): Promise<ProposalRound[]> {
  const rows = inRoundOrder(
    await db.select().from(proposalRounds).where(eq(proposalRounds.opportunityId, dealId)),
  );
  const [names, assetManagerId] = await Promise.all([namesOf(db, rows), assetManagerOf(db, dealId)]);
  const person = (id: number | null) =>
    id === null ? null : { id, fullName: names.get(id) ?? 'Unknown user' };
  const withNer = rows.map((row) => ({ ...row, ner: roundNer(row) }));
  const budget = budgetRoundOf(withNer);
  return withNer.map((row) => {
    const problem = approvalDecisionProblem(viewer, assetManagerId, row);
    return {
      id: row.id,
      opportunityId: row.opportunityId,
      side: row.side,
      roundDate: row.roundDate,
      leaseType: row.leaseType,
      areaRsf: row.areaRsf,
      termMonths: row.termMonths,
      baseRent: row.baseRent,
      rentEscalation: row.rentEscalation,
      rentFreeMonths: row.rentFreeMonths,
      tenantImprovements: row.tenantImprovements,
      leasingCommissionPct: row.leasingCommissionPct,
      otherLandlordCosts: row.otherLandlordCosts,
      note: row.note,
      accepted: row.accepted,
      approvalStatus: row.approvalStatus,
      submittedBy: person(row.submittedBy),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedBy: person(row.decidedBy),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionComment: row.decisionComment,
      createdBy: person(row.createdBy),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      ner: row.ner,
      variance: budget && budget.id !== row.id ? roundVariance(row, budget) : null,
      decision: { allowed: problem === null, reason: problem?.message ?? null },
    };
  });
}

/** One round as the API gives it (404 when it is gone). */
export async function roundOf(db: Executor, id: number, viewer: Viewer): Promise<ProposalRound> {
  const [row] = await db
    .select({ dealId: proposalRounds.opportunityId })
    .from(proposalRounds)
    .where(eq(proposalRounds.id, id));
  if (!row) throw notFound(proposalRoundMessages.notFound);
  const round = (await roundsOfDeal(db, row.dealId, viewer)).find((candidate) => candidate.id === id);
  if (!round) throw notFound(proposalRoundMessages.notFound);
  return round;
}

/**
 * A round and its deal, both locked for the rest of the transaction (the deal first, as every deal
 * write locks it): 404 when the round is gone.
 */
export async function lockRound(tx: Transaction, id: number) {
  const [found] = await tx
    .select({ dealId: proposalRounds.opportunityId })
    .from(proposalRounds)
    .where(eq(proposalRounds.id, id));
  if (!found) throw notFound(proposalRoundMessages.notFound);
  const deal = await lockDeal(tx, found.dealId);
  const [round] = await tx.select().from(proposalRounds).where(eq(proposalRounds.id, id)).for('update');
  if (!round) throw notFound(proposalRoundMessages.notFound);
  return { deal, round };
}

/**
 * After a write to the deal's rounds: the deal's version and last activity move on, and its approval
 * status becomes that of its most recently submitted round (null when none is submitted).
 */
export async function touchDealRounds(tx: Transaction, dealId: number, now: Date): Promise<void> {
  const latest = sql`(select ${proposalRounds.approvalStatus} from ${proposalRounds}
    where ${proposalRounds.opportunityId} = ${dealId} and ${proposalRounds.submittedAt} is not null
    order by ${proposalRounds.submittedAt} desc, ${proposalRounds.id} desc limit 1)`;
  await tx
    .update(opportunities)
    .set({
      approvalStatus: latest,
      lastActivityAt: now,
      updatedAt: now,
      version: sql`${opportunities.version} + 1`,
    })
    .where(eq(opportunities.id, dealId));
}
