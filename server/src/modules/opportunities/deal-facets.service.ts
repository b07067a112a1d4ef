import type { DealFacets } from '@common/deal-list';
import { usStateName } from '@common/us-states';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { opportunities, properties } from '../../db/schema';

/** GET /api/opportunities/facets: where deals are, for the State, Market and City filters. */
export async function dealFacets(db: Database): Promise<DealFacets> {
  const withDeals = sql`exists (select 1 from ${opportunities} where ${opportunities.propertyId} = ${properties.id})`;
  const distinct = async (column: AnyColumn) => {
    const rows = await db
      .selectDistinct({ value: sql<string>`${column}` })
      .from(properties)
      .where(withDeals)
      .orderBy(sql`1`);
    return rows.map((row) => row.value);
  };
  const [states, markets, cities] = await Promise.all([
    distinct(properties.state),
    distinct(properties.market),
    distinct(properties.city),
  ]);
  const named = states.map((code) => ({ code, name: usStateName(code) }));
  return { states: named.sort((a, b) => a.name.localeCompare(b.name)), markets, cities };
}
