import { dealPath } from '@common/deal-paths';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { auditLog, type Opportunity, opportunities, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { notify } from '../notifications/notifications.service';

export const noSuchLeadMessage = 'No such user';
export const inactiveLeadMessage = 'That user is deactivated and cannot lead a deal';

/** The new lead's name (400 for a user that does not exist or was deactivated); null for nobody. */
export async function checkLead(tx: Transaction, leadUserId: number | null): Promise<string | null> {
  if (leadUserId === null) return null;
  const [user] = await tx
    .select({ fullName: users.fullName, username: users.username, active: users.active })
    .from(users)
    .where(eq(users.id, leadUserId))
    .for('key share');
  if (!user) throw badRequest(noSuchLeadMessage, 'leadUserId');
  if (!user.active) throw badRequest(inactiveLeadMessage, 'leadUserId');
  return user.fullName || user.username;
}

/**
 * Makes `leadUserId` (or nobody) the lead of one locked deal: the deal's version moves on, the
 * history records the assignment and the new lead is told, unless they picked themselves. A deal
 * that already has that lead is left as it is. Answers whether it changed. The caller checks the
 * lead with `checkLead` first (once for a bulk action).
 */
export async function assignDealLead(
  tx: Transaction,
  userId: number,
  lockedDeal: Opportunity,
  leadUserId: number | null,
  now: Date,
): Promise<boolean> {
  if (lockedDeal.leadUserId === leadUserId) return false;
  await tx
    .update(opportunities)
    .set({
      leadUserId,
      lastActivityAt: now,
      updatedAt: now,
      version: sql`${opportunities.version} + 1`,
    })
    .where(eq(opportunities.id, lockedDeal.id));
  await recordDealEvents(tx, [
    {
      opportunityId: lockedDeal.id,
      userId,
      kind: 'assignment',
      at: now,
      fromValue: lockedDeal.leadUserId === null ? null : String(lockedDeal.leadUserId),
      toValue: leadUserId === null ? null : String(leadUserId),
    },
  ]);
  await tx.insert(auditLog).values({
    userId,
    action: 'assign',
    entity: 'opportunity',
    entityId: lockedDeal.id,
    detail: { from: lockedDeal.leadUserId, to: leadUserId },
  });
  if (leadUserId !== null && leadUserId !== userId) {
    const [actor] = await tx
      .select({ fullName: users.fullName, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    await notify(tx, [
      {
        userId: leadUserId,
        kind: 'assignment',
        title: `${actor?.fullName || actor?.username || 'Someone'} made you the lead on ${lockedDeal.prospectName}`,
        body: lockedDeal.title,
        link: dealPath(lockedDeal.id),
      },
    ]);
  }
  return true;
}
