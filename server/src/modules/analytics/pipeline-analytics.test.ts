import { type CompAnalytics, funnelStages, maxCompPoints, type PipelineAnalytics } from '@common/analytics';
import { addDays, addMonths } from '@common/calendar-days';
import { type DealLostReason, dealLostReasons } from '@common/deal-history';
import { type DealStage, dealStages } from '@common/deal-stages';
import { expenseBases } from '@common/expense-bases';
import type { LeaseCompListResponse } from '@common/lease-comps';
import {
  type PipelineDealFacts,
  type PipelineEventFacts,
  pipelineAnalytics,
} from '@common/pipeline-analytics';
import { todayIn } from '@common/time-zone';
import { like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettings,
  dealEvents,
  type NewDealEvent,
  opportunities,
  properties,
  users,
} from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

/*
 * The funnel, velocity and dead reasons of /api/analytics/pipeline must say what pipelineAnalytics()
 * says over the same deals: fast-check writes random deals with random histories (out-of-order,
 * same-instant and before-creation changes, revived and reopened deals) beside the seeded ones, in an
 * organisation time zone far from the server's, and each answer is compared with the pure function
 * run over every deal of the scope read back from the database.
 */

let app: TestApp;
let cookies: Record<string, string>;
// Fourteen hours ahead of UTC: a deal's calendar day here is often not the server's.
const zone = 'Pacific/Kiritimati';
const now = new Date();
const today = todayIn(zone, now);
type Building = { id: number; assetManagerId: number | null; market: string };
let buildings: Building[] = [];
let creatorId = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
  const { db } = app.database;
  await db
    .insert(appSettings)
    .values({ id: 1, timeZone: zone })
    .onConflictDoUpdate({ target: appSettings.id, set: { timeZone: zone } });
  buildings = await db
    .select({ id: properties.id, assetManagerId: properties.assetManagerId, market: properties.market })
    .from(properties);
  creatorId = (await db.select({ id: users.id }).from(users).limit(1))[0]!.id;
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });

async function pipeline(query = ''): Promise<PipelineAnalytics> {
  const response = await get(`/api/analytics/pipeline${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Scope = { building?: number; assetManager?: number; market?: string };

/** Every deal of the scope and the history of each, read back as the pure rule takes them. */
async function factsOf(scope: Scope) {
  const { db } = app.database;
  const inScope = new Set(
    buildings
      .filter(
        (building) =>
          (scope.building === undefined || building.id === scope.building) &&
          (scope.assetManager === undefined || building.assetManagerId === scope.assetManager) &&
          (scope.market === undefined || building.market.toLowerCase() === scope.market.toLowerCase()),
      )
      .map((building) => building.id),
  );
  const dealRows = await db.select().from(opportunities);
  const deals: PipelineDealFacts[] = dealRows
    .filter((row) => inScope.has(row.propertyId))
    .map((row) => ({
      id: row.id,
      stage: row.stage,
      lostAtStage: row.lostAtStage,
      lostReason: row.lostReason,
      squareFeet: row.squareFeetNeeded,
      createdAt: row.createdAt.toISOString(),
    }));
  const events: PipelineEventFacts[] = (await db.select().from(dealEvents))
    .filter((row) => row.kind === 'created' || row.kind === 'stage')
    .map((row) => ({
      id: row.id,
      dealId: row.opportunityId,
      kind: row.kind as 'created' | 'stage',
      fromValue: row.fromValue,
      toValue: row.toValue,
      at: row.createdAt.toISOString(),
    }));
  return { deals, events };
}

const toQuery = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? ''
    : `?${entries.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
};

const minute = 60_000;
const moveArb = fc.record({
  to: fc.constantFrom(...dealStages),
  // Mostly forward by up to 40 days; sometimes at the same instant or before the change before.
  afterMinutes: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 40 * 24 * 60 }) },
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: -3 * 24 * 60, max: -1 }) },
  ),
  // Now and then a change recorded from another stage than the deal was in.
  from: fc.option(fc.constantFrom(...dealStages), { freq: 8 }),
});
const dealArb = fc.record({
  building: fc.nat(),
  stage: fc.constantFrom(...dealStages),
  lostAt: fc.option(fc.constantFrom(...dealStages), { freq: 2 }),
  reason: fc.option(fc.constantFrom<DealLostReason>(...dealLostReasons), { freq: 3 }),
  squareFeet: fc.integer({ min: 100, max: 40_000 }),
  // Created from 14 months ago to a few days ahead, at any minute of the day.
  createdMinutesAgo: fc.integer({ min: -3 * 24 * 60, max: 430 * 24 * 60 }),
  createdAt: fc.option(fc.constantFrom<DealStage>(...dealStages), { freq: 3 }),
  moves: fc.array(moveArb, { maxLength: 6 }),
});
type DealDraft = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;

/** Replaces the generated deals with `drafts` and their histories. */
async function writeDeals(drafts: DealDraft[]) {
  const { db } = app.database;
  await db.delete(opportunities).where(like(opportunities.title, 'Generated deal %'));
  if (drafts.length === 0) return;
  const created = await db
    .insert(opportunities)
    .values(
      drafts.map((draft, index) => ({
        title: `Generated deal ${index}`,
        prospectName: `Prospect ${index}`,
        propertyId: buildings[draft.building % buildings.length]!.id,
        stage: draft.stage,
        squareFeetNeeded: draft.squareFeet,
        lostAtStage: draft.stage === 'dead' ? draft.lostAt : null,
        lostReason: draft.stage === 'dead' ? draft.reason : null,
        createdBy: creatorId,
        createdAt: new Date(now.getTime() - draft.createdMinutesAgo * minute),
      })),
    )
    .returning({ id: opportunities.id, createdAt: opportunities.createdAt });
  const events = drafts.flatMap((draft, index) => {
    const deal = created[index]!;
    let at = deal.createdAt.getTime();
    let stage: DealStage = draft.createdAt ?? 'inquiry';
    const history: NewDealEvent[] = draft.createdAt
      ? [{ opportunityId: deal.id, kind: 'created', toValue: stage, createdAt: deal.createdAt }]
      : [];
    for (const move of draft.moves) {
      at += move.afterMinutes * minute;
      history.push({
        opportunityId: deal.id,
        kind: 'stage',
        fromValue: move.from ?? stage,
        toValue: move.to,
        createdAt: new Date(at),
      });
      stage = move.to;
    }
    return history;
  });
  if (events.length > 0) await db.insert(dealEvents).values(events);
}

describe('GET /api/analytics/pipeline', () => {
  it('says what pipelineAnalytics() says over random deals and histories, in any scope and period', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(dealArb, { maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 200 }),
        async (drafts, pick, startDaysAgo, length) => {
          await writeDeals(drafts);
          const building = buildings[pick % buildings.length]!;
          const from = addDays(today, -startDaysAgo);
          const periods = [
            { from: addDays(addMonths(today, -12), 1), to: today, query: {} },
            { from, to: addDays(from, length), query: { from, to: addDays(from, length) } },
          ];
          const scopes: Scope[] = [
            {},
            { building: building.id },
            ...(building.assetManagerId === null ? [] : [{ assetManager: building.assetManagerId }]),
            { market: building.market.toUpperCase() },
          ];
          for (const [index, scope] of scopes.entries()) {
            const period = periods[index % periods.length]!;
            const actual = await pipeline(toQuery({ ...period.query, ...scope }));
            const { deals, events } = await factsOf(scope);
            const expected = pipelineAnalytics({ from: period.from, to: period.to, zone }, deals, events);
            expect(actual).toEqual(expected);
            for (const stage of actual.stages)
              if (stage.medianDays !== null) seen.add(`median ${stage.stage}`);
            for (const reason of actual.deadReasons) seen.add(`reason ${reason.reason}`);
          }
        },
      ),
      { seed: 20_261_118, numRuns: 12 },
    );
    // The draws reached velocity in every stage and every dead reason.
    expect([...seen].filter((key) => key.startsWith('median')).sort()).toEqual(
      funnelStages.map((stage) => `median ${stage}`).sort(),
    );
    expect(seen).toContain('reason not_recorded');
    await writeDeals([]);
  }, 120_000);

  it('covers the last 12 months to the organisation’s today by default, and gives every stage', async () => {
    const body = await pipeline();
    expect(body.to).toBe(today);
    expect(body.from).toBe(addDays(addMonths(today, -12), 1));
    expect(body.stages.map((stage) => stage.stage)).toEqual([...funnelStages]);
    expect(body.stages.map((stage) => stage.label)).toEqual([
      'Inquiry',
      'Touring',
      'Proposal',
      'LOI',
      'Legal',
      'Lease Execution',
      'Deal Complete',
    ]);
    // The deals created in the default period, counted straight from the table.
    const { rows } = await app.database.db.execute<{ count: number }>(sql`
      select count(*)::int as count from opportunities
      where (created_at at time zone ${zone})::date between ${body.from}::date and ${body.to}::date`);
    expect(body.deals).toBe(rows[0]!.count);
    expect(body.stages[0]!.deals).toBe(body.deals);
  });

  it('gives the sample portfolio a funnel: deals at every stage, days per stage and dead reasons', async () => {
    const body = await pipeline();
    expect(body.deals).toBeGreaterThanOrEqual(30);
    for (const stage of body.stages) expect(stage.deals, stage.stage).toBeGreaterThan(0);
    for (const stage of body.stages.slice(0, 6)) expect(stage.medianDays, stage.stage).not.toBeNull();
    expect(body.deadReasons.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a period without deals with every stage at zero', async () => {
    const body = await pipeline('?from=1990-01-01&to=1990-12-31');
    expect(body).toMatchObject({ from: '1990-01-01', to: '1990-12-31', deals: 0, deadReasons: [] });
    expect(body.stages.map((stage) => [stage.deals, stage.rsf, stage.conversion, stage.medianDays])).toEqual(
      funnelStages.map(() => [0, 0, null, null]),
    );
  });

  it('takes a lone from or to as one end of the period', async () => {
    expect(await pipeline('?to=2025-06-30')).toMatchObject({ from: '2024-07-01', to: '2025-06-30' });
    expect(await pipeline('?from=2025-06-30')).toMatchObject({ from: '2025-06-30', to: today });
    const ahead = addDays(today, 10);
    expect(await pipeline(`?from=${ahead}`)).toMatchObject({ from: ahead, to: ahead, deals: 0 });
    expect(await pipeline('?to=2028-02-29')).toMatchObject({ from: '2027-03-01', to: '2028-02-29' });
    const early = await get('/api/analytics/pipeline?to=0099-06-30');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'Must be between 1900-01-01 and 2199-12-31',
      field: 'to',
      code: 'validation',
    });
  });

  it.each([
    ['from=0001-01-01&to=9999-12-31'],
    ['from=9999-12-31'],
    ['to=0001-01-01'],
    ['market=%25'],
    ['market=Z%C3%BCrich'],
    ["market=O'Hare"],
  ])('answers %s without failing', async (query) => {
    const response = await get(`/api/analytics/pipeline?${query}`);
    expect([200, 400]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty(response.statusCode === 200 ? 'stages' : 'message');
  });

  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/analytics/pipeline' })).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-06-01&to=2026-01-01'],
    ['from=2026-13-01'],
    ['to=2026-02-30'],
    ['from=0000-01-01'],
    ['from=yesterday'],
    ['building=abc'],
    ['building=0'],
    ['assetManager=-3'],
    ['assetManager=99999999999'],
    [`market=${'x'.repeat(101)}`],
  ])('rejects %s with 400', async (query) => {
    const response = await get(`/api/analytics/pipeline?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers an unknown building, manager or market with an empty funnel', async () => {
    for (const query of ['building=999999', 'assetManager=999999', 'market=Atlantis']) {
      const body = await pipeline(`?${query}`);
      expect(body.deals, query).toBe(0);
    }
  });
});

describe('GET /api/analytics/comps', () => {
  const comps = async (query = ''): Promise<CompAnalytics> => {
    const response = await get(`/api/analytics/comps${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** What /api/lease-comps lists for the same filters, as each basis's series would hold it. */
  async function expectSameAsLeaseComps(query: string) {
    const body = await comps(query);
    const listed = (await get(`/api/lease-comps${query}`)).json() as LeaseCompListResponse;
    const bases = expenseBases.filter((basis) => listed.items.some((item) => item.expenseBasis === basis));
    expect(body.series.map((series) => series.basis)).toEqual(bases);
    for (const series of body.series) {
      const ofBasis = listed.items.filter((item) => item.expenseBasis === series.basis);
      expect(series.total).toBe(ofBasis.length);
      // The most recent comps of the basis (the list is newest first), oldest first.
      const expected = ofBasis
        .slice(0, maxCompPoints)
        .reverse()
        .map((item) => ({
          id: item.id,
          transactionDate: item.transactionDate,
          startingPsf: item.startingPsf,
          effectivePsf: item.effectivePsf,
          rentableSf: item.rentableSf,
          buildingName: item.buildingName,
          tenantName: item.tenantName,
        }));
      expect(series.points).toEqual(expected);
    }
    return body;
  }

  it('gives one series per basis, never merged, with the comps /lease-comps lists', async () => {
    const body = await expectSameAsLeaseComps('');
    expect(body.series.map((series) => series.basis)).toEqual(['gross', 'net']);
  });

  it.each([
    ['?type=renewal'],
    ['?minSf=2000&maxSf=6000'],
    ['?from=2024-01-01'],
    ['?type=new&minSf=3000'],
    ['?from=1990-01-01&to=1990-12-31'],
  ])('filters as /lease-comps does: %s', async (query) => {
    await expectSameAsLeaseComps(query);
  });

  it('leaves out a basis no comp matches', async () => {
    const [building] = await app.database.db
      .execute<{ id: number }>(sql`
      select property_id as id from lease_comps group by property_id
      having count(distinct expense_basis) = 1 order by property_id limit 1`)
      .then((result) => result.rows);
    const body = await expectSameAsLeaseComps(`?buildingId=${building!.id}`);
    expect(body.series).toHaveLength(1);
  });

  it(`keeps the ${maxCompPoints} most recent comps of a basis and counts them all`, async () => {
    const { db } = app.database;
    await db.execute(sql`
      insert into lease_comps (property_id, tenant_name, rentable_sf, lease_type, term_months, starting_psf,
                               average_psf, effective_psf, expense_basis, transaction_date)
      select (select min(id) from properties), 'Bulk tenant ' || g, 1000 + g, 'new', 60, 30, 31, 28, 'gross',
             date '2015-01-01' + (g % 3000)
      from generate_series(1, ${maxCompPoints + 50}) g`);
    try {
      const body = await expectSameAsLeaseComps('');
      const gross = body.series.find((series) => series.basis === 'gross')!;
      expect(gross.points).toHaveLength(maxCompPoints);
      expect(gross.total).toBeGreaterThan(maxCompPoints + 50);
    } finally {
      await db.execute(sql`delete from lease_comps where tenant_name like 'Bulk tenant %'`);
    }
  });

  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/analytics/comps' })).statusCode).toBe(401);
  });

  it.each([
    ['type=sublease'],
    ['from=2025-06-01&to=2025-01-01'],
    ['minSf=5000&maxSf=1000'],
    ['from=2025-13-45'],
    ['buildingId=abc'],
  ])('rejects %s with 400', async (query) => {
    const response = await get(`/api/analytics/comps?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
