import { addDays } from '@common/calendar-days';
import { parseCsv } from '@common/csv';
import {
  type ConflictLease,
  type ConflictOption,
  findOptionConflicts,
  type OptionItem,
  type OptionListResponse,
  optionFlag,
  optionMessages,
  optionStatus,
  optionStatuses,
} from '@common/options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

let app: TestApp;
let admin: Record<string, string>;
/** The app's clock: tests that look at other days move it (and sign in again on that day). */
let now = new Date();
const today = () => isoDay(now);

beforeAll(async () => {
  // The agreement test signs in once per day it looks at.
  app = await createTestApp({ clock: () => now, loginRateLimit: { max: 100, windowMs: 60_000 } });
  admin = await signIn(app);
});
afterAll(() => app.close());

const get = (url: string, cookies = admin) => app.inject({ method: 'GET', url, cookies });
const list = async (query = '', cookies = admin) => {
  const response = await get(`/api/options${query}`, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OptionListResponse;
};
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

type DbOption = ConflictOption & {
  propertyId: number;
  propertyName: string;
  assetManagerId: number | null;
  targets: string | null;
  description: string | null;
};

/** Every option as the database holds it, by notice start then id, worked out without the service. */
async function dbOptions(): Promise<DbOption[]> {
  const { rows } = await app.database.db.execute<DbOption>(sql`
    select o.id, o.space_id as "spaceId", o.tenant_id as "tenantId", t.name as "tenantName",
           o.option_type as "optionType", s.suite, o.notice_start::text as "noticeStart",
           o.notice_end::text as "noticeEnd", o.effective_date::text as "effectiveDate",
           o.property_id as "propertyId", p.name as "propertyName", p.asset_manager_id as "assetManagerId",
           o.targets, o.description
    from options o join properties p on p.id = o.property_id
    left join spaces s on s.id = o.space_id left join tenants t on t.id = o.tenant_id
    order by o.notice_start, o.id`);
  return rows;
}

async function activeLeases(): Promise<ConflictLease[]> {
  const { rows } = await app.database.db.execute<ConflictLease>(sql`
    select l.space_id as "spaceId", l.tenant_id as "tenantId", t.name as "tenantName", l.end_date::text as "endDate"
    from leases l join tenants t on t.id = l.tenant_id where l.status = 'active'`);
  return rows;
}

/** Every option with its status, flag and conflicts from the pure rules of common/src/options.ts. */
async function expected(day = today()) {
  const rows = await dbOptions();
  const conflicts = findOptionConflicts(rows, await activeLeases(), day);
  return rows.map((row) => ({
    ...row,
    status: optionStatus(row, day),
    flag: optionFlag(row, day),
    conflicts: conflicts.get(row.id) ?? [],
  }));
}
type Expected = Awaited<ReturnType<typeof expected>>[number];

const countersOf = (rows: Expected[]) => ({
  renewals: rows.filter((row) => row.optionType === 'Renewal').length,
  terminations: rows.filter((row) => row.optionType === 'Termination').length,
  expansions: rows.filter((row) => row.optionType === 'Expansion').length,
  rofo: rows.filter((row) => row.optionType === 'ROFO').length,
  rofr: rows.filter((row) => row.optionType === 'ROFR').length,
});

/** The list answers the expected rows in order, with their total and counters. */
async function expectList(query: string, rows: Expected[]) {
  const body = await list(query);
  expect(ids(body)).toEqual(rows.map((row) => row.id));
  expect(body.total).toBe(rows.length);
  expect(body.counters).toEqual(countersOf(rows));
  return body;
}

async function userId(username: string): Promise<number> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from users where username = ${username}`,
  );
  return rows[0]!.id;
}

describe('the seeded options', () => {
  it('show options in every status, both flags and exactly one conflict: two ROFOs over DT 860', async () => {
    const rows = await expected();
    for (const status of optionStatuses)
      expect(
        rows.some((row) => row.status === status),
        status,
      ).toBe(true);
    expect(rows.some((row) => row.flag === 'opens-soon')).toBe(true);
    expect(rows.some((row) => row.flag === 'window-passed')).toBe(true);
    const conflicted = rows.filter((row) => row.conflicts.length > 0);
    expect(conflicted.map((row) => [row.optionType, row.propertyName, row.suite])).toEqual([
      ['ROFO', 'Downtown Tower', '860'],
      ['ROFO', 'Downtown Tower', '860'],
    ]);
    expect(conflicted.flatMap((row) => row.conflicts.map((conflict) => conflict.kind))).toEqual([
      'competing-right',
      'competing-right',
    ]);
    for (const row of rows) {
      expect(row.noticeEnd > row.noticeStart, `option ${row.id}`).toBe(true);
      expect(row.effectiveDate > row.noticeEnd, `option ${row.id}`).toBe(true);
    }
  });

  it('derive status, flag and conflicts in SQL exactly as the pure rules do, on many days', async () => {
    const realNow = now;
    try {
      for (const offset of [0, -400, -120, 45, 150, 260, 420, 800]) {
        now = new Date(realNow.getTime() + offset * 86_400_000);
        const cookies = await signIn(app);
        const rows = await expected(today());
        for (const status of optionStatuses) {
          const body = await list(`?status=${status}`, cookies);
          expect(ids(body), `${status} at ${today()}`).toEqual(
            rows.filter((row) => row.status === status).map((row) => row.id),
          );
        }
        const flagged = await list('?status=all&flagged=true', cookies);
        expect(ids(flagged)).toEqual(rows.filter((row) => row.flag !== null).map((row) => row.id));
        const conflicted = await list('?status=all&conflicts=true', cookies);
        expect(ids(conflicted)).toEqual(rows.filter((row) => row.conflicts.length > 0).map((row) => row.id));
        const clear = await list('?status=all&conflicts=false', cookies);
        expect(ids(clear)).toEqual(rows.filter((row) => row.conflicts.length === 0).map((row) => row.id));
        const all = await list('?status=all', cookies);
        expect(all.items.map(({ id, status, flag, conflicts }) => ({ id, status, flag, conflicts }))).toEqual(
          rows.map(({ id, status, flag, conflicts }) => ({ id, status, flag, conflicts })),
        );
      }
    } finally {
      now = realNow;
      // Signing in on a later day clears sessions expired by then, the admin's among them.
      admin = await signIn(app);
    }
  });
});

describe('GET /api/options', () => {
  it('lists active options by default, by notice start then id, with counters over every match', async () => {
    const rows = await expected();
    const body = await expectList(
      '',
      rows.filter((row) => row.status === 'active'),
    );
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.status === 'active')).toBe(true);
  });

  it('orders active options by notice start or notice end, either way, ties by id, page after page', async () => {
    // Options sharing their dates with others, so the order falls to the id.
    const { db } = app.database;
    const { rows: before } = await db.execute<{ last: number }>(sql`select max(id) as last from options`);
    await db.execute(sql`insert into options (property_id, option_type, notice_start, notice_end, effective_date)
      select o.property_id, o.option_type, o.notice_start, o.notice_end, o.effective_date
      from options o, generate_series(1, 3)
      where o.notice_start <= ${today()}::date and ${today()}::date <= least(o.notice_end, o.effective_date)`);
    const active = (await expected()).filter((row) => row.status === 'active');
    expect(active.length).toBeGreaterThan(6);
    const byDate = (key: 'noticeStart' | 'noticeEnd', dir: 1 | -1) =>
      [...active]
        .sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : a.id - b.id))
        .map((row) => row.id);
    const orders: [string, number[]][] = [
      ['sort=noticeStart&dir=asc', byDate('noticeStart', 1)],
      ['sort=noticeStart&dir=desc', byDate('noticeStart', -1)],
      ['sort=daysToDeadline&dir=asc', byDate('noticeEnd', 1)],
      ['sort=daysToDeadline&dir=desc', byDate('noticeEnd', -1)],
    ];
    for (const [order, expectedIds] of orders) {
      const pages: number[] = [];
      for (let offset = 0; offset < expectedIds.length; offset += 5)
        pages.push(...ids(await list(`?${order}&limit=5&offset=${offset}`)));
      expect(pages, order).toEqual(expectedIds);
    }
    await db.execute(sql`delete from options where id > ${before[0]!.last}`);
  });

  it("lists every option with status 'all'", async () => {
    const rows = await expected();
    const body = await expectList('?status=all', rows);
    const first = body.items[0]!;
    const row = rows[0]!;
    expect(first).toMatchObject({
      property: { id: row.propertyId, name: row.propertyName },
      optionType: row.optionType,
      noticeStart: row.noticeStart,
      targets: row.targets,
      description: row.description,
    });
  });

  it.each(optionStatuses)('filters by status %s', async (status) => {
    const rows = await expected();
    await expectList(
      `?status=${status}`,
      rows.filter((row) => row.status === status),
    );
  });

  it('filters by several option types at once', async () => {
    const rows = await expected();
    const body = await expectList(
      '?status=all&types=Renewal,Termination,ROFO',
      rows.filter((row) => ['Renewal', 'Termination', 'ROFO'].includes(row.optionType)),
    );
    expect(body.counters.renewals).toBeGreaterThan(0);
    expect(body.counters.expansions).toBe(0);
    await expectList(
      '?status=all&types=Signage',
      rows.filter((row) => row.optionType === 'Signage'),
    );
  });

  it('filters by asset manager, asset and tenant', async () => {
    const rows = await expected();
    const manager = await userId('amorgan');
    const managed = rows.filter((row) => row.assetManagerId === manager);
    expect(managed.length).toBeGreaterThan(0);
    expect(managed.length).toBeLessThan(rows.length);
    await expectList(`?status=all&assetManagerId=${manager}`, managed);
    const property = rows[0]!.propertyId;
    await expectList(
      `?status=all&propertyId=${property}`,
      rows.filter((row) => row.propertyId === property),
    );
    const tenant = rows.find((row) => row.tenantId !== null)!.tenantId!;
    await expectList(
      `?status=all&tenantId=${tenant}`,
      rows.filter((row) => row.tenantId === tenant),
    );
  });

  it('finds a keyword in the asset, tenant, targets or description, ignoring case', async () => {
    const rows = await expected();
    const matches = (keyword: string) =>
      rows.filter((row) =>
        [row.propertyName, row.tenantName, row.targets, row.description].some((text) =>
          text?.toLowerCase().includes(keyword.toLowerCase()),
        ),
      );
    for (const keyword of ['GARAGE', 'downtown', rows[0]!.tenantName!.slice(0, 6), 'fair market']) {
      const expectedRows = matches(keyword);
      expect(expectedRows.length, keyword).toBeGreaterThan(0);
      await expectList(`?status=all&keyword=${encodeURIComponent(keyword)}`, expectedRows);
    }
    await expectList('?status=all&keyword=%25', matches('%'));
  });

  it('keeps flagged options only, or only those without a flag', async () => {
    const rows = await expected();
    await expectList(
      '?status=all&flagged=true',
      rows.filter((row) => row.flag !== null),
    );
    await expectList(
      '?status=all&flagged=false',
      rows.filter((row) => row.flag === null),
    );
  });

  it('keeps options with a conflict only, the flag and status filters combined', async () => {
    const rows = await expected();
    await expectList(
      '?status=all&conflicts=true',
      rows.filter((row) => row.conflicts.length > 0),
    );
    await expectList(
      '?conflicts=true&flagged=false',
      rows.filter((row) => row.conflicts.length > 0 && row.flag === null && row.status === 'active'),
    );
  });

  it('pages with limit and offset while total and counters cover every match', async () => {
    const all = await list('?status=all');
    const page = await list('?status=all&limit=7&offset=7');
    expect(ids(page)).toEqual(ids(all).slice(7, 14));
    expect(page.total).toBe(all.total);
    expect(page.counters).toEqual(all.counters);
    // A conflict is found even when the other option of the pair is not on the page.
    const conflicted = all.items.filter((item) => item.conflicts.length > 0);
    for (const item of conflicted) {
      const index = ids(all).indexOf(item.id);
      const single = await list(`?status=all&limit=1&offset=${index}`);
      expect(single.items).toEqual([item]);
    }
  });

  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/options' })).statusCode).toBe(401);
  });

  it.each([
    ['status=open', 'Must be all, active, inactive, upcoming or expired'],
    ['types=Renewal,Bogus', 'Unknown option type'],
    ['flagged=yes', 'Must be true or false'],
    ['conflicts=1', 'Must be true or false'],
    ['assetManagerId=abc', 'Must be a positive whole number'],
    ['limit=0', ''],
    ['offset=-1', ''],
  ])('rejects %s with 400', async (query, message) => {
    const response = await get(`/api/options?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/options/export.csv', () => {
  it('downloads every matching option as options-export.csv', async () => {
    const response = await get('/api/options/export.csv?status=all&types=Renewal,ROFO');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="options-export.csv"; filename*=UTF-8''options-export.csv`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Asset',
      'Suite',
      'Tenant',
      'Option Type',
      'Targets',
      'Notice Start',
      'Notice End',
      'Effective',
      'Status',
      'Flag',
      'Conflicts',
      'Description',
    ]);
    const expectedRows = (await expected()).filter((row) => ['Renewal', 'ROFO'].includes(row.optionType));
    expect(rows).toHaveLength(expectedRows.length);
    expect(rows.map((row) => row[3])).toEqual(expectedRows.map((row) => row.optionType));
    expect(rows.map((row) => row[5])).toEqual(expectedRows.map((row) => row.noticeStart));
    expect(rows.filter((row) => row[10] !== '').map((row) => row[10])).toEqual(
      expectedRows.filter((row) => row.conflicts.length > 0).map((row) => row.conflicts[0]!.message),
    );
  });

  it("carries each option's suite, empty when it has none, and dates with four-digit years", async () => {
    // Every seeded option is over a suite: add one over none for the time of the test.
    const propertyId = (await dbOptions())[0]!.propertyId;
    const created = await app.inject({
      method: 'POST',
      url: '/api/options',
      cookies: admin,
      payload: {
        propertyId,
        optionType: 'Signage',
        noticeStart: '2031-01-01',
        noticeEnd: '2031-06-30',
        effectiveDate: '2032-01-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const response = await get('/api/options/export.csv?status=all');
      const [header, ...rows] = parseCsv(response.body);
      expect(header?.slice(0, 3)).toEqual(['Asset', 'Suite', 'Tenant']);
      const all = await expected();
      expect(rows.map((row) => row[1])).toEqual(all.map((row) => row.suite ?? ''));
      expect(rows.some((row) => row[1] === '')).toBe(true);
      expect(rows.some((row) => row[1] !== '')).toBe(true);
      expect(rows.map((row) => row.slice(5, 8))).toEqual(
        all.map((row) => [row.noticeStart, row.noticeEnd, row.effectiveDate]),
      );
      for (const date of rows.flatMap((row) => row.slice(5, 8))) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await app.inject({ method: 'DELETE', url: `/api/options/${created.json().id}`, cookies: admin });
    }
  });

  it('exports the default active options only, asks for a session and rejects bad filters', async () => {
    const response = await get('/api/options/export.csv');
    const [, ...rows] = parseCsv(response.body);
    expect(rows).toHaveLength((await expected()).filter((row) => row.status === 'active').length);
    expect(new Set(rows.map((row) => row[8]))).toEqual(new Set(['Active']));
    expect((await app.inject({ method: 'GET', url: '/api/options/export.csv' })).statusCode).toBe(401);
    expect((await get('/api/options/export.csv?status=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/options/:id', () => {
  it('answers one option with its status, flag and conflicts', async () => {
    const rows = await expected();
    const conflicted = rows.find((row) => row.conflicts.length > 0)!;
    const response = await get(`/api/options/${conflicted.id}`);
    expect(response.statusCode).toBe(200);
    const item = response.json() as OptionItem;
    expect(item).toMatchObject({
      id: conflicted.id,
      space: { id: conflicted.spaceId, suite: conflicted.suite },
      tenant: { id: conflicted.tenantId, name: conflicted.tenantName },
      status: conflicted.status,
      flag: conflicted.flag,
      conflicts: conflicted.conflicts,
    });
  });

  it('answers 404 for an unknown option, 400 for a bad id and 401 without a session', async () => {
    const missing = await get('/api/options/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: optionMessages.notFound, code: 'not_found' });
    expect((await get('/api/options/abc')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/options/1' })).statusCode).toBe(401);
  });
});

describe('writing options', () => {
  type Fixture = { propertyId: number; spaceId: number; leaseId: number; tenantId: number };

  /** An active lease of Downtown Tower and a vacant suite elsewhere in the same building. */
  async function fixture(): Promise<Fixture & { vacantSpaceId: number; otherPropertyId: number }> {
    const { rows } = await app.database.db.execute<Fixture>(sql`
      select s.property_id as "propertyId", s.id as "spaceId", l.id as "leaseId", l.tenant_id as "tenantId"
      from leases l join spaces s on s.id = l.space_id join properties p on p.id = s.property_id
      where l.status = 'active' and p.name = 'Downtown Tower' order by l.id limit 1`);
    const lease = rows[0]!;
    const { rows: vacant } = await app.database.db.execute<{ id: number }>(sql`
      select s.id from spaces s where s.property_id = ${lease.propertyId}
      and not exists (select 1 from leases l where l.space_id = s.id and l.status = 'active')
      and not exists (select 1 from options o where o.space_id = s.id) order by s.id limit 1`);
    const { rows: other } = await app.database.db.execute<{ id: number }>(
      sql`select id from properties where id <> ${lease.propertyId} order by id limit 1`,
    );
    return { ...lease, vacantSpaceId: vacant[0]!.id, otherPropertyId: other[0]!.id };
  }

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookies = admin) =>
    app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

  async function optionCount(): Promise<number> {
    const { rows } = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from options`,
    );
    return rows[0]!.n;
  }

  const dates = { noticeStart: '2031-01-01', noticeEnd: '2031-06-30', effectiveDate: '2032-01-01' };

  it('adds an option, taking the tenant from its lease, then edits and deletes it', async () => {
    const f = await fixture();
    const created = await send('POST', '/api/options', {
      propertyId: f.propertyId,
      spaceId: f.spaceId,
      leaseId: f.leaseId,
      optionType: 'Renewal',
      ...dates,
      targets: '  Entire premises  ',
      description: 'One 5-year renewal',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as OptionItem;
    expect(item).toMatchObject({
      property: { id: f.propertyId },
      space: { id: f.spaceId },
      tenant: { id: f.tenantId },
      leaseId: f.leaseId,
      optionType: 'Renewal',
      ...dates,
      targets: 'Entire premises',
      status: 'upcoming',
      flag: null,
      conflicts: [],
    });
    expect((await get(`/api/options/${item.id}`)).json()).toEqual(item);
    const { rows: audit } = await app.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'option' and entity_id = ${item.id}`,
    );
    expect(audit).toEqual([{ action: 'create' }]);

    const edited = await send('PUT', `/api/options/${item.id}`, {
      propertyId: f.propertyId,
      spaceId: null,
      leaseId: null,
      tenantId: null,
      optionType: 'Termination',
      noticeStart: '2020-01-01',
      noticeEnd: '2020-02-01',
      effectiveDate: '2020-03-01',
      targets: null,
      description: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: item.id,
      space: null,
      tenant: null,
      leaseId: null,
      optionType: 'Termination',
      status: 'expired',
      targets: null,
      description: null,
    });
    expect((await get(`/api/options/${item.id}`)).json()).toEqual(edited.json());

    const deleted = await send('DELETE', `/api/options/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/options/${item.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/options/${item.id}`)).statusCode).toBe(404);
  });

  it('flags a right that competes with another over the same suite, on both rows', async () => {
    const rofo = (await expected()).find((row) => row.conflicts.length > 0)!;
    const f = await fixture();
    const created = await send('POST', '/api/options', {
      propertyId: rofo.propertyId,
      spaceId: rofo.spaceId,
      tenantId: f.tenantId,
      optionType: 'ROFR',
      noticeStart: rofo.noticeStart,
      noticeEnd: rofo.noticeEnd,
      effectiveDate: rofo.effectiveDate,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as OptionItem;
    expect(item.conflicts.map((conflict) => [conflict.kind, conflict.otherOptionId]).sort()).toEqual(
      (await expected())
        .filter((row) => row.spaceId === rofo.spaceId && row.id !== item.id)
        .map((row) => ['competing-right', row.id])
        .sort(),
    );
    const other = (await get(`/api/options/${rofo.id}`)).json() as OptionItem;
    expect(other.conflicts.map((conflict) => conflict.otherOptionId)).toContain(item.id);
    await expectList(
      '?status=all&conflicts=true',
      (await expected()).filter((row) => row.conflicts.length > 0),
    );
    expect((await send('DELETE', `/api/options/${item.id}`)).statusCode).toBe(204);
  });

  it("flags a right over a suite leased to someone else past the option's effective date", async () => {
    const { rows } = await app.database.db.execute<{
      spaceId: number;
      propertyId: number;
      endDate: string;
    }>(sql`
      select l.space_id as "spaceId", s.property_id as "propertyId", l.end_date::text as "endDate"
      from leases l join spaces s on s.id = l.space_id
      where l.status = 'active' and l.end_date > ${today()}::date + 60 order by l.id limit 1`);
    const leased = rows[0]!;
    const created = await send('POST', '/api/options', {
      propertyId: leased.propertyId,
      spaceId: leased.spaceId,
      optionType: 'Expansion',
      noticeStart: isoDay(new Date(now.getTime() - 10 * 86_400_000)),
      noticeEnd: isoDay(new Date(now.getTime() + 20 * 86_400_000)),
      effectiveDate: isoDay(new Date(now.getTime() + 40 * 86_400_000)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as OptionItem;
    expect(item.status).toBe('active');
    expect(item.conflicts).toHaveLength(1);
    expect(item.conflicts[0]).toMatchObject({ kind: 'space-leased', otherOptionId: null });
    expect(ids(await list('?conflicts=true'))).toContain(item.id);
    expect((await send('DELETE', `/api/options/${item.id}`)).statusCode).toBe(204);
  });

  it.each([
    [
      { noticeEnd: '2031-01-01' },
      { message: optionMessages.noticeEndAfterStart, field: 'noticeEnd', code: 'validation' },
    ],
    [
      { noticeEnd: '2030-12-01' },
      { message: optionMessages.noticeEndAfterStart, field: 'noticeEnd', code: 'validation' },
    ],
    [
      { effectiveDate: '2031-06-30' },
      { message: optionMessages.effectiveAfterNotice, field: 'effectiveDate', code: 'validation' },
    ],
    [
      { noticeStart: '' },
      { message: optionMessages.noticeStartRequired, field: 'noticeStart', code: 'validation' },
    ],
    [
      { noticeStart: '2031-02-30x' },
      { message: optionMessages.invalidDate, field: 'noticeStart', code: 'validation' },
    ],
    [
      { optionType: 'Lunch' },
      { message: optionMessages.typeRequired, field: 'optionType', code: 'validation' },
    ],
    [
      { propertyId: undefined },
      { message: optionMessages.propertyRequired, field: 'propertyId', code: 'validation' },
    ],
  ])('rejects a body with %o: %o', async (change, refusal) => {
    const f = await fixture();
    const before = await optionCount();
    const response = await send('POST', '/api/options', {
      propertyId: f.propertyId,
      optionType: 'Renewal',
      ...dates,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(await optionCount()).toBe(before);
  });

  it('refuses ids that do not exist or do not belong to the asset, changing nothing', async () => {
    const f = await fixture();
    const seeded = (await expected())[0]!;
    const before = JSON.stringify(await dbOptions());
    const cases: [object, string, string][] = [
      [{ spaceId: f.spaceId, propertyId: f.otherPropertyId }, optionMessages.spaceNotInProperty, 'spaceId'],
      [{ leaseId: f.leaseId, propertyId: f.otherPropertyId }, optionMessages.leaseNotInProperty, 'leaseId'],
      [{ propertyId: 999999 }, 'Asset not found', 'propertyId'],
      [{ spaceId: 999999 }, 'Suite not found', 'spaceId'],
      [{ leaseId: 999999 }, 'Lease not found', 'leaseId'],
      [{ tenantId: 999999 }, 'Tenant not found', 'tenantId'],
    ];
    for (const [change, message, field] of cases) {
      const body = { propertyId: f.propertyId, optionType: 'Renewal', ...dates, ...change };
      const refusal = { message, field, code: 'invalid_value' };
      const created = await send('POST', '/api/options', body);
      expect(created.statusCode, message).toBe(400);
      expect(created.json()).toEqual(refusal);
      const edited = await send('PUT', `/api/options/${seeded.id}`, body);
      expect(edited.statusCode, message).toBe(400);
      expect(edited.json()).toEqual(refusal);
    }
    const badDates = await send('PUT', `/api/options/${seeded.id}`, {
      propertyId: seeded.propertyId,
      optionType: 'Renewal',
      ...dates,
      effectiveDate: '2031-01-02',
    });
    expect(badDates.json()).toEqual({
      message: optionMessages.effectiveAfterNotice,
      field: 'effectiveDate',
      code: 'validation',
    });
    expect(JSON.stringify(await dbOptions())).toBe(before);
  });

  it('finds the same conflicts in SQL as the pure rules on the edge cases (no holder, same holder, touching dates)', async () => {
    const { rows: found } = await app.database.db.execute<{
      spaceId: number;
      propertyId: number;
      tenantId: number;
      endDate: string;
      vacantId: number;
    }>(sql`
      select l.space_id as "spaceId", s.property_id as "propertyId", l.tenant_id as "tenantId",
             l.end_date::text as "endDate",
             (select v.id from spaces v where v.property_id = s.property_id
                and not exists (select 1 from leases x where x.space_id = v.id and x.status = 'active')
                and not exists (select 1 from options o where o.space_id = v.id) order by v.id limit 1) as "vacantId"
      from leases l join spaces s on s.id = l.space_id
      where l.status = 'active' and l.end_date > ${today()}::date + 90 order by l.id limit 1`);
    const leased = found[0]!;
    const { rows: others } = await app.database.db.execute<{ id: number }>(
      sql`select id from tenants where id <> ${leased.tenantId} order by id limit 2`,
    );
    const [x, y] = [others[0]!.id, others[1]!.id];
    const shift = addDays;
    const d = today();
    const S = leased.spaceId;
    const V = leased.vacantId;
    const E = leased.endDate;
    // [suite, tenant, type, notice start, notice end, effective]
    const cases: [number, number | null, string, string, string, string][] = [
      [S, null, 'Expansion', shift(E, -60), shift(E, -30), E],
      // The lease's own tenant: no 'space-leased' conflict (and its window meets no other right's).
      [S, leased.tenantId, 'ROFO', shift(E, -200), shift(E, -180), shift(E, -10)],
      [S, x, 'ROFR', shift(E, -50), shift(E, -20), shift(E, 1)],
      [V, x, 'ROFO', shift(d, 5), shift(d, 15), shift(d, 40)],
      [V, x, 'ROFR', shift(d, 6), shift(d, 16), shift(d, 41)],
      [V, y, 'ROFN', shift(d, 15), shift(d, 25), shift(d, 50)],
      [V, y, 'Renewal', shift(d, 1), shift(d, 30), shift(d, 60)],
      [V, y, 'Expansion', shift(d, -40), shift(d, -20), shift(d, -1)],
      [V, y, 'Must Lease', shift(d, 26), shift(d, 30), shift(d, 60)],
    ];
    const inserted: number[] = [];
    try {
      for (const [spaceId, tenantId, type, start, end, effective] of cases) {
        const { rows } = await app.database.db.execute<{ id: number }>(sql`
          insert into options (property_id, space_id, tenant_id, option_type, notice_start, notice_end, effective_date)
          values (${leased.propertyId}, ${spaceId}, ${tenantId}, ${type}, ${start}, ${end}, ${effective}) returning id`);
        inserted.push(rows[0]!.id);
      }
      const rows = await expected();
      const conflicted = rows.filter((row) => row.conflicts.length > 0);
      // The cases hold both kinds of conflict and options without one.
      expect(conflicted.map((row) => row.id)).toEqual(
        expect.arrayContaining([inserted[0], inserted[2], inserted[3], inserted[5]]),
      );
      expect(conflicted.map((row) => row.id)).not.toContain(inserted[1]);
      expect(conflicted.map((row) => row.id)).not.toContain(inserted[6]);
      expect(conflicted.map((row) => row.id)).not.toContain(inserted[7]);
      expect(conflicted.map((row) => row.id)).not.toContain(inserted[8]);
      const body = await expectList('?status=all&conflicts=true', conflicted);
      expect(body.items.map((item) => item.conflicts)).toEqual(conflicted.map((row) => row.conflicts));
      await expectList(
        '?status=all&conflicts=false',
        rows.filter((row) => row.conflicts.length === 0),
      );
    } finally {
      await app.database.db.execute(
        sql`delete from options where id in ${sql`(${sql.join(inserted, sql`, `)})`}`,
      );
    }
  });

  it('answers 404 when editing or deleting an unknown option', async () => {
    const f = await fixture();
    const body = { propertyId: f.propertyId, optionType: 'Renewal', ...dates };
    const edited = await send('PUT', '/api/options/999999', body);
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ message: optionMessages.notFound, code: 'not_found' });
    expect((await send('DELETE', '/api/options/999999')).statusCode).toBe(404);
  });

  it('lets asset managers and leasing write, refuses brokers with 403 and changing nothing', async () => {
    const f = await fixture();
    const body = { propertyId: f.propertyId, optionType: 'Signage', ...dates };
    for (const username of ['amorgan', 'scho']) {
      const cookies = await signIn(app, username, 'leaselens123');
      const created = await send('POST', '/api/options', body, cookies);
      expect(created.statusCode, username).toBe(201);
      expect((await send('DELETE', `/api/options/${created.json().id}`, undefined, cookies)).statusCode).toBe(
        204,
      );
    }
    const broker = await signIn(app, 'jrivera', 'leaselens123');
    const seeded = (await expected())[0]!;
    const before = JSON.stringify(await dbOptions());
    expect((await send('POST', '/api/options', body, broker)).statusCode).toBe(403);
    expect((await send('POST', '/api/options', {}, broker)).statusCode).toBe(403);
    expect((await send('PUT', `/api/options/${seeded.id}`, body, broker)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/options/${seeded.id}`, undefined, broker)).statusCode).toBe(403);
    expect(JSON.stringify(await dbOptions())).toBe(before);
    // Brokers still read them.
    expect((await get('/api/options', broker)).statusCode).toBe(200);
  });

  it('asks for a session for every write', async () => {
    for (const [method, url] of [
      ['POST', '/api/options'],
      ['PUT', '/api/options/1'],
      ['DELETE', '/api/options/1'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
