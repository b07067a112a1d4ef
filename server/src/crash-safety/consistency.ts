import type { DealStage } from '@common/deal-stages';
import type pg from 'pg';
import { type DealState, loadTermsKind, type RoundLedger } from './write-load';

export type Counts = { comments: number; audit: number; sessions: number };

export async function countRows(client: pg.Client): Promise<Counts> {
  const { rows } = await client.query<Counts>(
    `select (select count(*)::int from comments) as comments,
            (select count(*)::int from audit_log) as audit,
            (select count(*)::int from sessions) as sessions`,
  );
  return rows[0] as Counts;
}

/** What the load's deals hold now: their stage and the base rent of the load's lease terms. */
export async function readDeals(client: pg.Client, ids: number[]): Promise<DealState[]> {
  const { rows } = await client.query<{ id: number; stage: DealStage; base_rent: number }>(
    `select o.id, o.stage, t.base_rent::float8 as base_rent
       from opportunities o join lease_terms t on t.opportunity_id = o.id and t.kind = $2
      where o.id = any($1::int[]) order by o.id`,
    [ids, loadTermsKind],
  );
  return rows.map((row) => ({ id: row.id, stage: row.stage, baseRent: row.base_rent }));
}

/**
 * Every write the round acknowledged, checked against the database after the restart. Answers the
 * problems found ('' lines none) so one assertion shows them all.
 */
export async function lostWrites(client: pg.Client, ledger: RoundLedger, before: Counts): Promise<string[]> {
  const problems: string[] = [];
  const ids = ledger.comments.map((comment) => comment.id);
  const { rows } = await client.query<{ id: number; opportunity_id: number; content: string }>(
    'select id, opportunity_id, content from comments where id = any($1::int[])',
    [ids],
  );
  const stored = new Map(rows.map((row) => [row.id, row]));
  for (const comment of ledger.comments) {
    const row = stored.get(comment.id);
    if (!row) problems.push(`acknowledged comment ${comment.id} is missing`);
    else if (row.content !== comment.content || row.opportunity_id !== comment.opportunityId)
      problems.push(`comment ${comment.id} holds "${row.content}" on deal ${row.opportunity_id}`);
  }

  const deals = new Map(
    (
      await readDeals(
        client,
        ledger.deals.map((deal) => deal.id),
      )
    ).map((d) => [d.id, d]),
  );
  for (const deal of ledger.deals) {
    const now = deals.get(deal.id);
    if (!now) {
      problems.push(`deal ${deal.id} or its ${loadTermsKind} lease terms are missing`);
      continue;
    }
    const stages = [deal.stage.acknowledged, deal.stage.inFlight];
    if (!stages.includes(now.stage))
      problems.push(`deal ${deal.id} is at stage ${now.stage}, acknowledged ${stages.join(' or ')}`);
    const rents = [deal.baseRent.acknowledged, deal.baseRent.inFlight];
    if (!rents.includes(now.baseRent))
      problems.push(`deal ${deal.id} has base rent ${now.baseRent}, acknowledged ${rents.join(' or ')}`);
  }

  const after = await countRows(client);
  const fewest = before.comments + ledger.comments.length;
  if (after.comments < fewest || after.comments > fewest + ledger.commentsInFlight)
    problems.push(
      `${after.comments} comments, expected ${fewest} to ${fewest + ledger.commentsInFlight} (before: ${before.comments})`,
    );
  if (after.audit < before.audit + ledger.auditedWrites)
    problems.push(`${after.audit} audit rows, expected at least ${before.audit + ledger.auditedWrites}`);
  if (after.sessions < before.sessions)
    problems.push(`sessions fell from ${before.sessions} to ${after.sessions}`);
  return problems;
}

/**
 * The database is whole: no row points at a missing row through any foreign key (checked for every
 * foreign key in the schema), and every B-tree index matches its table (amcheck).
 */
export async function integrityProblems(client: pg.Client): Promise<string[]> {
  const problems: string[] = [];
  const { rows: keys } = await client.query<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>(
    `select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            array(select quote_ident(attname) from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = c.conrelid and attnum = k.n order by k.i) as child_columns,
            array(select quote_ident(attname) from unnest(c.confkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = c.confrelid and attnum = k.n order by k.i) as parent_columns
       from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
      where c.contype = 'f' and ns.nspname = 'public'`,
  );
  for (const key of keys) {
    const notNull = key.child_columns.map((column) => `c.${column} is not null`).join(' and ');
    const match = key.child_columns
      .map((column, i) => `p.${key.parent_columns[i]} = c.${column}`)
      .join(' and ');
    const { rows } = await client.query<{ orphans: number }>(
      `select count(*)::int as orphans from ${key.child} c
        where ${notNull} and not exists (select 1 from ${key.parent} p where ${match})`,
    );
    const orphans = rows[0]?.orphans ?? 0;
    if (orphans > 0) problems.push(`${orphans} rows of ${key.child} break ${key.name}`);
  }

  await client.query('create extension if not exists amcheck');
  const { rows: indexes } = await client.query<{ index: string }>(
    `select i.indexrelid::regclass::text as index
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
       join pg_namespace ns on ns.oid = c.relnamespace
      where am.amname = 'btree' and ns.nspname = 'public'`,
  );
  for (const { index } of indexes) {
    try {
      await client.query('select bt_index_check($1::regclass, true)', [index]);
    } catch (error) {
      problems.push(`index ${index}: ${(error as Error).message}`);
    }
  }
  return problems;
}
