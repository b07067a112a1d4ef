import type { BulkDealResult, bulkDealActionSchema } from '@common/deal-bulk';
import { lostReasonProblem } from '@common/deal-history';
import { dealStageLabels } from '@common/deal-stages';
import { plural } from '@common/words';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type Opportunity, opportunities } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { organisationToday } from '../settings/time-zone.service';
import { assignDealLead, checkLead } from './assign-lead';
import { applyStageChange } from './stage-change';

export type BulkDealAction = z.output<typeof bulkDealActionSchema>;

/** The deal a refusal happened on, named in front of the refusal (same status, nothing written). */
function onDeal(deal: Opportunity, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.status, `${deal.prospectName}: ${error.message}`, {
    headers: error.headers,
    details: { ...error.details, dealId: deal.id },
    code: error.code,
  });
}

/**
 * POST /api/opportunities/bulk: one change to every selected deal in one transaction, each through
 * the same function a single change uses (`applyStageChange`, `assignDealLead`). The deals are locked
 * in id order, so two bulk actions cannot deadlock. Any refusal undoes everything and names the deal;
 * a deal already in the stage or with the lead counts as unchanged.
 */
export async function bulkDealAction(
  db: Database,
  userId: number,
  action: BulkDealAction,
  now: Date,
): Promise<BulkDealResult> {
  const ids = [...new Set(action.ids)];
  if (action.action === 'stage' && action.stage === 'dead') {
    const problem = lostReasonProblem(action.lostReason, action.lostReasonNote);
    if (problem) throw badRequest(problem, 'lostReason');
  }
  const today = await organisationToday(db, now);
  return db.transaction(async (tx) => {
    const deals = await tx
      .select()
      .from(opportunities)
      .where(inArray(opportunities.id, ids))
      .orderBy(asc(opportunities.id))
      .for('update');
    const missing = ids.find((id) => !deals.some((deal) => deal.id === id));
    if (missing !== undefined) throw notFound(`Deal ${missing} was not found; no deal was changed`);
    const leadName = action.action === 'lead' ? await checkLead(tx, action.leadUserId) : null;
    let changed = 0;
    for (const deal of deals) {
      try {
        if (action.action === 'lead') {
          if (await assignDealLead(tx, userId, deal, action.leadUserId, now)) changed++;
        } else if (deal.stage !== action.stage) {
          await applyStageChange(tx, userId, deal, action, now, today);
          changed++;
        }
      } catch (error) {
        throw onDeal(deal, error);
      }
    }
    return { changed, message: bulkResultMessage(action, leadName, changed, deals.length - changed) };
  });
}

/** '3 deals moved to LOI', '2 deals assigned to Jordan Rivera; 1 already had that lead'. */
function bulkResultMessage(
  action: BulkDealAction,
  leadName: string | null,
  changed: number,
  unchanged: number,
): string {
  if (action.action === 'stage') {
    const already =
      unchanged > 0 ? `; ${plural(unchanged, 'deal')} already ${unchanged === 1 ? 'was' : 'were'} there` : '';
    return `${plural(changed, 'deal')} moved to ${dealStageLabels[action.stage]}${already}`;
  }
  const already = unchanged > 0 ? `; ${plural(unchanged, 'deal')} already had that lead` : '';
  const to = leadName === null ? 'left without a lead' : `assigned to ${leadName}`;
  return `${plural(changed, 'deal')} ${to}${already}`;
}
