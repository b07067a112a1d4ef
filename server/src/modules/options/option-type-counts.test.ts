import { addDays } from '@common/calendar-days';
import { optionTypes } from '@common/option-types';
import { optionStatuses } from '@common/options';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { listWhere } from './option-filters';
import { countMatches, keptStatusCounts } from './option-list.service';

/*
 * option_type_counts and option_status_steps are kept by triggers so that the Options list's total and
 * counters (over all options, or over one status on a day) need no count over the table. Whatever is
 * written — options added, their type or dates changed, removed, or all of them by a truncate — they
 * must say what a fresh count(*) says.
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

  it('option_status_steps: each status on any day sums to a fresh count, after random writes of types and dates', async () => {
    const { db } = database;
    // Days around one another, so windows touch, overlap, end on their effective date or after it.
    const dayArb = fc.integer({ min: -40, max: 40 }).map((offset) => addDays('2026-11-15', offset));
    const datesArb = fc
      .tuple(dayArb, fc.nat({ max: 45 }), fc.integer({ min: 0, max: 60 }))
      .map(([noticeStart, windowDays, effectiveDays]) => ({
        noticeStart,
        noticeEnd: addDays(noticeStart, windowDays),
        effectiveDate: addDays(noticeStart, effectiveDays),
      }));
    const statusWriteArb = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        type: fc.constantFrom(...optionTypes),
        dates: datesArb,
      }),
      fc.record({ kind: fc.constant('dates' as const), pick: fc.nat(), dates: datesArb }),
      fc.record({
        kind: fc.constant('type' as const),
        pick: fc.nat(),
        type: fc.constantFrom(...optionTypes),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    const picked = async (pick: number) => {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from options order by id offset ${pick} % greatest((select count(*) from options), 1) limit 1`,
      );
      return rows[0]?.id ?? 0;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(statusWriteArb, { minLength: 1, maxLength: 6 }),
        fc.array(dayArb, { minLength: 1, maxLength: 3 }),
        async (writes, days) => {
          for (const write of writes) {
            if (write.kind === 'insert') {
              const { noticeStart, noticeEnd, effectiveDate } = write.dates;
              await db.execute(sql`insert into options (property_id, option_type, notice_start, notice_end, effective_date)
                select id, ${write.type}, ${noticeStart}, ${noticeEnd}, ${effectiveDate} from properties order by id limit 1`);
            } else if (write.kind === 'dates') {
              const { noticeStart, noticeEnd, effectiveDate } = write.dates;
              await db.execute(sql`update options set notice_start = ${noticeStart}, notice_end = ${noticeEnd},
                effective_date = ${effectiveDate} where id = ${await picked(write.pick)}`);
            } else if (write.kind === 'type') {
              await db.execute(
                sql`update options set option_type = ${write.type} where id = ${await picked(write.pick)}`,
              );
            } else {
              await db.execute(sql`delete from options where id = ${await picked(write.pick)}`);
            }
          }
          // Each day, the day before and after it, and the first and last of its month.
          const asked = days.flatMap((day) => [
            addDays(day, -1),
            day,
            addDays(day, 1),
            `${day.slice(0, 8)}01`,
            addDays(`${addDays(`${day.slice(0, 8)}01`, 40).slice(0, 8)}01`, -1),
          ]);
          for (const day of asked) {
            for (const status of optionStatuses) {
              expect(await keptStatusCounts(db, status, day), `${status} on ${day}`).toEqual(
                await countMatches(db, listWhere({ status }, day, 0)),
              );
            }
          }
        },
      ),
      { seed: 20261127, numRuns: 25 },
    );
  });

  it('is emptied with the options', async () => {
    await database.db.execute(sql`truncate options cascade`);
    expect(await kept()).toEqual({});
    expect(await counted()).toEqual({});
    const { rows } = await database.db.execute(sql`select * from option_status_steps`);
    expect(rows).toEqual([]);
  });
});
