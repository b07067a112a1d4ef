import type { Briefing } from '@common/ai-briefing';
import {
  type AiOpportunity,
  type AiOpportunityListResponse,
  type AnalysisJob,
  aiOpportunityNotFoundMessage,
  aiOpportunityStatusChangeMessage,
} from '@common/ai-opportunities';
import { machineWordsIn } from '@common/machine-words';
import { rentRollColumns } from '@common/tenants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiOpportunities, jobs, opportunities } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';
import { runAnalysis } from './analysis.service';
import { runAnalysisAttempt } from './analysis-jobs';

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
const today = isoDay(now);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });
const patch = (id: number | string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/ai-opportunities/${id}`, cookies, payload: payload as object });
const list = async (query = '') =>
  (await get(`/api/ai-opportunities${query}`)).json() as AiOpportunityListResponse;
const analyze = () => app.inject({ method: 'POST', url: '/api/ai-opportunities/analyze', cookies });
const job = async (id: number) => (await get(`/api/ai-opportunities/jobs/${id}`)).json() as AnalysisJob;
/** The queue's step, run here by hand (this file leaves the queue off): one attempt at the waiting run. */
async function work() {
  const [run] = await app.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'queued'))
    .orderBy(jobs.id)
    .limit(1);
  if (!run) return null;
  return runAnalysisAttempt(
    app.database.db,
    { runId: run.id, attempt: 1, lastAttempt: true },
    () => now,
    (at) => runAnalysis(app.database.db, at),
  );
}

async function standingRows() {
  const { rows } = await app.database.db.execute<{ id: number; fingerprint: string; status: string }>(
    sql`select id, fingerprint, status from ai_opportunities where retired_at is null order by id`,
  );
  return rows;
}

describe('analysis of the seeded portfolio', () => {
  let firstJobId: number;

  it('queues a job (202), which the worker runs queued → running → done with the real counts', async () => {
    const response = await analyze();
    expect(response.statusCode).toBe(202);
    firstJobId = response.json().jobId;
    expect(await job(firstJobId)).toMatchObject({
      id: firstJobId,
      status: 'queued',
      attempts: 0,
      result: null,
    });

    // Asked again while it waits: the same job.
    expect((await analyze()).json()).toEqual({ jobId: firstJobId });

    await work();
    const done = await job(firstJobId);
    const rows = await standingRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(done.result).toMatchObject({ created: rows.length, kept: 0, retired: 0 });
    expect(done.finishedAt).not.toBeNull();
    expect(rows.every((row) => row.status === 'new')).toBe(true);

    const body = await list();
    expect(body.total).toBe(rows.length);
    expect(body.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect(body.lastAnalyzedAt).toBe(done.finishedAt);
  });

  it('finds a renewal for every active lease ending within 180 days, not renewed, with no renewal deal open or won', async () => {
    const { rows } = await app.database.db.execute<{ id: number }>(sql`
      select l.id from leases l join spaces s on s.id = l.space_id
      where l.status = 'active' and l.end_date between ${today}::date and ${today}::date + 180
        and lease_lifecycle(l.id, ${today}::date) <> 'renewed'
        and not exists (select 1 from opportunities o where o.deal_type = 'renewal' and o.tenant_id = l.tenant_id
                          and o.stage <> 'dead'
                          and (o.space_id = l.space_id or (o.space_id is null and o.property_id = s.property_id)))
      order by l.id`);
    expect(rows.length).toBeGreaterThan(0);
    const renewals = (await list('?type=renewal')).items;
    // Both signed their renewal (a pending lease, and a won renewal deal): nothing left to suggest.
    const names = renewals.map((item) => item.title);
    expect(names).not.toContain('Lease renewal: Hill Country Pediatrics');
    expect(names).not.toContain('Lease renewal: Sterling Mutual Insurance');
    expect(renewals.map((item) => item.leaseId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      rows.map((row) => row.id),
    );
    for (const item of renewals) {
      expect(item.primaryAction.path).toBe(`/leases/${item.leaseId}/renew`);
      expect(item.confidenceFactors.reduce((sum, f) => sum + f.weight, 0)).toBeCloseTo(1, 9);
      expect(item.confidenceScore).toBe(
        Math.round(100 * item.confidenceFactors.reduce((sum, f) => sum + f.weight * f.value, 0)),
      );
    }
  });

  it('lists opportunities of every type with names, ordered by confidence', async () => {
    const body = await list();
    expect(new Set(body.items.map((item) => item.type))).toEqual(
      new Set(['tenant-match', 'renewal', 'expansion', 'risk', 'market']),
    );
    const scores = body.items.map((item) => item.confidenceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const match = body.items.find((item) => item.type === 'tenant-match') as AiOpportunity;
    expect(match.tenant?.name).toBeTruthy();
    expect(match.space?.suite).toBeTruthy();
    expect(match.primaryAction.path).toBe(
      `/deals/new?tenantId=${match.tenant?.id}&propertyId=${match.property?.id}`,
    );
    const { rows } = await app.database.db.execute<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from ai_opportunities where retired_at is null group by type`,
    );
    for (const row of rows) expect(body.counts[row.type as AiOpportunity['type']]).toBe(row.n);
    expect(body.counts.all).toBe(body.total);
    expect(body.counts.new).toBe(body.total);
    expect(body.counts.saved).toBe(0);
  });

  it('is idempotent: analysing again creates nothing new and duplicates nothing', async () => {
    const before = await standingRows();
    const jobId = (await analyze()).json().jobId;
    expect(jobId).not.toBe(firstJobId);
    await work();
    expect((await job(jobId)).result).toMatchObject({ created: 0, retired: 0, kept: before.length });
    expect(await standingRows()).toEqual(before);
    const { rows } = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ai_opportunities`,
    );
    expect(rows[0]?.n).toBe(before.length);
  });

  it('writes every text for people: no ISO date, "s\'s", count disagreeing with its noun or wrong a/an', async () => {
    const { rows } = await app.database.db.execute<{
      title: string;
      description: string;
      factors: { explanation?: string }[];
    }>(
      sql`select title, description, confidence_factors as factors from ai_opportunities where retired_at is null`,
    );
    const texts = rows.flatMap((row) => [
      row.title,
      row.description,
      ...row.factors.map((factor) => factor.explanation ?? ''),
    ]);
    // The seed has names ending in s, surveys, option deadlines and expirations to word.
    expect(texts.some((text) => /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/.test(text))).toBe(true);
    expect(texts.some((text) => /s' /.test(text))).toBe(true);
    expect(texts.filter((text) => /\b\d{4}-\d{2}-\d{2}\b/.test(text))).toEqual([]);
    expect(texts.flatMap(machineWordsIn)).toEqual([]);

    const generated = await app.inject({ method: 'POST', url: '/api/ai-briefing/generate', cookies });
    const briefing = generated.json() as Briefing;
    expect(briefing.items.length).toBeGreaterThan(0);
    const briefingTexts = [
      ...briefing.items.flatMap((item) => [item.title, item.description]),
      briefing.summary,
    ];
    expect(briefingTexts.flatMap(machineWordsIn)).toEqual([]);
  });

  it('rewrites the words of a standing opportunity an older analysis stored (upsert by fingerprint)', async () => {
    const db = app.database.db;
    const read = async (id: number) =>
      (
        await db.execute<{ title: string; description: string; factors: { explanation?: string }[] }>(
          sql`select title, description, confidence_factors as factors from ai_opportunities where id = ${id}`,
        )
      ).rows[0];
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from ai_opportunities where retired_at is null and type = 'risk' order by id limit 1`,
    );
    const id = (rows[0] as { id: number }).id;
    const current = await read(id);
    await db.execute(sql`
      update ai_opportunities set description = 'Weiss & Associates''s lease ends 2027-03-31.',
        confidence_factors = '[{"name":"Time to expiration","weight":1,"value":0.5,"explanation":"1 Deals"}]'::jsonb
      where id = ${id}`);
    await analyze();
    const result = await work();
    expect(result?.status).toBe('done');
    const refreshed = await read(id);
    expect(refreshed).toEqual(current);
    // The words it now holds are the new ones: the risk texts carry dates and a possessive.
    const texts = [
      refreshed?.description ?? '',
      ...(refreshed?.factors ?? []).map((factor) => factor.explanation ?? ''),
    ];
    expect(texts.flatMap(machineWordsIn)).toEqual([]);
  });

  it('paginates and filters by type and status', async () => {
    const all = await list();
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
    expect(page.total).toBe(all.total);
    const risks = await list('?type=risk');
    expect(risks.items.every((item) => item.type === 'risk')).toBe(true);
    expect(risks.total).toBe(all.counts.risk);
  });
});

describe('statuses', () => {
  it('Save persists saved, and the status survives re-analysis', async () => {
    const [first] = (await list()).items as [AiOpportunity];
    const response = await patch(first.id, { status: 'saved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, status: 'saved' });
    expect((await get(`/api/ai-opportunities/${first.id}`)).json().status).toBe('saved');
    expect((await list('?status=saved')).items.map((item) => item.id)).toEqual([first.id]);
    expect((await list()).counts.saved).toBe(1);

    await analyze();
    await work();
    expect((await get(`/api/ai-opportunities/${first.id}`)).json().status).toBe('saved');
  });

  it('opening sets viewed, and New no longer counts it', async () => {
    const before = await list();
    const target = before.items.find((item) => item.status === 'new') as AiOpportunity;
    expect((await patch(target.id, { status: 'viewed' })).json().status).toBe('viewed');
    const after = await list();
    expect(after.counts.new).toBe(before.counts.new - 1);
    expect((await list('?status=new')).items.some((item) => item.id === target.id)).toBe(false);
  });

  it('Remove sets dismissed and hides it from the list and the counts', async () => {
    const before = await list();
    const target = before.items.find((item) => item.status === 'new') as AiOpportunity;
    expect((await patch(target.id, { status: 'dismissed' })).json().status).toBe('dismissed');
    const after = await list();
    expect(after.items.some((item) => item.id === target.id)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    expect(after.counts.all).toBe(before.counts.all - 1);
    expect((await list('?status=dismissed')).items.map((item) => item.id)).toContain(target.id);
    const [row] = await app.database.db
      .select({ status: aiOpportunities.status })
      .from(aiOpportunities)
      .where(eq(aiOpportunities.id, target.id));
    expect(row?.status).toBe('dismissed');
  });
});

describe('status transitions', () => {
  const statusOf = async (id: number) => (await get(`/api/ai-opportunities/${id}`)).json().status;
  const anyNew = async () => (await list('?status=new')).items[0] as AiOpportunity;

  it('Dismiss works on a new opportunity, without saving it first, and counts it under Dismissed', async () => {
    const before = await list();
    const target = await anyNew();
    const response = await patch(target.id, { status: 'dismissed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('dismissed');
    const after = await list();
    expect(after.counts.dismissed).toBe(before.counts.dismissed + 1);
    expect(after.counts.new).toBe(before.counts.new - 1);
    expect(after.counts[target.type]).toBe(before.counts[target.type] - 1);
  });

  it('Dismiss works on a viewed opportunity', async () => {
    const target = await anyNew();
    await patch(target.id, { status: 'viewed' });
    expect((await patch(target.id, { status: 'dismissed' })).statusCode).toBe(200);
    expect(await statusOf(target.id)).toBe('dismissed');
  });

  it('Restore brings a dismissed opportunity back as viewed: listed and counted again, gone from Dismissed', async () => {
    const target = await anyNew();
    await patch(target.id, { status: 'dismissed' });
    const before = await list();
    const response = await patch(target.id, { status: 'viewed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, status: 'viewed' });
    const after = await list();
    expect(after.items.map((item) => item.id)).toContain(target.id);
    expect(after.counts.all).toBe(before.counts.all + 1);
    expect(after.counts.dismissed).toBe(before.counts.dismissed - 1);
    expect((await list('?status=dismissed')).items.some((item) => item.id === target.id)).toBe(false);
  });

  it('refuses, with 409 and no change, a move the screen never offers', async () => {
    const saved = await anyNew();
    await patch(saved.id, { status: 'saved' });
    const dismissed = await anyNew();
    await patch(dismissed.id, { status: 'dismissed' });
    for (const [target, from, to] of [
      [saved, 'saved', 'viewed'],
      [saved, 'saved', 'new'],
      [dismissed, 'dismissed', 'saved'],
      [dismissed, 'dismissed', 'new'],
    ] as const) {
      const response = await patch(target.id, { status: to });
      expect(response.statusCode, `${from} → ${to}`).toBe(409);
      expect(response.json()).toEqual({
        message: aiOpportunityStatusChangeMessage(from, to),
        code: 'conflict',
      });
      expect(await statusOf(target.id)).toBe(from);
    }
    expect((await patch(saved.id, { status: 'saved' })).statusCode).toBe(200);
  });
});

describe('retirement', () => {
  it('retires a renewal once a renewal deal is opened, hides it, and brings it back when the deal dies', async () => {
    const renewal = (await list('?type=renewal&status=new')).items[0] as AiOpportunity;
    const opened = await app.inject({ method: 'POST', url: `/api/leases/${renewal.leaseId}/renew`, cookies });
    expect(opened.statusCode).toBe(201);

    const before = (await standingRows()).map((row) => row.id);
    await analyze();
    const retiredRun = await work();
    const after = new Set((await standingRows()).map((row) => row.id));
    const retiredIds = before.filter((id) => !after.has(id));
    // The renewal, and whatever else the new deal ends (e.g. a match for a tenant that now has a deal).
    expect(retiredIds).toContain(renewal.id);
    expect(retiredRun?.result).toMatchObject({ retired: retiredIds.length, created: 0 });
    const [row] = await app.database.db
      .select()
      .from(aiOpportunities)
      .where(eq(aiOpportunities.id, renewal.id));
    expect(row?.retiredAt).not.toBeNull();
    expect((await list()).items.some((item) => item.id === renewal.id)).toBe(false);
    expect((await list('?status=new')).items.some((item) => item.id === renewal.id)).toBe(false);
    const hidden = await get(`/api/ai-opportunities/${renewal.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: aiOpportunityNotFoundMessage, code: 'not_found' });
    expect((await patch(renewal.id, { status: 'saved' })).statusCode).toBe(404);

    await app.database.db
      .update(opportunities)
      .set({ stage: 'dead' })
      .where(eq(opportunities.id, opened.json().opportunityId));
    await analyze();
    const back = await work();
    expect(back?.result).toMatchObject({ created: retiredIds.length, retired: 0 });
    expect((await standingRows()).map((row) => row.id)).toEqual(before);
    const again = await get(`/api/ai-opportunities/${renewal.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: renewal.id, leaseId: renewal.leaseId });
  });
});

describe('insights', () => {
  it('equals the figures computed from the database', async () => {
    const response = await get('/api/ai-opportunities/insights');
    expect(response.statusCode).toBe(200);
    const insights = response.json();
    const q = async <T>(query: ReturnType<typeof sql>) => (await app.database.db.execute(query)).rows[0] as T;
    const counts = await q<{ properties: number; leases: number; expiring: number }>(sql`
      select (select count(*)::int from properties) as properties,
             (select count(*)::int from leases where status = 'active') as leases,
             (select count(*)::int from leases where status = 'active'
                and end_date >= ${today}::date and end_date <= ${today}::date + 180) as expiring`);
    expect(insights.propertiesAnalyzed).toBe(counts.properties);
    expect(insights.activeLeases).toBe(counts.leases);
    expect(insights.leasesExpiring180).toBe(counts.expiring);

    const { rows: tenantRows } = await app.database.db.execute<{
      id: number;
      flag: boolean;
      survey: boolean | null;
    }>(sql`
      select distinct t.id, t.has_expansion_intent as flag,
        (select s.has_expansion_intentions from tenant_surveys s where s.tenant_id = t.id
          order by s.survey_date desc, s.id desc limit 1) as survey
      from tenants t join leases l on l.tenant_id = t.id and l.status = 'active'`);
    expect(insights.tenantsWithExpansionPotential).toBe(
      tenantRows.filter((row) => row.flag || row.survey).length,
    );
    expect(insights.tenantsWithExpansionPotential).toBeGreaterThan(0);

    const { rows: expiring } = await app.database.db.execute<{ likelihood: number | null }>(sql`
      select (select s.renewal_likelihood from tenant_surveys s where s.tenant_id = l.tenant_id
              order by s.survey_date desc, s.id desc limit 1) as likelihood
      from leases l where l.status = 'active' and l.end_date >= ${today}::date and l.end_date <= ${today}::date + 180`);
    const surveyed = expiring.map((row) => row.likelihood).filter((value): value is number => value !== null);
    expect(insights.renewalProbabilityPct).toBe(
      surveyed.length ? Math.round(surveyed.reduce((a, b) => a + b, 0) / surveyed.length) : null,
    );

    // Renewal value at today's escalated rent (whole lease years compounded) × RSF × term years.
    const value = await q<{ value: string }>(sql`
      select coalesce(sum(round(round(l.base_rent_psf * power(1 + l.escalation_pct / 100,
               extract(year from age(${today}::date, l.start_date))), 2)
             * s.rentable_sf * greatest(1, round((l.end_date - l.start_date) / 365.25)))), 0) as value
      from leases l join spaces s on s.id = l.space_id
      where l.status = 'active' and l.end_date >= ${today}::date and l.end_date <= ${today}::date + 180`);
    expect(insights.potentialRenewalValue).toBe(Number(value.value));
    expect(insights.potentialRenewalValue).toBeGreaterThan(0);

    const comps = await q<{ recent: string | null; before: string | null }>(sql`
      select avg(starting_psf) filter (where transaction_date between ${today}::date - 365 and ${today}::date) as recent,
             avg(starting_psf) filter (where transaction_date >= ${today}::date - 730
                                         and transaction_date < ${today}::date - 365) as before
      from lease_comps`);
    const expected =
      comps.recent === null || comps.before === null
        ? null
        : Math.round((Number(comps.recent) / Number(comps.before) - 1) * 1000) / 10;
    expect(insights.marketRentChangePct).toBe(expected);
    expect(insights.lastAnalyzedAt).not.toBeNull();
  });
});

describe('auto-analysis after a rent-roll import', () => {
  const importTenant = (name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tenants/import',
      cookies,
      headers: { 'content-type': 'text/csv' },
      payload: `${rentRollColumns.join(',')}\n${name},Office,,,,,,,,,,`,
    });
  const queued = async () =>
    (await app.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'queued'))).length;

  it('queues an analysis when the importing user has Auto-analyze on, and not when it is off', async () => {
    await app.database.db.delete(jobs).where(eq(jobs.status, 'queued'));
    const off = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      payload: { autoAnalyzePortfolio: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await importTenant('Auto Off Holdings')).statusCode).toBe(201);
    expect(await queued()).toBe(0);

    await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      payload: { autoAnalyzePortfolio: true },
    });
    expect((await importTenant('Auto On Holdings')).statusCode).toBe(201);
    expect(await queued()).toBe(1);
    await work();
  });
});

describe('errors', () => {
  it('answers 401 without a session on every route', async () => {
    const calls = [
      ['GET', '/api/ai-opportunities'],
      ['GET', '/api/ai-opportunities/insights'],
      ['GET', '/api/ai-opportunities/1'],
      ['PATCH', '/api/ai-opportunities/1'],
      ['POST', '/api/ai-opportunities/analyze'],
      ['GET', '/api/ai-opportunities/jobs/1'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { status: 'saved' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('answers 400 for bad ids, statuses and query values, changing nothing', async () => {
    const [first] = (await list()).items as [AiOpportunity];
    for (const response of [
      await get('/api/ai-opportunities/abc'),
      await get('/api/ai-opportunities/jobs/0'),
      await get('/api/ai-opportunities?status=archived'),
      await get('/api/ai-opportunities?type=lease'),
      await get('/api/ai-opportunities?limit=0'),
      await patch(first.id, { status: 'archived' }),
      await patch(first.id, {}),
      await patch(first.id, { status: 'saved', title: 'Changed' }),
      await patch('x', { status: 'saved' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await get(`/api/ai-opportunities/${first.id}`)).json()).toEqual(first);
  });

  it('answers 404 for unknown opportunities and jobs', async () => {
    for (const response of [
      await get('/api/ai-opportunities/999999'),
      await patch(999999, { status: 'saved' }),
      await get('/api/ai-opportunities/jobs/999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
