import type { DealListQuery, DealSortField } from '@common/deal-filters';
import type { DealListItem, DealListResponse } from '@common/deal-list';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { comments, dealStageOrder, floors, opportunities, properties, spaces } from '../../db/schema';
import { anyOf, filtersBesidesStage, withStages } from './deal-filters';
import { countDeals } from './kept-deal-counts';
import { proposalNers } from './proposal-ner.service';

/**
 * The buildings in name order, for a page sorted by building: under the table's own name, so every
 * filter on `properties` reads it unchanged, and with its sort key as a column, so PostgreSQL walks the
 * buildings in that order and takes each one's deals (by the property index) until the page is full,
 * sorting only the deals of one building by id, instead of sorting every deal.
 */
function propertiesByName(db: Database, dir: 'asc' | 'desc') {
  const name = sql`lower(${properties.name})`;
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      totalSf: properties.totalSf,
      state: properties.state,
      market: properties.market,
      city: properties.city,
      sortName: sql<string>`${name}`.as('sort_name'),
    })
    .from(properties)
    .orderBy(dir === 'desc' ? desc(name) : asc(name))
    .as('properties');
}
const propertySortName = sql`"properties"."sort_name"`;

function sortKey(
  field: Exclude<DealSortField, 'ner'>,
  propertyName: SQL,
): SQL | typeof opportunities.lastActivityAt {
  switch (field) {
    case 'lastActivity':
      return opportunities.lastActivityAt;
    case 'prospectName':
      return sql`lower(${opportunities.prospectName})`;
    case 'squareFeet':
      return sql`${opportunities.squareFeetNeeded}`;
    case 'property':
      return propertyName;
    case 'stage':
      return dealStageOrder(opportunities.stage);
  }
}

type DealSort = Pick<DealListQuery, 'sort' | 'dir'>;

const sortDirection = (query: DealSort) =>
  query.dir ?? ((query.sort ?? 'lastActivity') === 'lastActivity' ? 'desc' : 'asc');

/**
 * Newest activity first by default; any other column A→Z (smallest first) unless `dir` says otherwise.
 * Every order but the building's is an index of opportunities read either way.
 */
export function dealOrder(query: DealSort, propertyName: SQL = sql`lower(${properties.name})`): SQL[] {
  const field = query.sort ?? 'lastActivity';
  const dir = sortDirection(query);
  if (field === 'ner') {
    // Deals without terms last either way, spelled as the two proposal_ner indexes are.
    return dir === 'desc'
      ? [sql`${opportunities.proposalNer} desc nulls last`, sql`${opportunities.id} desc nulls last`]
      : [sql`${opportunities.proposalNer} asc nulls last`, asc(opportunities.id)];
  }
  const by = dir === 'desc' ? desc : asc;
  return [by(sortKey(field, propertyName)), by(opportunities.id)];
}

/** The columns a pipeline row reads, over opportunities ⋈ properties, in `dealOrder`. */
export function dealRowsQuery(db: Database, where: SQL | undefined, sort: DealSort) {
  const byBuilding = sort.sort === 'property';
  const buildings = byBuilding ? propertiesByName(db, sortDirection(sort)) : properties;
  const query = db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      prospectName: opportunities.prospectName,
      tenantId: opportunities.tenantId,
      spaceId: opportunities.spaceId,
      squareFeetNeeded: opportunities.squareFeetNeeded,
      stage: opportunities.stage,
      dealType: opportunities.dealType,
      proposedRent: opportunities.proposedRent,
      brokerName: opportunities.brokerName,
      brokerCompany: opportunities.brokerCompany,
      lastActivityAt: opportunities.lastActivityAt,
      probability: opportunities.probability,
      potentialValue: opportunities.potentialValue,
      stageEnteredAt: opportunities.stageEnteredAt,
      approvalStatus: opportunities.approvalStatus,
      leadUserId: opportunities.leadUserId,
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        squareFeet: properties.totalSf,
        state: properties.state,
        market: properties.market,
        city: properties.city,
      },
    })
    .from(opportunities)
    .innerJoin(buildings, eq(properties.id, opportunities.propertyId))
    .$dynamic();
  return query.where(where).orderBy(...dealOrder(sort, byBuilding ? propertySortName : undefined));
}

/** Just the ids of the matching deals, in `dealOrder` (the export reads its rows by them in batches). */
export function dealIdsQuery(
  db: Database,
  where: SQL | undefined,
  query: Omit<DealListQuery, 'limit' | 'offset'>,
) {
  const ids = db.select({ id: opportunities.id }).from(opportunities).$dynamic();
  if (query.sort === 'property') {
    ids.innerJoin(properties, eq(properties.id, opportunities.propertyId));
  }
  return ids.where(where).orderBy(...dealOrder(query));
}

type DealRow = Awaited<ReturnType<typeof dealRowsQuery>>[number];

async function latestUpdates(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // The newest top-level comment of each deal (a reply answers a post; it is not the deal's latest news).
  const rows = await db
    .selectDistinctOn([comments.opportunityId], {
      opportunityId: comments.opportunityId,
      content: comments.content,
    })
    .from(comments)
    .where(and(anyOf(comments.opportunityId, ids), isNull(comments.parentId)))
    .orderBy(comments.opportunityId, desc(comments.createdAt), desc(comments.id));
  return new Map(rows.map((row) => [row.opportunityId, row.content]));
}

async function floorNumbers(db: Database, spaceIds: number[]): Promise<Map<number, number>> {
  if (spaceIds.length === 0) return new Map();
  const rows = await db
    .select({ spaceId: spaces.id, number: floors.number })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .where(anyOf(spaces.id, spaceIds));
  return new Map(rows.map((row) => [row.spaceId, row.number]));
}

/** Turns page rows into list items with their NER, newest update and floor (three small lookups by id). */
export async function toListItems(db: Database, rows: DealRow[]): Promise<DealListItem[]> {
  const ids = rows.map((row) => row.id);
  const spaceIds = rows.flatMap((row) => (row.spaceId === null ? [] : [row.spaceId]));
  const [ners, updates, floorsOf] = await Promise.all([
    proposalNers(db, ids),
    latestUpdates(db, ids),
    floorNumbers(db, [...new Set(spaceIds)]),
  ]);
  return rows.map(({ spaceId, lastActivityAt, stageEnteredAt, property, ...row }) => ({
    ...row,
    stageEnteredAt: stageEnteredAt.toISOString(),
    renewalOrNew: row.dealType === 'renewal' ? 'Renewal' : 'New Deal',
    ner: ners.get(row.id)?.ner ?? null,
    nerTerms: ners.get(row.id)?.terms ?? null,
    lastActivityAt: lastActivityAt.toISOString(),
    latestUpdate: updates.get(row.id) ?? null,
    property: { ...property, floorNumber: spaceId === null ? null : (floorsOf.get(spaceId) ?? null) },
  }));
}

/**
 * One page of rows. Ordered by a column of the deals, the page's ids are found first, through that
 * order's index alone where it covers the filters (the stage and last activity index carries the
 * prospect, building, type, tenant and lead), and only those rows are read; ordered by building, the
 * rows are read joined.
 */
function pageRows(db: Database, where: SQL | undefined, query: DealListQuery) {
  if (query.sort === 'property') {
    const rows = dealRowsQuery(db, where, query);
    if (query.limit !== undefined) rows.limit(query.limit);
    if (query.offset) rows.offset(query.offset);
    return rows;
  }
  const ids = dealIdsQuery(db, where, query);
  if (query.limit !== undefined) ids.limit(query.limit);
  if (query.offset) ids.offset(query.offset);
  return dealRowsQuery(db, inArray(opportunities.id, ids), query);
}

/** GET /api/opportunities: one page of the filtered, sorted pipeline with its counts. */
export async function listDeals(
  db: Database,
  query: DealListQuery,
  now: Date,
  viewerId: number,
): Promise<DealListResponse> {
  const besidesStage = await filtersBesidesStage(db, query, now, viewerId);
  const where = withStages(besidesStage, query.stage);
  const [rows, counts] = await Promise.all([
    pageRows(db, where, query),
    countDeals(db, query, now, viewerId),
  ]);
  return { items: await toListItems(db, rows), ...counts };
}
