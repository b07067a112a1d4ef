import { addDays } from '@common/calendar-days';
import { reminderFireDate } from '@common/reminders';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  appSettings,
  leases,
  notifications,
  opportunities,
  options,
  properties,
  proposalRounds,
  reminderDeliveries,
  reminderRules,
  spaces,
  tasks,
  tenants,
  users,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fireDueReminders, reminderNotificationKind } from './reminders.service';

/*
 * Reminders walked day by day with an injected clock, on the seeded portfolio. Each scenario watches
 * a user of its own (made here), so the seed's own reminders never count.
 */

let database: TestDatabase;
let db: Database;
let property: { id: number; assetManagerId: number | null };
let tenant: { id: number; name: string };
let space: { id: number; suite: string };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
  [property] = (await db
    .select({ id: properties.id, assetManagerId: properties.assetManagerId })
    .from(properties)
    .orderBy(asc(properties.id))
    .limit(1)) as [typeof property];
  [tenant] = (await db.select({ id: tenants.id, name: tenants.name }).from(tenants).limit(1)) as [
    typeof tenant,
  ];
  [space] = (await db
    .select({ id: spaces.id, suite: spaces.suite })
    .from(spaces)
    .where(eq(spaces.propertyId, property.id))
    .limit(1)) as [typeof space];
  await setZone('UTC');
});
afterAll(() => database.close());

async function setZone(timeZone: string) {
  await db
    .insert(appSettings)
    .values({ id: 1, timeZone })
    .onConflictDoUpdate({ target: appSettings.id, set: { timeZone } });
}

let userCount = 0;
async function newUser(active = true): Promise<number> {
  userCount += 1;
  const [row] = await db
    .insert(users)
    .values({
      username: `watcher${userCount}`,
      passwordHash: 'x',
      fullName: `Watcher ${userCount}`,
      email: `watcher${userCount}@example.com`,
      role: 'asset_manager',
      active,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function newOption(ownerId: number | null, noticeStart: string, noticeEnd: string) {
  const [row] = await db
    .insert(options)
    .values({
      propertyId: property.id,
      spaceId: space.id,
      tenantId: tenant.id,
      optionType: 'ROFO',
      noticeStart,
      noticeEnd,
      effectiveDate: addDays(noticeEnd, 60),
      ownerId,
    })
    .returning({ id: options.id });
  return row!.id;
}

const titlesOf = async (userId: number) =>
  (
    await db
      .select({ title: notifications.title, kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id))
  ).map((row) => {
    expect(row.kind).toBe(reminderNotificationKind);
    return row.title;
  });

/** Noon UTC on `day`. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe('fireDueReminders, day by day across an option notice window', () => {
  it('sends each default rule once, on its fire day, and nothing on the other days', async () => {
    const owner = await newUser();
    const id = await newOption(owner, '2031-03-10', '2031-04-20');
    const firedOn = new Map<string, string[]>();
    let seen = 0;
    for (let day = '2030-12-01'; day <= '2031-04-25'; day = addDays(day, 1)) {
      await fireDueReminders(db, noon(day));
      const titles = await titlesOf(owner);
      if (titles.length > seen) firedOn.set(day, titles.slice(seen));
      seen = titles.length;
    }
    const holder = `ROFO notice window for ${tenant.name}`;
    expect(Object.fromEntries(firedOn)).toEqual({
      '2030-12-10': [`${holder} opens in 90 days (Mar 10, 2031)`],
      '2031-01-20': [`${holder} closes in 90 days (Apr 20, 2031)`],
      '2031-02-08': [`${holder} opens in 30 days (Mar 10, 2031)`],
      '2031-03-03': [`${holder} opens in 7 days (Mar 10, 2031)`],
      '2031-03-21': [`${holder} closes in 30 days (Apr 20, 2031)`],
      '2031-04-13': [`${holder} closes in 7 days (Apr 20, 2031)`],
    });
    const links = await db
      .selectDistinct({ link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, owner));
    expect(links).toEqual([{ link: `/options?status=all&option=${id}` }]);
    const deliveries = await db
      .select({ kind: reminderDeliveries.kind })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, owner), eq(reminderDeliveries.itemId, id)));
    expect(deliveries).toHaveLength(6);
  }, 120_000);

  it('catches up a missed fire day the next time it runs, stating the days really left', async () => {
    const owner = await newUser();
    await newOption(owner, '2032-06-30', '2032-07-31');
    // 7 days before the window opens is 23 June: the schedule did not run on the 23rd or 24th.
    await fireDueReminders(db, noon('2032-06-22'));
    await fireDueReminders(db, noon('2032-06-25'));
    await fireDueReminders(db, noon('2032-06-26'));
    const opens = (await titlesOf(owner)).filter((title) => title.includes('opens'));
    expect(opens.at(-1)).toBe(`ROFO notice window for ${tenant.name} opens in 5 days (Jun 30, 2032)`);
    expect(
      opens.filter((title) => title.includes('Jun 30, 2032') && title.includes('in 5 days')),
    ).toHaveLength(1);
  });

  it('never fires a reminder whose date has passed, nor one before its fire day', async () => {
    const owner = await newUser();
    await newOption(owner, '2033-01-10', '2033-02-10');
    await fireDueReminders(db, noon('2033-03-01'));
    await fireDueReminders(db, noon('2032-10-01'));
    expect(await titlesOf(owner)).toEqual([]);
  });

  it('follows the asset manager when the option has no owner, and skips inactive owners', async () => {
    const inactive = await newUser(false);
    await newOption(inactive, '2034-05-10', '2034-06-10');
    await newOption(null, '2034-05-10', '2034-06-10');
    const before = property.assetManagerId === null ? [] : await titlesOf(property.assetManagerId);
    await fireDueReminders(db, noon('2034-05-03'));
    expect(await titlesOf(inactive)).toEqual([]);
    if (property.assetManagerId !== null) {
      const after = await titlesOf(property.assetManagerId);
      expect(after.slice(before.length)).toContain(
        `ROFO notice window for ${tenant.name} opens in 7 days (May 10, 2034)`,
      );
    }
  });
});

describe('fireDueReminders in the organisation time zone', () => {
  it('fires a reminder due on the DST change day (New York, 9 March 2031) on that local day', async () => {
    await setZone('America/New_York');
    const saved = await db
      .select({ kind: reminderRules.kind, offset: reminderRules.offset, unit: reminderRules.unit })
      .from(reminderRules);
    await db.delete(reminderRules);
    await db.insert(reminderRules).values({ kind: 'option_notice_start', offset: 7, unit: 'days' });
    try {
      const owner = await newUser();
      // The 7-day rule for a window opening 16 March fires on 9 March, the day clocks go forward.
      await newOption(owner, '2031-03-16', '2031-05-30');
      let first: string | null = null;
      for (let hour = 0; hour <= 48 && first === null; hour += 1) {
        const now = new Date(Date.UTC(2031, 2, 8, 12 + hour, 30));
        await fireDueReminders(db, now);
        if ((await titlesOf(owner)).length > 0) first = now.toISOString();
      }
      // 05:30 UTC is 00:30 EST on 9 March (the change happens at 2 am local); 04:30 UTC was still the 8th.
      expect(first).toBe('2031-03-09T05:30:00.000Z');
      expect(await titlesOf(owner)).toEqual([
        `ROFO notice window for ${tenant.name} opens in 7 days (Mar 16, 2031)`,
      ]);
      // Late on the 9th in New York it is already the 10th in UTC: nothing more fires for that rule.
      await fireDueReminders(db, new Date('2031-03-10T03:30:00Z'));
      expect(await titlesOf(owner)).toHaveLength(1);
    } finally {
      await setZone('UTC');
      await db.delete(reminderRules);
      await db.insert(reminderRules).values(saved);
    }
  });
});

describe('fireDueReminders run twice at once', () => {
  it('delivers each reminder exactly once', async () => {
    const owners = [await newUser(), await newUser(), await newUser()];
    for (const owner of owners) await newOption(owner, '2035-08-08', '2035-09-09');
    const now = noon('2035-08-01');
    const results = await Promise.all([fireDueReminders(db, now), fireDueReminders(db, now)]);
    expect(results[0]!.created + results[1]!.created).toBe(owners.length * 2);
    // 90, 30 and 7 days before the window opens are all due on 1 August: the latest one fires, once;
    // so does the one 90 days before it closes.
    for (const owner of owners)
      expect(await titlesOf(owner)).toEqual([
        `ROFO notice window for ${tenant.name} opens in 7 days (Aug 8, 2035)`,
        `ROFO notice window for ${tenant.name} closes in 39 days (Sep 9, 2035)`,
      ]);
    const again = await fireDueReminders(db, now);
    expect(again.created).toBe(0);
  });
});

describe('the fire date in SQL', () => {
  it('agrees with reminderFireDate, month ends and leap years included', async () => {
    const dates = [
      '2040-05-31',
      '2041-05-31',
      '2041-03-31',
      '2040-03-30',
      '2041-12-31',
      '2041-01-01',
      '2041-08-29',
    ];
    for (const dueOn of dates) {
      for (const rule of [
        { offset: 1, unit: 'months' },
        { offset: 3, unit: 'months' },
        { offset: 12, unit: 'months' },
        { offset: 1, unit: 'days' },
        { offset: 90, unit: 'days' },
      ] as const) {
        const { rows } = await db.execute<{ day: string }>(
          sql`select to_char(case when ${rule.unit} = 'months' then (${dueOn}::date - make_interval(months => ${rule.offset}::int))::date else ${dueOn}::date - ${rule.offset}::int end, 'YYYY-MM-DD') as day`,
        );
        expect(rows[0]?.day, `${dueOn} less ${rule.offset} ${rule.unit}`).toBe(reminderFireDate(dueOn, rule));
      }
    }
  });
});

describe('lease expiry and task reminders', () => {
  async function newLease(ownerId: number, values: Partial<typeof leases.$inferInsert>) {
    const [row] = await db
      .insert(leases)
      .values({
        tenantId: tenant.id,
        spaceId: space.id,
        startDate: '2036-01-01',
        endDate: '2041-05-31',
        baseRentPsf: 30,
        leaseType: 'gross',
        // Recorded pending: the test's leases share a suite, which may have one recorded active.
        status: 'pending',
        ownerId,
        ...values,
      })
      .returning({ id: leases.id });
    return row!.id;
  }

  it('reminds 3 months before a lease ends (month end to month end), and not once it is renewed or terminated', async () => {
    const owner = await newUser();
    const id = await newLease(owner, {});
    // 2041 is not a leap year.
    // 31 May less 3 months is 28 February; the 6-month reminder (30 November) is caught up first.
    await fireDueReminders(db, noon('2041-02-26'));
    await fireDueReminders(db, noon('2041-02-27'));
    const sixMonths = `Lease of ${tenant.name} in suite ${space.suite} expires in 94 days (May 31, 2041)`;
    expect(await titlesOf(owner)).toEqual([sixMonths]);
    await fireDueReminders(db, noon('2041-02-28'));
    expect(await titlesOf(owner)).toEqual([
      sixMonths,
      `Lease of ${tenant.name} in suite ${space.suite} expires in 92 days (May 31, 2041)`,
    ]);
    expect(await db.select().from(leases).where(eq(leases.id, id))).toHaveLength(1);

    const renewedOwner = await newUser();
    await newLease(renewedOwner, { startDate: '2037-01-01', endDate: '2041-03-31' });
    await newLease(renewedOwner, { startDate: '2041-04-01', endDate: '2046-03-31' });
    const terminatedOwner = await newUser();
    await newLease(terminatedOwner, { startDate: '2037-01-01', endDate: '2041-03-31', status: 'terminated' });
    await fireDueReminders(db, noon('2040-12-31'));
    // The renewal's own 12-month reminder is years away; the renewed and terminated leases send nothing.
    expect(await titlesOf(renewedOwner)).toEqual([]);
    expect(await titlesOf(terminatedOwner)).toEqual([]);
  });

  it('reminds a task assignee the day before, and not for a done task', async () => {
    const assignee = await newUser();
    const [deal] = await db
      .select({ id: opportunities.id, createdBy: opportunities.createdBy })
      .from(opportunities)
      .limit(1);
    const base = {
      opportunityId: deal!.id,
      assigneeId: assignee,
      createdBy: deal!.createdBy,
      dueDate: '2037-07-04',
    };
    await db.insert(tasks).values([
      { ...base, title: 'Send the LOI' },
      { ...base, title: 'Already done', completedAt: new Date('2037-06-01T00:00:00Z') },
    ]);
    await fireDueReminders(db, noon('2037-07-02'));
    expect(await titlesOf(assignee)).toEqual([]);
    await fireDueReminders(db, noon('2037-07-03'));
    expect(await titlesOf(assignee)).toEqual(['Task "Send the LOI" is due tomorrow (Jul 4, 2037)']);
  });

  it("reminds a pending proposal's approver once it has waited the rule's days, once, with a link to it", async () => {
    const approver = await newUser();
    const [before] = await db
      .select({ assetManagerId: properties.assetManagerId })
      .from(properties)
      .where(eq(properties.id, property.id));
    await db.update(properties).set({ assetManagerId: approver }).where(eq(properties.id, property.id));
    try {
      const [deal] = await db
        .insert(opportunities)
        .values({
          title: 'Waiting Approval Co deal',
          prospectName: 'Waiting Approval Co',
          propertyId: property.id,
          squareFeetNeeded: 2000,
          createdBy: approver,
        })
        .returning({ id: opportunities.id });
      const submitter = await newUser();
      await db.insert(proposalRounds).values({
        opportunityId: deal!.id,
        side: 'landlord',
        roundDate: '2039-03-01',
        areaRsf: 2000,
        termMonths: 60,
        baseRent: 40,
        createdBy: submitter,
        approvalStatus: 'pending',
        submittedBy: submitter,
        submittedAt: new Date('2039-03-01T15:00:00Z'),
      });
      const waiting = async () =>
        (await titlesOf(approver)).filter((title) => title.includes('Waiting Approval Co'));
      await fireDueReminders(db, noon('2039-03-02'));
      expect(await waiting()).toEqual([]);
      await fireDueReminders(db, noon('2039-03-03'));
      await fireDueReminders(db, noon('2039-03-04'));
      expect(await waiting()).toEqual([
        'A proposal for Waiting Approval Co has waited 2 days for approval (submitted Mar 1, 2039)',
      ]);
      const [link] = await db
        .select({ link: notifications.link })
        .from(notifications)
        .where(
          and(eq(notifications.userId, approver), sql`${notifications.title} like '%Waiting Approval Co%'`),
        );
      expect(link?.link).toBe(`/deals/${deal!.id}?tab=proposals`);
      // The submitter is never asked to decide their own proposal.
      expect(await titlesOf(submitter)).toEqual([]);
    } finally {
      await db
        .update(properties)
        .set({ assetManagerId: before!.assetManagerId })
        .where(eq(properties.id, property.id));
    }
  });

  it('sends nothing when a kind has no rules', async () => {
    await db.delete(reminderRules).where(eq(reminderRules.kind, 'task_due'));
    const assignee = await newUser();
    const [deal] = await db
      .select({ id: opportunities.id, createdBy: opportunities.createdBy })
      .from(opportunities)
      .limit(1);
    await db.insert(tasks).values({
      opportunityId: deal!.id,
      assigneeId: assignee,
      createdBy: deal!.createdBy,
      dueDate: '2038-07-04',
      title: 'No rule',
    });
    await fireDueReminders(db, noon('2038-07-03'));
    expect(await titlesOf(assignee)).toEqual([]);
  });
});
