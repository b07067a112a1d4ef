import { addDays, lastDayOfMonth } from '@common/calendar-days';
import {
  type CriticalDate,
  type CriticalDatesDayResponse,
  type CriticalDatesResponse,
  criticalDateKinds,
  criticalDatesShownPerDay,
} from '@common/options';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options, properties, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';
import { criticalDatesIn } from './critical-dates.service';

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

/** The calendar's order worked out here: date, kind, title by code point, then the target's id. */
function calendarOrder(a: CriticalDate, b: CriticalDate): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return criticalDateKinds.indexOf(a.kind) - criticalDateKinds.indexOf(b.kind);
  const titles = Buffer.compare(Buffer.from(a.title), Buffer.from(b.title));
  return titles !== 0 ? titles : a.target.id - b.target.id;
}

/** Every entry of the month, as the .ics export and the digest read them, in the calendar's order. */
async function fullMonth(month: string, propertyId?: number): Promise<CriticalDate[]> {
  const items = await criticalDatesIn(
    app.database.db,
    { from: `${month}-01`, to: lastDay(month) },
    { propertyId },
  );
  return items.map(({ updatedAt: _updatedAt, ...item }) => item).toSorted(calendarOrder);
}

function byDay(items: CriticalDate[]): Map<string, CriticalDate[]> {
  const days = new Map<string, CriticalDate[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
}

/**
 * A busy day in `month` of one building: options whose notice windows open, close and take effect on
 * it, held by tenants whose names sort differently by code point than in most collations (lower case
 * after upper case, 'É' after 'Z'), two with the same title, and one without a tenant. Returns the day
 * and a cleanup.
 */
async function addBusyDay(month: string, propertyId: number) {
  const db = app.database.db;
  const day = `${month}-14`;
  const made = await db
    .insert(tenants)
    .values(['acme lowercase', 'Zulu Freight', 'Éclair Bakery'].map((name) => ({ name })))
    .returning({ id: tenants.id });
  const [lower, zulu, eclair] = made.map((tenant) => tenant.id);
  const window = (offset: number) => ({
    noticeStart: addDays(day, offset),
    noticeEnd: addDays(day, offset + 30),
    effectiveDate: addDays(day, offset + 60),
  });
  const rows = [
    { tenantId: zulu, optionType: 'Renewal' as const, ...window(0) },
    { tenantId: lower, optionType: 'Renewal' as const, ...window(0) },
    { tenantId: eclair, optionType: 'ROFO' as const, ...window(0) },
    { tenantId: eclair, optionType: 'ROFO' as const, ...window(0) },
    { tenantId: null, optionType: 'Termination' as const, ...window(-30) },
    { tenantId: zulu, optionType: 'Expansion' as const, ...window(-30) },
    { tenantId: lower, optionType: 'Contraction' as const, ...window(-60) },
  ];
  const created = await db
    .insert(options)
    .values(rows.map((row) => ({ ...row, propertyId })))
    .returning({ id: options.id });
  return {
    day,
    async remove() {
      await db.delete(options).where(
        inArray(
          options.id,
          created.map((option) => option.id),
        ),
      );
      await db.delete(tenants).where(
        inArray(
          tenants.id,
          made.map((tenant) => tenant.id),
        ),
      );
    },
  };
}

/** Every page of one day's entries, `limit` at a time, and the total each page gave. */
async function readWholeDay(day: string, limit: number, propertyId?: number) {
  const items: CriticalDate[] = [];
  const totals = new Set<number>();
  const building = propertyId === undefined ? '' : `&propertyId=${propertyId}`;
  for (let offset = 0; ; offset += limit) {
    const response = await get(
      `/api/critical-dates/day?day=${day}&offset=${offset}&limit=${limit}${building}`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json() as CriticalDatesDayResponse;
    expect(page.day).toBe(day);
    totals.add(page.total);
    items.push(...page.items);
    if (page.items.length < limit) return { items, totals };
  }
}

describe('GET /api/critical-dates', () => {
  it.each([
    ['the portfolio', false],
    ['one building', true],
  ])(
    "gives each day's total and first entries of the month as the full list has them, for %s",
    async (_scope, oneBuilding) => {
      const month = await busyMonth();
      const tower = await propertyNamed('Downtown Tower');
      const busy = await addBusyDay(month, tower);
      try {
        const propertyId = oneBuilding ? tower : undefined;
        const response = await get(
          `/api/critical-dates?month=${month}${oneBuilding ? `&propertyId=${tower}` : ''}`,
        );
        expect(response.statusCode).toBe(200);
        const body = response.json() as CriticalDatesResponse;
        expect(body.month).toBe(month);
        expect(body.property).toEqual(oneBuilding ? { id: tower, name: 'Downtown Tower' } : null);

        const full = await fullMonth(month, propertyId);
        // The full list is the rule's: every active lease's end and every option date of the month.
        expect(keysOf(full).toSorted()).toEqual(
          (await expectedDates(`${month}-01`, lastDay(month), propertyId)).map(key).toSorted(),
        );
        const days = byDay(full);
        expect(body.days).toEqual([...days].map(([date, items]) => ({ date, total: items.length })));
        expect(body.items).toEqual(
          [...days.values()].flatMap((items) => items.slice(0, criticalDatesShownPerDay)),
        );
        // The busy day has more than fit, and the answer carries only what the grid shows of it.
        expect(days.get(busy.day)!.length).toBeGreaterThan(criticalDatesShownPerDay + 4);
        expect(body.items.filter((item) => item.date === busy.day)).toHaveLength(criticalDatesShownPerDay);
      } finally {
        await busy.remove();
      }
    },
  );

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

  it("titles an option without a tenant by its building's name", async () => {
    const month = await busyMonth();
    const tower = await propertyNamed('Downtown Tower');
    const busy = await addBusyDay(month, tower);
    try {
      const page = (await get(`/api/critical-dates/day?day=${busy.day}&propertyId=${tower}`)).json();
      const untenanted = (page as CriticalDatesDayResponse).items.find((item) => item.tenant === null)!;
      expect(untenanted.title).toBe('Downtown Tower — Termination notice window closes');
    } finally {
      await busy.remove();
    }
  });

  it('shows this month by default', async () => {
    const month = today.slice(0, 7);
    const body = (await get('/api/critical-dates')).json() as CriticalDatesResponse;
    expect(body.month).toBe(month);
    const expected = await expectedDates(`${month}-01`, lastDay(month));
    const counts = new Map<string, number>();
    for (const item of expected) counts.set(item.date, (counts.get(item.date) ?? 0) + 1);
    expect(body.days).toEqual([...counts].toSorted().map(([date, total]) => ({ date, total })));
  });

  it('answers a month without dates with no days and no entries', async () => {
    const body = (await get('/api/critical-dates?month=1901-01')).json() as CriticalDatesResponse;
    expect(body).toEqual({ month: '1901-01', property: null, items: [], days: [] });
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

describe('GET /api/critical-dates/day', () => {
  it.each([
    ['the portfolio', false],
    ['one building', true],
  ])('pages through a whole day of %s in the calendar order', async (_scope, oneBuilding) => {
    const month = await busyMonth();
    const tower = await propertyNamed('Downtown Tower');
    const busy = await addBusyDay(month, tower);
    try {
      const propertyId = oneBuilding ? tower : undefined;
      const expected = (await fullMonth(month, propertyId)).filter((item) => item.date === busy.day);
      expect(expected.length).toBeGreaterThanOrEqual(7);
      for (const limit of [1, 3, 50]) {
        const { items, totals } = await readWholeDay(busy.day, limit, propertyId);
        expect(items).toEqual(expected);
        expect([...totals]).toEqual([expected.length]);
      }
      // Past the end: no entries, still the day's total.
      const building = oneBuilding ? `&propertyId=${tower}` : '';
      const past = await get(`/api/critical-dates/day?day=${busy.day}&offset=500${building}`);
      expect(past.json()).toEqual({ day: busy.day, total: expected.length, items: [] });
    } finally {
      await busy.remove();
    }
  });

  it('reads 50 entries when the request names no limit, and a day without dates as empty', async () => {
    const month = await busyMonth();
    const tower = await propertyNamed('Downtown Tower');
    const busy = await addBusyDay(month, tower);
    const more = await Promise.all(Array.from({ length: 7 }, () => addBusyDay(month, tower)));
    try {
      const page = (await get(`/api/critical-dates/day?day=${busy.day}`)).json() as CriticalDatesDayResponse;
      expect(page.total).toBeGreaterThan(50);
      expect(page.items).toHaveLength(50);
      expect(await get('/api/critical-dates/day?day=1901-01-01').then((response) => response.json())).toEqual(
        {
          day: '1901-01-01',
          total: 0,
          items: [],
        },
      );
    } finally {
      for (const added of [busy, ...more]) await added.remove();
    }
  });

  it('shows a new entry of the day at once, though the answers are kept between requests', async () => {
    const month = await busyMonth();
    const tower = await propertyNamed('Downtown Tower');
    const day = `${month}-14`;
    const read = async () => ({
      month: (await get(`/api/critical-dates?month=${month}`)).json() as CriticalDatesResponse,
      day: (await get(`/api/critical-dates/day?day=${day}`)).json() as CriticalDatesDayResponse,
    });
    const before = await read();
    expect(await read()).toEqual(before);
    const busy = await addBusyDay(month, tower);
    try {
      const after = await read();
      const totalOf = (answer: CriticalDatesResponse) =>
        answer.days.find((entry) => entry.date === day)?.total ?? 0;
      expect(totalOf(after.month)).toBe(totalOf(before.month) + 7);
      expect(after.day.total).toBe(before.day.total + 7);
    } finally {
      await busy.remove();
    }
  });

  it('answers 400 with a message for a bad day, offset or limit', async () => {
    for (const query of [
      'day=2026-02-30',
      'day=tomorrow',
      '',
      'day=2026-03-10&offset=-1',
      'day=2026-03-10&offset=x',
      'day=2026-03-10&limit=0',
      'day=2026-03-10&limit=501',
      'day=2026-03-10&limit=2.5',
      'day=2026-03-10&propertyId=x',
    ]) {
      const response = await get(`/api/critical-dates/day?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message, query).toBe('string');
    }
    const badDay = await get('/api/critical-dates/day?day=2026-02-30');
    expect(badDay.json().message).toContain('Must be a date as yyyy-MM-dd');
    const badLimit = await get('/api/critical-dates/day?day=2026-03-10&limit=0');
    expect(badLimit.json().message).toContain('Must be a whole number from 1 to 500');
  });

  it('answers 404 for an unknown property and 401 without a session', async () => {
    const missing = await get('/api/critical-dates/day?day=2026-03-10&propertyId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    const signedOut = await app.inject({ method: 'GET', url: '/api/critical-dates/day?day=2026-03-10' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets every role read the month and its days, as the calendar does', async () => {
    for (const [username, password] of [
      ['demo', 'demo1234'],
      ['amorgan', 'leaselens123'],
      ['jrivera', 'leaselens123'],
      ['scho', 'leaselens123'],
    ] as const) {
      const session = await signIn(app, username, password);
      for (const url of ['/api/critical-dates', `/api/critical-dates/day?day=${today}`]) {
        const response = await app.inject({ method: 'GET', url, cookies: session });
        expect(response.statusCode, `${username} ${url}`).toBe(200);
      }
    }
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
