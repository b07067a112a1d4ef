import { type AgeingBucket, ageingBucketOf } from '@common/deal-ageing';
import type { DealListQuery, LastUpdatedRange } from '@common/deal-filters';
import { type DealStage, dealStages } from '@common/deal-stages';
import { weightedValue } from '@common/weighted-value';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { opportunities, properties, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  countMatchingDeals,
  type DealCounts,
  dealCountsStableUntil,
  summaryAnswers,
} from './deal-counts.service';
import { filtersBesidesStage, updatedSince } from './deal-filters';
import { countDeals } from './kept-deal-counts';

/*
 * deal_stage_days is kept by triggers; the pipeline's strips read it. fast-check writes random
 * sequences of inserts, updates (stage, last activity, value, probability, size, lead), deletes and
 * bulk statements (some rolled back) over the seeded deals, and after each one the summary must equal
 * a fresh grouping of opportunities, and the strips read from it must equal the ones worked out in JS
 * from every deal (ageingBucketOf, weightedValue) and the ones the filtered path counts row by row, at
 * random instants, many of them a millisecond either side of an ageing threshold. The instant the
 * strips may next change on their own (how long the deal list keeps them) is the first such crossing.
 */

const msPerDay = 86_400_000;
const base = Date.parse('2026-06-15T12:00:00.000Z');
let database: TestDatabase;
let db: Database;
let userIds: number[];
let propertyIds: number[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
  userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  propertyIds = (await db.select({ id: properties.id }).from(properties)).map((row) => row.id);
});
afterAll(() => database.close());

type Deal = {
  stage: DealStage;
  leadUserId: number | null;
  lastActivityAt: Date;
  squareFeetNeeded: number;
  potentialValue: number | null;
  probability: number;
};

/** Every deal, read back as the API would see it. */
async function everyDeal(): Promise<Deal[]> {
  return db
    .select({
      stage: opportunities.stage,
      leadUserId: opportunities.leadUserId,
      lastActivityAt: opportunities.lastActivityAt,
      squareFeetNeeded: opportunities.squareFeetNeeded,
      potentialValue: opportunities.potentialValue,
      probability: opportunities.probability,
    })
    .from(opportunities);
}

/** The strips as the pipeline's rules say, over the deals given (all but the stage filter applied). */
function expectedCounts(deals: Deal[], now: Date, stages: DealStage[] | undefined): DealCounts {
  const stageCounts = Object.fromEntries(dealStages.map((stage) => [stage, 0])) as Record<DealStage, number>;
  const cents = Object.fromEntries(dealStages.map((stage) => [stage, 0])) as Record<DealStage, number>;
  const squareFeet = Object.fromEntries(dealStages.map((stage) => [stage, 0])) as Record<DealStage, number>;
  const ageing: Record<AgeingBucket, number> = { under30: 0, from30to59: 0, from60to90: 0, over90: 0 };
  for (const deal of deals) {
    stageCounts[deal.stage] += 1;
    squareFeet[deal.stage] += deal.squareFeetNeeded;
    cents[deal.stage] += Math.round(weightedValue(deal) * 100);
    const days = Math.max(0, Math.floor((now.getTime() - deal.lastActivityAt.getTime()) / msPerDay));
    ageing[ageingBucketOf(days)] += 1;
  }
  const counted: readonly DealStage[] = stages?.length ? stages : dealStages;
  return {
    total: counted.reduce((sum, stage) => sum + stageCounts[stage], 0),
    stageCounts,
    ageing,
    stageFigures: Object.fromEntries(
      dealStages.map((stage) => [
        stage,
        { squareFeet: squareFeet[stage], weightedValue: cents[stage] / 100 },
      ]),
    ) as DealCounts['stageFigures'],
  };
}

/** deal_stage_days against a fresh grouping of opportunities, row for row. */
async function summaryMismatches(): Promise<unknown[]> {
  const result = await db.execute(sql`
    with fresh as (
      select stage, lead_user_id, (last_activity_at at time zone 'UTC')::date as day, count(*)::int as deals,
             sum(square_feet_needed)::bigint as square_feet,
             sum(round(round(coalesce(potential_value, 0) * 100) * probability / 100.0)) as weighted_cents
      from opportunities group by 1, 2, 3
    )
    select * from (table fresh except all select stage, lead_user_id, day, deals, square_feet, weighted_cents from deal_stage_days) missing
    union all
    select * from (select stage, lead_user_id, day, deals, square_feet, weighted_cents from deal_stage_days except all table fresh) extra`);
  return result.rows;
}

const stageArb = fc.constantFrom(...dealStages);
const instantArb = fc
  .integer({ min: -200 * msPerDay, max: 40 * msPerDay })
  .map((offset) => new Date(base + offset).toISOString());
const valueArb = fc.option(
  fc.integer({ min: 0, max: 500_000_000 }).map((cents) => cents / 100),
  { nil: null },
);
const probabilityArb = fc.integer({ min: 0, max: 100 });
const sizeArb = fc.integer({ min: 1, max: 90_000 });
/** An index into the users (past the end: no lead). */
const leadArb = fc.nat(5);

type Write =
  | {
      kind: 'insert';
      count: number;
      stage: DealStage;
      lead: number;
      at: string;
      size: number;
      value: number | null;
      probability: number;
    }
  | {
      kind: 'update';
      pick: number;
      stage?: DealStage;
      at?: string;
      size?: number;
      value?: number | null;
      probability?: number;
      lead?: number;
    }
  | {
      kind: 'bulkUpdate';
      modulo: number;
      rest: number;
      stage?: DealStage;
      shiftDays?: number;
      probability?: number;
    }
  | { kind: 'delete'; pick: number }
  | { kind: 'bulkDelete'; modulo: number; rest: number }
  | { kind: 'rolledBack'; count: number; stage: DealStage; at: string };

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    count: fc.integer({ min: 1, max: 40 }),
    stage: stageArb,
    lead: leadArb,
    at: instantArb,
    size: sizeArb,
    value: valueArb,
    probability: probabilityArb,
  }),
  fc.record(
    {
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      stage: stageArb,
      at: instantArb,
      size: sizeArb,
      value: valueArb,
      probability: probabilityArb,
      lead: leadArb,
    },
    { requiredKeys: ['kind', 'pick'] },
  ),
  fc.record(
    {
      kind: fc.constant('bulkUpdate' as const),
      modulo: fc.integer({ min: 1, max: 5 }),
      rest: fc.nat(4),
      stage: stageArb,
      shiftDays: fc.integer({ min: -100, max: 100 }),
      probability: probabilityArb,
    },
    { requiredKeys: ['kind', 'modulo', 'rest'] },
  ),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('bulkDelete' as const),
    modulo: fc.integer({ min: 3, max: 9 }),
    rest: fc.nat(8),
  }),
  fc.record({
    kind: fc.constant('rolledBack' as const),
    count: fc.integer({ min: 1, max: 10 }),
    stage: stageArb,
    at: instantArb,
  }),
);

const leadOf = (index: number) => userIds[index] ?? null;

/** One deal's id, chosen among those there are. */
async function pickDeal(pick: number): Promise<number | undefined> {
  const ids = (await db.select({ id: opportunities.id }).from(opportunities).orderBy(opportunities.id)).map(
    (row) => row.id,
  );
  return ids.length ? ids[pick % ids.length] : undefined;
}

type NewDeals = {
  count: number;
  stage: DealStage;
  at: string;
  size?: number;
  value?: number | null;
  probability?: number;
  lead?: number;
};

/** `count` deals in one statement, their last activities a few hours apart from `at` back. */
async function insertDeals(executor: Pick<Database, 'execute'>, write: NewDeals) {
  const creator = userIds[0]!;
  await executor.execute(sql`
    insert into opportunities (title, prospect_name, property_id, stage, square_feet_needed, lead_user_id,
                               potential_value, probability, last_activity_at, created_by)
    select 'Generated deal ' || n, 'Generated prospect ' || n,
           (${sql.param(propertyIds)}::int[])[1 + n % ${propertyIds.length}], ${write.stage},
           ${write.size ?? 1000} + n, ${leadOf(write.lead ?? 9)}, ${write.value ?? null}::numeric,
           ${write.probability ?? 50}, ${write.at}::timestamptz - n * interval '7 hours 13 minutes', ${creator}
    from generate_series(1, ${write.count}) n`);
}

async function apply(write: Write): Promise<void> {
  switch (write.kind) {
    case 'insert':
      return void (await insertDeals(db, write));
    case 'update': {
      const id = await pickDeal(write.pick);
      if (id === undefined) return;
      const sets = [
        write.stage && sql`stage = ${write.stage}`,
        write.at && sql`last_activity_at = ${write.at}`,
        write.size && sql`square_feet_needed = ${write.size}`,
        write.value !== undefined && sql`potential_value = ${write.value}`,
        write.probability !== undefined && sql`probability = ${write.probability}`,
        write.lead !== undefined && sql`lead_user_id = ${leadOf(write.lead)}`,
      ].filter((set): set is SQL => Boolean(set));
      // No change at all is a write too (it still fires the trigger).
      const set = sets.length ? sql.join(sets, sql`, `) : sql`title = title`;
      return void (await db.execute(sql`update opportunities set ${set} where id = ${id}`));
    }
    case 'bulkUpdate': {
      const sets = [
        write.stage && sql`stage = ${write.stage}`,
        write.shiftDays !== undefined &&
          sql`last_activity_at = last_activity_at + ${write.shiftDays}::int * interval '1 day 1 hour'`,
        write.probability !== undefined && sql`probability = ${write.probability}`,
      ].filter((set): set is SQL => Boolean(set));
      const set = sets.length ? sql.join(sets, sql`, `) : sql`title = title`;
      return void (await db.execute(
        sql`update opportunities set ${set} where id % ${write.modulo} = ${write.rest % write.modulo}`,
      ));
    }
    case 'delete': {
      const id = await pickDeal(write.pick);
      if (id !== undefined) await db.execute(sql`delete from opportunities where id = ${id}`);
      return;
    }
    case 'bulkDelete':
      return void (await db.execute(
        sql`delete from opportunities where id % ${write.modulo} = ${write.rest} and title like 'Generated deal %'`,
      ));
    case 'rolledBack':
      await db
        .transaction(async (tx) => {
          await insertDeals(tx, write);
          await tx.execute(
            sql`update opportunities set stage = ${write.stage}, last_activity_at = ${write.at}`,
          );
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'Rollback')) throw error;
        });
  }
}

/** Instants to read the strips at: random ones, and a millisecond around a deal's ageing thresholds. */
const nowArb = fc.oneof(
  fc.integer({ min: -150 * msPerDay, max: 150 * msPerDay }).map((offset) => ({ offset })),
  fc.record({ deal: fc.nat(), days: fc.constantFrom(30, 60, 91), ms: fc.constantFrom(-1, 0, 1) }),
);

async function instantFor(
  choice: { offset: number } | { deal: number; days: number; ms: number },
): Promise<Date> {
  if ('offset' in choice) return new Date(base + choice.offset);
  const id = await pickDeal(choice.deal);
  const [row] =
    id === undefined
      ? []
      : await db
          .select({ at: opportunities.lastActivityAt })
          .from(opportunities)
          .where(sql`${opportunities.id} = ${id}`);
  return new Date((row?.at.getTime() ?? base) + choice.days * msPerDay + choice.ms);
}

const readArb = fc.record({
  now: nowArb,
  lead: fc.option(fc.oneof(fc.constant('me' as const), leadArb), { nil: undefined }),
  updated: fc.option(fc.constantFrom<LastUpdatedRange>('today', 'week', 'month'), { nil: undefined }),
  stages: fc.option(fc.subarray([...dealStages], { minLength: 1, maxLength: 3 }), { nil: undefined }),
});

describe('deal_stage_days (the pipeline counts kept by triggers)', () => {
  it('equals a fresh count of opportunities after any writes, and so do the strips read from it', async () => {
    expect(await summaryMismatches()).toEqual([]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArb, { minLength: 1, maxLength: 6 }),
        fc.array(readArb, { minLength: 1, maxLength: 3 }),
        async (writes, reads) => {
          for (const write of writes) {
            await apply(write);
            expect(await summaryMismatches(), JSON.stringify(write)).toEqual([]);
            const deals = await everyDeal();
            for (const read of reads) {
              const now = await instantFor(read.now);
              const viewer = userIds[1]!;
              const lead =
                read.lead === 'me' ? viewer : read.lead === undefined ? undefined : leadOf(read.lead);
              // lead=<id> names a user; "no lead" is not a filter the API takes.
              if (lead === null) continue;
              const query: DealListQuery = {
                ...(read.lead === undefined ? {} : { lead: read.lead === 'me' ? 'me' : lead! }),
                ...(read.updated ? { updated: read.updated } : {}),
                ...(read.stages ? { stage: read.stages } : {}),
              };
              expect(summaryAnswers(query)).toBe(true);
              const since = read.updated ? updatedSince(read.updated, now).getTime() : -Infinity;
              const matching = deals.filter(
                (deal) =>
                  (lead === undefined || deal.leadUserId === lead) && deal.lastActivityAt.getTime() >= since,
              );
              const expected = expectedCounts(matching, now, read.stages);
              const besidesStage = await filtersBesidesStage(db, query, now, viewer);
              const context = JSON.stringify({ write, query, now });
              expect(await countDeals(db, query, now, viewer), context).toEqual(expected);
              expect(await countMatchingDeals(db, besidesStage, query, now), context).toEqual(expected);
              // Kept until the next deal changes bucket (or the next UTC midnight), and not beyond.
              const until = await dealCountsStableUntil(db, now);
              const crossings = deals
                .flatMap((deal) =>
                  [30, 60, 91].map((days) => deal.lastActivityAt.getTime() + days * msPerDay),
                )
                .filter((instant) => instant > now.getTime());
              const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
              expect(until, context).toBe(Math.min(nextMidnight, ...crossings));
              const last = new Date(until - 1);
              const stillMatching = read.updated
                ? matching.filter((deal) => deal.lastActivityAt >= updatedSince(read.updated!, last))
                : matching;
              expect(expectedCounts(stillMatching, last, read.stages), context).toEqual(expected);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is cleared with the deals by TRUNCATE, and refilled by the next insert', async () => {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate opportunities cascade`);
        const [empty] = (await tx.execute(sql`select count(*)::int as rows from deal_stage_days`)).rows;
        expect(empty).toEqual({ rows: 0 });
        await insertDeals(tx, { count: 3, stage: 'loi', at: new Date(base).toISOString() });
        const [refilled] = (await tx.execute(sql`select sum(deals)::int as deals from deal_stage_days`)).rows;
        expect(refilled).toEqual({ deals: 3 });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    expect(await summaryMismatches()).toEqual([]);
  });
});

/** Writes that change what the filtered strips read besides the stage and dates: the deal's type,
 * prospect and building, and the buildings' own states. */
type FilterWrite =
  | { kind: 'retype'; pick: number; dealType: 'new' | 'renewal' | 'expansion' }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'move'; pick: number; building: number }
  | { kind: 'building'; building: number; state: string };

const filterWriteArb: fc.Arbitrary<FilterWrite> = fc.oneof(
  fc.record({
    kind: fc.constant('retype' as const),
    pick: fc.nat(),
    dealType: fc.constantFrom('new' as const, 'renewal' as const, 'expansion' as const),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    pick: fc.nat(),
    name: fc.constantFrom('Acme Co', 'Zed Labs'),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), building: fc.nat() }),
  fc.record({
    kind: fc.constant('building' as const),
    building: fc.nat(),
    state: fc.constantFrom('TX', 'NY'),
  }),
);

async function applyFilterWrite(write: FilterWrite): Promise<void> {
  if (write.kind === 'building') {
    const id = propertyIds[write.building % propertyIds.length];
    return void (await db.execute(sql`update properties set state = ${write.state} where id = ${id}`));
  }
  const id = await pickDeal(write.pick);
  if (id === undefined) return;
  const set =
    write.kind === 'retype'
      ? sql`deal_type = ${write.dealType}`
      : write.kind === 'rename'
        ? sql`prospect_name = ${write.name}`
        : sql`property_id = ${propertyIds[write.building % propertyIds.length]}`;
  await db.execute(sql`update opportunities set ${set} where id = ${id}`);
}

/** Filters the summary cannot answer: the strips are kept per filter and brought up to date. */
const filteredReadArb = fc.record({
  now: nowArb,
  stages: fc.option(fc.subarray([...dealStages], { minLength: 1, maxLength: 3 }), { nil: undefined }),
  filter: fc.oneof(
    fc.constant<DealListQuery>({ keyword: 'co' }),
    fc.constant<DealListQuery>({ dealType: 'renewal' }),
    fc.constant<DealListQuery>({ states: ['TX'] }),
    fc.constant<DealListQuery>({ keyword: 'a', dealType: 'new', updated: 'month' }),
    fc.constant<DealListQuery>({ states: ['NY', 'TX'], lead: 'me' }),
  ),
});

describe('the filtered pipeline strips kept between requests', () => {
  it('equal a fresh count after any writes of deals and buildings, at any later instant', async () => {
    const viewer = userIds[1]!;
    let lastNow = base - 200 * msPerDay;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(writeArb, filterWriteArb), { minLength: 1, maxLength: 6 }),
        fc.array(filteredReadArb, { minLength: 1, maxLength: 3 }),
        async (writes, reads) => {
          for (const write of writes) {
            if (
              'dealType' in write ||
              'name' in write ||
              write.kind === 'move' ||
              write.kind === 'building'
            ) {
              await applyFilterWrite(write as FilterWrite);
            } else await apply(write as Write);
            for (const read of reads) {
              // The clock only moves on: a kept count is never read at an instant before its own.
              const now = new Date(Math.max(lastNow, (await instantFor(read.now)).getTime()));
              lastNow = now.getTime();
              const query: DealListQuery = { ...read.filter, ...(read.stages ? { stage: read.stages } : {}) };
              expect(summaryAnswers(query)).toBe(false);
              const besidesStage = await filtersBesidesStage(db, query, now, viewer);
              const context = JSON.stringify({ write, query, now });
              expect(await countDeals(db, query, now, viewer), context).toEqual(
                await countMatchingDeals(db, besidesStage, query, now),
              );
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('see a write committed after they were counted, and count afresh after a bulk write', async () => {
    const viewer = userIds[1]!;
    const now = new Date(base);
    const query: DealListQuery = { dealType: 'renewal' };
    const fresh = async () =>
      countMatchingDeals(db, await filtersBesidesStage(db, query, now, viewer), query, now);
    expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
    // A transaction open while the strips are counted, committed after: the next read includes it.
    const id = await pickDeal(0);
    const client = await db.$client.connect();
    try {
      await client.query('begin');
      await client.query(`update opportunities set deal_type = 'renewal', stage = 'loi' where id = $1`, [id]);
      expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
    // A write committed while an older transaction still runs is in the snapshot already: read again,
    // it is not added twice.
    const older = await db.$client.connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      await db.execute(
        sql`update opportunities set deal_type = 'renewal', stage = 'touring' where id = ${id}`,
      );
      expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
      expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
      await older.query('commit');
    } finally {
      older.release();
    }
    // More than 1,000 deals in one statement log a reset: the strips are counted afresh.
    await insertDeals(db, { count: 1001, stage: 'inquiry', at: new Date(base).toISOString() });
    const [reset] = (await db.execute(sql`select count(*)::int as n from deal_changes where reset`)).rows;
    expect(reset).toMatchObject({ n: expect.any(Number) });
    expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
    await db.execute(sql`update opportunities set deal_type = 'renewal' where title like 'Generated deal %'`);
    expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
    // Pruning leaves no row below its mark (rows of transactions some running one might not have
    // seen stay: with other databases' transactions running, that can be every row).
    await db.execute(sql`update opportunities set deal_type = 'new' where id = ${id}`);
    await db.execute(sql`select deal_changes_prune(0)`);
    const [below] = (
      await db.execute(sql`select count(*)::int as n from deal_changes
        where xact < (select below from deal_changes_pruned where id = 1)`)
    ).rows;
    expect(below).toEqual({ n: 0 });
    // Rows the kept strips had not seen pruned: they are counted afresh, still equal.
    await db.execute(sql`update deal_changes_pruned set below = pg_current_xact_id()::text::bigint`);
    expect(await countDeals(db, query, now, viewer)).toEqual(await fresh());
  });
});
