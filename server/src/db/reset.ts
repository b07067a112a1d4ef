// `npm run db:reset`: drops everything in the app's database, migrates and seeds it afresh.
// Refused while the app runs on the same DATA_DIR (the embedded server's lock is held).
import { sql } from 'drizzle-orm';
import { failCommand } from '../cli-failure';
import { loadConfig } from '../config';
import { jobSchema } from '../jobs/job-queue';
import { openDatabase } from './connection';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: console.log,
  });
  try {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    // The job queue's schema too: its jobs name rows of the tables dropped here. Recreated on start.
    await database.db.execute(sql`drop schema if exists ${sql.identifier(jobSchema)} cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    await migrateDatabase(database.db);
    await seedDatabase(database.db, { today: new Date() });
    console.log(`Database reset and seeded (${database.mode}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  failCommand(error);
}
