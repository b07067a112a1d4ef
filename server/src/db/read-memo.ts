import { sql } from 'drizzle-orm';
import type { Database, Executor } from './database';

/*
 * Answers kept in memory between requests, each valid for as long as the data it was read from is
 * unchanged (and, for an answer that moves with the clock, until its own deadline). The data version
 * is read from PostgreSQL on every request, so an instance sees another instance's writes at once:
 * - every statement writing a tracked table adds a row of weight 1 to `data_changes` in its own
 *   transaction (migration 0019), so the committed sum of the weights grows with every committed
 *   write, and a given sum names one committed state;
 * - the version is read before the answer is computed: the answer is at least as new as its version,
 *   so a request that later sees the same version may be given it;
 * - the rows are folded now and then into one row of the same total weight (the sum is unchanged;
 *   the version also names the highest row id, so a fold only costs one recomputation).
 */

/** Past this many rows of `data_changes`, a read folds them into one. */
const foldAbove = 1000;
/** Answers kept per database, and the characters of kept bodies; the least recently read goes first. */
const memoLimit = 500;
const memoCharLimit = 32 * 1024 * 1024;

export type DataVersion = { version: string; rows: number };

/**
 * The data version: the committed sum of `data_changes` weights, with the highest row id. A named
 * statement, prepared once per connection: it runs on every kept read.
 */
export async function readDataVersion(db: Database): Promise<DataVersion> {
  const { rows } = await db.$client.query<DataVersion>({
    name: 'data_version',
    text: `select coalesce(sum(weight), 0)::text || ':' || coalesce(max(id), 0)::text as version,
             count(*)::int as rows
           from data_changes`,
  });
  const row = rows[0];
  if (!row) throw new Error('the data version query returned no row');
  return row;
}

/** Folds the rows of `data_changes` into one of the same total weight, in one statement. */
export async function foldDataChanges(db: Executor): Promise<void> {
  await db.execute(sql`
    with folded as (delete from data_changes returning weight)
    insert into data_changes (weight) select sum(weight) from folded having count(*) > 0`);
}

/** A computed answer, and the instant (ms) it stops being true even if no data changes. */
export type Kept<T> = { value: T; validUntil?: number };

type Entry = { version: string; validUntil: number; value: unknown };

const sizeOf = (entry: Entry) => (typeof entry.value === 'string' ? entry.value.length : 0);

export type ReadMemo = {
  /**
   * The answer kept under `key` when the data is unchanged since it was computed and `now` is before
   * its deadline; otherwise `compute()`'s, kept. Requests asking at once for a missing answer share
   * one computation.
   */
  read<T>(key: string, now: Date, compute: () => Promise<Kept<T>>): Promise<T>;
};

function createReadMemo(db: Database): ReadMemo {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= sizeOf(entry);
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    chars += sizeOf(entry);
    while (entries.size > memoLimit || chars > memoCharLimit) forget(entries.keys().next().value as string);
  };
  const computing = new Map<string, Promise<Entry>>();
  let folding = false;

  const fold = () => {
    if (folding) return;
    folding = true;
    // Unawaited: the request does not wait for the fold, and a failed fold only leaves more rows.
    foldDataChanges(db)
      .catch(() => undefined)
      .finally(() => {
        folding = false;
      });
  };

  return {
    async read<T>(key: string, now: Date, compute: () => Promise<Kept<T>>): Promise<T> {
      const { version, rows } = await readDataVersion(db);
      if (rows > foldAbove) fold();
      const kept = entries.get(key);
      if (kept && kept.version === version && now.getTime() < kept.validUntil) {
        keep(key, kept);
        return kept.value as T;
      }
      const computation = `${version}\u0000${key}`;
      let pending = computing.get(computation);
      if (!pending) {
        pending = compute().then(({ value, validUntil }) => ({
          version,
          value,
          validUntil: validUntil ?? Number.POSITIVE_INFINITY,
        }));
        computing.set(computation, pending);
        pending
          .then((entry) => keep(key, entry))
          .catch(() => undefined)
          .finally(() => computing.delete(computation));
      }
      const entry = await pending;
      // Shared with an earlier request, and already past its deadline for this one.
      if (now.getTime() >= entry.validUntil) return (await compute()).value;
      return entry.value as T;
    },
  };
}

const memos = new WeakMap<Database, ReadMemo>();

/** The memo of answers read from `db` (one per database connection pool). */
export function readMemo(db: Database): ReadMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = createReadMemo(db);
    memos.set(db, memo);
  }
  return memo;
}
