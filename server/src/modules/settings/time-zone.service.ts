import type { TimeZoneSetting } from '@common/reminders';
import { serverTimeZone, todayIn } from '@common/time-zone';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from '../../db/schema';

/** The organisation's time zone: the one an admin set, else the server's own. */
export async function organisationTimeZone(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ timeZone: appSettings.timeZone })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  return row?.timeZone ?? serverTimeZone();
}

/** Today's calendar day in the organisation's time zone. */
export async function organisationToday(db: Pick<Database, 'select'>, now: Date): Promise<string> {
  return todayIn(await organisationTimeZone(db), now);
}

/** GET /api/settings/time-zone: the zone in use, and whether it is the server's (none set). */
export async function getTimeZoneSetting(db: Database): Promise<TimeZoneSetting> {
  const [row] = await db
    .select({ timeZone: appSettings.timeZone })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  const stored = row?.timeZone ?? null;
  return stored === null
    ? { timeZone: serverTimeZone(), isDefault: true }
    : { timeZone: stored, isDefault: false };
}

/** PUT /api/settings/time-zone: stores the organisation's zone (checked by the contract). */
export async function setTimeZone(db: Database, userId: number, timeZone: string): Promise<TimeZoneSetting> {
  const values = { timeZone, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(appSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values });
  return getTimeZoneSetting(db);
}
