import type { LeaseStatus } from '@common/lease-statuses';
import type { RentRollPreview, RentRollResult, RentRollRow } from '@common/tenants';
import { and, inArray, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import {
  auditLog,
  leases,
  type NewLease,
  type NewTenant,
  properties,
  spaces,
  tenants,
} from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { enqueueAnalysisAfterImport } from '../ai-opportunities/analysis-jobs';
import { databaseErrorCode } from '../properties/sql-helpers';
import { decodeText } from './decode-text';
import { type CheckedRow, checkRow, readRentRoll } from './rent-roll';
import { tenantNameKey } from './tenants.service';

type Span = { start: string; end: string; line?: number };
/** The rows' verdicts; the file's encoding is told apart from them. */
type RowsPreview = Omit<RentRollPreview, 'encoding'>;
type Analysis = { preview: RowsPreview; spaceOf: Map<number, number>; tenantIds: Map<string, number> };

export type ImportOutcome = { imported: RentRollResult } | { rejected: RowsPreview };

// Keeps each statement well under PostgreSQL's 65,535 bind parameters.
const chunkSize = 1000;

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, i) =>
    items.slice(i * chunkSize, (i + 1) * chunkSize),
  );
}

async function selectChunked<T, K>(keys: K[], query: (chunk: K[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (const chunk of chunks(keys)) results.push(...(await query(chunk)));
  return results;
}

const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;

function leaseStatusOn(span: Span, today: string): LeaseStatus {
  if (span.start > today) return 'pending';
  return span.end < today ? 'expired' : 'active';
}

/** The checks that need the portfolio, made against `tx` (which holds the locks when importing). */
async function analyse(
  tx: Executor,
  checked: CheckedRow[],
  today: string,
  lockSpaces: boolean,
): Promise<Analysis> {
  const tenantKeys = [...new Set(checked.map((row) => row.tenantKey).filter(Boolean))];
  const existingTenants = await selectChunked(tenantKeys, (chunk) =>
    tx
      .select({ id: tenants.id, key: sql<string>`${tenantNameKey(tenants.name)}` })
      .from(tenants)
      .where(inArray(tenantNameKey(tenants.name), chunk)),
  );
  const tenantIds = new Map(existingTenants.map((row) => [row.key, row.id]));

  const propertyKeys = [
    ...new Set(checked.flatMap((row) => (row.propertyName ? [row.propertyName.toLowerCase()] : []))),
  ];
  const propertyRows = await selectChunked(propertyKeys, (chunk) =>
    tx
      .select({
        id: properties.id,
        name: properties.name,
        key: sql<string>`lower(btrim(${properties.name}))`,
      })
      .from(properties)
      .where(inArray(sql`lower(btrim(${properties.name}))`, chunk)),
  );
  const spaceRows = await selectChunked(
    propertyRows.map((row) => row.id),
    (chunk) => {
      const query = tx
        .select({ id: spaces.id, propertyId: spaces.propertyId, suite: spaces.suite })
        .from(spaces)
        .where(inArray(spaces.propertyId, chunk));
      // Locked while importing, so no other writer leases these suites between our check and our insert.
      return lockSpaces ? query.for('update') : query;
    },
  );
  const leaseRows = await selectChunked(
    spaceRows.map((row) => row.id),
    (chunk) =>
      tx
        .select({
          spaceId: leases.spaceId,
          start: leases.startDate,
          end: leases.endDate,
          status: leases.status,
        })
        .from(leases)
        .where(and(inArray(leases.spaceId, chunk), inArray(leases.status, ['active', 'pending']))),
  );
  const spaceByKey = new Map(
    spaceRows.map((row) => [`${row.propertyId}|${row.suite.toLowerCase()}`, row.id]),
  );
  const spansBySpace = new Map<number, (Span & { status: string })[]>();
  for (const lease of leaseRows)
    spansBySpace.set(lease.spaceId, [...(spansBySpace.get(lease.spaceId) ?? []), lease]);

  const seenTenants = new Set<string>();
  const fileSpans = new Map<number, Span[]>();
  const spaceOf = new Map<number, number>();
  const rows: RentRollRow[] = checked.map(({ tenantKey, ...row }) => {
    const errors = [...row.errors];
    const exists = tenantIds.has(tenantKey) || seenTenants.has(tenantKey);
    seenTenants.add(tenantKey);
    if (row.createsLease && row.propertyName && row.suite && row.leaseStart && row.leaseEnd) {
      const span: Span = { start: row.leaseStart, end: row.leaseEnd, line: row.line };
      const matches = propertyRows.filter((property) => property.key === row.propertyName?.toLowerCase());
      const property = matches[0];
      const spaceId = property && spaceByKey.get(`${property.id}|${row.suite.toLowerCase()}`);
      if (!property) errors.push(`property_name: No property is named "${row.propertyName}"`);
      else if (matches.length > 1)
        errors.push(`property_name: More than one property is named "${row.propertyName}"`);
      else if (!spaceId) errors.push(`suite: ${property.name} has no suite "${row.suite}"`);
      else {
        const status = leaseStatusOn(span, today);
        const held = (spansBySpace.get(spaceId) ?? []).find(
          (lease) => overlaps(lease, span) || (status === 'active' && lease.status === 'active'),
        );
        const earlier = (fileSpans.get(spaceId) ?? []).find((other) => overlaps(other, span));
        if (held) {
          errors.push(
            `suite: Suite ${row.suite} at ${property.name} already has a lease from ${held.start} to ${held.end}`,
          );
        } else if (earlier) {
          errors.push(`suite: Overlaps the lease on line ${earlier.line} for the same suite`);
        }
        fileSpans.set(spaceId, [...(fileSpans.get(spaceId) ?? []), span]);
        spaceOf.set(row.line, spaceId);
      }
    }
    return { ...row, tenantAction: exists ? 'exists' : 'create', errors };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return { preview: { rows, valid: rows.length - invalid, invalid }, spaceOf, tenantIds };
}

/** The file's bytes decoded in their detected encoding, each row checked on its own. */
function readFile(bytes: Uint8Array) {
  const { text, encoding } = decodeText(bytes);
  return { encoding, checked: readRentRoll(text).map(({ line, values }) => checkRow(line, values)) };
}

/** Parses and checks a rent roll without writing: the Upload dialog's preview. */
export async function previewRentRoll(
  db: Database,
  bytes: Uint8Array,
  today: string,
): Promise<RentRollPreview> {
  const { encoding, checked } = readFile(bytes);
  return { encoding, ...(await analyse(db, checked, today, false)).preview };
}

async function write(tx: Executor, analysis: Analysis, checked: CheckedRow[], today: string) {
  const { preview, spaceOf, tenantIds } = analysis;
  const newTenants: NewTenant[] = [];
  checked.forEach((row, index) => {
    if (preview.rows[index]?.tenantAction !== 'create') return;
    const { tenantName: name, industry, contactName, contactEmail, contactPhone } = row;
    newTenants.push({ name, industry, contactName, contactEmail, contactPhone });
  });
  for (const chunk of chunks(newTenants)) {
    const created = await tx.insert(tenants).values(chunk).returning({ id: tenants.id, name: tenants.name });
    for (const tenant of created) tenantIds.set(tenant.name.toLowerCase(), tenant.id);
  }
  const newLeases: NewLease[] = checked.flatMap((row) => {
    const spaceId = spaceOf.get(row.line);
    const tenantId = tenantIds.get(row.tenantKey);
    if (!row.createsLease || !spaceId || !tenantId || !row.leaseStart || !row.leaseEnd || !row.leaseType)
      return [];
    const span = { start: row.leaseStart, end: row.leaseEnd };
    return [
      {
        tenantId,
        spaceId,
        startDate: span.start,
        endDate: span.end,
        baseRentPsf: row.baseRentPsf ?? 0,
        escalationPct: row.escalationPct ?? 0,
        leaseType: row.leaseType,
        status: leaseStatusOn(span, today),
      },
    ];
  });
  for (const chunk of chunks(newLeases)) await tx.insert(leases).values(chunk);
  return { importedTenants: newTenants.length, importedLeases: newLeases.length };
}

/** All rows or none: any row with a problem rejects the file; a database failure rolls everything back. */
export async function importRentRoll(
  db: Database,
  bytes: Uint8Array,
  today: string,
  userId: number,
): Promise<ImportOutcome> {
  const { checked } = readFile(bytes);
  try {
    return await db.transaction(async (tx): Promise<ImportOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.tenantNames})`);
      const analysis = await analyse(tx, checked, today, true);
      if (analysis.preview.invalid > 0) return { rejected: analysis.preview };
      const counts = await write(tx, analysis, checked, today);
      const skippedDuplicates = analysis.preview.rows.filter((row) => row.tenantAction === 'exists').length;
      const imported = { ...counts, skippedDuplicates };
      await tx.insert(auditLog).values({ userId, action: 'import', entity: 'rent_roll', detail: imported });
      // New leases change the opportunities: queue an analysis when the user has auto-analysis on.
      await enqueueAnalysisAfterImport(tx, userId, new Date());
      return { imported };
    });
  } catch (error) {
    const code = databaseErrorCode(error);
    if (error instanceof AppError || code === undefined) throw error;
    // A constraint the checks above did not foresee (or a row changed meanwhile): report it, never a 500.
    if (code === '23505' || code === '40001' || code === '40P01') {
      throw new AppError(409, 'The rent roll conflicts with changes saved meanwhile; nothing was imported');
    }
    throw badRequest(`The rent roll could not be saved (database error ${code}); nothing was imported`);
  }
}
