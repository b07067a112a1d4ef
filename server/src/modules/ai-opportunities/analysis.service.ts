import { Worker } from 'node:worker_threads';
import type { AnalysisResult } from '@common/ai-opportunities';
import { analyzePortfolio, type PortfolioSnapshot } from '@common/ai-rules';
import type { OpportunityCandidate } from '@common/ai-rules/snapshot';
import { inArray, isNull, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks';
import type { Database } from '../../db/database';
import { aiOpportunities } from '../../db/schema';
import { organisationToday } from '../settings/time-zone.service';
import { loadPortfolioSnapshot } from './snapshot.service';

const chunkSize = 5000;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** The columns a rule sets, as one JSON record of the upsert's recordset. */
function toRecord(candidate: OpportunityCandidate) {
  return {
    fingerprint: candidate.fingerprint,
    type: candidate.type,
    title: candidate.title,
    description: candidate.description,
    confidence_score: candidate.confidenceScore,
    confidence_factors: candidate.confidenceFactors,
    property_id: candidate.propertyId,
    space_id: candidate.spaceId,
    tenant_id: candidate.tenantId,
    lease_id: candidate.leaseId,
    potential_value: candidate.potentialValue,
    expiration_date: candidate.expirationDate,
    tags: candidate.tags,
    primary_action_label: candidate.primaryAction.label,
    primary_action_path: candidate.primaryAction.path,
  };
}

const ruleColumns = [
  'type',
  'title',
  'description',
  'confidence_score',
  'confidence_factors',
  'property_id',
  'space_id',
  'tenant_id',
  'lease_id',
  'potential_value',
  'expiration_date',
  'tags',
  'primary_action_label',
  'primary_action_path',
];
const current = sql.raw(ruleColumns.map((column) => `ai_opportunities.${column}`).join(', '));
const incoming = sql.raw(ruleColumns.map((column) => `excluded.${column}`).join(', '));
const refreshed = sql.raw(ruleColumns.map((column) => `${column} = excluded.${column}`).join(', '));

/**
 * Upserts a chunk in one statement from one JSON parameter (thousands of rows, not thousands of
 * parameters). A standing row the rules describe the same way is not rewritten.
 */
function upsert(records: ReturnType<typeof toRecord>[], now: Date) {
  return sql`
    insert into ai_opportunities (fingerprint, ${sql.raw(ruleColumns.join(', '))}, status, created_at, updated_at)
    select r.fingerprint, r.type, r.title, r.description, r.confidence_score, r.confidence_factors, r.property_id,
           r.space_id, r.tenant_id, r.lease_id, r.potential_value, r.expiration_date,
           array(select jsonb_array_elements_text(r.tags)), r.primary_action_label, r.primary_action_path,
           'new', ${now}::timestamptz, ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
      fingerprint text, type text, title text, description text, confidence_score int, confidence_factors jsonb,
      property_id int, space_id int, tenant_id int, lease_id int, potential_value numeric, expiration_date date,
      tags jsonb, primary_action_label text, primary_action_path text)
    on conflict (fingerprint) do update set ${refreshed},
      -- Back after retirement: generated anew.
      created_at = case when ai_opportunities.retired_at is null then ai_opportunities.created_at
                        else excluded.created_at end,
      retired_at = null,
      updated_at = excluded.updated_at
    where ai_opportunities.retired_at is not null or (${current}) is distinct from (${incoming})`;
}

/**
 * Portfolios with more rows than this are analysed on a worker thread; smaller ones take a few
 * milliseconds, less than starting a worker.
 */
export const workerThreadRows = 20_000;

export type AnalysisThread = 'auto' | 'worker' | 'main';

function snapshotRows(snapshot: PortfolioSnapshot): number {
  return (
    snapshot.properties.length +
    snapshot.spaces.length +
    snapshot.tenants.length +
    snapshot.leases.length +
    snapshot.signedLeases.length +
    snapshot.deals.length +
    snapshot.surveys.length +
    snapshot.options.length +
    snapshot.comps.length
  );
}

/**
 * A worker running the rules: in a build, the bundled entry beside the server's bundle
 * (scripts/server-bundle.mjs); from the source tree (the tests, `npm run dev`), the TypeScript entry
 * beside this module, loaded through tsx's loader registered in the worker first.
 */
function startWorker(snapshot: PortfolioSnapshot): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./analysis-worker.js', import.meta.url), { workerData: snapshot });
  }
  const entry = new URL('./analysis-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: snapshot });
}

/** Every rule over `snapshot` on a worker thread, so the server keeps answering meanwhile. */
export function analyzeOnWorker(snapshot: PortfolioSnapshot): Promise<OpportunityCandidate[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(snapshot);
    let answered = false;
    worker.once('message', (candidates: OpportunityCandidate[]) => {
      answered = true;
      resolve(candidates);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The analysis worker stopped (exit code ${code}) without an answer`));
    });
  });
}

/**
 * Runs every rule over the portfolio and brings ai_opportunities in line, in one transaction:
 * a new fingerprint is inserted with status new; one that still stands is refreshed and keeps its
 * status; a standing one the rules no longer find is retired (hidden); a retired one found again
 * comes back (its status kept, so a dismissed one stays dismissed) and counts as created. The rules
 * run on a worker thread for a large portfolio (`workerThreadRows`), so requests are answered meanwhile.
 */
export async function runAnalysis(
  db: Database,
  now: Date,
  options: { thread?: AnalysisThread } = {},
): Promise<AnalysisResult> {
  const started = performance.now();
  const snapshot = await loadPortfolioSnapshot(db, await organisationToday(db, now));
  const thread = options.thread ?? 'auto';
  const onWorker = thread === 'worker' || (thread === 'auto' && snapshotRows(snapshot) > workerThreadRows);
  const candidates = onWorker ? await analyzeOnWorker(snapshot) : analyzePortfolio(snapshot);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.analysisWrite})`);
    const existing = await tx
      .select({
        id: aiOpportunities.id,
        fingerprint: aiOpportunities.fingerprint,
        retiredAt: aiOpportunities.retiredAt,
      })
      .from(aiOpportunities);
    const known = new Map(existing.map((row) => [row.fingerprint, row]));
    let created = 0;
    let kept = 0;
    for (const candidate of candidates) {
      const row = known.get(candidate.fingerprint);
      if (!row || row.retiredAt !== null) created += 1;
      else kept += 1;
    }
    for (const chunk of chunks(candidates, chunkSize)) {
      await tx.execute(upsert(chunk.map(toRecord), now));
    }
    const found = new Set(candidates.map((candidate) => candidate.fingerprint));
    const retire = existing
      .filter((row) => row.retiredAt === null && !found.has(row.fingerprint))
      .map((row) => row.id);
    for (const ids of chunks(retire, chunkSize)) {
      await tx
        .update(aiOpportunities)
        .set({ retiredAt: now, updatedAt: now })
        .where(sql`${inArray(aiOpportunities.id, ids)} and ${isNull(aiOpportunities.retiredAt)}`);
    }
    return { created, kept, retired: retire.length };
  });
  return { ...counts, durationMs: Math.round(performance.now() - started) };
}
