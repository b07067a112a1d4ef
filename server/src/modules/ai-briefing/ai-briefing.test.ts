import type { Briefing } from '@common/ai-briefing';
import type { DealListResponse } from '@common/deal-list';
import { readStageFilter } from '@common/deal-stage-filter';
import type { DealStage } from '@common/deal-stages';
import { leaseLifecycle } from '@common/lease-lifecycle';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { leaseFactsBySuite } from '../../test/lease-facts';

let app: TestApp;
let cookies: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
});
afterAll(() => app.close());

const getBriefing = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/ai-briefing', cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as Briefing;
};
const generate = async () => {
  const response = await app.inject({ method: 'POST', url: '/api/ai-briefing/generate', cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as Briefing;
};
const countOf = (briefing: Briefing, key: string) =>
  briefing.items.find((item) => item.key === key)?.count ?? 0;

/** The rules' figures counted straight from the tables. */
async function directCounts() {
  // Leases expiring (not renewed) or held over within 30 days, by the lifecycle rule.
  const leases = [...(await leaseFactsBySuite(app.database.db)).values()]
    .flatMap((suite) => suite.map((lease) => leaseLifecycle(lease, suite, today, 30)))
    .filter((state) => state === 'expiring' || state === 'holdover').length;
  const { rows } = await app.database.db.execute<{ stalled: number; notices: number }>(sql`
    select
      (select count(*)::int from opportunities where stage in ('legal', 'lease_execution')
        and last_activity_at < now() - interval '7 days') as stalled,
      (select count(*)::int from options where notice_start <= ${today}::date and notice_end >= ${today}::date
        and notice_end <= ${today}::date + 30) as notices
  `);
  return { leases, ...(rows[0] as { stalled: number; notices: number }) };
}

async function insertAiOpportunity(values: {
  type: string;
  confidence: number;
  status?: string;
  retired?: boolean;
  fingerprint: string;
}) {
  const { rows } = await app.database.db.execute<{ id: number }>(sql`
    insert into ai_opportunities (type, title, description, confidence_score, tenant_id, property_id, space_id,
      status, fingerprint, retired_at)
    select ${values.type}, 'Expansion for ' || t.name, 'Growing headcount', ${values.confidence}, t.id,
      s.property_id, s.id, ${values.status ?? 'new'}, ${values.fingerprint},
      ${values.retired ? sql`now()` : sql`null`}
    from tenants t, spaces s order by t.id, s.id limit 1
    returning id
  `);
  return (rows[0] as { id: number }).id;
}

describe('/api/ai-briefing', () => {
  it.each([
    ['GET', '/api/ai-briefing'],
    ['POST', '/api/ai-briefing/generate'],
    ['POST', '/api/ai-briefing/items/leases-expiring-30/dismiss'],
  ] as const)('answers %s %s with 401 JSON without a session', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it('generates the first briefing on the first read, then returns the stored one', async () => {
    const before = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ai_briefings`,
    );
    expect(before.rows[0]?.n).toBe(0);
    const first = await getBriefing();
    expect(Date.parse(first.generatedAt)).not.toBeNaN();
    expect(first.summarySource).toBe('rules');
    expect(first.summary.length).toBeGreaterThan(20);
    const again = await getBriefing();
    expect(again).toEqual(first);
    const after = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ai_briefings`,
    );
    expect(after.rows[0]?.n).toBe(1);
  });

  it('counts expiring leases, stalled negotiations and option notices from the database', async () => {
    const initial = await generate();
    const counts = await directCounts();
    expect(countOf(initial, 'leases-expiring-30')).toBe(counts.leases);
    expect(countOf(initial, 'deals-negotiation-stalled')).toBe(counts.stalled);
    expect(countOf(initial, 'option-notices-due')).toBe(counts.notices);

    const db = app.database.db;
    await db.execute(sql`
      update leases set end_date = ${today}::date + 10
      where id = (select id from leases where status = 'active' and end_date > ${today}::date + 30
        and lease_lifecycle(id, ${today}::date) = 'active' order by id limit 1)`);
    await db.execute(sql`
      update opportunities set stage = 'lease_execution', last_activity_at = now() - interval '10 days'
      where id = (select id from opportunities where stage not in ('legal', 'lease_execution') order by id limit 1)`);
    // Recent activity keeps a negotiation off the list.
    await db.execute(sql`
      update opportunities set stage = 'legal', last_activity_at = now() - interval '2 days'
      where id = (select id from opportunities where stage not in ('legal', 'lease_execution') order by id limit 1)`);
    await db.execute(sql`
      insert into options (property_id, option_type, notice_start, notice_end, effective_date)
      select id, 'Renewal', ${today}::date - 5, ${today}::date + 2, ${today}::date + 90 from properties order by id limit 1`);

    const next = await generate();
    expect(next.id).toBeGreaterThan(initial.id);
    expect(countOf(next, 'leases-expiring-30')).toBe(counts.leases + 1);
    expect(countOf(next, 'deals-negotiation-stalled')).toBe(counts.stalled + 1);
    expect(countOf(next, 'option-notices-due')).toBe(counts.notices + 1);
    expect(await directCounts()).toEqual({
      leases: counts.leases + 1,
      stalled: counts.stalled + 1,
      notices: counts.notices + 1,
    });
    const options = next.items.find((item) => item.key === 'option-notices-due');
    // The seed's held-over lease (past its end date, still active) is the most urgent; the option
    // closing in 2 days comes next.
    expect(next.items.find((item) => item.key === 'leases-expiring-30')?.rank).toBe(1);
    expect(options?.rank).toBe(2);
    expect(options?.actionPath).toBe('/options?status=active');
    expect(next.items.find((item) => item.key === 'leases-expiring-30')?.actionPath).toBe(
      '/leases?expiring=30',
    );
    expect(
      next.items
        .filter((item) => item.section === 'priority')
        .map((item) => item.actionLabel)
        .sort(),
    ).toEqual(['View Expirations', 'View Opportunities', 'View Options']);
    expect(next.items.map((item) => item.rank)).toEqual(next.items.map((_, index) => index + 1));
  });

  it('links stalled negotiations to every stage its text counts, and the link lists every deal it counted', async () => {
    const db = app.database.db;
    // A stalled deal in each negotiation stage, whatever the seed holds.
    for (const stage of ['legal', 'lease_execution'] as const) {
      await db.execute(sql`
        update opportunities set stage = ${stage}, last_activity_at = now() - interval '12 days'
        where id = (select id from opportunities where stage not in ('legal', 'lease_execution') order by id limit 1)`);
    }
    const { rows: stalled } = await db.execute<{ id: number; stage: DealStage }>(sql`
      select id, stage from opportunities
      where stage in ('legal', 'lease_execution') and last_activity_at < now() - interval '7 days'`);
    const inStage = (stage: DealStage) => stalled.filter((deal) => deal.stage === stage).length;
    const item = (await generate()).items.find((entry) => entry.key === 'deals-negotiation-stalled');
    expect(item?.count).toBe(stalled.length);
    expect(item?.description).toContain(
      `${inStage('legal')} in Legal and ${inStage('lease_execution')} in Lease Execution`,
    );

    const link = new URL(item?.actionPath ?? '', 'http://app.test');
    expect(link.pathname).toBe('/deals');
    expect(readStageFilter(link.searchParams.get('stage'))).toEqual(['legal', 'lease_execution']);
    // The pipeline asks the API with the link's own query: every counted deal is in its answer.
    const listed = await app.inject({ method: 'GET', url: `/api/opportunities${link.search}`, cookies });
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json() as DealListResponse;
    const listedIds = new Set(items.map((deal) => deal.id));
    for (const deal of stalled) expect(listedIds.has(deal.id), `deal ${deal.id}`).toBe(true);
    expect(new Set(items.map((deal) => deal.stage))).toEqual(new Set(['legal', 'lease_execution']));
  });

  it('signals expansion and tenant matches above 85 % that are neither dismissed nor retired', async () => {
    const strong = await insertAiOpportunity({ type: 'expansion', confidence: 92, fingerprint: 'b-strong' });
    const match = await insertAiOpportunity({ type: 'tenant-match', confidence: 88, fingerprint: 'b-match' });
    await insertAiOpportunity({ type: 'expansion', confidence: 85, fingerprint: 'b-threshold' });
    await insertAiOpportunity({ type: 'renewal', confidence: 99, fingerprint: 'b-renewal' });
    await insertAiOpportunity({
      type: 'expansion',
      confidence: 97,
      status: 'dismissed',
      fingerprint: 'b-dismissed',
    });
    await insertAiOpportunity({ type: 'expansion', confidence: 98, retired: true, fingerprint: 'b-retired' });

    const briefing = await generate();
    const engagement = briefing.items.filter((item) => item.section === 'engagement');
    expect(engagement.map((item) => [item.key, item.confidence])).toEqual([
      [`match-${strong}`, 92],
      [`match-${match}`, 88],
    ]);
    expect(engagement[0]?.actionLabel).toBe('View Match');
    expect(engagement[0]?.actionPath).toBe(`/opportunities?opportunity=${strong}`);
    expect(engagement[1]?.actionPath).toBe(`/opportunities?filter=tenant-match&opportunity=${match}`);
    expect(briefing.summary).toContain('92% confidence');
  });

  it('dismisses an item from the latest briefing only; a new generation brings it back', async () => {
    const briefing = await generate();
    const target = briefing.items[0];
    if (!target) throw new Error('expected an item to dismiss');
    const response = await app.inject({
      method: 'POST',
      url: `/api/ai-briefing/items/${target.key}/dismiss`,
      cookies,
    });
    expect(response.statusCode).toBe(200);
    const dismissed = response.json() as Briefing;
    expect(dismissed.id).toBe(briefing.id);
    expect(dismissed.items.map((item) => item.key)).toEqual(briefing.items.slice(1).map((item) => item.key));
    expect((await getBriefing()).items.some((item) => item.key === target.key)).toBe(false);
    // Dismissing twice changes nothing.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/ai-briefing/items/${target.key}/dismiss`,
      cookies,
    });
    expect(twice.json()).toEqual(dismissed);

    const regenerated = await generate();
    expect(regenerated.items.some((item) => item.key === target.key)).toBe(true);
  });

  it('answers 404 JSON for an item the briefing does not hold and 400 for a malformed key', async () => {
    const before = await getBriefing();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/ai-briefing/items/match-999999/dismiss',
      cookies,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Briefing item not found', code: 'not_found' });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/ai-briefing/items/%27%3B%20drop/dismiss',
      cookies,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    expect(await getBriefing()).toEqual(before);
  });

  it('generates a fresh briefing on the first read of a new day', async () => {
    let now = new Date();
    const daily = await createTestApp({ clock: () => now });
    try {
      const dailyCookies = await signIn(daily);
      const read = async () =>
        (
          await daily.inject({ method: 'GET', url: '/api/ai-briefing', cookies: dailyCookies })
        ).json() as Briefing;
      const first = await read();
      now = new Date(Date.parse(`${first.generatedAt.slice(0, 10)}T00:00:00Z`) + 36 * 60 * 60 * 1000);
      const tomorrow = await read();
      expect(tomorrow.id).toBeGreaterThan(first.id);
      expect(tomorrow.generatedAt).toBe(now.toISOString());
      expect((await read()).id).toBe(tomorrow.id);
    } finally {
      await daily.close();
    }
  });

  it('refuses a cross-origin regeneration', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai-briefing/generate',
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
