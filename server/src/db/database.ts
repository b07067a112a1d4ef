import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };

/** The handle a `db.transaction(…)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a query runs: the database itself, or the transaction a caller has open. */
export type Executor = Database | Transaction;
