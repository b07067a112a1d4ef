import { expansionOpportunities } from '@common/ai-rules/expansion';
import { marketOpportunities } from '@common/ai-rules/market';
import { renewalOpportunities } from '@common/ai-rules/renewal';
import { riskOpportunities } from '@common/ai-rules/risk';
import { tenantMatchOpportunities } from '@common/ai-rules/tenant-match';
import { industries } from '@common/industries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';
import { runAnalysis } from './analysis.service';
import { loadPortfolioSnapshot } from './snapshot.service';

/*
 * The issue's closing note needs the analysis time on the large data set: 1,000 buildings, 20,000
 * suites, 10,000 tenants, 30,000 leases (14,000 active, 16,000 expired), 5,000 open deals, 5,000
 * surveys, 3,000 options and 10,000 comps, generated here on top of the seed. Figures are logged;
 * the assertions only check the analysis stays idempotent at this size.
 */

let app: TestApp;
let cookies: Record<string, string>;
const size = { buildings: 1000, floors: 5, suitesPerFloor: 4, tenants: 10_000 };

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
  const db = app.database.db;
  // The seed alone first: a first analysis (inserts) and two re-runs.
  const onSeed = [];
  for (let run = 0; run < 3; run += 1) onSeed.push(await runAnalysis(db, new Date()));
  console.log('seed analysis', onSeed);
  await db.execute(sql`delete from ai_opportunities`);
  const started = performance.now();
  await db.execute(sql`
    insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
    select 'Scale Building ' || lpad(g::text, 4, '0'), g || ' Scale Avenue',
           (array['Austin', 'Chicago', 'Denver', 'Phoenix', 'Seattle', 'Atlanta', 'Boston'])[1 + g % 7], 'TX',
           lpad((10000 + g)::text, 5, '0'),
           (array['Southwest', 'Midwest', 'Mountain', 'Pacific NW', 'Southeast', 'Northeast'])[1 + g % 6],
           (array['office', 'medical', 'retail'])[1 + g % 3], 'core', ${size.floors}, ${size.floors * size.suitesPerFloor * 2500}
    from generate_series(1, ${size.buildings}) g`);
  await db.execute(sql`
    insert into floors (property_id, number, total_sf)
    select p.id, f, ${size.suitesPerFloor * 2500} from properties p cross join generate_series(1, ${size.floors}) f
    where p.name like 'Scale Building %'`);
  await db.execute(sql`
    insert into spaces (property_id, floor_id, suite, rentable_sf, asking_rent_psf)
    select f.property_id, f.id, (f.number * 100 + s)::text, 1000 + ((f.id * 7 + s * 13) % 30) * 100, 25 + (f.id + s) % 20
    from floors f join properties p on p.id = f.property_id cross join generate_series(1, ${size.suitesPerFloor}) s
    where p.name like 'Scale Building %'`);
  await db.execute(sql`
    insert into tenants (name, industry, headcount, has_expansion_intent)
    select 'Scale Tenant ' || lpad(g::text, 5, '0'),
           (${sql.raw(`array[${industries.map((i) => `'${i}'`).join(', ')}]`)})[1 + g % ${industries.length}],
           case when g % 3 = 0 then 5 + g % 40 end, g % 10 = 0
    from generate_series(1, ${size.tenants}) g`);
  // Seven suites in ten leased now (ending over the next 5 years); eight in ten had an earlier, expired lease.
  await db.execute(sql`
    with numbered as (
      select s.id, row_number() over (order by s.id) as n from spaces s
      join properties p on p.id = s.property_id where p.name like 'Scale Building %'),
    numbered_tenants as (
      select t.id, row_number() over (order by t.id) - 1 as n from tenants t where t.name like 'Scale Tenant %')
    insert into leases (tenant_id, space_id, start_date, end_date, base_rent_psf, escalation_pct, lease_type, status)
    select nt.id, numbered.id, current_date - 900, current_date + (numbered.n % 1800)::int, 25 + numbered.n % 25, 3, 'gross', 'active'
    from numbered join numbered_tenants nt on nt.n = (numbered.n * 7) % ${size.tenants}
    where numbered.n % 10 < 7
    union all
    select nt.id, numbered.id, current_date - 4000, current_date - 901, 22, 2, 'gross', 'expired'
    from numbered join numbered_tenants nt on nt.n = (numbered.n * 11) % ${size.tenants}
    where numbered.n % 10 < 8`);
  await db.execute(sql`
    insert into tenant_surveys (tenant_id, satisfaction_score, renewal_likelihood, has_expansion_intentions,
                                parking_satisfaction, ti_satisfaction, landlord_responsiveness, survey_date)
    select t.id, t.id % 11, (t.id * 7) % 101, t.id % 9 = 0, 6, 6, 6, current_date - (t.id % 180)::int
    from tenants t where t.name like 'Scale Tenant %' and t.id % 2 = 0`);
  await db.execute(sql`
    insert into opportunities (title, prospect_name, tenant_id, property_id, stage, deal_type, square_feet_needed,
                               proposed_rent, created_by)
    select 'Scale deal ' || g, 'Scale Tenant ' || g, t.id, p.id,
           (array['inquiry', 'touring', 'proposal', 'loi', 'legal'])[1 + g % 5],
           (array['new', 'renewal', 'expansion'])[1 + g % 3], 1000 + (g % 30) * 100, 30,
           (select id from users order by id limit 1)
    from generate_series(1, 5000) g
    join tenants t on t.name = 'Scale Tenant ' || lpad((1 + (g * 3) % ${size.tenants})::text, 5, '0')
    join properties p on p.name = 'Scale Building ' || lpad((1 + g % ${size.buildings})::text, 4, '0')`);
  await db.execute(sql`
    insert into options (property_id, space_id, lease_id, tenant_id, option_type, notice_start, notice_end, effective_date)
    select s.property_id, s.id, l.id, l.tenant_id, (array['Renewal', 'Termination', 'Expansion', 'ROFR'])[1 + l.id % 4],
           current_date - 60 + (l.id % 30)::int, current_date + (l.id % 120)::int, current_date + 200 + (l.id % 200)::int
    from leases l join spaces s on s.id = l.space_id
    where l.status = 'active' and l.id % 5 = 0 and s.suite ~ '^[0-9]+$' limit 3000`);
  await db.execute(sql`
    insert into lease_comps (property_id, tenant_name, rentable_sf, lease_type, term_months, starting_psf,
                             average_psf, effective_psf, expense_basis, transaction_date)
    select p.id, 'Comp ' || g, 2000, 'new', 60, 28 + (g % 30), 30, 26, 'gross', current_date - (g % 700)::int
    from generate_series(1, 10000) g
    join properties p on p.name = 'Scale Building ' || lpad((1 + g % ${size.buildings})::text, 4, '0')`);
  await db.execute(sql`analyze`);
  console.log(`generated the large portfolio in ${Math.round(performance.now() - started)} ms`);
}, 300_000);
afterAll(() => app.close());

describe('analysis at 1,000 buildings / 20,000 suites / 30,000 leases / 10,000 tenants', () => {
  it('runs, then re-runs idempotently', async () => {
    const { rows } = await app.database.db.execute<Record<string, number>>(sql`
      select (select count(*)::int from properties) as properties, (select count(*)::int from spaces) as spaces,
             (select count(*)::int from leases) as leases, (select count(*)::int from tenants) as tenants`);
    console.log('portfolio', rows[0]);
    const loadStarted = performance.now();
    const snapshot = await loadPortfolioSnapshot(app.database.db, isoDay(new Date()));
    const loaded = performance.now();
    const rules = {
      'tenant-match': () => tenantMatchOpportunities(snapshot),
      renewal: () => renewalOpportunities(snapshot),
      expansion: () => expansionOpportunities(snapshot),
      risk: () => riskOpportunities(snapshot),
      market: () => marketOpportunities(snapshot),
    };
    const phases: Record<string, number> = { 'load snapshot': Math.round(loaded - loadStarted) };
    for (const [name, rule] of Object.entries(rules)) {
      const started = performance.now();
      const found = rule().length;
      phases[`${name} (${found})`] = Math.round(performance.now() - started);
    }
    console.log('phases (ms)', phases);
    const first = await runAnalysis(app.database.db, new Date());
    console.log('first analysis (inserts)', first);
    const second = await runAnalysis(app.database.db, new Date());
    console.log('second analysis (re-run)', second);
    expect(first.created).toBeGreaterThan(1000);
    expect(second).toMatchObject({ created: 0, retired: 0, kept: first.created });

    const time = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, cookies });
      expect(response.statusCode).toBe(200);
      return Math.round(performance.now() - started);
    };
    await time('/api/ai-opportunities?limit=50');
    console.log('GET /api/ai-opportunities?limit=50', await time('/api/ai-opportunities?limit=50'), 'ms');
    await time('/api/ai-opportunities/insights');
    console.log('GET /api/ai-opportunities/insights', await time('/api/ai-opportunities/insights'), 'ms');
  }, 300_000);
});
