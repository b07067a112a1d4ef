import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { comments, notifications, opportunities, users } from './schema';

const migration = new URL('./migrations/0010_one_conversation.sql', import.meta.url);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());

describe('migration 0010: deal updates become comments', () => {
  it('copies each update as a top-level comment (tour kept, mentions read, time kept) in time order, re-points its notifications and drops the table', async () => {
    const db = database.db;
    const [deal] = await db.select({ id: opportunities.id }).from(opportunities).limit(1);
    const people = new Map(
      (await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
        u.username,
        u.id,
      ]),
    );
    // deal_updates as it stood before this migration (0000), holding two updates.
    await db.execute(sql`
      create table deal_updates (
        id integer primary key generated always as identity,
        opportunity_id integer not null references opportunities(id) on delete cascade,
        user_id integer not null references users(id) on delete restrict,
        content text not null,
        is_tour boolean not null default false,
        created_at timestamptz not null default now())`);
    const inserted = await db.execute<{ id: number }>(sql`
      insert into deal_updates (opportunity_id, user_id, content, is_tour, created_at) values
        (${deal!.id}, ${people.get('jrivera')}, 'Sent the LOI', false, '2026-02-02T10:00:00Z'),
        (${deal!.id}, ${people.get('scho')}, 'Toured 3 with @AMorgan, @nobody, a@b.com and @amorgan', true,
         '2026-02-01T10:00:00Z')
      returning id`);
    const tour = inserted.rows[1]?.id;
    await db.insert(notifications).values({
      userId: people.get('amorgan')!,
      kind: 'mention',
      title: 'Sam Cho mentioned you',
      link: `/deal-detail/${deal!.id}#update-${tour}`,
    });
    const before = await db.select({ id: comments.id }).from(comments);

    const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint');
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const copied = await db
      .select()
      .from(comments)
      .where(
        inArray(comments.content, ['Sent the LOI', 'Toured 3 with @AMorgan, @nobody, a@b.com and @amorgan']),
      )
      .orderBy(comments.id);
    expect(copied).toMatchObject([
      {
        opportunityId: deal!.id,
        userId: people.get('scho'),
        isTour: true,
        parentId: null,
        mentions: ['amorgan'],
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
      {
        userId: people.get('jrivera'),
        isTour: false,
        parentId: null,
        mentions: [],
        createdAt: new Date('2026-02-02T10:00:00Z'),
      },
    ]);
    expect(Math.min(...copied.map((c) => c.id))).toBeGreaterThan(Math.max(...before.map((c) => c.id)));

    const [pointed] = await db
      .select({ link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, people.get('amorgan')!));
    expect(pointed?.link).toBe(`/deals/${deal!.id}?tab=discussion#comment-${copied[0]!.id}`);

    const table = await db.execute(sql`select to_regclass('deal_updates') as name`);
    expect(table.rows[0]).toEqual({ name: null });
    // The sequence moved past the copied ids: the next comment posts normally.
    const [next] = await db
      .insert(comments)
      .values({ opportunityId: deal!.id, userId: people.get('demo')!, content: 'After the move' })
      .returning({ id: comments.id });
    expect(next!.id).toBeGreaterThan(copied[1]!.id);
  });
});
