import {
  isOfferSide,
  type ProposalRound,
  type proposalRoundInputSchema,
  proposalRoundMessages,
  type proposalRoundPatchSchema,
} from '@common/proposal-rounds';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database';
import { proposalRounds, type ProposalRound as RoundRow } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { lockDeal } from '../opportunities/deal-lock';
import { writeAcceptedTerms } from '../opportunities/lease-terms.service';
import { refuseStaleWrite } from '../opportunities/stale-write';
import { roundChanges } from './round-changes';
import {
  lockRound,
  requireDeal,
  roundName,
  roundOf,
  roundsOfDeal,
  touchDealRounds,
  type Viewer,
} from './round-records';

type RoundInput = z.output<typeof proposalRoundInputSchema>;
type RoundPatch = z.output<typeof proposalRoundPatchSchema>;

export type RoundWrite = { db: Database; viewer: Viewer; now: Date };

const conflict = (message: string) => new AppError(409, message);

/** GET /api/opportunities/:id/proposal-rounds: 404 for a missing deal. */
export async function listRounds(db: Database, dealId: number, viewer: Viewer): Promise<ProposalRound[]> {
  await requireDeal(db, dealId);
  return roundsOfDeal(db, dealId, viewer);
}

/** POST /api/opportunities/:id/proposal-rounds: a new round on the deal (404 for a missing deal). */
export async function createRound(
  { db, viewer, now }: RoundWrite,
  dealId: number,
  input: RoundInput,
): Promise<ProposalRound> {
  return db.transaction(async (tx) => {
    await lockDeal(tx, dealId);
    const [row] = await tx
      .insert(proposalRounds)
      .values({ ...input, opportunityId: dealId, createdBy: viewer.id, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('the round was not stored');
    await touchDealRounds(tx, dealId, now);
    await recordDealEvents(tx, [
      {
        opportunityId: dealId,
        userId: viewer.id,
        kind: 'round',
        toValue: String(row.id),
        note: `Added ${roundName(row)}`,
      },
    ]);
    return roundOf(tx, row.id, viewer);
  });
}

/** The accepted round's terms become the deal's lease terms (its area, date and note stay on the round). */
const acceptedTermsOf = (round: RoundRow) => ({
  leaseType: round.leaseType,
  termMonths: round.termMonths,
  baseRent: round.baseRent,
  rentEscalation: round.rentEscalation,
  rentFreeMonths: round.rentFreeMonths,
  tenantImprovements: round.tenantImprovements,
  leasingCommissionPct: round.leasingCommissionPct,
  otherLandlordCosts: round.otherLandlordCosts,
});

/**
 * PATCH /api/proposal-rounds/:id: changes the fields sent. A round waiting for approval or approved
 * keeps its terms (409; its note may change); an accepted round stays an offer and its new terms
 * become the deal's lease terms too.
 */
export async function updateRound({ db, viewer, now }: RoundWrite, id: number, patch: RoundPatch) {
  return db.transaction(async (tx) => {
    const { round } = await lockRound(tx, id);
    const { version, ...fields } = patch;
    await refuseStaleWrite(version, round, () => roundOf(tx, id, viewer));
    const changes = roundChanges(round, fields);
    if (changes.length === 0) return roundOf(tx, id, viewer);
    const changesTerms = changes.some((change) => change.field !== 'note');
    if (changesTerms && (round.approvalStatus === 'pending' || round.approvalStatus === 'approved')) {
      throw conflict(proposalRoundMessages.locked);
    }
    if (round.accepted && fields.side && !isOfferSide(fields.side)) {
      throw badRequest(proposalRoundMessages.notAcceptable, 'side');
    }
    const [updated] = await tx
      .update(proposalRounds)
      .set({ ...fields, updatedAt: now, version: sql`${proposalRounds.version} + 1` })
      .where(eq(proposalRounds.id, id))
      .returning();
    if (!updated) throw new Error('the round was not updated');
    if (updated.accepted && changesTerms) {
      await writeAcceptedTerms(tx, viewer.id, updated.opportunityId, acceptedTermsOf(updated), now);
    }
    await touchDealRounds(tx, updated.opportunityId, now);
    await recordDealEvents(tx, [
      {
        opportunityId: updated.opportunityId,
        userId: viewer.id,
        kind: 'round',
        fromValue: String(id),
        toValue: String(id),
        note: `Changed ${roundName(round)}: ${changes.map((change) => change.text).join('; ')}`,
      },
    ]);
    return roundOf(tx, id, viewer);
  });
}

/** DELETE /api/proposal-rounds/:id: any round but an approved or accepted one (409). */
export async function deleteRound({ db, viewer, now }: RoundWrite, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const { round } = await lockRound(tx, id);
    await refuseStaleWrite(version, round, () => roundOf(tx, id, viewer));
    if (round.accepted || round.approvalStatus === 'approved')
      throw conflict(proposalRoundMessages.notDeletable);
    await tx.delete(proposalRounds).where(eq(proposalRounds.id, id));
    await touchDealRounds(tx, round.opportunityId, now);
    await recordDealEvents(tx, [
      {
        opportunityId: round.opportunityId,
        userId: viewer.id,
        kind: 'round',
        fromValue: String(id),
        note: `Deleted ${roundName(round)}`,
      },
    ]);
  });
}

async function unmarkAccepted(tx: Transaction, dealId: number, keep: number, now: Date) {
  return tx
    .update(proposalRounds)
    .set({ accepted: false, updatedAt: now, version: sql`${proposalRounds.version} + 1` })
    .where(
      and(
        eq(proposalRounds.opportunityId, dealId),
        eq(proposalRounds.accepted, true),
        ne(proposalRounds.id, keep),
      ),
    )
    .returning({ id: proposalRounds.id });
}

/**
 * POST /api/proposal-rounds/:id/accept: the round becomes the deal's accepted one (another stops
 * being it) and its terms the deal's lease terms, which give the pipeline's NER and, once the deal
 * is won, the lease. A budget or previous lease cannot be accepted (400).
 */
export async function acceptRound({ db, viewer, now }: RoundWrite, id: number, version?: number) {
  return db.transaction(async (tx) => {
    const { round } = await lockRound(tx, id);
    if (!isOfferSide(round.side)) throw badRequest(proposalRoundMessages.notAcceptable);
    await refuseStaleWrite(version, round, () => roundOf(tx, id, viewer));
    if (round.accepted) return roundOf(tx, id, viewer);
    const [previous] = await unmarkAccepted(tx, round.opportunityId, id, now);
    await tx
      .update(proposalRounds)
      .set({ accepted: true, updatedAt: now, version: sql`${proposalRounds.version} + 1` })
      .where(eq(proposalRounds.id, id));
    await writeAcceptedTerms(tx, viewer.id, round.opportunityId, acceptedTermsOf(round), now);
    await touchDealRounds(tx, round.opportunityId, now);
    await recordDealEvents(tx, [
      {
        opportunityId: round.opportunityId,
        userId: viewer.id,
        kind: 'terms',
        fromValue: previous ? String(previous.id) : null,
        toValue: String(id),
        note: `Accepted ${roundName(round)}: its terms are the deal's lease terms`,
      },
    ]);
    return roundOf(tx, id, viewer);
  });
}
