import type { CurrentUser } from '@common/auth';
import {
  type CreateViewInput,
  type SavedView,
  type UpdateViewInput,
  viewNameTakenMessage,
  viewNotFoundMessage,
  viewNotYoursMessage,
} from '@common/saved-views';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { dealViewDefaults, type SavedDealView, savedDealViews, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { databaseErrorCode } from '../properties/sql-helpers';

export type Viewer = Pick<CurrentUser, 'id' | 'role'>;

/** Mine, and the ones others share. */
const visibleTo = (viewer: Viewer): SQL | undefined =>
  or(eq(savedDealViews.ownerId, viewer.id), eq(savedDealViews.shared, true));

/** Its owner may change a view; an admin may change one shared with the team. */
const mayEdit = (viewer: Viewer, view: Pick<SavedDealView, 'ownerId' | 'shared'>): boolean =>
  view.ownerId === viewer.id || (viewer.role === 'admin' && view.shared);

/** The views `where` picks, as the viewer sees them (only those visible to them unless told otherwise). */
function viewRows(db: Executor, viewer: Viewer, where: SQL | undefined, visibleOnly = true) {
  return db
    .select({
      id: savedDealViews.id,
      name: savedDealViews.name,
      query: savedDealViews.query,
      shared: savedDealViews.shared,
      ownerId: savedDealViews.ownerId,
      ownerName: users.fullName,
      defaultOf: dealViewDefaults.userId,
    })
    .from(savedDealViews)
    .innerJoin(users, eq(users.id, savedDealViews.ownerId))
    .leftJoin(
      dealViewDefaults,
      and(eq(dealViewDefaults.viewId, savedDealViews.id), eq(dealViewDefaults.userId, viewer.id)),
    )
    .where(and(visibleOnly ? visibleTo(viewer) : undefined, where))
    .orderBy(
      sql`${savedDealViews.ownerId} <> ${viewer.id}`,
      sql`lower(${savedDealViews.name})`,
      savedDealViews.id,
    );
}

type ViewRow = Awaited<ReturnType<typeof viewRows>>[number];

const toView =
  (viewer: Viewer) =>
  (row: ViewRow): SavedView => ({
    id: row.id,
    name: row.name,
    query: row.query,
    shared: row.shared,
    owner: { id: row.ownerId, fullName: row.ownerName },
    mine: row.ownerId === viewer.id,
    canEdit: mayEdit(viewer, row),
    isDefault: row.defaultOf !== null,
  });

/** GET /api/deal-views: mine first, then those others share, each by name. */
export async function listViews(db: Database, viewer: Viewer): Promise<SavedView[]> {
  return (await viewRows(db, viewer, undefined)).map(toView(viewer));
}

/** One view as the viewer sees it; an admin who just unshared another's view still gets it back. */
async function viewOf(db: Executor, viewer: Viewer, id: number): Promise<SavedView> {
  const [row] = await viewRows(db, viewer, eq(savedDealViews.id, id), false);
  if (!row) throw notFound(viewNotFoundMessage);
  return toView(viewer)(row);
}

/** A view the viewer can see, locked for the rest of the transaction; 404 for any other. */
async function lockVisibleView(tx: Transaction, viewer: Viewer, id: number): Promise<SavedDealView> {
  const [view] = await tx
    .select()
    .from(savedDealViews)
    .where(and(eq(savedDealViews.id, id), visibleTo(viewer)))
    .for('update');
  if (!view) throw notFound(viewNotFoundMessage);
  return view;
}

async function refuseTakenName(tx: Transaction, ownerId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: savedDealViews.id })
    .from(savedDealViews)
    .where(
      and(
        eq(savedDealViews.ownerId, ownerId),
        sql`lower(${savedDealViews.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(savedDealViews.id, exceptId),
      ),
    );
  if (taken) throw new AppError(409, viewNameTakenMessage(name));
}

/** Two saves of one name at once: the unique index refuses the second, which is the same 409. */
async function withNameCheck<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && databaseErrorCode(error) === '23505') {
      throw new AppError(409, viewNameTakenMessage(name));
    }
    throw error;
  }
}

async function setDefault(tx: Transaction, userId: number, viewId: number | null): Promise<void> {
  if (viewId === null) {
    await tx.delete(dealViewDefaults).where(eq(dealViewDefaults.userId, userId));
    return;
  }
  await tx
    .insert(dealViewDefaults)
    .values({ userId, viewId })
    .onConflictDoUpdate({ target: dealViewDefaults.userId, set: { viewId } });
}

/** POST /api/deal-views (the query is checked by the contract). */
export async function createView(
  db: Database,
  viewer: Viewer,
  input: Required<Pick<CreateViewInput, 'name' | 'query' | 'shared' | 'makeDefault'>>,
  now: Date,
): Promise<SavedView> {
  const id = await withNameCheck(input.name, () =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, viewer.id, input.name);
      const [created] = await tx
        .insert(savedDealViews)
        .values({
          ownerId: viewer.id,
          name: input.name,
          query: input.query,
          shared: input.shared,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: savedDealViews.id });
      if (!created) throw new Error('the insert returned no row');
      if (input.makeDefault) await setDefault(tx, viewer.id, created.id);
      return created.id;
    }),
  );
  return viewOf(db, viewer, id);
}

/**
 * PATCH /api/deal-views/:id: its owner, or an admin for a shared view. A view no longer shared stops
 * being anyone else's default (they can no longer see it).
 */
export async function updateView(
  db: Database,
  viewer: Viewer,
  id: number,
  change: UpdateViewInput,
  now: Date,
): Promise<SavedView> {
  const name = change.name?.trim();
  await withNameCheck(name, () =>
    db.transaction(async (tx) => {
      const view = await lockVisibleView(tx, viewer, id);
      if (!mayEdit(viewer, view)) throw forbidden(viewNotYoursMessage);
      if (name !== undefined) await refuseTakenName(tx, view.ownerId, name, view.id);
      await tx
        .update(savedDealViews)
        .set({ name, shared: change.shared, updatedAt: now })
        .where(eq(savedDealViews.id, id));
      if (change.shared === false) {
        await tx
          .delete(dealViewDefaults)
          .where(and(eq(dealViewDefaults.viewId, id), ne(dealViewDefaults.userId, view.ownerId)));
      }
    }),
  );
  return viewOf(db, viewer, id);
}

/** DELETE /api/deal-views/:id: its owner, or an admin for a shared view; defaults on it go with it. */
export async function deleteView(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const view = await lockVisibleView(tx, viewer, id);
    if (!mayEdit(viewer, view)) throw forbidden(viewNotYoursMessage);
    await tx.delete(savedDealViews).where(eq(savedDealViews.id, id));
  });
}

/** PUT /api/deal-views/default: any view the viewer can see, or none. */
export async function setDefaultView(
  db: Database,
  viewer: Viewer,
  viewId: number | null,
): Promise<{ viewId: number | null }> {
  await db.transaction(async (tx) => {
    if (viewId !== null) await lockVisibleView(tx, viewer, viewId);
    await setDefault(tx, viewer.id, viewId);
  });
  return { viewId };
}
