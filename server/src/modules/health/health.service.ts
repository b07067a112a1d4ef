import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
