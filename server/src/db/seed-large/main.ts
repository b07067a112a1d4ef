// `npm run seed:large`: adds the large data set (server/src/db/seed-large/index.ts) to the app's database —
// the embedded PostgreSQL in DATA_DIR (default ./data; stop the app first, its lock is held while it runs)
// or DATABASE_URL. Migrates and seeds the sample portfolio first when the database is empty, then adds
// 1,000 buildings, 20,000 suites, 10,000 tenants, 50,000 deals, 30,000 leases, 20,000 options and
// 100,000 comments on top of it (`--scale N`: N times each count). Run it once: a database that already holds the large set is left as it
// is (start over with `npm run db:reset`). `--analyze` also runs the AI analysis and prints its time.
import { sql } from 'drizzle-orm';
import { failCommand } from '../../cli-failure';
import { loadConfig } from '../../config';
import { runAnalysisNow } from '../../modules/ai-opportunities/analysis-jobs';
import { openDatabase } from '../connection';
import { migrateDatabase } from '../migrate';
import { seedDatabase } from '../seed';
import { countRows, hasLargeData, seedLarge } from '.';

if (process.argv.includes('--help')) {
  console.log(`npm run seed:large [-- --scale N] [--analyze]
  Adds 1,000 buildings, 20,000 suites, 10,000 tenants, 50,000 deals, 30,000 leases, 20,000 options and
  100,000 comments (--scale N: N times each, e.g. 500,000 deals at 10) on top of the sample portfolio (seeded first if the database is empty), in the embedded
  PostgreSQL of DATA_DIR (default ./data; stop the app first) or in DATABASE_URL. Deterministic. Does
  nothing when the large set is already there (npm run db:reset starts over). --analyze also runs the AI
  analysis on it.`);
  process.exit(0);
}

/** `--scale N` (or `--scale=N`): a whole number ≥ 1, 1 when absent. */
function scaleArgument(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (index < 0) return 1;
  const arg = args[index] ?? '';
  const text = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? '');
  const scale = Number(text);
  if (!/^\d+$/.test(text) || scale < 1) {
    console.error(`leaselens: --scale takes a whole number ≥ 1 (got "${text}")`);
    process.exit(2);
  }
  return scale;
}

const scale = scaleArgument(process.argv.slice(2));

try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: () => {},
  });
  try {
    const started = performance.now();
    await migrateDatabase(database.db);
    await seedDatabase(database.db, { today: new Date() });
    if (await hasLargeData(database.db)) {
      console.log(
        'The large data set is already in this database; nothing added (npm run db:reset starts over).',
      );
    } else {
      await seedLarge(database.db, {
        scale,
        onStep: (step, seconds) => console.log(`  ${step}: ${seconds.toFixed(1)} s`),
      });
      console.log(
        `Added the large data set${scale === 1 ? '' : ` at ${scale}×`} in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.mode} database).`,
      );
    }
    if (process.argv.includes('--analyze')) {
      const result = await runAnalysisNow(database.db, () => new Date());
      console.log('AI analysis', result);
      await database.db.execute(sql`vacuum analyze ai_opportunities`);
    }
    console.table(await countRows(database.db));
  } finally {
    await database.close();
  }
} catch (error) {
  failCommand(error);
}
