import { addDays, lastDayOfMonth } from '@common/calendar-days';
import type { CriticalDate, CriticalDatesResponse } from '@common/options';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

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

type Expected = { date: string; kind: CriticalDate['kind']; targetId: number; propertyId: number };

/** Every critical date on or after `from` (and up to `to`), worked out without the service. */
async function expectedDates(from: string, to = '9999-12-31', propertyId?: number): Promise<Expected[]> {
  const property = propertyId === undefined ? sql`true` : sql`property_id = ${propertyId}`;
  const { rows } = await app.database.db.execute<Expected>(sql`
    select * from (
      select l.end_date::text as date, 'lease-expiration' as kind, l.id as "targetId", s.property_id
        from leases l join spaces s on s.id = l.space_id where l.status = 'active'
      union all select notice_start::text, 'notice-start', id, property_id from options
      union all select notice_end::text, 'notice-end', id, property_id from options
      union all select effective_date::text, 'effective', id, property_id from options
    ) d(date, kind, "targetId", property_id)
    where date between ${from} and ${to} and ${property}`);
  return rows;
}

const kindOrder = ['lease-expiration', 'notice-start', 'notice-end', 'effective'];
const key = (item: { date: string; kind: string; targetId: number }) =>
  `${item.date} ${item.kind} ${item.targetId}`;
const keysOf = (items: CriticalDate[]) =>
  items.map((item) => key({ date: item.date, kind: item.kind, targetId: item.target.id }));

const lastDay = (month: string) => lastDayOfMonth(`${month}-01`);

/** The first month from now with both a lease expiration and an option date. */
async function busyMonth(): Promise<string> {
  const all = await expectedDates(today);
  const months = [...new Set(all.map((item) => item.date.slice(0, 7)))].sort();
  return months.find((month) => {
    const kinds = new Set(all.filter((item) => item.date.startsWith(month)).map((item) => item.kind));
    return kinds.has('lease-expiration') && kinds.size > 1;
  })!;
}

async function propertyNamed(name: string): Promise<number> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from properties where name = ${name}`,
  );
  return rows[0]!.id;
}

describe('GET /api/critical-dates', () => {
  it("lists a month's lease expirations and option dates across the portfolio, by date then kind", async () => {
    const month = await busyMonth();
    const response = await get(`/api/critical-dates?month=${month}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CriticalDatesResponse;
    expect(body.month).toBe(month);
    expect(body.property).toBeNull();
    const expected = await expectedDates(`${month}-01`, lastDay(month));
    expect(expected.length).toBeGreaterThan(0);
    expect(keysOf(body.items).toSorted()).toEqual(expected.map(key).toSorted());
    const order = body.items.map((item) => [item.date, kindOrder.indexOf(item.kind)] as const);
    expect(order).toEqual(order.toSorted((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
  });

  it('titles each entry in plain words and links it to its lease or option', async () => {
    const month = await busyMonth();
    const body = (await get(`/api/critical-dates?month=${month}`)).json() as CriticalDatesResponse;
    const expiration = body.items.find((item) => item.kind === 'lease-expiration')!;
    expect(expiration.target.type).toBe('lease');
    expect(expiration.title).toBe(`${expiration.tenant!.name} — Suite ${expiration.suite} lease expires`);
    const lease = (await get(`/api/leases/${expiration.target.id}`)).json();
    expect(lease.endDate).toBe(expiration.date);
    const option = body.items.find((item) => item.target.type === 'option')!;
    const words = {
      'notice-start': 'notice window opens',
      'notice-end': 'notice window closes',
      effective: 'takes effect',
    };
    expect(option.title).toBe(
      `${option.tenant!.name} — ${option.optionType} ${words[option.kind as keyof typeof words]}`,
    );
    const detail = (await get(`/api/options/${option.target.id}`)).json();
    const dateOf = { 'notice-start': 'noticeStart', 'notice-end': 'noticeEnd', effective: 'effectiveDate' };
    expect(detail[dateOf[option.kind as keyof typeof dateOf]]).toBe(option.date);
  });

  it("narrows to one building, whose entries are the portfolio's entries of that building", async () => {
    const month = await busyMonth();
    const portfolio = (await get(`/api/critical-dates?month=${month}`)).json() as CriticalDatesResponse;
    const propertyId = portfolio.items[0]!.property.id;
    const response = await get(`/api/critical-dates?month=${month}&propertyId=${propertyId}`);
    expect(response.statusCode).toBe(200);
    const building = response.json() as CriticalDatesResponse;
    expect(building.property?.id).toBe(propertyId);
    expect(building.items).toEqual(portfolio.items.filter((item) => item.property.id === propertyId));
    expect(keysOf(building.items).toSorted()).toEqual(
      (await expectedDates(`${month}-01`, lastDay(month), propertyId)).map(key).toSorted(),
    );
  });

  it('shows this month by default', async () => {
    const month = today.slice(0, 7);
    const body = (await get('/api/critical-dates')).json() as CriticalDatesResponse;
    expect(body.month).toBe(month);
    expect(keysOf(body.items).toSorted()).toEqual(
      (await expectedDates(`${month}-01`, lastDay(month))).map(key).toSorted(),
    );
  });

  it('answers 404 for an unknown property, 400 for a bad month and 401 without a session', async () => {
    const missing = await get('/api/critical-dates?propertyId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    const badMonth = await get('/api/critical-dates?month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toContain('Must be a month as yyyy-MM');
    expect((await get('/api/critical-dates?propertyId=x')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/critical-dates' })).statusCode).toBe(401);
  });
});

describe('GET /api/critical-dates/export.ics', () => {
  const from = addDays(today, -90);

  it('downloads every critical date from 90 days ago on as an iCalendar file', async () => {
    const response = await get('/api/critical-dates/export.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="critical-dates.ics"; filename*=UTF-8''critical-dates.ics`,
    );
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toContain('PRODID:-//LeaseLens//Critical dates//EN');
    expect(lines).toContain('CALSCALE:GREGORIAN');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // Unfolded, one VEVENT per critical date with a UID stable per kind and target.
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    const expected = await expectedDates(from);
    const uids = unfolded.filter((line) => line.startsWith('UID:')).map((line) => line.slice(4));
    const uidOf = (item: Expected) =>
      item.kind === 'lease-expiration'
        ? `lease-${item.targetId}-expiration@leaselens`
        : `option-${item.targetId}-${item.kind}@leaselens`;
    expect(uids.toSorted()).toEqual(expected.map(uidOf).toSorted());
    expect(new Set(uids).size).toBe(uids.length);
    const starts = unfolded
      .filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))
      .map((line) => line.slice(19));
    expect(starts.toSorted()).toEqual(expected.map((item) => item.date.replaceAll('-', '')).toSorted());
    expect(unfolded.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(expected.length);
    expect(unfolded.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(expected.length);
  });

  it("exports one building's dates as critical-dates-<building>.ics", async () => {
    const propertyId = await propertyNamed('Downtown Tower');
    const response = await get(`/api/critical-dates/export.ics?propertyId=${propertyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="critical-dates-downtown-tower.ics"; filename*=UTF-8''critical-dates-downtown-tower.ics`,
    );
    const events = response.body.split('\r\n').filter((line) => line === 'BEGIN:VEVENT');
    expect(events).toHaveLength((await expectedDates(from, undefined, propertyId)).length);
    expect(response.body).toContain('X-WR-CALNAME:Downtown Tower critical dates');
  });

  it("names a building's file by the ASCII slug of its name, whatever its script", async () => {
    const propertyId = await propertyNamed('Downtown Tower');
    const rename = (name: string) =>
      app.database.db.update(properties).set({ name }).where(eq(properties.id, propertyId));
    await rename('Tour Éole 東京');
    try {
      const response = await get(`/api/critical-dates/export.ics?propertyId=${propertyId}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="critical-dates-tour-eole.ics"; filename*=UTF-8''critical-dates-tour-eole.ics`,
      );
      expect(response.body).toContain('X-WR-CALNAME:Tour Éole 東京 critical dates');
    } finally {
      await rename('Downtown Tower');
    }
  });

  it('answers 404 for an unknown property and 401 without a session', async () => {
    expect((await get('/api/critical-dates/export.ics?propertyId=999999')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/critical-dates/export.ics' })).statusCode).toBe(401);
  });
});
