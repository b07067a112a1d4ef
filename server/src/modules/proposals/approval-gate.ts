import { type DealStage, dealStages } from '@common/deal-stages';
import { approvalGateMessage } from '@common/proposal-rounds';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
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
