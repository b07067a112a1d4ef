import {
  type DealDocument,
  type DealDocumentListItem,
  type DocumentContentType,
  documentMessages,
  isDocumentContentType,
} from '@common/opportunities';
import { type Actor, mayModify } from '@common/ownership';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { auditLog, documents, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { type Executor, requireDeal, touchDeal } from '../comments/deal-activity.service';
import { dealOwners, requireMayModify } from '../ownership/record-owners.service';
import type { DocumentStorage } from './document-storage';

export type DocumentDeps = { db: Database; storage: DocumentStorage; log: FastifyBaseLogger };

const documentColumns = {
  id: documents.id,
  opportunityId: documents.opportunityId,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
  uploadedBy: { id: users.id, username: users.username, fullName: users.fullName, avatar: users.avatar },
};

function selectDocuments(db: Executor, where: SQL) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(where);
}
type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

const toDocument = (row: DocumentRow): DealDocument => ({ ...row, createdAt: row.createdAt.toISOString() });

/** 'text/plain; charset=utf-8' → 'text/plain', or undefined when it is not a type a deal may hold. */
export function documentTypeOf(header: string | undefined): DocumentContentType | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return isDocumentContentType(type) ? type : undefined;
}

/** The deal's documents, newest first, each saying whether `viewer` may delete it. */
export async function listDocuments(
  db: Database,
  opportunityId: number,
  viewer: Actor,
): Promise<DealDocumentListItem[]> {
  const deal = await dealOwners(db, opportunityId);
  const rows = await selectDocuments(db, eq(documents.opportunityId, opportunityId)).orderBy(
    desc(documents.createdAt),
    desc(documents.id),
  );
  return rows.map((row) => ({
    ...toDocument(row),
    canModify: mayModify({ ...deal, authorId: row.uploadedBy.id, user: viewer, change: 'delete' }),
  }));
}

/**
 * Stores the bytes (fsynced) before the row, so a row never names a file that is not there; a row
 * that cannot be written takes its file with it.
 */
export async function uploadDocument(
  { db, storage, log }: DocumentDeps,
  upload: {
    opportunityId: number;
    uploaderId: number;
    fileName: string;
    contentType: string | undefined;
    bytes: Buffer;
    at: Date;
  },
): Promise<DealDocument> {
  const contentType = documentTypeOf(upload.contentType);
  if (!contentType) throw new AppError(415, documentMessages.unsupportedType);
  if (upload.bytes.length === 0) throw badRequest(documentMessages.empty);
  await requireDeal(db, upload.opportunityId);
  const storageKey = await storage.save(upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      await touchDeal(tx, upload.opportunityId, upload.at);
      const [created] = await tx
        .insert(documents)
        .values({
          opportunityId: upload.opportunityId,
          uploadedBy: upload.uploaderId,
          fileName: upload.fileName,
          contentType,
          sizeBytes: upload.bytes.length,
          storageKey,
          createdAt: upload.at,
        })
        .returning({ id: documents.id });
      await tx.insert(auditLog).values({
        userId: upload.uploaderId,
        action: 'upload',
        entity: 'document',
        entityId: created!.id,
        detail: { opportunityId: upload.opportunityId, fileName: upload.fileName },
      });
      const [row] = await selectDocuments(tx, eq(documents.id, created!.id));
      return toDocument(row!);
    });
  } catch (error) {
    await storage
      .remove(storageKey)
      .catch((removeError: unknown) => log.error({ err: removeError, storageKey }, 'orphaned document file'));
    throw error;
  }
}

/** The file to stream back, with what its headers need. */
export async function openDocument({ db, storage, log }: DocumentDeps, id: number) {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!row) throw notFound(documentMessages.notFound);
  try {
    const { stream, size } = await storage.open(row.storageKey);
    return { fileName: row.fileName, contentType: row.contentType, size, stream };
  } catch (error) {
    log.error({ err: error, documentId: id }, 'document file is missing');
    throw notFound(documentMessages.notFound);
  }
}

/**
 * Deletes the row, then the file (a file left behind by a failed removal harms nothing). Only the
 * document's owners may; the deletion is written to the audit log with the row.
 */
export async function deleteDocument(
  { db, storage, log }: DocumentDeps,
  input: { id: number; actor: Actor },
): Promise<void> {
  const storageKey = await db.transaction(async (tx) => {
    await requireMayModify(tx, { kind: 'document', id: input.id, user: input.actor, change: 'delete' });
    const [deleted] = await tx.delete(documents).where(eq(documents.id, input.id)).returning({
      storageKey: documents.storageKey,
      opportunityId: documents.opportunityId,
      fileName: documents.fileName,
    });
    if (!deleted) throw notFound(documentMessages.notFound);
    await tx.insert(auditLog).values({
      userId: input.actor.id,
      action: 'delete',
      entity: 'document',
      entityId: input.id,
      detail: { opportunityId: deleted.opportunityId, fileName: deleted.fileName },
    });
    return deleted.storageKey;
  });
  await storage
    .remove(storageKey)
    .catch((error: unknown) => log.error({ err: error, storageKey }, 'orphaned document file'));
}
