import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '@common/auth';
import {
  buildingFeedAdminsOnlyMessage,
  type CalendarFeed,
  type CreatedCalendarFeed,
  calendarFeedNotFoundMessage,
  calendarFeedPath,
} from '@common/calendar-feeds';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calendarFeeds, properties, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { criticalDateEvent, feedAlarms, icsProdId } from '../critical-dates/critical-date-events';
import { propertyOf, upcomingCriticalDates } from '../critical-dates/critical-dates.service';
import { buildCalendar } from '../critical-dates/ics';
import { organisationToday } from '../settings/time-zone.service';

/*
 * Calendar subscription feeds. A feed URL carries a random secret token (32 bytes, base64url); only
 * its SHA-256 is stored, so a leaked table gives no working URL. A user has at most one live feed of
 * their own dates and, if an admin, one per building; making one anew revokes the old URL at once.
 */

/** At most this many events in one feed, the nearest first: a calendar app fetches it every hour. */
export const maxFeedEvents = 1000;

/** How often a subscribed calendar is asked to fetch the feed again. */
export const feedRefreshMinutes = 60;

export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: its SHA-256 in hex. Any string hashes, so every lookup takes the same path. */
export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

type Actor = Pick<CurrentUser, 'id' | 'role'>;

/** Building feeds are for admins: anyone else naming a building is refused. */
function assertMayUseScope(user: Actor, propertyId: number | undefined): void {
  if (propertyId !== undefined && user.role !== 'admin') throw forbidden(buildingFeedAdminsOnlyMessage);
}

/** The user's live feed of one scope: their own dates (no building) or one building's. */
function liveFeedOf(userId: number, propertyId: number | undefined): SQL {
  return and(
    eq(calendarFeeds.userId, userId),
    propertyId === undefined ? isNull(calendarFeeds.propertyId) : eq(calendarFeeds.propertyId, propertyId),
    isNull(calendarFeeds.revokedAt),
  ) as SQL;
}

/**
 * Makes the caller's feed (of `propertyId`, admins only), revoking the one it replaces in the same
 * transaction. The token is returned this once, inside the feed's full URL on `origin`.
 */
export async function createFeed(
  db: Database,
  user: Actor,
  propertyId: number | undefined,
  origin: string,
  now: Date,
): Promise<CreatedCalendarFeed> {
  assertMayUseScope(user, propertyId);
  const property = await propertyOf(db, propertyId);
  const token = newFeedToken();
  const createdAt = await db.transaction(async (tx) => {
    // One regeneration at a time per user, so two at once cannot both find no live feed to revoke.
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    await tx.update(calendarFeeds).set({ revokedAt: now }).where(liveFeedOf(user.id, propertyId));
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        userId: user.id,
        propertyId: propertyId ?? null,
        tokenHash: feedTokenHash(token),
        createdAt: now,
      })
      .returning({ createdAt: calendarFeeds.createdAt });
    return row?.createdAt ?? now;
  });
  return { property, createdAt: createdAt.toISOString(), url: `${origin}${calendarFeedPath(token)}` };
}

/**
 * The caller's live feeds: their own, then (admins) their building feeds by building name; only the
 * one of `propertyId` when given. A building feed of a user who is no longer an admin is not listed:
 * it no longer serves.
 */
export async function listFeeds(
  db: Database,
  user: Actor,
  propertyId: number | undefined,
): Promise<CalendarFeed[]> {
  assertMayUseScope(user, propertyId);
  await propertyOf(db, propertyId);
  const rows = await db
    .select({
      createdAt: calendarFeeds.createdAt,
      propertyId: properties.id,
      propertyName: properties.name,
    })
    .from(calendarFeeds)
    .leftJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .where(
      and(
        eq(calendarFeeds.userId, user.id),
        isNull(calendarFeeds.revokedAt),
        propertyId === undefined
          ? user.role === 'admin'
            ? undefined
            : isNull(calendarFeeds.propertyId)
          : eq(calendarFeeds.propertyId, propertyId),
      ),
    )
    .orderBy(sql`${calendarFeeds.propertyId} is not null`, asc(properties.name));
  return rows.map((row) => ({
    property:
      row.propertyId === null || row.propertyName === null
        ? null
        : { id: row.propertyId, name: row.propertyName },
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Revokes the caller's live feed of one scope (their own, or a building's for admins); none is fine. */
export async function revokeFeed(
  db: Database,
  user: Actor,
  propertyId: number | undefined,
  now: Date,
): Promise<void> {
  assertMayUseScope(user, propertyId);
  await propertyOf(db, propertyId);
  await db.update(calendarFeeds).set({ revokedAt: now }).where(liveFeedOf(user.id, propertyId));
}

/**
 * The iCalendar of a feed token. An unknown, malformed or revoked token, a deactivated user, and a
 * building feed of someone no longer an admin all answer the same 404: the answer never tells whether
 * a user or a feed exists. The token is only ever compared as its hash, through the unique index.
 */
export async function feedCalendar(db: Database, token: string, now: Date, origin: string): Promise<string> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, propertyId: calendarFeeds.propertyId, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, feedTokenHash(token)),
        isNull(calendarFeeds.revokedAt),
        eq(users.active, true),
      ),
    );
  if (!feed || (feed.propertyId !== null && feed.role !== 'admin'))
    throw notFound(calendarFeedNotFoundMessage);
  const today = await organisationToday(db, now);
  const { property, items } = await upcomingCriticalDates(
    db,
    today,
    feed.propertyId === null
      ? { ownerId: feed.userId, liveOn: today }
      : { propertyId: feed.propertyId, liveOn: today },
  );
  return buildCalendar({
    prodId: icsProdId,
    name: property ? `${property.name} critical dates` : 'My critical dates (LeaseLens)',
    stamp: now,
    refreshMinutes: feedRefreshMinutes,
    events: items
      .slice(0, maxFeedEvents)
      .map((item) => criticalDateEvent(item, { origin, alarms: feedAlarms })),
  });
}
