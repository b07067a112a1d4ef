import { nerBreakdown, nerInputsOfTerms } from '@common/ner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartlyMigratedDatabase, partlyMigratedDatabase } from '../test/partly-migrated-database';

/*
 * Migration 0012 on a database whose deals accepted rounds with other landlord costs before lease
 * terms could hold them: migrated to 0011, given two such deals (one whose terms were changed by hand
 * since), then migrated to the end.
 */

let database: PartlyMigratedDatabase;
const query = <T>(text: string, values: unknown[] = []) => database.query<T>(text, values);

beforeAll(async () => {
  database = await partlyMigratedDatabase('mig12', '0011_proposal_rounds_data');
});

afterAll(() => database.close());

type Terms = {
  term_months: number;
  base_rent: number;
  rent_escalation: number;
  rent_free_months: number;
  tenant_improvements: number;
  leasing_commission_pct: number | null;
  other_landlord_costs: number;
  ner_straight_line: number;
  proposal_ner: number;
};

describe('migration 0012: lease terms hold other landlord costs', () => {
  it('gives terms still equal to their accepted round its other costs, and every deal the NER of its terms', async () => {
    const [user] = await query<{ id: number }>(
      `insert into users (username, password_hash, full_name, email, role)
       values ('creator', 'x', 'Deal Creator', 'creator@example.com', 'broker') returning id`,
    );
    const [property] = await query<{ id: number }>(
      `insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
       values ('Tower', '1 Main St', 'Austin', 'TX', '78701', 'Southwest', 'office', 'core', 1, 1000) returning id`,
    );
    const dealIds: number[] = [];
    for (const [prospect, termsRent] of [
      ['Accepted as offered', 41.5],
      ['Changed by hand since', 43],
    ] as const) {
      const [deal] = await query<{ id: number }>(
        `insert into opportunities (title, prospect_name, property_id, square_feet_needed, created_by)
         values ($1, $1, $2, 4800, $3) returning id`,
        [prospect, property!.id, user!.id],
      );
      dealIds.push(deal!.id);
      await query(
        `insert into proposal_rounds (opportunity_id, side, round_date, lease_type, area_rsf, term_months,
           base_rent, rent_escalation, rent_free_months, tenant_improvements, leasing_commission_pct,
           other_landlord_costs, accepted, created_by)
         values ($1, 'landlord', '2026-03-02', 'net', 4800, 84, 41.5, 3, 2, 25, 4.5, 6.5, true, $2)`,
        [deal!.id, user!.id],
      );
      await query(
        `insert into lease_terms (opportunity_id, kind, lease_type, term_months, base_rent, rent_escalation,
           rent_free_months, tenant_improvements, leasing_commission_pct)
         values ($1, 'proposal', 'net', 84, $2, 3, 2, 25, 4.5)`,
        [deal!.id, termsRent],
      );
    }

    await database.migrateToEnd();

    const rows = await query<Terms>(
      `select t.term_months, t.base_rent::float8, t.rent_escalation::float8, t.rent_free_months::float8,
              t.tenant_improvements::float8, t.leasing_commission_pct::float8,
              t.other_landlord_costs::float8, t.ner_straight_line, o.proposal_ner
       from lease_terms t join opportunities o on o.id = t.opportunity_id
       where t.opportunity_id = any($1) order by t.opportunity_id`,
      [dealIds],
    );
    expect(rows.map((row) => [row.base_rent, row.other_landlord_costs])).toEqual([
      [41.5, 6.5],
      [43, 0],
    ]);
    for (const row of rows) {
      const inputs = nerInputsOfTerms({
        termMonths: row.term_months,
        baseRent: row.base_rent,
        rentEscalation: row.rent_escalation,
        rentFreeMonths: row.rent_free_months,
        tenantImprovements: row.tenant_improvements,
        leasingCommissionPct: row.leasing_commission_pct,
        otherLandlordCosts: row.other_landlord_costs,
      });
      expect(row.ner_straight_line).toBeCloseTo(nerBreakdown(inputs!).straightLine, 9);
      expect(row.proposal_ner).toBe(row.ner_straight_line);
    }
  });
});
