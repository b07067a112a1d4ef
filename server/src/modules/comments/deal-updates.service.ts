import { dealPath } from '@common/deal-paths';
import type { DealUpdate } from '@common/opportunities';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dealUpdates, users } from '../../db/schema';
import { authorColumns, authorOf } from './comments.service';
import { requireDeal, touchDeal } from './deal-activity.service';
import { mentionedUsers, notifyMentions, type UserDirectory, usersMentionedIn } from './mentions.service';

const updateColumns = {
  id: dealUpdates.id,
  opportunityId: dealUpdates.opportunityId,
  userId: dealUpdates.userId,
  content: dealUpdates.content,
  isTour: dealUpdates.isTour,
  createdAt: dealUpdates.createdAt,
  user: authorColumns,
};
type UpdateRow = Omit<DealUpdate, 'createdAt' | 'mentions'> & { createdAt: Date };

// deal_updates keeps no mention list: it is read from the text against the users that exist now.
const toDealUpdate = (row: UpdateRow, directory: UserDirectory): DealUpdate => ({
  ...row,
  mentions: mentionedUsers(row.content, directory).map((user) => user.username),
  createdAt: row.createdAt.toISOString(),
});

/** Deal updates newest first: one deal's (the Updates panel) or every deal's (/api/deal-comments). */
export async function listDealUpdates(
  db: Database,
  query: { opportunityId?: number | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<DealUpdate[]> {
  if (query.opportunityId !== undefined) await requireDeal(db, query.opportunityId);
  const select = db
    .select(updateColumns)
    .from(dealUpdates)
    .innerJoin(users, eq(users.id, dealUpdates.userId))
    .where(query.opportunityId === undefined ? undefined : eq(dealUpdates.opportunityId, query.opportunityId))
    .orderBy(desc(dealUpdates.createdAt), desc(dealUpdates.id))
    .$dynamic();
  if (query.limit !== undefined) select.limit(query.limit);
  if (query.offset) select.offset(query.offset);
  const rows = await select;
  const directory = await usersMentionedIn(
    db,
    rows.map((row) => row.content),
  );
  return rows.map((row) => toDealUpdate(row, directory));
}

/** Posts a note (or a tour, `isTour`) as the signed-in user; mentions notify, the deal's activity moves. */
export async function addDealUpdate(
  db: Database,
  input: { opportunityId: number; authorId: number; content: string; isTour: boolean; at: Date },
): Promise<DealUpdate> {
  return db.transaction(async (tx) => {
    await touchDeal(tx, input.opportunityId, input.at);
    const author = await authorOf(tx, input.authorId);
    const directory = await usersMentionedIn(tx, [input.content]);
    const [row] = await tx
      .insert(dealUpdates)
      .values({
        opportunityId: input.opportunityId,
        userId: input.authorId,
        content: input.content,
        isTour: input.isTour,
        createdAt: input.at,
      })
      .returning();
    const update = row!;
    await notifyMentions(tx, {
      author: { id: input.authorId, name: author.fullName || author.username },
      mentioned: mentionedUsers(input.content, directory),
      content: input.content,
      link: dealPath(input.opportunityId, 'discussion', `update-${update.id}`),
    });
    return toDealUpdate({ ...update, user: author }, directory);
  });
}
