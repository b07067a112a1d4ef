import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Sessions and the sign-in audit trail change with every sign-in the tests make themselves; the
 * throttles count refused attempts (a failed sign-in must count) and so change on a refusal by design.
 */
const ignoredTables = new Set(['sessions', 'audit_log', 'throttles', '__drizzle_migrations']);

const tablesCache = new WeakMap<Database, string[]>();

async function tablesOf(db: Database): Promise<string[]> {
  const cached = tablesCache.get(db);
  if (cached) return cached;
  const { rows } = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const tables = rows.map((row) => row.name).filter((name) => !ignoredTables.has(name));
  tablesCache.set(db, tables);
  return tables;
}

/**
 * Every application table's row count and a hash of its rows: equal fingerprints before and after
 * a request mean it changed nothing the app keeps.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await tablesOf(db);
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${table}" t`,
    )
    .join(' union all ');
  const { rows } = await db.execute<{ name: string; print: string }>(sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
