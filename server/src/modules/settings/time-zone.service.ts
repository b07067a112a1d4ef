import { serverTimeZone, todayIn } from '@common/time-zone';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from '../../db/schema';

/** The organisation's time zone: the one an admin set, else the server's own. */
export async function organisationTimeZone(db: Database): Promise<string> {
  const [row] = await db
    .select({ timeZone: appSettings.timeZone })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  return row?.timeZone ?? serverTimeZone();
}

/** Today's calendar day in the organisation's time zone. */
export async function organisationToday(db: Database, now: Date): Promise<string> {
  return todayIn(await organisationTimeZone(db), now);
}
