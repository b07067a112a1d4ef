import { type DealStage, dealStageLabels } from '@common/deal-stages';
import {
  type SearchGroup,
  type SearchKind,
  type SearchResponse,
  searchGroupLimit,
  searchKinds,
  searchResultPaths,
} from '@common/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../properties/sql-helpers';

/** `keyword%` with the keyword's own `%`, `_` and `\` matched literally. */
const prefixPattern = (keyword: string) => `${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Two letters or digits: a query pg_trgm finds no trigram in (punctuation beside a letter pads a word). */
const twoCharacters = /^[\p{L}\p{N}]{2}$/u;

/**
 * `column` contains the query (`contains`, its `ilike` pattern). A query of two letters or digits holds
 * no trigram for pg_trgm's indexes to look up, which would then be read whole: a value containing it
 * holds it among its lower-cased two-character pieces instead (search_bigrams(), migration 0026), which
 * a GIN index finds exactly. The `ilike` still decides; written as `column || ''` it is not matched to
 * the trigram index, which would only add a recheck of every row found.
 */
function containsQuery(column: SQL, query: string, contains: string): SQL {
  return twoCharacters.test(query)
    ? sql`(${column} || '') ilike ${contains} and search_bigrams(lower(${column})) @> array[lower(${query})]`
    : sql`${column} ilike ${contains}`;
}

type Row = { kind: SearchKind; id: number; title: string; detail: string | null; extra: string | null };

function subtitleOf(row: Row): string {
  switch (row.kind) {
    case 'deal':
      return [row.detail, dealStageLabels[row.extra as DealStage] ?? row.extra].filter(Boolean).join(' · ');
    case 'space':
      return [row.detail, row.extra].filter(Boolean).join(' · ');
    default:
      return row.detail ?? '';
  }
}

/**
 * The first `limit` ids of `tiers`, each a query of `id`s already in its order and limited: the whole
 * of the first tier, then the next, with each row's tier. PostgreSQL runs the tiers of a limited
 * UNION ALL one after the other and stops once it has its rows, so a later tier (names that only
 * contain the query, which no index orders) is never read when the names starting with it fill the
 * group from their index.
 */
function firstMatches(limit: number, tiers: SQL[]): SQL {
  const parts = tiers.map((tier, index) => sql`(select ${index} as tier, m.id from (${tier}) m)`);
  return sql`select * from (${sql.join(parts, sql` union all `)}) tiers limit ${limit}`;
}

/**
 * The command palette's search (common/search.ts): every kind in one statement, each at most 5 rows,
 * names starting with the query first, then alphabetical. The query only ever travels as a parameter.
 */
export async function search(db: Database, query: string): Promise<SearchResponse> {
  const contains = containsPattern(query);
  const prefix = prefixPattern(query);
  const limit = searchGroupLimit;
  const { rows } = await db.execute<Row>(sql`
    (select 'property' as kind, p.id, p.name as title,
        p.address || ', ' || p.city || ', ' || p.state as detail, null as extra
      from properties p
      where p.name ilike ${contains} or p.address ilike ${contains} or p.city ilike ${contains}
        or p.market ilike ${contains}
      order by (p.name ilike ${prefix}) desc, (p.name ilike ${contains}) desc, lower(p.name), p.id
      limit ${limit})
    union all
    (select 'tenant', t.id, t.name, coalesce(t.industry, ''), null
      from (${firstMatches(limit, [
        sql`select t.id from tenants t where lower(t.name) like lower(${prefix})
          order by lower(t.name), t.id limit ${limit}`,
        sql`select t.id from tenants t
          where ${containsQuery(sql`t.name`, query, contains)} and t.name not ilike ${prefix}
          order by lower(t.name), t.id limit ${limit}`,
        sql`select t.id from tenants t
          where ${containsQuery(sql`t.industry`, query, contains)} and t.name not ilike ${contains}
          order by lower(t.name), t.id limit ${limit}`,
      ])}) found join tenants t on t.id = found.id
      order by found.tier, lower(t.name), t.id)
    union all
    (select 'deal', o.id, o.prospect_name, p.name, o.stage
      from (${firstMatches(limit, [
        sql`select o.id from opportunities o where lower(o.prospect_name) like lower(${prefix})
          order by lower(o.prospect_name), o.id limit ${limit}`,
        sql`select o.id from opportunities o
          where ${containsQuery(sql`o.prospect_name`, query, contains)} and o.prospect_name not ilike ${prefix}
          order by lower(o.prospect_name), o.id limit ${limit}`,
      ])}) found join opportunities o on o.id = found.id join properties p on p.id = o.property_id
      order by found.tier, lower(o.prospect_name), o.id)
    union all
    (select 'space', x.id, 'Suite ' || x.suite, x.property_name,
        'Floor ' || f.number || ' · ' || to_char(x.rentable_sf, 'FM999,999,999') || ' SF'
      from (
        -- Suites whose own number matches, then suites of buildings whose name matches: each found by
        -- its trigram index, rather than testing every suite joined to its building.
        (select s.id, s.suite, s.floor_id, s.rentable_sf, p.name as property_name,
            s.suite ilike ${prefix} as suite_prefix, true as suite_contains
          from spaces s join properties p on p.id = s.property_id
          where ${containsQuery(sql`s.suite`, query, contains)}
          order by 6 desc, lower(p.name), length(s.suite), s.suite, s.id
          limit ${limit})
        union all
        (select s.id, s.suite, s.floor_id, s.rentable_sf, p.name, false, false
          from properties p
          cross join lateral (
            select s.id, s.suite, s.floor_id, s.rentable_sf from spaces s
            where s.property_id = p.id and (s.suite ilike ${contains}) is not true
            order by length(s.suite), s.suite, s.id
            limit ${limit}) s
          where p.name ilike ${contains}
          order by lower(p.name), length(s.suite), s.suite, s.id
          limit ${limit})
      ) x join floors f on f.id = x.floor_id
      order by x.suite_prefix desc, x.suite_contains desc, lower(x.property_name), length(x.suite), x.suite, x.id
      limit ${limit})
    union all
    (select 'lesson', l.id, l.title, c.display_name, null
      from training_lessons l join training_categories c on c.id = l.category_id
      where l.title ilike ${contains}
      order by (l.title ilike ${prefix}) desc, lower(l.title), l.id
      limit ${limit})
  `);

  const groups: SearchGroup[] = [];
  for (const kind of searchKinds) {
    const items = rows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        id: Number(row.id),
        title: row.title,
        subtitle: subtitleOf(row),
        path: searchResultPaths[kind](Number(row.id)),
      }));
    if (items.length > 0) groups.push({ kind, items });
  }
  return { groups };
}
