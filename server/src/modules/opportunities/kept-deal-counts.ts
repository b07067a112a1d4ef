import type { DealListQuery } from '@common/deal-filters';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  countFromSummary,
  countsOfMatching,
  type DealCounts,
  dealCountsStableUntil,
  type MatchingStageRow,
  matchingDealRows,
  summaryAnswers,
} from './deal-counts.service';
import { filtersBesidesStage } from './deal-filters';

/*
 * The strips of a filtered pipeline (keyword, building, deal type, tenant) count every matching deal,
 * which grows with the matches. They are kept per filter between requests, with the snapshot they
 * were counted in, and brought up to date by the deals written since (the change log of migration
 * `deal_changes`): the kept rows, plus the rows of the deals as written, less the rows as they were.
 * Held equal to counting afresh after random writes (kept-deal-counts.test.ts).
 */

/** Filters kept at once per database handle; the least recently read goes first. */
const keptLimit = 200;
/** More deals written since than this, and the count is taken afresh. */
const changesLimit = 1000;
/** The change log keeps at least this many newest rows when pruned. */
const logKept = 5000;
/** How often (ms) the change log is pruned, at most. */
const pruneEvery = 60_000;

type Entry = {
  rows: MatchingStageRow[];
  /** The snapshot the rows were counted in, and its oldest running transaction. */
  snapshot: string;
  xmin: bigint;
  /** The instant the rows were counted at (ms). */
  countedAt: number;
  /** No deal crosses an ageing threshold and the Last Updated ranges stay until then. */
  stableUntil: number;
};

type Kept = { entries: Map<string, Entry>; prunedAt: number };
const kept = new WeakMap<Database, Kept>();

function keptOf(db: Database): Kept {
  let state = kept.get(db);
  if (!state) {
    state = { entries: new Map(), prunedAt: 0 };
    kept.set(db, state);
  }
  return state;
}

/** Keeps `entry` as the most recently read, dropping the least recently read past the limit. */
function keep(state: Kept, key: string, entry: Entry): void {
  state.entries.delete(key);
  state.entries.set(key, entry);
  if (state.entries.size > keptLimit) state.entries.delete(state.entries.keys().next().value!);
}

/** What the counts depend on: every filter but the stage, the order and the page; the viewer for "me". */
function keyOf(query: DealListQuery, viewerId: number): string {
  const { stage: _stage, sort: _sort, dir: _dir, limit: _limit, offset: _offset, ...filters } = query;
  return JSON.stringify({ ...filters, viewer: filters.lead === 'me' ? viewerId : null });
}

/** Rows of the change log the entry's snapshot did not see. */
const changedSince = (entry: Entry) => sql`c.xact >= ${entry.xmin.toString()}::bigint
  and not pg_visible_in_snapshot(c.xact::text::xid8, ${entry.snapshot}::pg_snapshot)`;

/** Whether the kept rows still hold at `now`: within their instants, and no deal or building written since. */
function holdsAt(entry: Entry, now: Date, prunedBelow: bigint): boolean {
  const at = now.getTime();
  return at >= entry.countedAt && at < entry.stableUntil && prunedBelow <= entry.xmin;
}

/** The common case in one statement (one snapshot): nothing written since, so the kept rows stand. */
async function unchangedSince(db: Database, entry: Entry, now: Date): Promise<boolean> {
  if (!holdsAt(entry, now, 0n)) return false;
  const { rows } = await db.execute<{ below: string; written: boolean }>(
    sql`select (select below::text from deal_changes_pruned where id = 1) as below,
      exists (select 1 from deal_changes c where ${changedSince(entry)}) as written`,
  );
  const row = rows[0];
  return row !== undefined && !row.written && holdsAt(entry, now, BigInt(row.below ?? '0'));
}

/** The kept rows brought up to `now` in the current snapshot, or undefined when they must be counted afresh. */
async function broughtUpToDate(
  tx: Executor,
  entry: Entry,
  besidesStage: SQL | undefined,
  now: Date,
  prunedBelow: bigint,
): Promise<MatchingStageRow[] | undefined> {
  // Outside the instants the rows hold for, or log rows the entry had not seen are gone.
  if (!holdsAt(entry, now, prunedBelow)) return undefined;
  const since = changedSince(entry);
  const { rows } = await tx.execute<{ n: number; reset: boolean | null }>(
    sql`select count(*)::int as n, bool_or(c.reset) as reset from deal_changes c where ${since}`,
  );
  const changes = rows[0];
  if (!changes || changes.reset || changes.n > changesLimit) return undefined;
  if (changes.n === 0) return entry.rows;
  const images = (column: 'old_image' | 'new_image') =>
    sql`select (jsonb_populate_record(null::opportunities, c.${sql.raw(column)})).*
      from deal_changes c where ${since} and c.${sql.raw(column)} is not null`;
  const added = await matchingDealRows(tx, besidesStage, now, images('new_image'));
  const removed = await matchingDealRows(tx, besidesStage, now, images('old_image'));
  return combined(entry.rows, added, removed);
}

const summed = ['count', 'squareFeet', 'weightedCents', 'after30', 'after60', 'after91'] as const;

/** `rows` plus `added` less `removed`, stage by stage; a stage left with no deal is dropped. */
function combined(
  rows: MatchingStageRow[],
  added: MatchingStageRow[],
  removed: MatchingStageRow[],
): MatchingStageRow[] {
  const byStage = new Map(rows.map((row) => [row.stage, { ...row }]));
  for (const [sign, changes] of [
    [1, added],
    [-1, removed],
  ] as const) {
    for (const change of changes) {
      const row = byStage.get(change.stage) ?? {
        stage: change.stage,
        count: 0,
        squareFeet: 0,
        weightedCents: 0,
        after30: 0,
        after60: 0,
        after91: 0,
      };
      for (const key of summed) row[key] += sign * change[key];
      byStage.set(change.stage, row);
    }
  }
  return [...byStage.values()].filter((row) => row.count !== 0);
}

/**
 * The filtered pipeline's strips: kept per filter and brought up to date by the deals written since,
 * in one repeatable-read snapshot (so the kept rows and the log rows read agree), or counted afresh
 * when nothing is kept, a threshold passed, a building or more than 1,000 deals were written.
 */
export async function keptMatchingCounts(
  db: Database,
  query: DealListQuery,
  now: Date,
  viewerId: number,
): Promise<DealCounts> {
  const state = keptOf(db);
  const key = keyOf(query, viewerId);
  const entry = state.entries.get(key);
  if (entry && (await unchangedSince(db, entry, now))) {
    keep(state, key, entry);
    return countsOfMatching(entry.rows, query.stage);
  }
  const rows = await db.transaction(
    async (tx) => {
      const { rows: snapshots } = await tx.execute<{ snapshot: string; xmin: string; below: string }>(
        sql`select pg_current_snapshot()::text as snapshot,
          pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
          (select below::text from deal_changes_pruned where id = 1) as below`,
      );
      const snapshot = snapshots[0]!;
      // The buildings the filters name are read again in this snapshot: a building written after the
      // caller read them, before this snapshot, logs a reset this snapshot already sees, so the
      // counts must use the buildings as this snapshot has them.
      const besidesStage = await filtersBesidesStage(tx, query, now, viewerId);
      const rows =
        (entry && (await broughtUpToDate(tx, entry, besidesStage, now, BigInt(snapshot.below ?? '0')))) ??
        (await matchingDealRows(tx, besidesStage, now));
      const stableUntil = await dealCountsStableUntil(tx, now);
      keep(state, key, {
        rows,
        snapshot: snapshot.snapshot,
        xmin: BigInt(snapshot.xmin),
        countedAt: now.getTime(),
        stableUntil,
      });
      return rows;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (Date.now() - state.prunedAt > pruneEvery) {
    state.prunedAt = Date.now();
    await db.execute(sql`select deal_changes_prune(${logKept})`);
  }
  return countsOfMatching(rows, query.stage);
}

/**
 * The stage strip, the ageing strip and each stage's total size and weighted value (the board's
 * column heads) over the deals matching all but the stage; `total` is the sum over the stages filtered
 * on, or over all of them. The unfiltered pipeline (or one filtered by stage, lead or last update only)
 * reads the summary; any other filter is kept per filter (`keptMatchingCounts`).
 */
export async function countDeals(
  db: Database,
  query: DealListQuery,
  now: Date,
  viewerId: number,
): Promise<DealCounts> {
  if (!summaryAnswers(query)) return keptMatchingCounts(db, query, now, viewerId);
  const lead = query.lead === 'me' ? viewerId : query.lead;
  return countFromSummary(db, query, now, lead);
}
