import { addDays } from '@common/calendar-days';
import type { CalendarFeedList, CreatedCalendarFeed } from '@common/calendar-feeds';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, leases, options, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { hashPassword } from '../auth/password';
import { organisationToday } from '../settings/time-zone.service';
import { feedTokenHash, maxFeedEvents } from './calendar-feeds.service';

let app: TestApp;
const now = new Date();
let today: string;
const cookies = {} as Record<'demo' | 'amorgan' | 'jrivera' | 'scho', Record<string, string>>;
const notFoundBody = { message: 'Calendar feed not found', code: 'not_found' };

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  today = await organisationToday(app.database.db, now);
  cookies.demo = await signIn(app, 'demo', 'demo1234');
  for (const name of ['amorgan', 'jrivera', 'scho'] as const)
    cookies[name] = await signIn(app, name, 'leaselens123');
});
afterAll(() => app.close());

const db = () => app.database.db;

async function subscribe(who: keyof typeof cookies, body?: { propertyId?: unknown }) {
  return app.inject({
    method: 'POST',
    url: '/api/calendar-feeds',
    cookies: cookies[who],
    payload: body ?? {},
  });
}

async function createdFeed(who: keyof typeof cookies, body?: { propertyId?: number }) {
  const response = await subscribe(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedCalendarFeed;
}

/** Fetches a feed URL as a calendar app would: no cookies. */
const fetchFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

type FeedEvent = {
  uid: string;
  date: string;
  end: string;
  summary: string;
  sequence: number;
  lastModified: string;
  url: string;
  triggers: string[];
};

function parseFeed(text: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      lastModified: String(vevent.getFirstPropertyValue('last-modified')),
      url: String(vevent.getFirstPropertyValue('url')),
      triggers: vevent
        .getAllSubcomponents('valarm')
        .map(
          (alarm) =>
            `${alarm.getFirstPropertyValue('action')} ${String(alarm.getFirstPropertyValue('trigger'))}`,
        ),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

async function feedEvents(url: string): Promise<FeedEvent[]> {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body).events;
}

const ninetyDaysAgo = () => addDays(today, -90);

/**
 * The UIDs a feed should carry, worked out without the service: from 90 days ago on, leases still
 * heading for their end (active, no termination date, no later lease of the same tenant on the suite)
 * and every option date, of one owner (owner, else the building's asset manager) or one building.
 */
async function expectedUids(scope: { ownerId: number } | { propertyId: number }): Promise<string[]> {
  const where =
    'ownerId' in scope ? sql`owner_id = ${scope.ownerId}` : sql`property_id = ${scope.propertyId}`;
  const { rows } = await db().execute<{ uid: string }>(sql`
    select uid from (
      select l.end_date as date, 'lease-' || l.id || '-expiration@leaselens' as uid,
             coalesce(l.owner_id, p.asset_manager_id) as owner_id, p.id as property_id
        from leases l join spaces s on s.id = l.space_id join properties p on p.id = s.property_id
        where l.status = 'active' and l.terminated_on is null
          and not exists (
            select 1 from leases later
            where later.space_id = l.space_id and later.tenant_id = l.tenant_id and later.id <> l.id
              and later.start_date > l.start_date and later.status <> 'terminated'
              and (later.terminated_on is null or later.terminated_on > ${today}::date))
      union all
      select d.date, 'option-' || o.id || '-' || d.kind || '@leaselens',
             coalesce(o.owner_id, p.asset_manager_id), p.id
        from options o join properties p on p.id = o.property_id
        cross join lateral (values (o.notice_start, 'notice-start'), (o.notice_end, 'notice-end'),
                                   (o.effective_date, 'effective')) d(date, kind)
    ) dates
    where date >= ${ninetyDaysAgo()}::date and ${where}`);
  return rows.map((row) => row.uid).sort();
}

async function userId(username: string): Promise<number> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return user!.id;
}

async function propertyNamed(name: string): Promise<number> {
  const { rows } = await db().execute<{ id: number }>(sql`select id from properties where name = ${name}`);
  return rows[0]!.id;
}

describe('POST /api/calendar-feeds and the feed it makes', () => {
  it('gives a URL on the request’s origin, with a 32-byte token stored only as its hash', async () => {
    const feed = await createdFeed('amorgan');
    expect(feed.property).toBeNull();
    expect(feed.url).toMatch(/^http:\/\/localhost:80\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = feed.url.match(/([A-Za-z0-9_-]{43})\.ics$/)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db()
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userId('amorgan')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(feedTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Listing tells that a feed exists and since when, never its token.
    const list = await app.inject({ method: 'GET', url: '/api/calendar-feeds', cookies: cookies.amorgan });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [{ property: null, createdAt: feed.createdAt }],
    } satisfies CalendarFeedList);
    expect(list.body).not.toContain(token);
  });

  it('serves the user’s own critical dates as iCalendar: stable UIDs, all-day dates, alarms', async () => {
    const feed = await createdFeed('amorgan');
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const lines = response.body.split('\r\n');
    expect(lines.slice(0, -1).every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { name, events } = parseFeed(response.body);
    expect(name).toBe('My critical dates (LeaseLens)');
    const expected = await expectedUids({ ownerId: await userId('amorgan') });
    expect(expected.length).toBeGreaterThan(3);
    expect(events.map((event) => event.uid).sort()).toEqual(expected);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const event of events) {
      expect(event.date >= ninetyDaysAgo()).toBe(true);
      expect(event.end).toBe(addDays(event.date, 1));
      expect(event.triggers).toEqual(['DISPLAY -P6DT15H', 'DISPLAY -PT15H']);
      expect(event.sequence).toBeGreaterThan(0);
      expect(event.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(event.url).toMatch(/^http:\/\/localhost:80\/(leases\?leaseId=|options\?status=all&option=)\d+$/);
    }
    // A second fetch carries the same events under the same UIDs.
    expect((await feedEvents(feed.url)).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('moves an event whose option date moved, under the same UID, with a later SEQUENCE and LAST-MODIFIED', async () => {
    const feed = await createdFeed('amorgan');
    const before = await feedEvents(feed.url);
    const event = before.find((item) => /^option-\d+-notice-end@leaselens$/.test(item.uid))!;
    const optionId = Number(event.uid.split('-')[1]);
    // The row last changed a day ago; now its notice window closes one day later.
    await db().execute(sql`update options set updated_at = now() - interval '1 day' where id = ${optionId}`);
    const stale = (await feedEvents(feed.url)).find((item) => item.uid === event.uid)!;
    const [option] = await db().select().from(options).where(eq(options.id, optionId));
    const moved = addDays(option!.noticeEnd, 1);
    const effective = option!.effectiveDate > moved ? option!.effectiveDate : moved;
    await db()
      .update(options)
      .set({ noticeEnd: moved, effectiveDate: effective })
      .where(eq(options.id, optionId));
    const after = (await feedEvents(feed.url)).find((item) => item.uid === event.uid)!;
    expect(after.date).toBe(moved);
    expect(after.sequence).toBeGreaterThan(stale.sequence);
    expect(after.lastModified > stale.lastModified).toBe(true);
  });

  it('holds only the items the user owns: an owner set on an option takes it from the asset manager', async () => {
    const mine = await createdFeed('amorgan');
    const theirs = await createdFeed('demo');
    const mineUids = (await feedEvents(mine.url)).map((event) => event.uid);
    const theirUids = (await feedEvents(theirs.url)).map((event) => event.uid);
    expect(theirUids.length).toBeGreaterThan(0);
    expect(mineUids.filter((uid) => theirUids.includes(uid))).toEqual([]);

    const optionUid = mineUids.find((uid) => uid.startsWith('option-'))!;
    const optionId = Number(optionUid.split('-')[1]);
    await db()
      .update(options)
      .set({ ownerId: await userId('jrivera') })
      .where(eq(options.id, optionId));
    const brokers = await createdFeed('jrivera');
    const brokerUids = (await feedEvents(brokers.url)).map((event) => event.uid);
    expect(brokerUids).toContain(optionUid);
    expect(brokerUids.every((uid) => uid.startsWith(`option-${optionId}-`))).toBe(true);
    expect((await feedEvents(mine.url)).map((event) => event.uid)).not.toContain(optionUid);
    expect(brokerUids.sort()).toEqual(await expectedUids({ ownerId: await userId('jrivera') }));
  });

  it('leaves out a renewed lease’s expiry and one with a termination date, and dates long past', async () => {
    const feed = await createdFeed('amorgan');
    const uids = (await feedEvents(feed.url)).map((event) => event.uid);
    const [renewed, terminated] = uids
      .filter((uid) => uid.startsWith('lease-'))
      .map((uid) => Number(uid.split('-')[1]));
    expect(terminated).toBeDefined();
    const [lease] = await db().select().from(leases).where(eq(leases.id, renewed!));
    const renewalStart = addDays(lease!.endDate, 1);
    await db()
      .insert(leases)
      .values({
        tenantId: lease!.tenantId,
        spaceId: lease!.spaceId,
        startDate: renewalStart,
        endDate: addDays(renewalStart, 1000),
        baseRentPsf: lease!.baseRentPsf,
        leaseType: lease!.leaseType,
        status: 'pending',
        followsLeaseId: lease!.id,
      });
    await db().update(leases).set({ terminatedOn: today }).where(eq(leases.id, terminated!));
    const optionUid = uids.find((uid) => uid.startsWith('option-'))!;
    const optionId = Number(optionUid.split('-')[1]);
    await db()
      .update(options)
      .set({ noticeStart: '2020-01-01', noticeEnd: '2020-02-01', effectiveDate: '2020-03-01' })
      .where(eq(options.id, optionId));

    const after = (await feedEvents(feed.url)).map((event) => event.uid);
    expect(after).not.toContain(`lease-${renewed}-expiration@leaselens`);
    expect(after).not.toContain(`lease-${terminated}-expiration@leaselens`);
    expect(after.filter((uid) => uid.startsWith(`option-${optionId}-`))).toEqual([]);
    expect(after.sort()).toEqual(await expectedUids({ ownerId: await userId('amorgan') }));
  });

  it(`holds at most ${maxFeedEvents} events, the nearest first`, async () => {
    const scho = await userId('scho');
    const propertyId = await propertyNamed('Downtown Tower');
    // 400 options of scho's: 1,200 dates, one option a day from tomorrow.
    await db().execute(sql`
      insert into options (property_id, option_type, notice_start, notice_end, effective_date, owner_id)
      select ${propertyId}, 'Renewal', ${today}::date + n, ${today}::date + n + 30, ${today}::date + n + 60, ${scho}
      from generate_series(1, 400) n`);
    const feed = await createdFeed('scho');
    const events = await feedEvents(feed.url);
    expect(events).toHaveLength(maxFeedEvents);
    const dates = events.map((event) => event.date);
    const { rows } = await db().execute<{ date: string }>(sql`
      select d::text as date from options o, unnest(array[o.notice_start, o.notice_end, o.effective_date]) d
      where o.owner_id = ${scho} order by d limit ${maxFeedEvents}`);
    expect(dates.sort()).toEqual(rows.map((row) => row.date));
    await db().delete(options).where(eq(options.ownerId, scho));
  });
});

describe('building feeds', () => {
  it("serve an admin all of one building's dates, whoever owns them", async () => {
    const propertyId = await propertyNamed('Downtown Tower');
    await createdFeed('demo');
    const feed = await createdFeed('demo', { propertyId });
    expect(feed.property).toEqual({ id: propertyId, name: 'Downtown Tower' });
    const response = await fetchFeed(feed.url);
    const { name, events } = parseFeed(response.body);
    expect(name).toBe('Downtown Tower critical dates');
    expect(events.map((event) => event.uid).sort()).toEqual(await expectedUids({ propertyId }));
    // The admin's own feed is a separate URL and lives on.
    const list = await app.inject({ method: 'GET', url: '/api/calendar-feeds', cookies: cookies.demo });
    expect((list.json() as CalendarFeedList).items.map((item) => item.property?.name ?? null)).toEqual([
      null,
      'Downtown Tower',
    ]);
    const one = await app.inject({
      method: 'GET',
      url: `/api/calendar-feeds?propertyId=${propertyId}`,
      cookies: cookies.demo,
    });
    expect(one.json()).toEqual({ items: [{ property: feed.property, createdAt: feed.createdAt }] });
  });

  it('are refused to everyone but admins (403), and unknown buildings are 404', async () => {
    const propertyId = await propertyNamed('Downtown Tower');
    for (const who of ['amorgan', 'jrivera', 'scho'] as const) {
      const created = await subscribe(who, { propertyId });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({
        message: 'Only admins can subscribe to a building’s calendar',
        code: 'forbidden',
      });
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: `/api/calendar-feeds?propertyId=${propertyId}`,
          cookies: cookies[who],
        });
        expect(response.statusCode, `${method} as ${who}`).toBe(403);
      }
    }
    const missing = await subscribe('demo', { propertyId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found', code: 'not_found' });
  });

  it('stop serving when their admin is no longer one', async () => {
    const { id } = (
      await db()
        .insert(users)
        .values({
          username: 'feed-admin',
          passwordHash: await hashPassword('feed-password-1'),
          fullName: 'Feed Admin',
          email: 'feed-admin@example.com',
          role: 'admin',
        })
        .returning({ id: users.id })
    )[0]!;
    const session = await signIn(app, 'feed-admin', 'feed-password-1');
    const created = await app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      cookies: session,
      payload: { propertyId: await propertyNamed('Downtown Tower') },
    });
    const { url } = created.json() as CreatedCalendarFeed;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await db().update(users).set({ role: 'broker' }).where(eq(users.id, id));
    const refused = await fetchFeed(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(notFoundBody);
  });
});

describe('a feed URL that no longer works', () => {
  it('regenerating revokes the old URL at once; the new one works', async () => {
    const first = await createdFeed('jrivera');
    const second = await createdFeed('jrivera');
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(notFoundBody);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const live = await db()
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, await userId('jrivera')), sql`revoked_at is null`));
    expect(live).toHaveLength(1);
  });

  it('DELETE revokes it (204) and the list is empty; deleting again is fine', async () => {
    const feed = await createdFeed('scho');
    const deleted = await app.inject({ method: 'DELETE', url: '/api/calendar-feeds', cookies: cookies.scho });
    expect(deleted.statusCode).toBe(204);
    const gone = await fetchFeed(feed.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(notFoundBody);
    const list = await app.inject({ method: 'GET', url: '/api/calendar-feeds', cookies: cookies.scho });
    expect(list.json()).toEqual({ items: [] });
    const again = await app.inject({ method: 'DELETE', url: '/api/calendar-feeds', cookies: cookies.scho });
    expect(again.statusCode).toBe(204);
  });

  it('a deactivated user’s feed is 404 too', async () => {
    const { id } = (
      await db()
        .insert(users)
        .values({
          username: 'feed-leaver',
          passwordHash: await hashPassword('feed-password-1'),
          fullName: 'Feed Leaver',
          email: 'feed-leaver@example.com',
          role: 'asset_manager',
        })
        .returning({ id: users.id })
    )[0]!;
    const session = await signIn(app, 'feed-leaver', 'feed-password-1');
    const created = await app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      cookies: session,
      payload: {},
    });
    const { url } = created.json() as CreatedCalendarFeed;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await db().update(users).set({ active: false }).where(eq(users.id, id));
    expect((await fetchFeed(url)).json()).toEqual(notFoundBody);
  });

  it('garbage, malformed and unknown tokens all answer the same 404 body', async () => {
    const targets = [
      `/api/calendar-feeds/${'A'.repeat(43)}.ics`,
      '/api/calendar-feeds/not-a-token.ics',
      '/api/calendar-feeds/.ics',
      '/api/calendar-feeds/%00%20.ics',
      '/api/calendar-feeds/a.b.ics',
      `/api/calendar-feeds/${'x'.repeat(400)}.ics`,
    ];
    for (const url of targets) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFoundBody);
    }
  });
});

describe('route guards and input', () => {
  it('answers 401 without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/calendar-feeds',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it('answers 400 for a bad building id', async () => {
    for (const propertyId of ['x', -1, 0, 1.5, '1']) {
      const response = await subscribe('demo', { propertyId });
      expect(response.statusCode, String(propertyId)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/calendar-feeds?propertyId=x',
        cookies: cookies.demo,
      });
      expect(response.statusCode, method).toBe(400);
    }
  });

  it('makes the personal feed when POST carries no body at all', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      cookies: cookies.jrivera,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as CreatedCalendarFeed).property).toBeNull();
  });
});
