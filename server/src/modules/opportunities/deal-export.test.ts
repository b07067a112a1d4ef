import { parseCsv } from '@common/csv';
import { dealExportColumns } from '@common/deal-export';
import type { DealListResponse } from '@common/deal-list';
import { dealStageLabels } from '@common/deal-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
});
afterAll(() => app.close());

const get = (url: string, withSession = true) =>
  app.inject({ method: 'GET', url, ...(withSession ? { cookies } : {}) });
const list = async (query = ''): Promise<DealListResponse> =>
  (await get(`/api/opportunities${query}`)).json();

describe('GET /api/opportunities/export.csv', () => {
  it('downloads every deal as deals-export.csv: the header row, then one row per deal in list order', async () => {
    const response = await get('/api/opportunities/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="deals-export.csv"; filename*=UTF-8''deals-export.csv`,
    );
    const { items, total } = await list();
    expect(response.headers['x-total-count']).toBe(String(total));
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...dealExportColumns]);
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.prospectName));
    rows.forEach((row, index) => {
      const item = items[index]!;
      expect(row).toEqual([
        item.prospectName,
        String(item.squareFeetNeeded),
        item.property.name,
        dealStageLabels[item.stage],
        item.ner === null ? '' : item.ner.toFixed(2),
        item.proposedRent === null ? '' : item.proposedRent.toFixed(2),
        item.brokerName ?? '',
        item.lastActivityAt.slice(0, 10),
      ]);
    });
  });

  it('puts the NER of the terms in its column and the proposed rent in its own, never one for the other', async () => {
    const { items } = await list();
    const rows = parseCsv((await get('/api/opportunities/export.csv')).body).slice(1);
    const cells = (prospect: string) => rows.find((row) => row[0] === prospect)!.slice(4, 6);
    const northwind = items.find((item) => item.prospectName === 'Northwind Analytics')!;
    expect(cells('Northwind Analytics')).toEqual([
      northwind.ner!.toFixed(2),
      northwind.proposedRent === null ? '' : northwind.proposedRent.toFixed(2),
    ]);
    expect(cells('Vertex Robotics')).toEqual(['', '']);
    // No terms: no NER, and the proposed rent stays in its own column.
    expect(cells('Orion Health Partners')).toEqual(['', '35.00']);
  });

  it('applies the same filters and sort as the list', async () => {
    const query = '?states=TX&dealType=renewal&sort=prospectName';
    const response = await get(`/api/opportunities/export.csv${query}`);
    const { items, total } = await list(query);
    expect(total).toBeGreaterThan(0);
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(items.map((item) => item.prospectName));
  });

  it('exports exactly the deals of several stages (stage=legal,lease_execution)', async () => {
    const query = '?stage=legal,lease_execution';
    const response = await get(`/api/opportunities/export.csv${query}`);
    expect(response.statusCode).toBe(200);
    const { items, total } = await list(query);
    expect(new Set(items.map((item) => item.stage))).toEqual(new Set(['legal', 'lease_execution']));
    expect(response.headers['x-total-count']).toBe(String(total));
    const rows = parseCsv(response.body).slice(1);
    expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.prospectName));
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Legal', 'Lease Execution']));
  });

  it('exports exactly the selected deals (ids=…), in the order of the sort sent', async () => {
    const { items } = await list('?sort=prospectName');
    const picked = [items[5]!, items[1]!, items[3]!];
    const ids = picked.map((item) => item.id).join(',');
    const response = await get(`/api/opportunities/export.csv?ids=${ids},${picked[0]!.id}&sort=prospectName`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([items[1]!, items[3]!, items[5]!].map((item) => item.prospectName));
  });

  it.each([
    ['ids=1,x', 'ids.1', 'Must be a positive whole number'],
    ['ids=0', 'ids.0', 'Must be a positive whole number'],
    [
      `ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
      'ids',
      'Export at most 500 selected deals',
    ],
  ])('answers 400 for a bad selection: %#', async (query, field, message) => {
    const response = await get(`/api/opportunities/export.csv?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, code: 'validation' });
  });

  it('answers just the header when nothing matches', async () => {
    const response = await get('/api/opportunities/export.csv?keyword=zzzz-nothing');
    expect(response.headers['x-total-count']).toBe('0');
    expect(parseCsv(response.body)).toEqual([[...dealExportColumns]]);
  });

  it('answers 400 JSON for a bad filter and 401 without a session', async () => {
    const bad = await get('/api/opportunities/export.csv?stage=bogus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Unknown stage', field: 'stage', code: 'validation' });
    const badPart = await get('/api/opportunities/export.csv?stage=legal,bogus');
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json()).toEqual({ message: 'Unknown stage', field: 'stage', code: 'validation' });
    expect((await get('/api/opportunities/export.csv', false)).statusCode).toBe(401);
  });
});
