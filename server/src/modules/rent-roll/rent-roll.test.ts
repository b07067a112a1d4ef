import { type RentRollResponse, type RentRollRow, rentRollColumns } from '@common/analytics';
import { addDays } from '@common/calendar-days';
import { parseCsv } from '@common/csv';
import { suiteStatusLabels } from '@common/lease-lifecycle';
import type { OptionType } from '@common/option-types';
import { type RentRollOption, type RentRollSuite, rentRollCsvCells, rentRollRow } from '@common/rent-roll';
import { inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, leases, options, properties, spaces, tenants, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { leaseDraftArb, writeDraftLeases } from '../../test/random-leases';
import { organisationToday } from '../settings/time-zone.service';

/*
 * The rent roll must say what rentRollRow() says for every suite: fast-check writes random leases
 * (pending, running, ended, renewed, held over, terminated) and options over the suites of three
 * generated buildings, and every page, scope, total and export is compared with the pure rule run
 * over every suite and lease read back from the database.
 */

let app: TestApp;
let cookies: Record<string, string>;
const asOf = '2026-11-25';
type Generated = { id: number; name: string; market: string; assetManagerId: number | null };
let generated: Generated[] = [];
let drawnSuiteIds: number[] = [];
let tenantIds: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
  const { db } = app.database;
  const [manager] = await db.select({ id: users.id }).from(users).where(like(users.username, 'amorgan'));
  // North and South take the random leases; Annex holds many suites and no leases (pages of vacancy).
  generated = await db
    .insert(properties)
    .values(
      [
        ['Oracle North', 'Ontario', manager!.id],
        ['Oracle South', 'Ontario', null],
        ['Oracle Annex', 'Quebec', null],
      ].map(([name, market, assetManagerId]) => ({
        name: name as string,
        address: `1 ${name} Street`,
        city: 'Toronto',
        state: 'ON',
        zipCode: '10001',
        market: market as string,
        assetClass: 'office' as const,
        assetType: 'core' as const,
        assetManagerId: assetManagerId as number | null,
        floorCount: 1,
        totalSf: 50_000,
      })),
    )
    .returning({
      id: properties.id,
      name: properties.name,
      market: properties.market,
      assetManagerId: properties.assetManagerId,
    });
  const floorIds = (
    await db
      .insert(floors)
      .values(generated.map((building) => ({ propertyId: building.id, number: 1, totalSf: 50_000 })))
      .returning({ id: floors.id })
  ).map((row) => row.id);
  // Suite names whose reading order is not their text order ('90' before '100').
  const suitesOf = (index: number, count: number, sf: (n: number) => number) =>
    Array.from({ length: count }, (_, n) => ({
      propertyId: generated[index]!.id,
      floorId: floorIds[index]!,
      suite: n < 6 ? String([100, 90, 1000, 250, 5, 12][n]) : `${n}B`,
      rentableSf: sf(n),
    }));
  const drawn = await db
    .insert(spaces)
    .values([...suitesOf(0, 4, (n) => [1000, 2500, 4000, 800][n]!), ...suitesOf(1, 2, (n) => 1200 + n)])
    .returning({ id: spaces.id });
  drawnSuiteIds = drawn.map((row) => row.id);
  await db.insert(spaces).values(suitesOf(2, 110, (n) => 500 + n));
  tenantIds = (
    await db
      .insert(tenants)
      .values(['Tenant Ü', 'Tenant B', 'Tenant C'].map((name) => ({ name, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });

async function page(query: string): Promise<RentRollResponse> {
  const response = await get(`/api/rent-roll?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Scope = { building?: number; assetManager?: number; market?: string };

/** Every suite of the scope as rentRollRow() reads it, in the rent roll's order, with the rows it gives. */
async function expectedRows(scope: Scope, day: string): Promise<RentRollRow[]> {
  const { db } = app.database;
  const [buildingRows, spaceRows, leaseRows, tenantRows, optionRows] = await Promise.all([
    db.select().from(properties),
    db.select().from(spaces),
    db.select().from(leases),
    db.select().from(tenants),
    db.select().from(options),
  ]);
  const tenantName = new Map(tenantRows.map((row) => [row.id, row.name]));
  const optionsOf = (leaseId: number): RentRollOption[] =>
    optionRows.filter((row) => row.leaseId === leaseId);
  const inScope = buildingRows.filter(
    (building) =>
      (scope.building === undefined || building.id === scope.building) &&
      (scope.assetManager === undefined || building.assetManagerId === scope.assetManager) &&
      (scope.market === undefined || building.market.toLowerCase() === scope.market.toLowerCase()),
  );
  const suites: RentRollSuite[] = inScope.flatMap((building) =>
    spaceRows
      .filter((space) => space.propertyId === building.id)
      .map((space) => ({
        spaceId: space.id,
        buildingId: building.id,
        buildingName: building.name,
        suite: space.suite,
        rsf: space.rentableSf,
        leases: leaseRows
          .filter((lease) => lease.spaceId === space.id)
          .map((lease) => ({
            id: lease.id,
            tenantId: lease.tenantId,
            tenantName: tenantName.get(lease.tenantId) ?? '',
            spaceId: lease.spaceId,
            startDate: lease.startDate,
            endDate: lease.endDate,
            recordStatus: lease.status,
            terminatedOn: lease.terminatedOn,
            baseRentPsf: lease.baseRentPsf,
            escalationPct: lease.escalationPct,
          })),
      })),
  );
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return suites
    .sort(
      (a, b) =>
        compare(a.buildingName.toLowerCase(), b.buildingName.toLowerCase()) ||
        a.buildingId - b.buildingId ||
        a.suite.length - b.suite.length ||
        compare(a.suite, b.suite) ||
        a.spaceId - b.spaceId,
    )
    .map((suite) => rentRollRow(suite, day, optionsOf));
}

/** Rates are computed in float8 by SQL and in doubles here: equal to far below a cent. */
const settled = (rows: RentRollRow[]) =>
  rows.map((row) => ({
    ...row,
    inPlaceRentPsf: row.inPlaceRentPsf === null ? null : Math.round(row.inPlaceRentPsf * 1e6) / 1e6,
    annualRent: row.annualRent === null ? null : Math.round(row.annualRent * 1e4) / 1e4,
  }));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function expectTotals(body: RentRollResponse, expected: RentRollRow[]) {
  expect(body.total).toBe(expected.length);
  expect(body.totals.suites).toBe(expected.length);
  expect(body.totals.rsf).toBe(sum(expected.map((row) => row.rsf)));
  expect(body.totals.leasedRsf).toBe(
    sum(expected.filter((row) => row.status !== 'vacant').map((row) => row.rsf)),
  );
  expect(body.totals.annualRent).toBeCloseTo(sum(expected.map((row) => row.annualRent ?? 0)), 4);
}

/** Random options on the drawn leases: a right with its notice window, now and then two. */
async function writeOptions(optionDrafts: { lease: number; type: OptionType; noticeEnd: number }[]) {
  const { db } = app.database;
  await db.delete(options).where(inArray(options.spaceId, drawnSuiteIds));
  const written = await db.select().from(leases).where(inArray(leases.spaceId, drawnSuiteIds));
  if (written.length === 0 || optionDrafts.length === 0) return;
  const propertyOf = new Map(
    (await db.select().from(spaces).where(inArray(spaces.id, drawnSuiteIds))).map((row) => [
      row.id,
      row.propertyId,
    ]),
  );
  await db.insert(options).values(
    optionDrafts.map((draft) => {
      const lease = written[draft.lease % written.length]!;
      const noticeEnd = addDays(asOf, draft.noticeEnd);
      return {
        propertyId: propertyOf.get(lease.spaceId)!,
        spaceId: lease.spaceId,
        leaseId: lease.id,
        tenantId: lease.tenantId,
        optionType: draft.type,
        noticeStart: addDays(noticeEnd, -60),
        noticeEnd,
        effectiveDate: addDays(noticeEnd, 90),
      };
    }),
  );
}

const optionDraftArb = fc.record({
  lease: fc.nat(),
  type: fc.constantFrom<OptionType>('Renewal', 'Termination', 'Expansion', 'ROFR'),
  noticeEnd: fc.integer({ min: -400, max: 1500 }),
});
const edgeDays = [-366, -365, -1, 0, 1, 179, 180, 181];

describe('GET /api/rent-roll', () => {
  it('gives every suite the row rentRollRow() gives it, in every scope, with totals over every page', async () => {
    const seen = new Set<string>();
    const [north, south] = generated;
    await fc.assert(
      fc.asyncProperty(
        fc.array(leaseDraftArb(edgeDays), { maxLength: 10 }),
        fc.array(optionDraftArb, { maxLength: 5 }),
        async (drafts, optionDrafts) => {
          await writeDraftLeases(app.database.db, drafts, {
            today: asOf,
            suiteIds: drawnSuiteIds,
            tenantIds,
          });
          await writeOptions(optionDrafts);
          for (const [query, scope] of [
            [`building=${north!.id}`, { building: north!.id }],
            [`building=${south!.id}&limit=500`, { building: south!.id }],
            ['market=ontario', { market: 'ontario' }],
            [
              `assetManager=${north!.assetManagerId}&market=Ontario`,
              { assetManager: north!.assetManagerId!, market: 'Ontario' },
            ],
          ] as [string, Scope][]) {
            const body = await page(`${query}&asOf=${asOf}`);
            const expected = await expectedRows(scope, asOf);
            expect(body.asOf).toBe(asOf);
            expect(settled(body.rows)).toEqual(settled(expected.slice(0, 100)));
            expectTotals(body, expected);
            for (const row of expected) seen.add(row.status);
            if (expected.some((row) => row.options.includes(';'))) seen.add('two options');
          }
        },
      ),
      { seed: 20_261_125, numRuns: 50 },
    );
    expect([...seen].sort()).toEqual([
      'expiring',
      'occupied',
      'pre-leased',
      'renewed',
      'two options',
      'vacant',
    ]);
  }, 120_000);

  it('pages the portfolio 100 rows at a time by default, every page with the totals of all', async () => {
    const expected = await expectedRows({}, asOf);
    expect(expected.length).toBeGreaterThan(150);
    const first = await page(`asOf=${asOf}`);
    expect(first.rows).toHaveLength(100);
    expectTotals(first, expected);
    const rows: RentRollRow[] = [];
    for (let offset = 0; offset < expected.length; offset += 37) {
      const next = await page(`asOf=${asOf}&limit=37&offset=${offset}`);
      expect(next.total).toBe(expected.length);
      expect(next.totals).toEqual(first.totals);
      rows.push(...next.rows);
    }
    expect(settled(rows)).toEqual(settled(expected));
    // Beyond the last row: no rows, the same count and totals.
    const beyond = await page(`asOf=${asOf}&offset=${expected.length}`);
    expect(beyond.rows).toEqual([]);
    expect(beyond.totals).toEqual(first.totals);
  });

  it('takes the organisation’s today when no day is given', async () => {
    const today = await organisationToday(app.database.db, new Date());
    const body = await page(`building=${generated[0]!.id}`);
    expect(body.asOf).toBe(today);
    expect(settled(body.rows)).toEqual(settled(await expectedRows({ building: generated[0]!.id }, today)));
  });

  it('answers an unknown building, manager or market with no rows', async () => {
    for (const query of ['building=999999', 'assetManager=999999', 'market=Atlantis']) {
      const body = await page(query);
      expect(body.rows, query).toEqual([]);
      expect(body.totals, query).toEqual({ suites: 0, rsf: 0, leasedRsf: 0, annualRent: 0 });
    }
  });

  it.each([
    ['asOf=9999-12-31'],
    ['asOf=0001-01-01'],
    ['asOf=2024-02-29&limit=1'],
    ['market=%25'],
    ["market=O'Hare"],
    ['offset=2147483647'],
  ])('answers %s without failing', async (query) => {
    for (const path of ['/api/rent-roll', '/api/rent-roll/export.csv', '/api/rent-roll/export.xlsx']) {
      const response = await get(`${path}?${query}`);
      expect([200, 400], `${path}?${query}`).toContain(response.statusCode);
    }
  });

  it('asks for a session', async () => {
    for (const url of ['/api/rent-roll', '/api/rent-roll/export.csv', '/api/rent-roll/export.xlsx']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it.each([
    ['asOf=2026-13-01'],
    ['asOf=2026-02-30'],
    ['asOf=0000-01-01'],
    ['asOf=today'],
    ['building=abc'],
    ['building=0'],
    ['assetManager=1.5'],
    ['limit=0'],
    ['limit=501'],
    ['offset=-1'],
    [`market=${'m'.repeat(101)}`],
  ])('rejects %s with 400', async (query) => {
    for (const path of ['/api/rent-roll', '/api/rent-roll/export.csv', '/api/rent-roll/export.xlsx']) {
      if (path !== '/api/rent-roll' && /limit|offset/.test(query)) continue;
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('GET /api/rent-roll/export.csv and export.xlsx', () => {
  let expected: RentRollRow[] = [];
  let north: Generated;

  beforeAll(async () => {
    north = generated[0]!;
    await fc.assert(
      fc.asyncProperty(fc.array(leaseDraftArb(edgeDays), { minLength: 6, maxLength: 10 }), async (drafts) => {
        await writeDraftLeases(app.database.db, drafts, { today: asOf, suiteIds: drawnSuiteIds, tenantIds });
      }),
      { seed: 7, numRuns: 1 },
    );
    await writeOptions([
      { lease: 0, type: 'Renewal', noticeEnd: 300 },
      { lease: 0, type: 'Termination', noticeEnd: 100 },
    ]);
    expected = await expectedRows({ building: north.id }, asOf);
  });

  it('downloads every row of the scope as CSV, named by the building and the day', async () => {
    const response = await get(`/api/rent-roll/export.csv?building=${north.id}&asOf=${asOf}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-oracle-north-${asOf}.csv"; filename*=UTF-8''rent-roll-oracle-north-${asOf}.csv`,
    );
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...rentRollColumns]);
    expect(rows).toEqual(
      expected.map((row) =>
        rentRollCsvCells(row).map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
      ),
    );
    expect(rows.some((row) => row[10]?.includes('Termination (notice by'))).toBe(true);
  });

  it('names a portfolio export so, and holds every suite of it', async () => {
    const response = await get(`/api/rent-roll/export.csv?market=quebec&asOf=${asOf}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-portfolio-${asOf}.csv"; filename*=UTF-8''rent-roll-portfolio-${asOf}.csv`,
    );
    expect(parseCsv(response.body)).toHaveLength(1 + (await expectedRows({ market: 'quebec' }, asOf)).length);
  });

  it('downloads a real .xlsx: bold frozen header, typed numbers and dates, every row', async () => {
    const response = await get(`/api/rent-roll/export.xlsx?building=${north.id}&asOf=${asOf}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-oracle-north-${asOf}.xlsx"; filename*=UTF-8''rent-roll-oracle-north-${asOf}.xlsx`,
    );
    const [sheet] = await readXlsxFile(response.rawPayload);
    const [header, ...rows] = sheet!.data;
    expect(header).toEqual([...rentRollColumns]);
    expect(rows).toHaveLength(expected.length);
    const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));
    rows.forEach((cells, index) => {
      const row = expected[index]!;
      expect(cells.slice(0, 3)).toEqual([row.buildingName, row.suite, row.tenantName]);
      expect(cells[3]).toBe(row.rsf);
      expect(cells[4]).toEqual(day(row.startDate));
      expect(cells[5]).toEqual(day(row.endDate));
      for (const [cell, value] of [
        [cells[6], row.baseRentPsf],
        [cells[7], row.inPlaceRentPsf],
        [cells[8], row.annualRent],
      ] as const) {
        if (value === null) expect(cell).toBeNull();
        else expect(cell as number).toBeCloseTo(value, 6);
      }
      expect(cells.slice(9)).toEqual([suiteStatusLabels[row.status], row.options || null]);
    });
    expect(rows.some((cells) => cells[4] instanceof Date)).toBe(true);

    // The sheet itself: the first row frozen, the header bold, dates and money formatted.
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const sheetXml = text('xl/worksheets/sheet1.xml');
    expect(sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheetXml).toMatch(/<col [^>]*width=/);
    const styles = text('xl/styles.xml');
    expect(styles).toMatch(/<b\s*\/>/);
    expect(styles).toContain('formatCode="yyyy-mm-dd"');
    expect(styles).toContain('formatCode="#,##0.00"');
  });

  it('holds only the header for a scope without suites', async () => {
    const response = await get('/api/rent-roll/export.xlsx?market=Atlantis');
    expect(response.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet!.data).toEqual([[...rentRollColumns]]);
  });

  it("names a building's file by the ASCII slug of its name, whatever its script", async () => {
    const [building] = await app.database.db
      .insert(properties)
      .values({
        name: 'Tour Éole 東京',
        address: '2 Rue Éole',
        city: 'Montréal',
        state: 'QC',
        zipCode: 'H2X 1Y4',
        market: 'Atlantis',
        assetClass: 'office',
        assetType: 'core',
        floorCount: 1,
        totalSf: 10_000,
      })
      .returning({ id: properties.id });
    const response = await get(`/api/rent-roll/export.csv?building=${building!.id}&asOf=${asOf}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-tour-eole-${asOf}.csv"; filename*=UTF-8''rent-roll-tour-eole-${asOf}.csv`,
    );
  });
});
