import {
  type AiOpportunity,
  type AiOpportunityCountKey,
  type AiOpportunityListQuery,
  type AiOpportunityListResponse,
  type AiOpportunityStatus,
  type AiOpportunityType,
  aiOpportunityCountKeys,
  aiOpportunityNotFoundMessage,
  aiOpportunityStatusChangeMessage,
  aiOpportunityStatuses,
  aiOpportunityTypes,
  type ConfidenceFactor,
  canChangeAiOpportunityStatus,
} from '@common/ai-opportunities';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { aiOpportunities, properties, spaces, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { lastAnalysisFinishedAt } from './analysis-jobs';

const columns = {
  id: aiOpportunities.id,
  type: aiOpportunities.type,
  title: aiOpportunities.title,
  description: aiOpportunities.description,
  confidenceScore: aiOpportunities.confidenceScore,
  confidenceFactors: aiOpportunities.confidenceFactors,
  propertyId: properties.id,
  propertyName: properties.name,
  spaceId: spaces.id,
  suite: spaces.suite,
  tenantId: tenants.id,
  tenantName: tenants.name,
  leaseId: aiOpportunities.leaseId,
  potentialValue: aiOpportunities.potentialValue,
  expirationDate: aiOpportunities.expirationDate,
  status: aiOpportunities.status,
  tags: aiOpportunities.tags,
  primaryActionLabel: aiOpportunities.primaryActionLabel,
  primaryActionPath: aiOpportunities.primaryActionPath,
  createdAt: aiOpportunities.createdAt,
};

function selectOpportunities(db: Database) {
  return db
    .select(columns)
    .from(aiOpportunities)
    .leftJoin(properties, eq(properties.id, aiOpportunities.propertyId))
    .leftJoin(spaces, eq(spaces.id, aiOpportunities.spaceId))
    .leftJoin(tenants, eq(tenants.id, aiOpportunities.tenantId));
}

type Row = Awaited<ReturnType<typeof selectOpportunities>>[number];

function toOpportunity(row: Row): AiOpportunity {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    confidenceScore: row.confidenceScore,
    confidenceFactors: row.confidenceFactors as ConfidenceFactor[],
    property: row.propertyId === null ? null : { id: row.propertyId, name: row.propertyName ?? '' },
    space: row.spaceId === null ? null : { id: row.spaceId, suite: row.suite ?? '' },
    tenant: row.tenantId === null ? null : { id: row.tenantId, name: row.tenantName ?? '' },
    leaseId: row.leaseId,
    potentialValue: row.potentialValue,
    expirationDate: row.expirationDate,
    status: row.status,
    tags: row.tags,
    primaryAction: {
      label: row.primaryActionLabel ?? 'View Details',
      path: row.primaryActionPath ?? '/opportunities',
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Standing opportunities: retired ones (condition ended) are never shown. */
const standing = isNull(aiOpportunities.retiredAt);

/**
 * The standing opportunities by status and type, kept by the triggers of migration
 * `ai_opportunity_counts` (dashboard_counts figures 'ai:<status>:<type>'), so that the tabs and the
 * list's total cost the same at any number of opportunities.
 */
async function standingCounts(db: Database): Promise<{ status: string; type: string; n: number }[]> {
  const { rows } = await db.execute<{ figure: string; n: number }>(
    sql`select figure, n::int as n from dashboard_counts where figure like 'ai:%' and n <> 0`,
  );
  return rows.map((row) => {
    const [, status = '', type = ''] = row.figure.split(':');
    return { status, type, n: row.n };
  });
}

/** Counts of every tab: dismissed ones only under `dismissed`, every other key without them. */
function countsByTab(kept: readonly { status: string; type: string; n: number }[]) {
  const counts = Object.fromEntries(aiOpportunityCountKeys.map((key) => [key, 0])) as Record<
    AiOpportunityCountKey,
    number
  >;
  for (const { status, type, n } of kept) {
    if (status === 'dismissed') {
      counts.dismissed += n;
      continue;
    }
    counts.all += n;
    if (status === 'new') counts.new += n;
    if (status === 'saved') counts.saved += n;
    if ((aiOpportunityTypes as readonly string[]).includes(type)) counts[type as AiOpportunityType] += n;
  }
  return counts;
}

/** GET /api/ai-opportunities: dismissed ones only when asked for; highest confidence first. */
export async function listAiOpportunities(
  db: Database,
  query: AiOpportunityListQuery,
): Promise<AiOpportunityListResponse> {
  const conditions: SQL[] = [standing];
  conditions.push(
    query.status ? eq(aiOpportunities.status, query.status) : ne(aiOpportunities.status, 'dismissed'),
  );
  if (query.type) conditions.push(eq(aiOpportunities.type, query.type));
  const where = and(...conditions);
  const order = [
    desc(aiOpportunities.confidenceScore),
    desc(aiOpportunities.createdAt),
    desc(aiOpportunities.id),
  ];
  // The page is chosen on the narrow columns first, then only its rows are joined and read whole: sorting
  // every standing opportunity with its text and factors took several times longer at 9,000 of them.
  const paged = query.limit !== undefined || !!query.offset;
  const page = db
    .select({ id: aiOpportunities.id })
    .from(aiOpportunities)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset) page.offset(query.offset);
  const [rows, kept, lastAnalyzed] = await Promise.all([
    selectOpportunities(db)
      .where(paged ? inArray(aiOpportunities.id, page) : where)
      .orderBy(...order),
    standingCounts(db),
    lastAnalysisFinishedAt(db),
  ]);
  // The total of the list's own filter (the status asked for, else every one but dismissed).
  const total = kept
    .filter(({ status }) => (query.status ? status === query.status : status !== 'dismissed'))
    .filter(({ type }) => !query.type || type === query.type)
    .reduce((sum, { n }) => sum + n, 0);
  return {
    items: rows.map(toOpportunity),
    total,
    counts: countsByTab(kept),
    lastAnalyzedAt: lastAnalyzed?.toISOString() ?? null,
  };
}

/** One standing opportunity (a retired one is gone: 404). */
export async function getAiOpportunity(db: Database, id: number): Promise<AiOpportunity> {
  const [row] = await selectOpportunities(db).where(and(eq(aiOpportunities.id, id), standing));
  if (!row) throw notFound(aiOpportunityNotFoundMessage);
  return toOpportunity(row);
}

/**
 * Save, Dismiss, opening and Restore (aiOpportunityTransitions; nothing else changes). The move is
 * checked in the UPDATE itself, so two requests racing cannot make one the transitions forbid.
 */
export async function setAiOpportunityStatus(
  db: Database,
  id: number,
  status: AiOpportunityStatus,
  now: Date,
): Promise<AiOpportunity> {
  const from = aiOpportunityStatuses.filter((current) => canChangeAiOpportunityStatus(current, status));
  const updated = await db
    .update(aiOpportunities)
    .set({ status, updatedAt: now })
    .where(and(eq(aiOpportunities.id, id), standing, inArray(aiOpportunities.status, from)))
    .returning({ id: aiOpportunities.id });
  if (updated.length === 0) {
    const current = await getAiOpportunity(db, id);
    throw new AppError(409, aiOpportunityStatusChangeMessage(current.status, status));
  }
  return getAiOpportunity(db, id);
}
