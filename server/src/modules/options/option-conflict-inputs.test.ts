import { addDays } from '@common/calendar-days';
import { type ConflictLease, type ConflictOption, findOptionConflicts } from '@common/options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { isoDay } from '../properties/calendar-day';
import { liveOptionsOver, optionConflictsOver } from './option-conflict-inputs';

let database: TestDatabase;
const today = isoDay(new Date());

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // The sample portfolio has competing rights; add a right over a suite leased to someone else past
  // its effective date, so both rules are exercised.
  await database.db.execute(sql`
    insert into options (property_id, space_id, tenant_id, option_type, notice_start, notice_end, effective_date)
    select s.property_id, s.id, (select id from tenants where id <> l.tenant_id order by id limit 1), 'ROFR',
           ${addDays(today, 10)}::date, ${addDays(today, 20)}::date, ${addDays(today, 30)}::date
    from leases l join spaces s on s.id = l.space_id
    where l.status = 'active' and l.end_date > ${addDays(today, 30)}::date
    order by l.id limit 1`);
});
afterAll(() => database.close());

type SqlOption = ConflictOption & { propertyId: number };

/** Every option over a suite, expired or not, read without the loader. */
async function optionsOverSuites(): Promise<SqlOption[]> {
  const { rows } = await database.db.execute<SqlOption>(sql`
    select o.id, o.space_id as "spaceId", o.tenant_id as "tenantId", t.name as "tenantName",
           o.option_type as "optionType", s.suite, o.notice_start::text as "noticeStart",
           o.notice_end::text as "noticeEnd", o.effective_date::text as "effectiveDate",
           s.property_id as "propertyId"
    from options o join spaces s on s.id = o.space_id left join tenants t on t.id = o.tenant_id`);
  return rows;
}

async function allActiveLeases(): Promise<ConflictLease[]> {
  const { rows } = await database.db.execute<ConflictLease>(sql`
    select l.space_id as "spaceId", l.tenant_id as "tenantId", t.name as "tenantName", l.end_date::text as "endDate"
    from leases l join tenants t on t.id = l.tenant_id where l.status = 'active'`);
  return rows;
}

async function suitesByProperty(): Promise<Map<number, number[]>> {
  const { rows } = await database.db.execute<{ propertyId: number; ids: number[] }>(sql`
    select property_id as "propertyId", array_agg(id order by id) as ids from spaces group by property_id`);
  return new Map(rows.map((row) => [row.propertyId, row.ids]));
}

const byId = <T extends { id: number }>(rows: readonly T[]) => rows.toSorted((a, b) => a.id - b.id);
const withoutProperty = ({ propertyId: _, ...option }: SqlOption): ConflictOption => option;

describe('liveOptionsOver', () => {
  it("reads every option not yet expired over a building's suites, the same by building or by suites", async () => {
    const all = await optionsOverSuites();
    for (const [propertyId, spaceIds] of await suitesByProperty()) {
      const expected = byId(
        all
          .filter((option) => option.propertyId === propertyId && option.effectiveDate >= today)
          .map(withoutProperty),
      );
      expect(byId(await liveOptionsOver(database.db, { propertyId }, today))).toEqual(expected);
      expect(byId(await liveOptionsOver(database.db, { spaceIds }, today))).toEqual(expected);
    }
  });

  it('keeps an option on its effective date and drops it the day after', async () => {
    const [option] = await optionsOverSuites();
    const scope = { spaceIds: [option!.spaceId as number] };
    const ids = async (day: string) => (await liveOptionsOver(database.db, scope, day)).map(({ id }) => id);
    expect(await ids(option!.effectiveDate)).toContain(option!.id);
    expect(await ids(addDays(option!.effectiveDate, 1))).not.toContain(option!.id);
  });
});

describe('optionConflictsOver', () => {
  it("gives each building's options the conflicts the rule finds over every option and lease", async () => {
    const all = await optionsOverSuites();
    const expected = findOptionConflicts(all, await allActiveLeases(), today);
    let judged = 0;
    for (const [propertyId, spaceIds] of await suitesByProperty()) {
      const ids = new Set(all.filter((option) => option.propertyId === propertyId).map(({ id }) => id));
      const conflicts = await optionConflictsOver(database.db, spaceIds, today);
      expect(conflicts).toEqual(new Map([...expected].filter(([id]) => ids.has(id))));
      judged += conflicts.size;
    }
    // Both rules found something, so the comparison is not of empty maps.
    expect(judged).toBe(expected.size);
    expect(new Set([...expected.values()].flat().map(({ kind }) => kind))).toEqual(
      new Set(['competing-right', 'space-leased']),
    );
  });

  it('answers no conflicts for no suites', async () => {
    expect(await optionConflictsOver(database.db, [], today)).toEqual(new Map());
  });
});
