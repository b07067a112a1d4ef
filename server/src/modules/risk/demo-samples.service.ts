import type { RiskDemoSamples } from '@common/risk';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * The demo's prefilled search values (GET /api/risk/demo-samples): the building whose active tenants
 * have answered the most surveys — then the one with the most suites, then by name — and, of its
 * surveyed tenants, the one surveyed most recently. A portfolio without surveys still gets the
 * building with the most suites and its first tenant by name; an empty one gets ''.
 */
export async function riskDemoSamples(db: Database): Promise<RiskDemoSamples> {
  const { rows } = await db.execute<{ address: string; tenant_name: string | null }>(sql`
    with active as (
      select s.property_id, l.tenant_id
      from leases l join spaces s on s.id = l.space_id
      where l.status = 'active'
    ),
    last_survey as (
      select tenant_id, max(survey_date) as surveyed_on from tenant_surveys group by tenant_id
    ),
    surveyed as (
      select a.property_id, count(distinct a.tenant_id)::int as tenants
      from active a join last_survey ls on ls.tenant_id = a.tenant_id
      group by a.property_id
    ),
    suites as (select property_id, count(*)::int as suites from spaces group by property_id),
    building as (
      select p.id, p.address
      from properties p
      left join surveyed on surveyed.property_id = p.id
      left join suites on suites.property_id = p.id
      order by coalesce(surveyed.tenants, 0) desc, coalesce(suites.suites, 0) desc, p.name, p.id
      limit 1
    )
    select b.address,
           (select t.name
            from active a
            join tenants t on t.id = a.tenant_id
            left join last_survey ls on ls.tenant_id = a.tenant_id
            where a.property_id = b.id
            order by ls.surveyed_on desc nulls last, t.name, t.id
            limit 1) as tenant_name
    from building b`);
  const [row] = rows;
  if (!row) return { tenantName: '', buildingAddress: '' };
  return { tenantName: row.tenant_name ?? '', buildingAddress: row.address };
}
