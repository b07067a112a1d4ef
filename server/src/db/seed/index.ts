import { sql } from 'drizzle-orm';
import { lockKeys } from '../advisory-locks';
import type { Database } from '../database';
import { users } from '../schema';
import { seedComps } from './comps';
import type { SeedContext, SeededPortfolio } from './context';
import { createCalendar } from './dates';
import { seedDealActivity } from './deal-activity';
import { seedDeals } from './deals';
import { seedLeases } from './leases';
import { seedOptions } from './options';
import { seedPortfolio } from './portfolio';
import { seedProposalRounds } from './proposal-rounds';
import { createRandom } from './random';
import { seedSurveys } from './surveys';
import { seedTenants } from './tenants';
import { seedTraining } from './training';
import { prepareUsers, seedUsers } from './users';

// Any fixed number: the PRNG seed makes every sample portfolio alike.
const randomSeed = 20_240_601;

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the sample portfolio, every date relative to `options.today`.
 * Does nothing when any user exists, so it is safe on every start; all rows go in one transaction.
 */
export async function seedDatabase(db: Database, options: { today: Date }): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  const userRows = await prepareUsers();
  return db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second waits here, then finds the users.
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.seed})`);
    if (await hasUsers(tx)) return { seeded: false };

    const context: SeedContext = {
      tx,
      cal: createCalendar(options.today),
      random: createRandom(randomSeed),
      now: options.today,
    };
    const userIds = await seedUsers(
      tx,
      userRows.map((row) => ({ ...row, createdAt: options.today })),
    );
    const { propertyIds, spaces } = await seedPortfolio(context, userIds);
    const tenantIds = await seedTenants(context);
    const activeLeases = await seedLeases(context, spaces, tenantIds);
    const portfolio: SeededPortfolio = { userIds, propertyIds, spaces, tenantIds, activeLeases };
    const deals = await seedDeals(context, portfolio);
    await seedDealActivity(context, portfolio, deals);
    await seedProposalRounds(context, portfolio, deals);
    await seedOptions(context, portfolio);
    await seedComps(context, propertyIds);
    await seedSurveys(context, portfolio);
    await seedTraining(context);
    return { seeded: true };
  });
}
