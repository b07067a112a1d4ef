import { type LeasingCommissionDefault, seededLeasingCommissionPct } from '@common/settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from '../../db/schema';

const settingsRow = 1;

/** The organisation's default leasing commission; the seeded one when no admin has stored a row. */
export async function getLeasingCommissionDefault(db: Database): Promise<LeasingCommissionDefault> {
  const [row] = await db
    .select({ defaultLeasingCommissionPct: appSettings.defaultLeasingCommissionPct })
    .from(appSettings)
    .where(eq(appSettings.id, settingsRow));
  return { defaultLeasingCommissionPct: row?.defaultLeasingCommissionPct ?? seededLeasingCommissionPct };
}

/** Stores a new default (to 2 decimals, as the column keeps it) and answers what was stored. */
export async function setLeasingCommissionDefault(
  db: Database,
  userId: number,
  { defaultLeasingCommissionPct }: LeasingCommissionDefault,
): Promise<LeasingCommissionDefault> {
  const values = { defaultLeasingCommissionPct, updatedBy: userId, updatedAt: new Date() };
  const [row] = await db
    .insert(appSettings)
    .values({ id: settingsRow, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values })
    .returning({ defaultLeasingCommissionPct: appSettings.defaultLeasingCommissionPct });
  if (!row) throw new Error('the settings row was not stored');
  return row;
}
