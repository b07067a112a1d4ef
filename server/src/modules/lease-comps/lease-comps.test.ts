import { parseCsv } from '@common/csv';
import { expenseBases, expenseBasisLabels } from '@common/expense-bases';
import type { LeaseCompListResponse, LeaseCompSummary } from '@common/lease-comps';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });
const list = async (query = '') => (await get(`/api/lease-comps${query}`)).json() as LeaseCompListResponse;

type ExpectedRow = {
  id: number;
  starting_psf: string;
  average_psf: string;
  effective_psf: string;
  expense_basis: string;
  transaction_date: string;
};

/** Matching comps newest first, worked out without the service's query. */
async function expectedRows(condition: SQL = sql`true`) {
  const { rows } = await app.database.db.execute<ExpectedRow>(sql`
    select c.id, c.starting_psf, c.average_psf, c.effective_psf, c.expense_basis,
           c.transaction_date::text as transaction_date
    from lease_comps c
    where ${condition} order by c.transaction_date desc, c.id desc`);
  return rows;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The summary rounds to cents, so it is within half a cent of the plain mean. */
function expectAverage(actual: number | null, values: string[]) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? 0) - mean(values.map(Number)))).toBeLessThanOrEqual(0.005 + 1e-9);
}

/**
 * The summary has one entry per basis among `rows`, in basis-name order, each counting and averaging
 * only that basis's rows (worked out here from the rows themselves), and its count covers them all.
 */
function expectSummaryByBasis(summary: LeaseCompSummary, rows: ExpectedRow[]) {
  const bases = [...new Set(rows.map((row) => row.expense_basis))].sort();
  expect(summary.count).toBe(rows.length);
  expect(summary.byBasis.map((group) => group.basis)).toEqual(bases);
  for (const group of summary.byBasis) {
    const ofBasis = rows.filter((row) => row.expense_basis === group.basis);
    expect(group.count).toBe(ofBasis.length);
    expectAverage(
      group.avgStartingPsf,
      ofBasis.map((row) => row.starting_psf),
    );
    expectAverage(
      group.avgAveragePsf,
      ofBasis.map((row) => row.average_psf),
    );
    expectAverage(
      group.avgEffectivePsf,
      ofBasis.map((row) => row.effective_psf),
    );
  }
}

async function buildingId(name: string): Promise<number> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from properties where name = ${name}`,
  );
  return rows[0]!.id;
}

describe('GET /api/lease-comps', () => {
  it('lists every portfolio comp, newest first, with the summary over all of them per basis', async () => {
    const body = await list();
    const expected = await expectedRows();
    expect(body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(body.total).toBe(expected.length);
    expectSummaryByBasis(body.summary, expected);
    const dates = body.items.map((item) => item.transactionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items.every((item) => item.source === 'portfolio' && item.buildingName !== '')).toBe(true);
  });

  it('pages with limit and offset while the summary still covers every match', async () => {
    const all = await list();
    const page = await list('?limit=5&offset=5');
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(5, 10).map((item) => item.id));
    expect(page.total).toBe(all.total);
    expect(page.summary).toEqual(all.summary);
  });

  it.each([
    ['type=renewal', sql`c.lease_type = 'renewal'`],
    ['type=blend_and_extend', sql`c.lease_type = 'blend_and_extend'`],
    ['minSf=5000', sql`c.rentable_sf >= 5000`],
    ['maxSf=3000', sql`c.rentable_sf <= 3000`],
    ['minSf=2000&maxSf=4000', sql`c.rentable_sf between 2000 and 4000`],
    ['from=2000-01-01', sql`true`],
  ])('filters by %s', async (query, condition) => {
    const body = await list(`?${query}`);
    const expected = await expectedRows(condition);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expectSummaryByBasis(body.summary, expected);
  });

  it('never gives a figure over comps of different bases', async () => {
    const body = await list();
    const bases = body.summary.byBasis.map((group) => group.basis);
    // The seed has gross and net comps, so a mixed average would be possible.
    expect(bases).toEqual([...expenseBases]);
    // No average beside the per-basis ones, and each entry is about one basis.
    expect(Object.keys(body.summary).sort()).toEqual(['byBasis', 'count']);
    for (const group of body.summary.byBasis) {
      expect(Object.keys(group).sort()).toEqual([
        'avgAveragePsf',
        'avgEffectivePsf',
        'avgStartingPsf',
        'basis',
        'count',
      ]);
    }
  });

  it('leaves out a basis that no comp matches', async () => {
    const id = await buildingId('Angelview Medical Center');
    const body = await list(`?buildingId=${id}`);
    const expected = await expectedRows(sql`c.property_id = ${id}`);
    expect(new Set(expected.map((row) => row.expense_basis))).toEqual(new Set(['net']));
    expect(body.summary.byBasis.map((group) => group.basis)).toEqual(['net']);
    expectSummaryByBasis(body.summary, expected);
  });

  it('filters by transaction date range, inclusive', async () => {
    const all = await list();
    const to = all.items[3]!.transactionDate;
    const from = all.items[10]!.transactionDate;
    const body = await list(`?from=${from}&to=${to}`);
    const expected = await expectedRows(sql`c.transaction_date between ${from} and ${to}`);
    expect(body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(body.items.map((item) => item.transactionDate)).toContain(from);
    expect(body.items.map((item) => item.transactionDate)).toContain(to);
    expectSummaryByBasis(body.summary, expected);
  });

  it('filters by building', async () => {
    const id = await buildingId('Downtown Tower');
    const body = await list(`?buildingId=${id}`);
    const expected = await expectedRows(sql`c.property_id = ${id}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(body.items.every((item) => item.buildingId === id && item.buildingName === 'Downtown Tower')).toBe(
      true,
    );
    expectSummaryByBasis(body.summary, expected);
  });

  it('returns an empty list and no basis when nothing matches', async () => {
    const body = await list('?from=1990-01-01&to=1990-12-31');
    expect(body).toEqual({ items: [], total: 0, summary: { count: 0, byBasis: [] } });
  });

  it('asks for a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lease-comps' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['type=sublease'],
    ['from=2025-06-01&to=2025-01-01'],
    ['minSf=5000&maxSf=1000'],
    ['from=2025-13-45'],
    ['buildingId=abc'],
  ])('rejects %s with 400', async (query) => {
    const response = await get(`/api/lease-comps?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('GET /api/lease-comps/export.csv', () => {
  it('downloads the matching comps as lease-comps.csv with their basis and four-digit years', async () => {
    const response = await get('/api/lease-comps/export.csv?type=new');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lease-comps.csv"; filename*=UTF-8''lease-comps.csv`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Building',
      'Tenant',
      'Suite',
      'RSF',
      'Type',
      'Term (months)',
      'Starting $/SF/yr',
      'Average $/SF/yr',
      'Effective $/SF/yr',
      'Basis',
      'Date',
    ]);
    const expected = await expectedRows(sql`c.lease_type = 'new'`);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((row) => row[4] === 'new')).toBe(true);
    // Both bases are among the new comps, so the column has to tell them apart.
    expect(new Set(rows.map((row) => row[9]))).toEqual(new Set(['Gross', 'Net']));
    expect(rows.map((row) => row[9])).toEqual(
      expected.map((row) => expenseBasisLabels[row.expense_basis as keyof typeof expenseBasisLabels]),
    );
    expect(rows.map((row) => row[10])).toEqual(expected.map((row) => row.transaction_date));
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[10] ?? ''))).toBe(true);
  });

  it('rejects a reversed size range with 400 and asks for a session', async () => {
    expect((await get('/api/lease-comps/export.csv?minSf=9&maxSf=1')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/lease-comps/export.csv' })).statusCode).toBe(401);
  });
});
