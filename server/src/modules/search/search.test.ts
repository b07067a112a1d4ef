import type { SearchResponse } from '@common/search';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
  const db = app.database.db;
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute<{ id: number }>(query)).rows[0] as { id: number }).id;
  ids.property =
    await first(sql`insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
    select 'Quorvex Tower', '9 Quorvex Plaza', 'Austin', 'TX', '78701', market, asset_class, asset_type, 1, 20000
    from properties order by id limit 1 returning id`);
  const floor = await first(
    sql`insert into floors (property_id, number, total_sf) values (${ids.property}, 1, 20000) returning id`,
  );
  ids.space = await first(sql`insert into spaces (property_id, floor_id, suite, rentable_sf)
    values (${ids.property}, ${floor}, '110', 12500) returning id`);
  ids.tenantLater = await first(
    sql`insert into tenants (name, industry) values ('Acme Quorvex Labs', 'Biotech') returning id`,
  );
  ids.tenant = await first(
    sql`insert into tenants (name, industry) values ('Quorvex Dental', 'Healthcare') returning id`,
  );
  ids.deal =
    await first(sql`insert into opportunities (title, prospect_name, property_id, stage, square_feet_needed, created_by)
    values ('Expansion', 'Quorvex Robotics', ${ids.property}, 'loi', 5000, 1) returning id`);
  ids.lesson = await first(sql`insert into training_lessons (category_id, title, expanded_content)
    select id, 'Quorvex negotiation basics', 'Body' from training_categories order by id limit 1 returning id`);
  await db.execute(sql`insert into tenants (name, industry)
    select 'Manyfold ' || n, 'Retail' from generate_series(1, 7) n`);
  await db.execute(sql`insert into tenants (name, industry) values
    ('100% Organic Foods', 'Grocery'), ('1000 Organic Foods', 'Grocery'), ('Snake_Case Partners', 'Software'),
    ('SnakeXCase Partners', 'Software')`);
});
afterAll(() => app.close());

const search = (q: string, withCookies = true) =>
  app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    ...(withCookies ? { cookies } : {}),
  });

const groupOf = (body: SearchResponse, kind: string) => body.groups.find((group) => group.kind === kind);

/** The query as `ilike` patterns, its `%`, `_` and `\` taken literally: containing it, starting with it. */
function likePatterns(query: string) {
  const literal = query.replace(/[\\%_]/g, '\\$&');
  return { contains: `%${literal}%`, prefix: `${literal}%` };
}

describe('GET /api/search', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await search('quorvex', false);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it.each([
    ['a missing query', '/api/search'],
    ['one character', '/api/search?q=a'],
    ['spaces around one character', '/api/search?q=%20a%20%20'],
  ])('answers 400 for %s', async (_, url) => {
    const response = await app.inject({ method: 'GET', url, cookies });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Search query must be at least 2 characters',
      field: 'q',
      code: 'invalid_value',
    });
  });

  it('answers 400 for a query over 100 characters', async () => {
    const response = await search('x'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Search query must be at most 100 characters',
      field: 'q',
      code: 'invalid_value',
    });
  });

  it('finds properties, tenants, deals, spaces and lessons, each linking to its screen', async () => {
    const response = await search('  QUORVEX ');
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchResponse;
    expect(body.groups.map((group) => group.kind)).toEqual(['property', 'tenant', 'deal', 'space', 'lesson']);
    expect(groupOf(body, 'property')?.items).toEqual([
      {
        id: ids.property,
        title: 'Quorvex Tower',
        subtitle: '9 Quorvex Plaza, Austin, TX',
        path: `/properties/${ids.property}`,
      },
    ]);
    expect(groupOf(body, 'deal')?.items).toEqual([
      {
        id: ids.deal,
        title: 'Quorvex Robotics',
        subtitle: 'Quorvex Tower · LOI',
        path: `/deals/${ids.deal}`,
      },
    ]);
    expect(groupOf(body, 'space')?.items).toEqual([
      {
        id: ids.space,
        title: 'Suite 110',
        subtitle: 'Quorvex Tower · Floor 1 · 12,500 SF',
        path: `/spaces/${ids.space}`,
      },
    ]);
    expect(groupOf(body, 'lesson')?.items.map((item) => [item.title, item.path])).toEqual([
      ['Quorvex negotiation basics', `/training/content/${ids.lesson}`],
    ]);
  });

  it('puts names starting with the query before names containing it', async () => {
    const body = (await search('quorvex')).json() as SearchResponse;
    expect(groupOf(body, 'tenant')?.items).toEqual([
      { id: ids.tenant, title: 'Quorvex Dental', subtitle: 'Healthcare', path: `/tenants/${ids.tenant}` },
      {
        id: ids.tenantLater,
        title: 'Acme Quorvex Labs',
        subtitle: 'Biotech',
        path: `/tenants/${ids.tenantLater}`,
      },
    ]);
  });

  it('returns at most 5 results per kind, in name order', async () => {
    const body = (await search('manyfold')).json() as SearchResponse;
    expect(groupOf(body, 'tenant')?.items.map((item) => item.title)).toEqual([
      'Manyfold 1',
      'Manyfold 2',
      'Manyfold 3',
      'Manyfold 4',
      'Manyfold 5',
    ]);
  });

  it('takes % and _ literally', async () => {
    const percent = (await search('100%')).json() as SearchResponse;
    expect(groupOf(percent, 'tenant')?.items.map((item) => item.title)).toEqual(['100% Organic Foods']);
    const underscore = (await search('snake_case')).json() as SearchResponse;
    expect(groupOf(underscore, 'tenant')?.items.map((item) => item.title)).toEqual(['Snake_Case Partners']);
    const quote = await search(`quorvex'; drop table tenants; --`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({ groups: [] });
    const { rows } = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tenants`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('answers no groups when nothing matches', async () => {
    expect((await search('zzqqxxnothing')).json()).toEqual({ groups: [] });
  });

  it('orders tenants and deals as one sort would: names starting with the query, containing it, then the rest, by name', async () => {
    const db = app.database.db;
    // Names built from a few letters, so that a query starts some, sits inside others and is only the
    // industry of the rest; cases mixed, and % or _ in a few.
    const nameArb = fc
      .array(fc.constantFrom('Zy', 'zY', 'q', 'Q', 'zyq', ' ', '%', '_', 'Tier'), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => parts.join(''))
      .filter((name) => name.trim().length > 1);
    const before = await db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from tenants`);
    const lastTenant = Number(before.rows[0]?.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(nameArb, fc.constantFrom('Zyq labs', 'Retail', null)), {
          minLength: 1,
          maxLength: 14,
        }),
        fc.constantFrom('tierzy', 'zy', 'yQ', 'zyq', '%q', 'y_', 'tier'),
        async (rows, query) => {
          await db.execute(sql`delete from opportunities where title = 'Tier test'`);
          await db.execute(sql`delete from tenants where id > ${lastTenant}`);
          for (const [name, industry] of rows) {
            await db.execute(sql`insert into tenants (name, industry) values (${name}, ${industry})`);
            await db.execute(sql`insert into opportunities (title, prospect_name, property_id, stage, square_feet_needed, created_by)
              values ('Tier test', ${name}, ${ids.property}, 'inquiry', 1000, 1)`);
          }
          const { contains, prefix } = likePatterns(query);
          const tenants = await db.execute<{ id: number }>(sql`select t.id from tenants t
            where t.name ilike ${contains} or t.industry ilike ${contains}
            order by (t.name ilike ${prefix}) desc, (t.name ilike ${contains}) desc, lower(t.name), t.id limit 5`);
          const deals = await db.execute<{ id: number }>(sql`select o.id from opportunities o
            where o.prospect_name ilike ${contains}
            order by (o.prospect_name ilike ${prefix}) desc, lower(o.prospect_name), o.id limit 5`);
          const body = (await search(query)).json() as SearchResponse;
          const context = JSON.stringify({ rows, query });
          expect(groupOf(body, 'tenant')?.items.map((item) => item.id) ?? [], context).toEqual(
            tenants.rows.map((row) => Number(row.id)),
          );
          expect(groupOf(body, 'deal')?.items.map((item) => item.id) ?? [], context).toEqual(
            deals.rows.map((row) => Number(row.id)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('orders suites as one sort would, two-character queries (found through their pairs) as longer ones', async () => {
    const db = app.database.db;
    const { rows: floors } = await db.execute<{ id: number }>(
      sql`select id from floors where property_id = ${ids.property} order by id limit 1`,
    );
    const floor = floors[0]!.id;
    const suiteArb = fc
      .array(fc.constantFrom('1', '2', '0', 'A', 'b', '12'), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(suiteArb, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('12', 'B1', '0a', '20', 'ab', '12b', '%1', '2_'),
        async (suites, query) => {
          await db.execute(
            sql`delete from spaces where property_id = ${ids.property} and id <> ${ids.space}`,
          );
          for (const suite of suites.filter((name) => name !== '110'))
            await db.execute(sql`insert into spaces (property_id, floor_id, suite, rentable_sf)
              values (${ids.property}, ${floor}, ${suite}, 1000)`);
          const { contains, prefix } = likePatterns(query);
          const expected = await db.execute<{ id: number }>(sql`select s.id from spaces s
            join properties p on p.id = s.property_id
            where s.suite ilike ${contains} or p.name ilike ${contains}
            order by (s.suite ilike ${prefix}) desc, (s.suite ilike ${contains}) desc, lower(p.name),
              length(s.suite), s.suite, s.id
            limit 5`);
          const body = (await search(query)).json() as SearchResponse;
          expect(
            groupOf(body, 'space')?.items.map((item) => item.id) ?? [],
            JSON.stringify({ suites, query }),
          ).toEqual(expected.rows.map((row) => Number(row.id)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
