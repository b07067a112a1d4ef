import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartlyMigratedDatabase, partlyMigratedDatabase } from '../test/partly-migrated-database';

/*
 * Migration 0011 on a database that held lease terms of every kind before it: migrated to 0010, given
 * a deal with the four kinds of terms, then migrated to the end.
 */

let database: PartlyMigratedDatabase;
const query = <T>(text: string, values: unknown[] = []) => database.query<T>(text, values);

beforeAll(async () => {
  database = await partlyMigratedDatabase('mig', '0010_one_conversation');
});

afterAll(() => database.close());

describe('migration 0011: lease terms become proposal rounds', () => {
  it('copies each kind into a round of its side, the proposal as the accepted tenant round, then keeps only the proposal terms', async () => {
    const [user] = await query<{ id: number }>(
      `insert into users (username, password_hash, full_name, email, role)
       values ('creator', 'x', 'Deal Creator', 'creator@example.com', 'broker') returning id`,
    );
    const [property] = await query<{ id: number }>(
      `insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
       values ('Tower', '1 Main St', 'Austin', 'TX', '78701', 'Southwest', 'office', 'core', 1, 1000) returning id`,
    );
    const [deal] = await query<{ id: number }>(
      `insert into opportunities (title, prospect_name, property_id, square_feet_needed, created_by)
       values ('Renewal', 'Acme', $1, 4800, $2) returning id`,
      [property!.id, user!.id],
    );
    for (const [kind, rent, day] of [
      ['proposal', 41.5, '2026-03-04T15:00:00Z'],
      ['landlord', 42, '2026-03-02T15:00:00Z'],
      ['budget', 40, '2026-03-01T15:00:00Z'],
      ['previous', 36, '2026-03-01T15:00:00Z'],
    ] as const) {
      await query(
        `insert into lease_terms (opportunity_id, kind, lease_type, term_months, base_rent, rent_escalation,
           rent_free_months, tenant_improvements, leasing_commission_pct, created_at, updated_at)
         values ($1, $2, 'net', 84, $3, 3, 2, 25, 4.5, $4, $4)`,
        [deal!.id, kind, rent, day],
      );
    }
    await query(`set timezone = 'UTC'`);

    await database.migrateToEnd();

    const rounds = await query<Record<string, unknown>>(
      `select side, to_char(round_date, 'YYYY-MM-DD') as day, base_rent::float8 as rent, area_rsf, term_months,
              leasing_commission_pct::float8 as commission, accepted, created_by, approval_status
       from proposal_rounds where opportunity_id = $1 order by round_date, id`,
      [deal!.id],
    );
    const common = {
      area_rsf: 4800,
      term_months: 84,
      commission: 4.5,
      created_by: user!.id,
      approval_status: null,
    };
    expect(rounds).toEqual([
      { side: 'previous', day: '2026-03-01', rent: 36, accepted: false, ...common },
      { side: 'budget', day: '2026-03-01', rent: 40, accepted: false, ...common },
      { side: 'landlord', day: '2026-03-02', rent: 42, accepted: false, ...common },
      { side: 'tenant', day: '2026-03-04', rent: 41.5, accepted: true, ...common },
    ]);
    const left = await query<{ kind: string }>('select kind from lease_terms where opportunity_id = $1', [
      deal!.id,
    ]);
    expect(left).toEqual([{ kind: 'proposal' }]);
  });
});
