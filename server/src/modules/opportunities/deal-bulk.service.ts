import type { BulkDealResult, bulkDealActionSchema } from '@common/deal-bulk';
import { dealStageLabels } from '@common/deal-stages';
import { plural } from '@common/words';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database';
import { type Opportunity, opportunities, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { organisationToday } from '../settings/time-zone.service';
import { applyStageChange } from './stage-change';

type BulkAction = z.infer<typeof bulkDealActionSchema>;

/** The selected deals, locked in id order (two bulk actions over the same deals cannot deadlock). */
async function lockDeals(tx: Transaction, ids: number[]): Promise<Opportunity[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const deals = await tx
    .select()
    .from(opportunities)
    .where(inArray(opportunities.id, unique))
    .orderBy(opportunities.id)
    .for('update');
  if (deals.length !== unique.length) throw notFound('Some of the selected deals no longer exist');
  return deals;
}

async function leadName(tx: Transaction, leadUserId: number | null): Promise<string | null> {
  if (leadUserId === null) return null;
  const [lead] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, leadUserId), eq(users.active, true)));
  if (!lead) throw badRequest('leadUserId: Choose someone on the team');
  return lead.fullName;
}

/**
 * POST /api/opportunities/bulk: one change to every selected deal in one transaction, so any refusal
 * (a deal gone, the LOI approval gate, a missing lost reason) changes none of them. Deals already as
 * asked are left alone and not counted.
 */
export async function bulkChangeDeals(
  db: Database,
  userId: number,
  action: BulkAction,
  now: Date,
): Promise<BulkDealResult> {
  const today = await organisationToday(db, now);
  return db.transaction(async (tx) => {
    const deals = await lockDeals(tx, action.ids);
    if (action.action === 'stage') {
      const moving = deals.filter((deal) => deal.stage !== action.stage);
      for (const deal of moving) {
        await applyStageChange(tx, userId, deal, action, now, today);
      }
      return {
        changed: moving.length,
        message: `${plural(moving.length, 'deal')} moved to ${dealStageLabels[action.stage]}`,
      };
    }
    const name = await leadName(tx, action.leadUserId);
    const moving = deals.filter((deal) => deal.leadUserId !== action.leadUserId);
    if (moving.length > 0) {
      await tx
        .update(opportunities)
        .set({
          leadUserId: action.leadUserId,
          updatedAt: now,
          lastActivityAt: now,
          version: sql`${opportunities.version} + 1`,
        })
        .where(
          inArray(
            opportunities.id,
            moving.map((deal) => deal.id),
          ),
        );
      await recordDealEvents(
        tx,
        moving.map((deal) => ({
          opportunityId: deal.id,
          userId,
          kind: 'assignment' as const,
          fromValue: deal.leadUserId === null ? null : String(deal.leadUserId),
          toValue: action.leadUserId === null ? null : String(action.leadUserId),
        })),
      );
    }
    const count = plural(moving.length, 'deal');
    return {
      changed: moving.length,
      message: name === null ? `Lead removed from ${count}` : `${name} now leads ${count}`,
    };
  });
}
