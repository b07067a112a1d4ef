import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signIn, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { connect } from './connection';
import type { Database } from './database';
import { foldDataChanges, type Kept, readDataVersion, readMemo } from './read-memo';

/** Written on every request or kept from tracked tables: never a reason to recompute an answer. */
const untracked = [
  'audit_log',
  'dashboard_counts',
  'dashboard_day_counts',
  'data_changes',
  'deal_changes',
  'deal_changes_pruned',
  'deal_stage_days',
  'expanding_tenants',
  'lease_status_counts',
  'mail_outbox',
  'notifications',
  'option_status_steps',
  'option_type_counts',
  'reminder_deliveries',
  'retail_suite_spans',
  'sessions',
  'suite_cover',
  'suite_expiry_spans',
  'throttles',
];

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
});
afterAll(() => database?.close());

const versionOf = async () => (await readDataVersion(db)).version;

describe('the data version', () => {
  it('is tracked on every table of the app but the bookkeeping and kept summaries listed', async () => {
    const { rows } = await db.execute<{ table: string; tracked: boolean }>(sql`
      select c.relname as table,
        exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'data_changed') as tracked
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
    const tables = rows.map((row) => row.table);
    for (const table of untracked) expect(tables).toContain(table);
    // A new table is tracked unless it is added to the list above, as bookkeeping or a kept summary.
    expect(rows.filter((row) => !row.tracked).map((row) => row.table)).toEqual(untracked);
  });

  it('changes with every committed write to a tracked table, and not with a rolled-back one', async () => {
    const start = await versionOf();
    await db.execute(sql`update properties set name = name where id = (select min(id) from properties)`);
    const afterUpdate = await versionOf();
    expect(afterUpdate).not.toBe(start);
    // A statement that matches nothing still counts: cheaper than knowing.
    await db.execute(sql`delete from comments where id = -1`);
    const afterDelete = await versionOf();
    expect(afterDelete).not.toBe(afterUpdate);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update leases set status = status`);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    expect(await versionOf()).toBe(afterDelete);
    await db.execute(sql`delete from sessions where id = 'no such session'`);
    await db.execute(sql`delete from throttles where key = 'no such key'`);
    expect(await versionOf()).toBe(afterDelete);
  });

  it('keeps its sum when the rows are folded into one', async () => {
    for (let i = 0; i < 5; i += 1) await db.execute(sql`update tenants set name = name where id = -1`);
    const before = await readDataVersion(db);
    expect(before.rows).toBeGreaterThan(1);
    await foldDataChanges(db);
    const after = await readDataVersion(db);
    expect(after.rows).toBe(1);
    expect(after.version.split(':')[0]).toBe(before.version.split(':')[0]);
  });
});

describe('answers kept between requests', () => {
  let computed = 0;
  const compute = (value: string, validUntil?: number) => async (): Promise<Kept<string>> => {
    computed += 1;
    return { value: `${value} #${computed}`, ...(validUntil === undefined ? {} : { validUntil }) };
  };
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('are given again while no data changes, and worked out afresh after a write', async () => {
    const memo = readMemo(db);
    const first = await memo.read('answer', now, compute('answer'));
    expect(await memo.read('answer', now, compute('answer'))).toBe(first);
    expect(await memo.read('other', now, compute('other'))).not.toBe(first);
    await db.execute(sql`update spaces set suite = suite where id = (select min(id) from spaces)`);
    const second = await memo.read('answer', now, compute('answer'));
    expect(second).not.toBe(first);
    expect(await memo.read('answer', now, compute('answer'))).toBe(second);
  });

  it('are worked out afresh at their deadline', async () => {
    const memo = readMemo(db);
    const deadline = now.getTime() + 1000;
    const first = await memo.read('ageing', now, compute('ageing', deadline));
    expect(await memo.read('ageing', new Date(deadline - 1), compute('ageing', deadline))).toBe(first);
    expect(await memo.read('ageing', new Date(deadline), compute('ageing', deadline + 1000))).not.toBe(first);
  });

  it('are worked out once for requests asking at once, and a failure is not kept', async () => {
    const memo = readMemo(db);
    await db.execute(sql`update floors set number = number where id = -1`);
    const before = computed;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => memo.read('shared', now, compute('shared'))),
    );
    expect(new Set(answers).size).toBe(1);
    expect(computed).toBe(before + 1);
    await db.execute(sql`update floors set number = number where id = -1`);
    await expect(
      memo.read('shared', now, async () => {
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await memo.read('shared', now, compute('shared'))).not.toBe(answers[0]);
  });

  it('keep at most 500 answers and 32 M characters, the least recently read going first', async () => {
    const memo = readMemo(db);
    await db.execute(sql`update floors set number = number where id = -1`);
    const answer =
      (key: string, size = 1) =>
      async () => {
        computed += 1;
        return { value: `${key}:${computed}:${'x'.repeat(size)}` };
      };
    for (let i = 0; i < 500; i += 1) await memo.read(`many-${i}`, now, answer(`many-${i}`));
    const first = await memo.read('many-0', now, answer('many-0'));
    await memo.read('many-500', now, answer('many-500'));
    // many-0 was read again, so many-1 was the least recently read.
    expect(await memo.read('many-0', now, answer('many-0'))).toBe(first);
    const before = computed;
    await memo.read('many-1', now, answer('many-1'));
    expect(computed).toBe(before + 1);

    const big = 10_000_000;
    const a = await memo.read('big-a', now, answer('big-a', big));
    const b = await memo.read('big-b', now, answer('big-b', big));
    await memo.read('big-c', now, answer('big-c', big));
    expect(await memo.read('big-b', now, answer('big-b', big))).toBe(b);
    // A fourth would pass 32 M characters: big-a, the least recently read, goes.
    await memo.read('big-d', now, answer('big-d', big));
    expect(await memo.read('big-b', now, answer('big-b', big))).toBe(b);
    expect(await memo.read('big-a', now, answer('big-a', big))).not.toBe(a);
  });

  it("see another instance's writes at once", async () => {
    const other = connect(database.url, { max: 2 });
    try {
      const memo = readMemo(db);
      const first = await memo.read('across', now, compute('across'));
      await other.execute(sql`update tenants set name = name where id = (select min(id) from tenants)`);
      expect(await memo.read('across', now, compute('across'))).not.toBe(first);
    } finally {
      await other.$client.end();
    }
  });
});

describe('kept API answers', () => {
  let app: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    cookies = await signIn(app);
  });
  afterAll(() => app?.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, cookies });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('the deal list, one deal, the dashboard and its portfolio cards follow a write at once', async () => {
    const [deals, dashboard, portfolio] = await Promise.all([
      get('/api/opportunities?limit=100'),
      get('/api/dashboard'),
      get('/api/dashboard/portfolio'),
    ]);
    const { rows } = await app.database.db.execute<{ id: number; stage: string }>(
      sql`select id, stage from opportunities where stage = 'inquiry' order by id limit 1`,
    );
    const deal = rows[0]!;
    expect((await get(`/api/opportunities/${deal.id}`)).stage).toBe('inquiry');
    const missing = await app.inject({ method: 'GET', url: '/api/opportunities/999999', cookies });
    expect(missing.statusCode).toBe(404);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/opportunities/${deal.id}/stage`,
      cookies,
      payload: { stage: 'touring' },
    });
    expect(moved.statusCode).toBe(200);
    const after = await get('/api/opportunities?limit=100');
    expect(after.stageCounts.inquiry).toBe(deals.stageCounts.inquiry - 1);
    expect(after.stageCounts.touring).toBe(deals.stageCounts.touring + 1);
    expect((await get(`/api/opportunities/${deal.id}`)).stage).toBe('touring');
    // A suite let from today: the portfolio's vacant area and the tiles' vacancies follow.
    const { rows: vacant } = await app.database.db.execute<{ id: number }>(sql`
      select s.id from spaces s where not exists (
        select 1 from leases l where l.space_id = s.id and l.status = 'active') order by s.id limit 1`);
    expect(vacant[0]).toBeDefined();
    await app.database.db.execute(sql`
      insert into leases (tenant_id, space_id, start_date, end_date, base_rent_psf, status, lease_type)
      select (select min(id) from tenants), ${vacant[0]!.id}, current_date - 1, current_date + 900, 30, 'active', 'gross'`);
    const [dashboardAfter, portfolioAfter] = await Promise.all([
      get('/api/dashboard'),
      get('/api/dashboard/portfolio'),
    ]);
    expect(portfolioAfter.occupancy.vacantRsf).toBeLessThan(portfolio.occupancy.vacantRsf);
    expect(dashboardAfter.tiles.vacancies).toBe(dashboard.tiles.vacancies - 1);
  });

  it('every kept read equals what a new instance works out, after writes of every kind', async () => {
    const { rows: someDeal } = await app.database.db.execute<{ id: number }>(
      sql`select min(id)::int as id from opportunities`,
    );
    const reads = [
      '/api/opportunities?limit=100',
      '/api/opportunities?limit=100&lead=me&updated=month',
      `/api/opportunities/${someDeal[0]!.id}`,
      '/api/dashboard',
      '/api/dashboard/portfolio',
      '/api/leases?limit=50',
      '/api/leases?limit=50&expiring=90',
      '/api/spaces?limit=50&offset=0',
      '/api/options?limit=100',
      '/api/properties?limit=50',
      `/api/critical-dates?month=${new Date().toISOString().slice(0, 7)}`,
    ];
    const writes = [
      sql`update opportunities set stage = 'proposal', last_activity_at = now() where id = (select min(id) from opportunities)`,
      sql`update properties set name = name || ' (renamed)' where id = (select min(id) from properties)`,
      sql`update spaces set rentable_sf = rentable_sf + 100 where id = (select max(id) from spaces)`,
      sql`update leases set end_date = current_date + 30 where id = (select max(id) from leases where status = 'active')`,
      sql`delete from options where id = (select min(id) from options)`,
      sql`update tenants set name = name || ' Ltd' where id = (select min(id) from tenants)`,
      sql`update floors set number = number + 100 where id = (select min(id) from floors)`,
      sql`insert into comments (opportunity_id, user_id, content) select min(id), (select min(id) from users), 'Kept answers check' from opportunities`,
    ];
    const bodyOf = async (target: { inject: TestApp['inject'] }, url: string) => {
      const response = await target.inject({ method: 'GET', url, cookies });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    // Each kept answer is read before a write, so the next round finds it kept under an old version.
    for (const url of reads) await bodyOf(app, url);
    for (const [index, write] of writes.entries()) {
      await app.database.db.execute(write);
      // A new instance (its own pool, so its own memo) works every answer out afresh.
      const freshDb = connect(app.database.url, { max: 4 });
      const fresh = await buildApp({ db: freshDb });
      try {
        for (const url of reads) {
          expect(await bodyOf(app, url), `${url} after write ${index + 1}`).toBe(await bodyOf(fresh, url));
        }
      } finally {
        await fresh.close();
        await freshDb.$client.end();
      }
    }
  });
});
