import { addDays } from '@common/calendar-days';
import { defaultPreferences } from '@common/preferences';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettings,
  leases,
  mailOutbox,
  opportunities,
  spaces,
  tasks,
  tenants,
  userPreferences,
  users,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { digestDedupeKey, queueDigestNow, queueDueDigests } from './digest.service';

let database: TestDatabase;
let amorgan: { id: number; email: string };
let opportunityId: number;
const appUrl = 'https://leaselens.example.com';

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [user] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.username, 'amorgan'));
  amorgan = user as { id: number; email: string };
  const [opportunity] = await database.db.select({ id: opportunities.id }).from(opportunities).limit(1);
  opportunityId = opportunity?.id as number;
  // An overdue task of hers, so her digest has something to report whatever day the seed was made.
  await database.db.insert(tasks).values({
    opportunityId,
    title: 'Review the rent roll',
    assigneeId: amorgan.id,
    dueDate: '2026-10-01',
    createdBy: amorgan.id,
  });
  // The organisation works in San Francisco: 7 am there is 15:00 UTC in November.
  await database.db
    .insert(appSettings)
    .values({ id: 1, timeZone: 'America/Los_Angeles' })
    .onConflictDoUpdate({ target: appSettings.id, set: { timeZone: 'America/Los_Angeles' } });
});
afterAll(() => database.close());
afterEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(userPreferences);
});

const optIn = (userId: number, dailyDigest: { enabled: boolean; hour: number }) =>
  database.db
    .insert(userPreferences)
    .values({ userId, preferences: { dailyDigest } })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences: { dailyDigest } } });

const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('queueDueDigests', () => {
  it('queues the digest of a user who turned it on at the hour it is in the organisation’s zone', async () => {
    await optIn(amorgan.id, { enabled: true, hour: 7 });
    // 07:00 UTC is 11 pm the day before in San Francisco: not the hour.
    expect(await queueDueDigests(database.db, new Date('2026-11-25T07:00:00Z'), { appUrl })).toBe(0);
    expect(await queueDueDigests(database.db, new Date('2026-11-25T15:05:00Z'), { appUrl })).toBe(1);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: 'digest',
      userId: amorgan.id,
      toAddress: amorgan.email,
      status: 'pending',
      dedupeKey: digestDedupeKey(amorgan.id, '2026-11-25'),
    });
    expect(mail?.subject).toMatch(/^LeaseLens daily digest — Nov 25, 2026: /);
  });

  it('queues each user’s digest once a day, however many runs or instances ask', async () => {
    await optIn(amorgan.id, { enabled: true, hour: 7 });
    const runs = await Promise.all(
      ['15:00', '15:00', '15:20', '15:59'].map((time) =>
        queueDueDigests(database.db, new Date(`2026-11-25T${time}:00Z`), { appUrl }),
      ),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await outbox()).toHaveLength(1);
    // The next day in San Francisco gets its own.
    expect(await queueDueDigests(database.db, new Date('2026-11-26T15:00:00Z'), { appUrl })).toBe(1);
    expect((await outbox()).map((mail) => mail.dedupeKey)).toEqual([
      digestDedupeKey(amorgan.id, '2026-11-25'),
      digestDedupeKey(amorgan.id, '2026-11-26'),
    ]);
  });

  it('leaves out users who did not turn it on, chose another hour, or are deactivated', async () => {
    const [scho] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'scho'));
    const [jrivera] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'jrivera'));
    await optIn(amorgan.id, { enabled: false, hour: 7 });
    await optIn(scho?.id as number, { enabled: true, hour: 8 });
    await optIn(jrivera?.id as number, { enabled: true, hour: 7 });
    await database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, jrivera?.id as number));
    try {
      expect(await queueDueDigests(database.db, new Date('2026-11-25T15:00:00Z'), { appUrl })).toBe(0);
    } finally {
      await database.db
        .update(users)
        .set({ active: true })
        .where(eq(users.id, jrivera?.id as number));
    }
  });

  it('sends nothing on a day with nothing to report', async () => {
    const [loner] = await database.db
      .insert(users)
      .values({
        username: 'digest-loner',
        passwordHash: 'x',
        fullName: 'Dee Gest',
        email: 'dee@example.com',
        role: 'broker',
      })
      .returning({ id: users.id });
    await optIn(loner?.id as number, { enabled: true, hour: 7 });
    // Far beyond every seeded date: no critical dates, no new AI opportunities, no tasks of hers.
    expect(await queueDueDigests(database.db, new Date('2095-06-01T14:00:00Z'), { appUrl })).toBe(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('lists the user’s overdue tasks with links to their deal', async () => {
    const [task] = await database.db
      .insert(tasks)
      .values({
        opportunityId,
        title: 'Chase signed LOI',
        assigneeId: amorgan.id,
        dueDate: '2026-11-20',
        createdBy: amorgan.id,
      })
      .returning({ id: tasks.id });
    const [done] = await database.db
      .insert(tasks)
      .values({
        opportunityId,
        title: 'Already finished task',
        assigneeId: amorgan.id,
        dueDate: '2026-11-19',
        completedAt: new Date('2026-11-19T10:00:00Z'),
        createdBy: amorgan.id,
      })
      .returning({ id: tasks.id });
    try {
      await optIn(amorgan.id, { enabled: true, hour: 7 });
      expect(await queueDueDigests(database.db, new Date('2026-11-25T15:00:00Z'), { appUrl })).toBe(1);
      const [mail] = await outbox();
      expect(mail?.textBody).toContain('Chase signed LOI');
      expect(mail?.textBody).toContain(`${appUrl}/deals/${opportunityId}?tab=tasks`);
      expect(mail?.textBody).not.toContain('Already finished task');
      expect(mail?.htmlBody).toContain('Chase signed LOI');
      expect(mail?.subject).toMatch(/\d+ overdue tasks?/);
    } finally {
      await database.db.delete(tasks).where(sql`${tasks.id} in (${task?.id}, ${done?.id})`);
    }
  });
});

describe('queueDigestNow', () => {
  it('queues the user’s digest now, even when it is turned off, each time it is asked', async () => {
    expect(defaultPreferences.dailyDigest.enabled).toBe(false);
    const now = new Date('2095-06-01T14:00:00Z');
    const first = await queueDigestNow(database.db, amorgan.id, now, { appUrl });
    await queueDigestNow(database.db, amorgan.id, now, { appUrl });
    expect(first.to).toBe(amorgan.email);
    const queued = await outbox();
    expect(queued).toHaveLength(2);
    expect(queued.every((mail) => mail.dedupeKey === null && mail.toAddress === amorgan.email)).toBe(true);
  });
});

describe('critical dates in the digest', () => {
  it('lists a lease expiring within 30 days, and leaves it out once a renewal is signed (the lease lifecycle)', async () => {
    const { rows } = await database.db.execute<{
      id: number;
      tenant_id: number;
      space_id: number;
      end_date: string;
    }>(sql`
      select id, tenant_id, space_id, to_char(end_date, 'YYYY-MM-DD') as end_date from leases
      where status = 'active' and terminated_on is null and lease_lifecycle(id, end_date - 10) = 'expiring'
      order by id limit 1`);
    const lease = rows[0];
    if (!lease) throw new Error('the seed has no active lease');
    const [tenant] = await database.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, lease.tenant_id));
    const [space] = await database.db
      .select({ suite: spaces.suite })
      .from(spaces)
      .where(eq(spaces.id, lease.space_id));
    const title = `${tenant?.name} — Suite ${space?.suite} lease expires`;
    const now = new Date(`${addDays(lease.end_date, -10)}T20:00:00Z`);

    await queueDigestNow(database.db, amorgan.id, now, { appUrl });
    const [before] = await outbox();
    expect(before?.textBody).toContain(title);
    expect(before?.textBody).toContain(`${appUrl}/critical-dates?month=${lease.end_date.slice(0, 7)}`);

    const [renewal] = await database.db
      .insert(leases)
      .values({
        tenantId: lease.tenant_id,
        spaceId: lease.space_id,
        startDate: addDays(lease.end_date, 1),
        endDate: addDays(lease.end_date, 5 * 365),
        baseRentPsf: 40,
        leaseType: 'gross',
        status: 'pending',
        followsLeaseId: lease.id,
      })
      .returning({ id: leases.id });
    try {
      await database.db.delete(mailOutbox);
      await queueDigestNow(database.db, amorgan.id, now, { appUrl });
      const [after] = await outbox();
      expect(after?.textBody).not.toContain(title);
    } finally {
      await database.db.delete(leases).where(eq(leases.id, renewal?.id as number));
    }
  });
});
