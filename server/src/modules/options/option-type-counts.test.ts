import { optionTypes } from '@common/option-types';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/*
 * option_type_counts is kept by a trigger so that the Options list's total and counters over all
 * options need no count over the table. Whatever is written — options added, their type changed,
 * removed, or all of them by a truncate — it must say what a fresh count(*) says.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.close());

async function kept(): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<{ option_type: string; options: number }>(
    sql`select option_type, options from option_type_counts where options <> 0`,
  );
  return Object.fromEntries(rows.map((row) => [row.option_type, Number(row.options)]));
}

async function counted(): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<{ option_type: string; options: number }>(
    sql`select option_type, count(*)::int as options from options group by option_type`,
  );
  return Object.fromEntries(rows.map((row) => [row.option_type, Number(row.options)]));
}

const writeArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), pick: fc.nat(), type: fc.constantFrom(...optionTypes) }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), type: fc.constantFrom(...optionTypes) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('option_type_counts', () => {
  it('starts equal to a fresh count of the seeded options', async () => {
    expect(await kept()).toEqual(await counted());
  });

  it('stays equal to a fresh count after random inserts, type changes and deletes', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const write of writes) {
          const { rows } = await db.execute<{ id: number }>(
            sql`select id from options order by id offset ${write.pick} % greatest((select count(*) from options), 1) limit 1`,
          );
          const id = rows[0]?.id;
          if (write.kind === 'insert') {
            await db.execute(sql`insert into options (property_id, space_id, lease_id, tenant_id, option_type,
                notice_start, notice_end, effective_date)
              select property_id, space_id, lease_id, tenant_id, ${write.type}, notice_start, notice_end, effective_date
              from options where id = ${id ?? 0}`);
          } else if (write.kind === 'update' && id !== undefined) {
            await db.execute(sql`update options set option_type = ${write.type} where id = ${id}`);
          } else if (write.kind === 'delete' && id !== undefined) {
            await db.execute(sql`delete from options where id = ${id}`);
          }
        }
        expect(await kept()).toEqual(await counted());
      }),
      { seed: 20261126, numRuns: 40 },
    );
  });

  it('is emptied with the options', async () => {
    await database.db.execute(sql`truncate options cascade`);
    expect(await kept()).toEqual({});
    expect(await counted()).toEqual({});
  });
});
