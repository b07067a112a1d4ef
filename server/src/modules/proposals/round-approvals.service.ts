import {
  type ApprovalStatus,
  approvalDecisionProblem,
  type ProposalRound,
  submissionProblem,
} from '@common/proposal-rounds';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import {
  type NewNotification,
  type Opportunity,
  proposalRounds,
  type ProposalRound as RoundRow,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { excerpt, notify } from '../notifications/notifications.service';
import { refuseStaleWrite } from '../opportunities/stale-write';
import type { RoundWrite } from './proposal-rounds.service';
import { assetManagerOf, lockRound, roundName, roundOf, touchDealRounds, type Viewer } from './round-records';

const proposalsLink = (dealId: number) => `/deals/${dealId}?tab=proposals`;

async function nameOf(tx: Transaction, userId: number): Promise<string> {
  const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.fullName ?? 'Someone';
}

/**
 * Who decides a submitted round: the building's asset manager, or every active admin when the
 * building has none (or the asset manager submitted it, and so cannot decide it); never the submitter.
 */
async function decidersOf(tx: Transaction, dealId: number, submitterId: number): Promise<number[]> {
  const assetManagerId = await assetManagerOf(tx, dealId);
  if (assetManagerId !== null && assetManagerId !== submitterId) {
    const [manager] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assetManagerId), eq(users.active, true)));
    if (manager) return [manager.id];
  }
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, submitterId)));
  return admins.map((admin) => admin.id);
}

const refuse = (problem: { status: number; message: string } | null) => {
  if (problem) throw new AppError(problem.status, problem.message);
};

/** The round's approval fields set, the deal's badge following, the change in the deal's history. */
async function setApproval(
  tx: Transaction,
  round: RoundRow,
  viewer: Viewer,
  change: Partial<RoundRow> & { approvalStatus: ApprovalStatus },
  note: string | null,
  now: Date,
) {
  await tx
    .update(proposalRounds)
    .set({ ...change, updatedAt: now, version: sql`${proposalRounds.version} + 1` })
    .where(eq(proposalRounds.id, round.id));
  await touchDealRounds(tx, round.opportunityId, now);
  await recordDealEvents(tx, [
    {
      opportunityId: round.opportunityId,
      userId: viewer.id,
      kind: 'approval',
      fromValue: round.approvalStatus,
      toValue: change.approvalStatus,
      note,
    },
  ]);
}

/**
 * POST /api/proposal-rounds/:id/submit: a landlord offer or tenant counter waits for approval (400
 * for a budget or previous lease, 409 when it already waits or is approved); whoever decides is told.
 */
export async function submitRound(
  { db, viewer, now }: RoundWrite,
  id: number,
  version?: number,
): Promise<ProposalRound> {
  return db.transaction(async (tx) => {
    const { deal, round } = await lockRound(tx, id);
    refuse(submissionProblem(round));
    await refuseStaleWrite(version, round, () => roundOf(tx, id, viewer));
    await setApproval(
      tx,
      round,
      viewer,
      {
        approvalStatus: 'pending',
        submittedBy: viewer.id,
        submittedAt: now,
        decidedBy: null,
        decidedAt: null,
        decisionComment: null,
      },
      roundName(round),
      now,
    );
    const submitter = await nameOf(tx, viewer.id);
    const deciders = await decidersOf(tx, deal.id, viewer.id);
    await notify(
      tx,
      deciders.map((userId) => ({
        userId,
        kind: 'approval',
        title: `${submitter} asked you to approve a proposal`,
        body: `${deal.prospectName}: ${roundName(round)}, $${round.baseRent.toFixed(2)}/SF/yr`,
        link: proposalsLink(deal.id),
      })),
    );
    return roundOf(tx, id, viewer);
  });
}

type Decision = { approve: boolean; comment: string | null; version?: number };

/**
 * POST /api/proposal-rounds/:id/approve and /reject: an admin or the building's asset manager decides
 * a round someone else submitted (403 otherwise; 409 unless it waits for approval); the submitter is told.
 */
export async function decideRound(
  { db, viewer, now }: RoundWrite,
  id: number,
  { approve, comment, version }: Decision,
): Promise<ProposalRound> {
  return db.transaction(async (tx) => {
    const { deal, round } = await lockRound(tx, id);
    refuse(approvalDecisionProblem(viewer, await assetManagerOf(tx, deal.id), round));
    await refuseStaleWrite(version, round, () => roundOf(tx, id, viewer));
    const approvalStatus = approve ? 'approved' : 'rejected';
    await setApproval(
      tx,
      round,
      viewer,
      { approvalStatus, decidedBy: viewer.id, decidedAt: now, decisionComment: comment },
      comment ? `${roundName(round)}. ${comment}` : roundName(round),
      now,
    );
    if (round.submittedBy !== null) await notifySubmitter(tx, deal, round, viewer, approve, comment);
    return roundOf(tx, id, viewer);
  });
}

async function notifySubmitter(
  tx: Transaction,
  deal: Opportunity,
  round: RoundRow,
  viewer: Viewer,
  approve: boolean,
  comment: string | null,
) {
  const decider = await nameOf(tx, viewer.id);
  const row: NewNotification = {
    userId: round.submittedBy as number,
    kind: 'approval',
    title: `${decider} ${approve ? 'approved' : 'rejected'} your proposal`,
    body: excerpt(`${deal.prospectName}: ${roundName(round)}${comment ? ` — ${comment}` : ''}`),
    link: proposalsLink(deal.id),
  };
  await notify(tx, [row]);
}
