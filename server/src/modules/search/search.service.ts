import { type DealStage, dealStageLabels } from '@common/deal-stages';
import {
  type SearchGroup,
  type SearchKind,
  type SearchResponse,
  searchGroupLimit,
  searchKinds,
  searchResultPaths,
} from '@common/search';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../properties/sql-helpers';

/** `keyword%` with the keyword's own `%`, `_` and `\` matched literally. */
const prefixPattern = (keyword: string) => `${keyword.replace(/[\\%_]/g, '\\$&')}%`;

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
      from tenants t
      where t.name ilike ${contains} or t.industry ilike ${contains}
      order by (t.name ilike ${prefix}) desc, (t.name ilike ${contains}) desc, lower(t.name), t.id
      limit ${limit})
    union all
    (select 'deal', o.id, o.prospect_name, p.name, o.stage
      from opportunities o join properties p on p.id = o.property_id
      where o.prospect_name ilike ${contains}
      order by (o.prospect_name ilike ${prefix}) desc, lower(o.prospect_name), o.id
      limit ${limit})
    union all
    (select 'space', s.id, 'Suite ' || s.suite, p.name,
        'Floor ' || f.number || ' · ' || to_char(s.rentable_sf, 'FM999,999,999') || ' SF'
      from spaces s join properties p on p.id = s.property_id join floors f on f.id = s.floor_id
      where s.suite ilike ${contains} or p.name ilike ${contains}
      order by (s.suite ilike ${prefix}) desc, (s.suite ilike ${contains}) desc, lower(p.name),
        length(s.suite), s.suite, s.id
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
