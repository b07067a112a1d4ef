import { opportunityNotFoundMessage } from '@common/deal-detail';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { opportunities } from '../../db/schema';
import { notFound } from '../../errors';

/** The deal's row, locked for the rest of the transaction (404 when there is none). */
export async function lockDeal(tx: Transaction, id: number) {
  const [deal] = await tx.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  if (!deal) throw notFound(opportunityNotFoundMessage);
  return deal;
}
