import { type DealStage, dealStages } from '@common/deal-stages';
import { type ApprovalGateSetting, approvalGateMessage } from '@common/proposal-rounds';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { appSettings, proposalRounds } from '../../db/schema';
import { AppError } from '../../errors';

/** The stages past LOI in the pipeline's order: Legal, Lease Execution and Deal Complete. */
const pastLoi = dealStages.slice(dealStages.indexOf('loi') + 1, dealStages.indexOf('deal') + 1);
export const isPastLoi = (stage: DealStage) => (pastLoi as readonly DealStage[]).includes(stage);

/**
 * With the organisation's approval gate on, a deal moves past LOI only once one of its proposal rounds
 * is approved; a 409 says so otherwise. Moves among the stages past LOI are not re-checked.
 */
export async function checkApprovalGate(
  tx: Transaction,
  deal: { id: number; stage: DealStage },
  toStage: DealStage,
): Promise<void> {
  if (!isPastLoi(toStage) || isPastLoi(deal.stage)) return;
  const [settings] = await tx
    .select({ gate: appSettings.proposalApprovalGate })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  if (!settings?.gate) return;
  const [approved] = await tx
    .select({ id: proposalRounds.id })
    .from(proposalRounds)
    .where(and(eq(proposalRounds.opportunityId, deal.id), eq(proposalRounds.approvalStatus, 'approved')))
    .limit(1);
  if (!approved) throw new AppError(409, approvalGateMessage);
}

/** GET /api/settings/approval-gate: whether the gate is on (off until an admin turns it on). */
export async function getApprovalGate(db: Database): Promise<ApprovalGateSetting> {
  const [row] = await db
    .select({ enabled: appSettings.proposalApprovalGate })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  return { enabled: row?.enabled ?? false };
}

/** PUT /api/settings/approval-gate (admins): turns the gate on or off and answers what was stored. */
export async function setApprovalGate(
  db: Database,
  userId: number,
  { enabled }: ApprovalGateSetting,
  now: Date,
): Promise<ApprovalGateSetting> {
  const values = { proposalApprovalGate: enabled, updatedBy: userId, updatedAt: now };
  const [row] = await db
    .insert(appSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values })
    .returning({ enabled: appSettings.proposalApprovalGate });
  if (!row) throw new Error('the settings row was not stored');
  return row;
}
