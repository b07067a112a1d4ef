import type { Readable } from 'node:stream';
import {
  type DealDocument,
  type DealDocumentListItem,
  type DocumentContentType,
  documentMaxBytes,
  documentMessages,
  isDocumentContentType,
} from '@common/deal-documents';
import { type Actor, mayModify } from '@common/ownership';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lockClasses } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import { auditLog, documents, users } from '../../db/schema';
import { AppError, badRequest, notFound, tooManyRequests } from '../../errors';
import { requireDeal, touchDeal } from '../comments/deal-activity.service';
import { dealOwners, requireMayModify } from '../ownership/record-owners.service';
import { retryAfterSeconds, type ThrottlePolicy } from '../throttles/throttle-window';
import { takeThrottle } from '../throttles/throttles.service';
import { type DocumentStorage, UploadInterruptedError, UploadTooLargeError } from './document-storage';

export type DocumentDeps = {
  db: Database;
  storage: DocumentStorage;
  log: FastifyBaseLogger;
  limits: UploadLimits;
};

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

export type UploadLimits = {
  /** Bytes of documents one user may have stored. */
  quotaBytes: number;
  /** Uploads one user may start per window. */
  rate: ThrottlePolicy;
};

const overQuota = (quotaBytes: number, usedBytes: number) =>
  new AppError(413, documentMessages.overQuota(quotaBytes, usedBytes));

async function storedBytesOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.uploadedBy, userId));
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses what cannot fit before reading a byte (the declared length against the 25 MiB limit and
 * the uploader's free quota, then the upload rate), streams the body to a temporary file within
 * what is left, then moves the file into place and writes the row, re-checking the quota under a
 * per-user lock. A file is in place (fsynced) before its row, so a row never names a missing file;
 * a row that cannot be written takes its file with it.
 */
export async function uploadDocument(
  { db, storage, log, limits }: DocumentDeps,
  upload: {
    opportunityId: number;
    uploaderId: number;
    fileName: string;
    contentType: string | undefined;
    /** The Content-Length header, when the client sent one. */
    declaredBytes: number | undefined;
    body: Readable;
    at: Date;
  },
): Promise<DealDocument> {
  const contentType = documentTypeOf(upload.contentType);
  if (!contentType) throw new AppError(415, documentMessages.unsupportedType);
  if (upload.declaredBytes === 0) throw badRequest(documentMessages.empty);
  if ((upload.declaredBytes ?? 0) > documentMaxBytes) throw new AppError(413, documentMessages.tooLarge);
  await requireDeal(db, upload.opportunityId);
  const usedBytes = await storedBytesOf(db, upload.uploaderId);
  const roomBytes = limits.quotaBytes - usedBytes;
  if ((upload.declaredBytes ?? 1) > roomBytes) throw overQuota(limits.quotaBytes, usedBytes);

  const attempt = await takeThrottle(db, `upload:${upload.uploaderId}`, limits.rate, upload.at);
  if (!attempt.allowed) {
    throw tooManyRequests(
      documentMessages.tooManyUploads(limits.rate.max, limits.rate.windowMs, attempt.retryAfterMs),
      retryAfterSeconds(attempt.retryAfterMs),
    );
  }

  const received = await storage
    .receive(upload.body, Math.min(documentMaxBytes, roomBytes))
    .catch((error: unknown) => {
      // A sender that went away hears nothing, but the log must not call its leaving a server fault.
      if (error instanceof UploadInterruptedError) throw new AppError(400, error.message);
      if (!(error instanceof UploadTooLargeError)) throw error;
      throw error.limitBytes === documentMaxBytes
        ? new AppError(413, documentMessages.tooLarge)
        : overQuota(limits.quotaBytes, usedBytes);
    });
  if (received.size === 0) {
    await received.discard();
    throw badRequest(documentMessages.empty);
  }

  let storageKey: string | undefined;
  try {
    storageKey = await received.keep();
    return await insertDocument(db, limits.quotaBytes, {
      ...upload,
      contentType,
      sizeBytes: received.size,
      storageKey,
    });
  } catch (error) {
    const removal = storageKey ? storage.remove(storageKey) : received.discard();
    await removal.catch((removeError: unknown) =>
      log.error({ err: removeError, storageKey }, 'orphaned document file'),
    );
    throw error;
  }
}

/** Writes the row and its audit entry, unless the uploader's documents leave no room for it. */
async function insertDocument(
  db: Database,
  quotaBytes: number,
  upload: {
    opportunityId: number;
    uploaderId: number;
    fileName: string;
    contentType: DocumentContentType;
    sizeBytes: number;
    storageKey: string;
    at: Date;
  },
): Promise<DealDocument> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClasses.uploadQuota}, ${upload.uploaderId})`);
    const usedBytes = await storedBytesOf(tx, upload.uploaderId);
    if (usedBytes + upload.sizeBytes > quotaBytes) throw overQuota(quotaBytes, usedBytes);
    await touchDeal(tx, upload.opportunityId, upload.at);
    const [created] = await tx
      .insert(documents)
      .values({
        opportunityId: upload.opportunityId,
        uploadedBy: upload.uploaderId,
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
        storageKey: upload.storageKey,
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
