import { opportunityNotFoundMessage } from '@common/deal-detail';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { opportunities } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * 404 'Opportunity not found' unless the deal exists. With `lock` (inside a transaction) the deal
 * cannot be deleted until commit, so a row added to it next cannot fail its foreign key.
 */
export async function requireDeal(
  db: Executor,
  opportunityId: number,
  options = { lock: false },
): Promise<void> {
  const query = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .$dynamic();
  const [row] = await (options.lock ? query.for('key share') : query);
  if (!row) throw notFound(opportunityNotFoundMessage);
}

/**
 * Marks activity on a deal (a comment, update or document) and locks its row for the rest of the
 * transaction, so the write that follows cannot race the deal's deletion. 404 when the deal is gone.
 */
export async function touchDeal(tx: Executor, opportunityId: number, at: Date): Promise<void> {
  const [row] = await tx
    .update(opportunities)
    // Activity is not an edit of the record: updated_at keeps its value.
    .set({ lastActivityAt: at, updatedAt: sql`${opportunities.updatedAt}` })
    .where(eq(opportunities.id, opportunityId))
    .returning({ id: opportunities.id });
  if (!row) throw notFound(opportunityNotFoundMessage);
}
