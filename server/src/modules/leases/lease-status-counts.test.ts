import { leaseStatuses } from '@common/lease-statuses';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { databaseErrorCode } from '../properties/sql-helpers';

/*
 * lease_status_counts is kept by a trigger so that the Lease Documents total needs no count over
 * every lease. Whatever is written — leases added, their status changed, removed, some writes refused
 * by a constraint and so rolled back — it must say what a fresh count(*) says.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.close());

async function kept(): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<{ status: string; leases: number }>(
    sql`select status, leases from lease_status_counts where leases <> 0`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.leases)]));
}

async function counted(): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<{ status: string; leases: number }>(
    sql`select status, count(*)::int as leases from leases group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.leases)]));
}

/** Runs a write; a write a constraint refuses (one active lease per suite, a foreign key) changes nothing. */
async function attempt(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (!['23505', '23503'].includes(databaseErrorCode(error) ?? '')) throw error;
  }
}

const writeArb = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...leaseStatuses),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...leaseStatuses),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('lease_status_counts', () => {
  it('starts equal to a fresh count of the seeded leases', async () => {
    expect(await kept()).toEqual(await counted());
  });

  it('stays equal to a fresh count after random inserts, status changes and deletes', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const write of writes) {
          const { rows } = await db.execute<{ id: number }>(
            sql`select id from leases order by id offset ${write.pick} % greatest((select count(*) from leases), 1) limit 1`,
          );
          const id = rows[0]?.id;
          if (write.kind === 'insert') {
            await attempt(() =>
              db.execute(sql`insert into leases (tenant_id, space_id, start_date, end_date, base_rent_psf, lease_type, status)
                select tenant_id, space_id, start_date, end_date, base_rent_psf, lease_type, ${write.status}
                from leases where id = ${id ?? 0}`),
            );
          } else if (write.kind === 'update' && id !== undefined) {
            await attempt(() => db.execute(sql`update leases set status = ${write.status} where id = ${id}`));
          } else if (write.kind === 'delete' && id !== undefined) {
            await attempt(() => db.execute(sql`delete from leases where id = ${id}`));
          }
        }
        expect(await kept()).toEqual(await counted());
      }),
      { seed: 20261126, numRuns: 40 },
    );
  });

  it('is emptied with the leases', async () => {
    await database.db.execute(sql`truncate leases cascade`);
    expect(await kept()).toEqual({});
    expect(await counted()).toEqual({});
  });
});
