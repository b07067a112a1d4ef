import { ageingBucketOf } from '@common/deal-ageing';
import { dealSortFields } from '@common/deal-filters';
import type { DealFacets, DealListItem, DealListResponse } from '@common/deal-list';
import { type DealStage, dealStages } from '@common/deal-stages';
import { nerBreakdown, nerInputsOfTerms, nerOfTerms, roundCents } from '@common/ner';
import { weightedValue } from '@common/weighted-value';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseTerms, opportunities, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { invalidValueMessage } from './data-errors';
import { updatedSince } from './deal-filters';

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
let everyDeal: DealListItem[];

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
  everyDeal = (await list()).items;
});
afterAll(() => app.close());

const get = (url: string, withSession = true) =>
  app.inject({ method: 'GET', url, ...(withSession ? { cookies } : {}) });
async function list(query = ''): Promise<DealListResponse> {
  const response = await get(`/api/opportunities${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);
/** The deals a filter should give, worked out in JS over the unfiltered list. */
const expectedIds = (keep: (deal: DealListItem) => boolean) => ids(everyDeal.filter(keep));

describe('GET /api/opportunities', () => {
  it('answers 401 without a session', async () => {
    const response = await get('/api/opportunities', false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });

  it('lists every seeded deal, newest activity first (id breaks ties), with its row fields', async () => {
    const seeded = await app.database.db.select({ id: opportunities.id }).from(opportunities);
    const body = await list();
    expect(body.total).toBe(seeded.length);
    expect(body.items).toHaveLength(seeded.length);
    const order = body.items.map((item) => [Date.parse(item.lastActivityAt), item.id] as const);
    const sorted = [...order].sort(([a, aId], [b, bId]) => b - a || bId - aId);
    expect(order).toEqual(sorted);
    const northwind = body.items.find((item) => item.prospectName === 'Northwind Analytics')!;
    expect(northwind).toMatchObject({
      stage: 'proposal',
      dealType: 'expansion',
      renewalOrNew: 'New Deal',
      proposedRent: 47,
      brokerName: 'Rachel Stone',
      latestUpdate: 'Proposal sent: 10 years at $47.00 gross, $55 TI, 4 months free.',
      property: { name: 'Downtown Tower', state: 'IL', city: 'Chicago', market: 'Chicago', floorNumber: 7 },
    });
    const renewal = body.items.find((item) => item.prospectName === 'Austin Orthopedic Associates')!;
    expect(renewal.renewalOrNew).toBe('Renewal');
  });

  it("gives each deal its proposal terms' straight-line NER and the terms behind it, null without terms", async () => {
    const terms = await app.database.db.select().from(leaseTerms).where(eq(leaseTerms.kind, 'proposal'));
    expect(terms.length).toBeGreaterThan(0);
    for (const row of terms) {
      const item = everyDeal.find((deal) => deal.id === row.opportunityId)!;
      expect(item.ner).toBe(nerOfTerms(row)!.straightLine);
      // What the NER breakdown is worked out from, commission included.
      expect(item.nerTerms).toEqual({
        termMonths: row.termMonths,
        baseRent: row.baseRent,
        rentEscalation: row.rentEscalation,
        rentFreeMonths: row.rentFreeMonths,
        tenantImprovements: row.tenantImprovements,
        leasingCommissionPct: row.leasingCommissionPct,
        otherLandlordCosts: row.otherLandlordCosts,
      });
      expect(roundCents(nerBreakdown(nerInputsOfTerms(item.nerTerms!)!).straightLine)).toBe(item.ner);
    }
    const withoutTerms = everyDeal.filter((deal) => !terms.some((row) => row.opportunityId === deal.id));
    expect(withoutTerms.length).toBeGreaterThan(0);
    for (const deal of withoutTerms) {
      expect(deal.ner).toBeNull();
      expect(deal.nerTerms).toBeNull();
    }
  });

  it('keeps the stored NER the pipeline sorts by equal to common/ner.ts for every seeded set of terms', async () => {
    const terms = await app.database.db.select().from(leaseTerms);
    for (const row of terms) {
      expect(row.nerStraightLine).toBeCloseTo(nerOfTerms(row)!.straightLine, 2);
    }
    // The deal carries its proposal's figure (trigger lease_terms_proposal_ner), null without terms.
    const deals = await app.database.db.select().from(opportunities);
    for (const deal of deals) {
      const proposal = terms.find((row) => row.opportunityId === deal.id && row.kind === 'proposal');
      expect(deal.proposalNer, deal.prospectName).toBe(proposal ? proposal.nerStraightLine : null);
    }
  });

  it('computes the stored NER as common/ner.ts does over escalation, free rent, commission and other costs', async () => {
    const [deal] = everyDeal.filter((item) => item.ner === null);
    const grid = [
      {
        termMonths: 60,
        rentEscalation: 0,
        rentFreeMonths: 5,
        leasingCommissionPct: null,
        otherLandlordCosts: 5,
      },
      {
        termMonths: 67,
        rentEscalation: 3,
        rentFreeMonths: 2.5,
        leasingCommissionPct: 4.5,
        otherLandlordCosts: 0.37,
      },
      {
        termMonths: 125,
        rentEscalation: 2.75,
        rentFreeMonths: 0,
        leasingCommissionPct: 6,
        otherLandlordCosts: 12.5,
      },
      {
        termMonths: 7,
        rentEscalation: 3.5,
        rentFreeMonths: 9,
        leasingCommissionPct: 0,
        otherLandlordCosts: 0,
      },
    ];
    // Written and read back in a transaction rolled back at the end: the seed stays as it was.
    const rolledBack = new Error('roll back');
    const checked = app.database.db.transaction(async (tx) => {
      for (const case_ of grid) {
        await tx.delete(leaseTerms).where(eq(leaseTerms.opportunityId, deal!.id));
        const [row] = await tx
          .insert(leaseTerms)
          .values({ ...case_, opportunityId: deal!.id, baseRent: 31.4, tenantImprovements: 22.5 })
          .returning();
        // Unrounded, both ways of working it out agree to a billionth of a dollar.
        const expected = nerBreakdown(nerInputsOfTerms(row!)!).straightLine;
        expect(row!.nerStraightLine, JSON.stringify(case_)).toBeCloseTo(expected, 9);
        const [stored] = await tx.select().from(opportunities).where(eq(opportunities.id, deal!.id));
        expect(stored!.proposalNer).toBe(row!.nerStraightLine);
      }
      throw rolledBack;
    });
    await expect(checked).rejects.toBe(rolledBack);
    const [after] = await app.database.db.select().from(opportunities).where(eq(opportunities.id, deal!.id));
    expect(after!.proposalNer).toBeNull();
  });

  it('pages with limit and offset in the same order, total counting every match', async () => {
    const first = await list('?limit=5');
    const second = await list('?limit=5&offset=5');
    expect(first.items.map((item) => item.id)).toEqual(everyDeal.slice(0, 5).map((item) => item.id));
    expect(second.items.map((item) => item.id)).toEqual(everyDeal.slice(5, 10).map((item) => item.id));
    expect(first.total).toBe(everyDeal.length);
  });

  it('filters by keyword: a case-insensitive substring of the prospect or the property name', async () => {
    const byProspect = await list('?keyword=NORTHWIND');
    expect(byProspect.items.map((item) => item.prospectName)).toEqual(['Northwind Analytics']);
    const byProperty = await list('?keyword=tower');
    expect(ids(byProperty.items)).toEqual(
      expectedIds((deal) => /tower/i.test(deal.prospectName) || /tower/i.test(deal.property.name)),
    );
    expect(byProperty.total).toBeGreaterThan(1);
    // % and _ are matched literally, not as wildcards.
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list('?keyword=no such deal')).items).toEqual([]);
  });

  it('filters by states, stage, deal type, market and city, each keeping exactly the matching deals', async () => {
    const cases: [string, (deal: DealListItem) => boolean][] = [
      ['states=TX', (deal) => deal.property.state === 'TX'],
      ['states=IL,NY', (deal) => ['IL', 'NY'].includes(deal.property.state)],
      ['stage=loi', (deal) => deal.stage === 'loi'],
      ['dealType=renewal', (deal) => deal.dealType === 'renewal'],
      ['dealType=expansion', (deal) => deal.dealType === 'expansion'],
      ['market=Chicago', (deal) => deal.property.market === 'Chicago'],
      ['market=south%20florida', (deal) => deal.property.market === 'South Florida'],
      ['city=Austin', (deal) => deal.property.city === 'Austin'],
    ];
    for (const [query, keep] of cases) {
      const body = await list(`?${query}`);
      const expected = expectedIds(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(everyDeal.length);
      expect(ids(body.items), query).toEqual(expected);
      expect(body.total, query).toBe(expected.length);
    }
  });

  it('filters by several stages (stage=legal,lease_execution): exactly the deals of those stages', async () => {
    const cases: [string, string[]][] = [
      ['legal,lease_execution', ['legal', 'lease_execution']],
      ['lease_execution,legal', ['legal', 'lease_execution']],
      ['inquiry,touring,idle', ['inquiry', 'touring', 'idle']],
      ['idle', ['idle']],
    ];
    for (const [value, stages] of cases) {
      const body = await list(`?stage=${value}`);
      const expected = expectedIds((deal) => stages.includes(deal.stage));
      expect(expected.length, value).toBeGreaterThan(0);
      expect(ids(body.items), value).toEqual(expected);
      expect(body.total, value).toBe(expected.length);
    }
    // The seed has deals in both negotiation stages, so neither alone gives them all.
    const legal = await list('?stage=legal');
    const execution = await list('?stage=lease_execution');
    expect(legal.total).toBeGreaterThan(0);
    expect(execution.total).toBeGreaterThan(0);
    expect((await list('?stage=legal,lease_execution')).total).toBe(legal.total + execution.total);
  });

  it('filters by property and tenant id', async () => {
    const deal = everyDeal.find((item) => item.tenantId !== null)!;
    const byProperty = await list(`?propertyId=${deal.property.id}`);
    expect(ids(byProperty.items)).toEqual(expectedIds((item) => item.property.id === deal.property.id));
    const byTenant = await list(`?tenantId=${deal.tenantId}`);
    expect(ids(byTenant.items)).toEqual(expectedIds((item) => item.tenantId === deal.tenantId));
    expect((await list('?propertyId=999999')).total).toBe(0);
  });

  it('filters by last update: today, the last 7 days and the last 30 days', async () => {
    for (const range of ['today', 'week', 'month'] as const) {
      const since = updatedSince(range, now).getTime();
      const body = await list(`?updated=${range}`);
      expect(ids(body.items), range).toEqual(expectedIds((deal) => Date.parse(deal.lastActivityAt) >= since));
    }
    expect((await list('?updated=week')).total).toBeGreaterThan(0);
    expect((await list('?updated=month')).total).toBeLessThan(everyDeal.length);
  });

  it('combines filters (keyword + stage + state)', async () => {
    const body = await list('?keyword=a&stage=proposal&states=TX,IL');
    expect(ids(body.items)).toEqual(
      expectedIds(
        (deal) =>
          (/a/i.test(deal.prospectName) || /a/i.test(deal.property.name)) &&
          deal.stage === 'proposal' &&
          ['TX', 'IL'].includes(deal.property.state),
      ),
    );
    expect(body.total).toBeGreaterThan(0);
  });

  it('counts every stage (zeros included) and the ageing buckets over all filters but the stage', async () => {
    const body = await list('?states=TX&stage=legal');
    const texas = everyDeal.filter((deal) => deal.property.state === 'TX');
    expect(Object.keys(body.stageCounts).sort()).toEqual([...dealStages].sort());
    for (const stage of dealStages) {
      expect(body.stageCounts[stage], stage).toBe(texas.filter((deal) => deal.stage === stage).length);
    }
    expect(body.total).toBe(texas.filter((deal) => deal.stage === 'legal').length);
    const buckets = { under30: 0, from30to59: 0, from60to90: 0, over90: 0 };
    for (const deal of texas) {
      buckets[ageingBucketOf(Math.floor((now.getTime() - Date.parse(deal.lastActivityAt)) / 86_400_000))] +=
        1;
    }
    expect(body.ageing).toEqual(buckets);
    // The seed spreads deals over every bucket.
    expect(Object.values((await list()).ageing).every((count) => count > 0)).toBe(true);
  });

  it('adds the stage counts, idle included, up to the total, with and without filters', async () => {
    const all = await list();
    expect(all.stageCounts.idle).toBe(everyDeal.filter((deal) => deal.stage === 'idle').length);
    expect(all.stageCounts.idle, 'the seed has idle deals').toBeGreaterThan(0);
    const sumOf = (body: DealListResponse, stages: readonly DealStage[]) =>
      stages.reduce((sum, stage) => sum + body.stageCounts[stage], 0);
    expect(sumOf(all, dealStages)).toBe(all.total);
    expect(all.total).toBe(everyDeal.length);
    const cases: [query: string, stages: readonly DealStage[]][] = [
      ['states=TX', dealStages],
      ['dealType=renewal&updated=month', dealStages],
      ['keyword=a', dealStages],
      ['stage=idle', ['idle']],
      ['stage=legal,lease_execution', ['legal', 'lease_execution']],
      ['states=TX,IL&stage=inquiry,idle,dead', ['inquiry', 'dead', 'idle']],
    ];
    for (const [query, stages] of cases) {
      const body = await list(`?${query}`);
      expect(body.total, query).toBeGreaterThan(0);
      expect(sumOf(body, stages), query).toBe(body.total);
      expect(body.items, query).toHaveLength(body.total);
    }
  });

  it('shows zeros, not missing keys, when nothing matches', async () => {
    const body = await list('?keyword=zzzz-nothing');
    expect(body.stageCounts).toEqual(Object.fromEntries(dealStages.map((stage) => [stage, 0])));
    expect(body.ageing).toEqual({ under30: 0, from30to59: 0, from60to90: 0, over90: 0 });
    expect(body.stageFigures.idle).toEqual({ squareFeet: 0, weightedValue: 0 });
  });

  it("sums each stage's size and weighted value over all filters but the stage, as common/weighted-value.ts does", async () => {
    const body = await list('?states=TX&stage=legal');
    const texas = everyDeal.filter((deal) => deal.property.state === 'TX');
    for (const stage of dealStages) {
      const deals = texas.filter((deal) => deal.stage === stage);
      const cents = deals.reduce((sum, deal) => sum + Math.round(weightedValue(deal) * 100), 0);
      expect(body.stageFigures[stage], stage).toEqual({
        squareFeet: deals.reduce((sum, deal) => sum + deal.squareFeetNeeded, 0),
        weightedValue: cents / 100,
      });
    }
    const all = await list();
    expect(all.stageFigures.proposal.weightedValue, 'the seed gives proposals a value').toBeGreaterThan(0);
  });

  it('filters by lead: lead=me is the signed-in user, lead=<id> anyone; the counts follow', async () => {
    const [rivera] = await app.database.db.select().from(users).where(eq(users.username, 'jrivera'));
    const theirs = await list(`?lead=${rivera!.id}`);
    expect(theirs.total, 'the seed gives jrivera deals').toBeGreaterThan(0);
    expect(ids(theirs.items)).toEqual(expectedIds((deal) => deal.leadUserId === rivera!.id));
    expect(Object.values(theirs.stageCounts).reduce((sum, count) => sum + count, 0)).toBe(theirs.total);
    const [demo] = await app.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect(ids((await list('?lead=me')).items)).toEqual(expectedIds((deal) => deal.leadUserId === demo!.id));
    // Signed in as Jordan Rivera, lead=me gives Jordan's deals.
    const asRivera = await app.inject({
      method: 'GET',
      url: '/api/opportunities?lead=me',
      cookies: await signIn(app, 'jrivera', 'leaselens123'),
    });
    expect(ids((asRivera.json() as DealListResponse).items)).toEqual(ids(theirs.items));
  });

  it('sorts by every field both ways, id breaking ties', async () => {
    const keyOf: Record<(typeof dealSortFields)[number], (deal: DealListItem) => string | number | null> = {
      lastActivity: (deal) => Date.parse(deal.lastActivityAt),
      prospectName: (deal) => deal.prospectName.toLowerCase(),
      squareFeet: (deal) => deal.squareFeetNeeded,
      property: (deal) => deal.property.name.toLowerCase(),
      stage: (deal) => dealStages.indexOf(deal.stage),
      ner: (deal) => deal.ner,
    };
    for (const sort of dealSortFields) {
      for (const dir of ['asc', 'desc'] as const) {
        const { items } = await list(`?sort=${sort}&dir=${dir}`);
        const key = keyOf[sort];
        for (let i = 1; i < items.length; i += 1) {
          const [a, b] = [key(items[i - 1]!), key(items[i]!)];
          if (a === null || b === null) {
            // Deals without an NER come last, whatever the direction.
            expect(b, `${sort} ${dir}`).toBeNull();
            continue;
          }
          const inOrder = dir === 'asc' ? a <= b : a >= b;
          expect(inOrder, `${sort} ${dir} at ${i}`).toBe(true);
          if (a === b) {
            const [aId, bId] = [items[i - 1]!.id, items[i]!.id];
            expect(dir === 'asc' ? aId < bId : aId > bId, `${sort} ${dir} tie at ${i}`).toBe(true);
          }
        }
      }
    }
    const byName = await list('?sort=prospectName');
    expect(byName.items[0]!.prospectName).toBe('Austin Orthopedic Associates');
  });

  it.each([
    ['stage=bogus', 'stage', 'Unknown stage'],
    ['stage=legal,bogus', 'stage', 'Unknown stage'],
    ['stage=legal,', 'stage', 'Unknown stage'],
    ['stage=Legal', 'stage', 'Unknown stage'],
    ['states=tx', 'states', 'Must be two-letter state codes separated by commas'],
    ['updated=year', 'updated', 'Must be today, week or month'],
    ['dealType=lease', 'dealType', 'Must be new, renewal or expansion'],
    ['sort=rent', 'sort', 'Unknown sort field'],
    ['dir=up', 'dir', 'Must be asc or desc'],
    ['limit=0', 'limit', 'Must be a whole number from 1 to 500'],
    ['limit=501', 'limit', 'Must be a whole number from 1 to 500'],
    ['offset=-1', 'offset', 'Must be a whole number from 0 to 2147483647'],
    ['propertyId=abc', 'propertyId', 'Must be a positive whole number'],
    ['tenantId=0', 'tenantId', 'Must be a positive whole number'],
    [`keyword=${'x'.repeat(201)}`, 'keyword', 'Must be at most 200 characters'],
    [`market=${'x'.repeat(101)}`, 'market', 'Must be at most 100 characters'],
    ['lead=you', 'lead', 'Must be me or the id of a team member'],
  ])('answers 400 naming the parameter for %s', async (query, field, message) => {
    const response = await get(`/api/opportunities?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, code: 'validation' });
  });

  it('answers 400, not 500, for text the database cannot hold', async () => {
    const response = await get('/api/opportunities?keyword=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: invalidValueMessage, code: 'invalid_value' });
  });

  it('treats empty values as no filter, as an unset select sends them', async () => {
    const body = await list('?stage=&states=&updated=&dealType=&market=&city=&keyword=');
    expect(body.total).toBe(everyDeal.length);
  });
});

describe('GET /api/opportunities/facets', () => {
  it('lists the states (with names), markets and cities that have deals, sorted', async () => {
    const response = await get('/api/opportunities/facets');
    expect(response.statusCode).toBe(200);
    const facets: DealFacets = response.json();
    const states = [...new Set(everyDeal.map((deal) => deal.property.state))];
    expect(facets.states.map((state) => state.code).sort()).toEqual(states.sort());
    expect(facets.states).toContainEqual({ code: 'TX', name: 'Texas' });
    expect(facets.states.map((state) => state.name)).toEqual(
      facets.states.map((state) => state.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(facets.markets).toEqual([...new Set(everyDeal.map((deal) => deal.property.market))].sort());
    expect(facets.cities).toEqual([...new Set(everyDeal.map((deal) => deal.property.city))].sort());
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/opportunities/facets', false)).statusCode).toBe(401);
  });
});
