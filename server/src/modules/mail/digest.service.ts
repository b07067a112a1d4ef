import { addDays } from '@common/calendar-days';
import {
  buildDigest,
  type DigestCriticalDate,
  type DigestInput,
  type DigestOpportunity,
  type DigestTask,
  dailyDigestSchema,
  digestHorizonDays,
  isEmptyDigest,
} from '@common/digest';
import { hourIn, todayIn } from '@common/time-zone';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { aiOpportunities, opportunities, properties, tasks, userPreferences, users } from '../../db/schema';
import { notFound } from '../../errors';
import { criticalDatesIn } from '../critical-dates/critical-dates.service';
import { organisationTimeZone } from '../settings/time-zone.service';
import { queueMail } from './outbox.service';

export const digestMailKind = 'digest';

export type DigestOptions = { appUrl: string };

/** What every digest of one day shares: the day and the AI opportunities found since yesterday. */
type SharedDigest = {
  today: string;
  newOpportunities: DigestOpportunity[];
};

/**
 * The critical dates of today and the next 30 days that the user owns (as an option's or lease's owner,
 * else as the building's asset manager), as the critical-dates screen lists them, without expirations
 * of leases that are renewed or terminated (nothing is left to decide).
 */
function upcomingCriticalDates(db: Database, today: string, userId: number): Promise<DigestCriticalDate[]> {
  return criticalDatesIn(
    db,
    { from: today, to: addDays(today, digestHorizonDays) },
    { ownerId: userId, liveOn: today },
  );
}

/** AI opportunities created in the 24 hours before `now` and still open (not retired, not dismissed). */
async function newOpportunitiesSince(db: Database, now: Date): Promise<DigestOpportunity[]> {
  return db
    .select({ id: aiOpportunities.id, title: aiOpportunities.title, propertyName: properties.name })
    .from(aiOpportunities)
    .leftJoin(properties, eq(properties.id, aiOpportunities.propertyId))
    .where(
      and(
        gt(aiOpportunities.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
        isNull(aiOpportunities.retiredAt),
        sql`${aiOpportunities.status} <> 'dismissed'`,
      ),
    )
    .orderBy(asc(aiOpportunities.createdAt), asc(aiOpportunities.id));
}

/** Open tasks assigned to the user whose due day has passed. */
async function overdueTasksOf(db: Database, userId: number, today: string): Promise<DigestTask[]> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      opportunityId: tasks.opportunityId,
      dealName: opportunities.prospectName,
    })
    .from(tasks)
    .innerJoin(opportunities, eq(opportunities.id, tasks.opportunityId))
    .where(and(eq(tasks.assigneeId, userId), isNull(tasks.completedAt), lt(tasks.dueDate, today)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  return rows.map((row) => ({ ...row, dueDate: row.dueDate as string }));
}

async function sharedDigest(db: Database, zone: string, now: Date): Promise<SharedDigest> {
  return { today: todayIn(zone, now), newOpportunities: await newOpportunitiesSince(db, now) };
}

type Recipient = { id: number; fullName: string; email: string };

async function digestInputFor(
  db: Database,
  user: Recipient,
  shared: SharedDigest,
  options: DigestOptions,
): Promise<DigestInput> {
  return {
    appUrl: options.appUrl,
    today: shared.today,
    recipientName: user.fullName,
    criticalDates: await upcomingCriticalDates(db, shared.today, user.id),
    overdueTasks: await overdueTasksOf(db, user.id, shared.today),
    newOpportunities: shared.newOpportunities,
  };
}

/** The dedupe key that makes a user's scheduled digest exist once per organisation day. */
export const digestDedupeKey = (userId: number, today: string) => `digest:${userId}:${today}`;

/**
 * Queues the digest of every active user who turned it on and chose the hour it is now in the
 * organisation's time zone; a user with nothing to report gets none. Each user's digest is queued
 * once a day however many runs or instances call this (the outbox's dedupe key). Answers how many
 * were queued by this call.
 */
export async function queueDueDigests(db: Database, now: Date, options: DigestOptions): Promise<number> {
  const zone = await organisationTimeZone(db);
  const hour = hourIn(zone, now);
  const candidates = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      digest: sql<unknown>`${userPreferences.preferences} -> 'dailyDigest'`,
    })
    .from(users)
    .innerJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(eq(users.active, true), sql`${userPreferences.preferences} @> '{"dailyDigest":{"enabled":true}}'`),
    )
    .orderBy(asc(users.id));
  const due = candidates.filter((user) => {
    const preference = dailyDigestSchema.safeParse(user.digest);
    return (
      preference.success &&
      preference.data.enabled &&
      preference.data.hour === hour &&
      user.email.trim() !== ''
    );
  });
  if (due.length === 0) return 0;
  const shared = await sharedDigest(db, zone, now);
  let queued = 0;
  for (const user of due) {
    const input = await digestInputFor(db, user, shared, options);
    if (isEmptyDigest(input)) continue;
    const mail = buildDigest(input);
    const wasQueued = await queueMail(
      db,
      {
        kind: digestMailKind,
        dedupeKey: digestDedupeKey(user.id, shared.today),
        userId: user.id,
        to: user.email,
        ...mail,
      },
      now,
    );
    if (wasQueued) queued++;
  }
  return queued;
}

/**
 * Queues the user's digest now, whatever their preference, hour or day, and even when it has nothing
 * to report (so an admin can check that mail arrives). Not deduplicated.
 */
export async function queueDigestNow(db: Database, userId: number, now: Date, options: DigestOptions) {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const input = await digestInputFor(
    db,
    user,
    await sharedDigest(db, await organisationTimeZone(db), now),
    options,
  );
  const mail = buildDigest(input);
  await queueMail(
    db,
    { kind: digestMailKind, dedupeKey: null, userId: user.id, to: user.email, ...mail },
    now,
  );
  return { to: user.email, subject: mail.subject };
}
