import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartlyMigratedDatabase, partlyMigratedDatabase } from '../test/partly-migrated-database';

/*
 * Migration 0013 on a database with deal histories written before it: migrated to 0012, given a deal
 * whose stage changes were recorded out of time order and an idle deal whose history went further
 * than its stage, then migrated to the end; afterwards the triggers keep both figures as rows come.
 */

let database: PartlyMigratedDatabase;
const query = <T>(text: string, values: unknown[] = []) => database.query<T>(text, values);

beforeAll(async () => {
  database = await partlyMigratedDatabase('mig13', '0012_lease_terms_other_costs');
});

afterAll(() => database.close());

type Stay = { from_value: string; started: string; ended: string };

const stays = (dealId: number) =>
  query<Stay>(
    `select from_value, to_char(stay_started_at at time zone 'UTC', 'MM-DD') as started,
            to_char(created_at at time zone 'UTC', 'MM-DD') as ended
     from deal_events where opportunity_id = $1 and kind = 'stage' order by created_at, id`,
    [dealId],
  );

const furthest = async (dealId: number) =>
  (
    await query<{ furthest_stage: string | null }>('select furthest_stage from opportunities where id = $1', [
      dealId,
    ])
  )[0]?.furthest_stage;

describe('migration 0013: stays and furthest stages kept on the records', () => {
  it('fills both from the history there is, then keeps them as deals move', async () => {
    const [user] = await query<{ id: number }>(
      `insert into users (username, password_hash, full_name, email, role)
       values ('creator', 'x', 'Deal Creator', 'creator@example.com', 'broker') returning id`,
    );
    const [property] = await query<{ id: number }>(
      `insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
       values ('Tower', '1 Main St', 'Austin', 'TX', '78701', 'Southwest', 'office', 'core', 1, 1000) returning id`,
    );
    const deal = async (stage: string) =>
      (
        await query<{ id: number }>(
          `insert into opportunities (title, prospect_name, property_id, stage, square_feet_needed, created_by, created_at)
           values ($1, $1, $2, $1, 1000, $3, '2026-03-01T12:00:00Z') returning id`,
          [stage, property!.id, user!.id],
        )
      )[0]!.id;
    const moved = await deal('loi');
    const idle = await deal('idle');
    const change = (id: number, from: string, to: string, at: string) =>
      query(
        `insert into deal_events (opportunity_id, kind, from_value, to_value, created_at) values ($1, 'stage', $2, $3, $4)`,
        [id, from, to, at],
      );
    // Recorded later than the change after it in time.
    await change(moved, 'touring', 'loi', '2026-03-20T12:00:00Z');
    await change(moved, 'inquiry', 'touring', '2026-03-05T12:00:00Z');
    await change(idle, 'proposal', 'idle', '2026-03-09T12:00:00Z');

    await database.migrateToEnd();

    expect(await stays(moved)).toEqual([
      { from_value: 'inquiry', started: '03-01', ended: '03-05' },
      { from_value: 'touring', started: '03-05', ended: '03-20' },
    ]);
    expect(await furthest(moved)).toBe('loi');
    expect(await furthest(idle)).toBe('proposal');

    // A change recorded between two others begins the stay the next one ends.
    await change(moved, 'touring', 'proposal', '2026-03-10T12:00:00Z');
    expect(await stays(moved)).toEqual([
      { from_value: 'inquiry', started: '03-01', ended: '03-05' },
      { from_value: 'touring', started: '03-05', ended: '03-10' },
      { from_value: 'touring', started: '03-10', ended: '03-20' },
    ]);
    // The idle deal is revived to legal and lost there: its furthest stage follows, never falls back.
    await query(`update opportunities set stage = 'legal' where id = $1`, [idle]);
    expect(await furthest(idle)).toBe('legal');
    await query(`update opportunities set stage = 'dead', lost_at_stage = 'legal' where id = $1`, [idle]);
    expect(await furthest(idle)).toBe('legal');
    await change(idle, 'lease_execution', 'dead', '2026-04-01T12:00:00Z');
    expect(await furthest(idle)).toBe('lease_execution');
  });
});
