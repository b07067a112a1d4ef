import {
  type DealLostReason,
  dealLostReasonLabels,
  lostReasonProblem,
  probabilityAfterMove,
} from '@common/deal-history';
import type { DealStage } from '@common/deal-stages';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { auditLog, type Opportunity, opportunities } from '../../db/schema';
import { badRequest } from '../../errors';
import { type DealEventInput, recordDealEvents } from '../deal-history/deal-events';
import { checkApprovalGate } from '../proposals/approval-gate';
import { settleWonRenewal } from './create-lease.service';

export type StageChange = {
  stage: DealStage;
  lostReason?: DealLostReason;
  lostReasonNote?: string;
};

/**
 * Moves one locked deal to a stage, the single way every screen and the bulk action do it: the LOI
 * approval gate, the lost reason a move to Dead needs, probability following the stage, the time the
 * stage was entered, the version, the history and, on a win, the renewal lease. A move to the stage
 * the deal is in changes nothing. `today` is the organisation's calendar day.
 */
export async function applyStageChange(
  tx: Transaction,
  userId: number,
  deal: Opportunity,
  change: StageChange,
  now: Date,
  today: string,
): Promise<void> {
  const { stage } = change;
  if (stage === deal.stage) return;
  if (stage === 'dead') {
    const problem = lostReasonProblem(change.lostReason, change.lostReasonNote);
    if (problem) throw badRequest(problem, 'lostReason');
  }
  await checkApprovalGate(tx, deal, stage);
  const probability = probabilityAfterMove(deal, stage);
  const lost =
    stage === 'dead'
      ? {
          lostAtStage: deal.stage,
          lostReason: change.lostReason ?? null,
          lostReasonNote: change.lostReasonNote?.trim() || null,
        }
      : { lostAtStage: null, lostReason: null, lostReasonNote: null };
  await tx
    .update(opportunities)
    .set({
      stage,
      ...probability,
      ...lost,
      stageEnteredAt: now,
      lastActivityAt: now,
      updatedAt: now,
      version: sql`${opportunities.version} + 1`,
    })
    .where(eq(opportunities.id, deal.id));
  if (stage === 'deal') await settleWonRenewal(tx, userId, { ...deal, stage }, today);
  const events: DealEventInput[] = [
    {
      opportunityId: deal.id,
      userId,
      kind: 'stage',
      at: now,
      fromValue: deal.stage,
      toValue: stage,
      note: lost.lostReason
        ? [dealLostReasonLabels[lost.lostReason], lost.lostReasonNote].filter(Boolean).join(': ')
        : null,
    },
  ];
  if (probability.probability !== deal.probability) {
    events.push({
      opportunityId: deal.id,
      userId,
      kind: 'probability',
      at: now,
      fromValue: String(deal.probability),
      toValue: String(probability.probability),
    });
  }
  await recordDealEvents(tx, events);
  await tx.insert(auditLog).values({
    userId,
    action: 'stage',
    entity: 'opportunity',
    entityId: deal.id,
    detail: { from: deal.stage, to: stage },
  });
}
