// The stacking plan of a 60-floor, 1,500-suite building: a fresh embedded PostgreSQL, migrated and
// seeded, plus one generated tower (floors, suites, tenants, active leases), then the production client
// opened in Debian's Chromium from a cold cache (a new browser context per run), timed from navigation
// start to all 1,500 segment buttons in the page. Run alone with `npx tsx bench/stacking-plan.ts`
// (after `npm run build`), or as part of `npm run bench`.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { connect } from '../server/src/db/connection';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded/embedded-postgres';
import { migrateDatabase } from '../server/src/db/migrate';
import { seedDatabase } from '../server/src/db/seed';
import { sessionCookie } from '../server/src/plugins/session';
import { type BenchRow, benchDist, launchChromium, median, signedInContext } from './browser';

const floorCount = 60;
const suitesPerFloor = 25;
const suites = floorCount * suitesPerFloor;
const runs = 5;

type Database = ReturnType<typeof connect>;

/** The tower and its data; answers the property id. */
async function generate(db: Database): Promise<number> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
    values ('Bench Stacking Tower', '1 Bench Plaza', 'Chicago', 'IL', '60601', 'Chicago', 'office', 'core',
            ${floorCount}, 1)
    returning id`);
  const propertyId = Number(inserted.rows[0]?.id);
  await db.execute(sql`
    insert into floors (property_id, number, total_sf)
    select ${propertyId}, f, 1 from generate_series(1, ${floorCount}) f`);
  // Suite areas vary (400 to 3,600 sf) so segment widths and the 5 % label rule both vary.
  await db.execute(sql`
    insert into spaces (property_id, floor_id, suite, rentable_sf, space_type, listing_status)
    select ${propertyId}, fl.id, (fl.number * 100 + s)::text, 400 + ((fl.number * 31 + s * 137) % 3200), 'office',
           case when (fl.number + s) % 5 = 0 then 'active' else 'inactive' end
    from floors fl cross join generate_series(1, ${suitesPerFloor}) s
    where fl.property_id = ${propertyId}`);
  await db.execute(sql`
    update floors fl set total_sf = sub.sf + case when fl.number % 7 = 0 then 1500 else 0 end
    from (select floor_id, sum(rentable_sf)::int as sf from spaces group by floor_id) sub
    where sub.floor_id = fl.id and fl.property_id = ${propertyId}`);
  await db.execute(sql`
    update properties set total_sf = (select sum(total_sf) from floors where property_id = ${propertyId})
    where id = ${propertyId}`);
  const before = await db.execute<{ max: number | null }>(sql`select max(id) as max from tenants`);
  const firstTenant = Number(before.rows[0]?.max ?? 0);
  await db.execute(sql`
    insert into tenants (name, industry)
    select (array['Orion', 'Vertex', 'Summit', 'Harbor', 'Cobalt', 'Lumen', 'Meridian', 'Northwind'])[1 + g % 8] || ' ' ||
           (array['Health', 'Dental', 'Therapy', 'Legal', 'Capital', 'Labs', 'Partners', 'Retail'])[1 + (g / 8) % 8]
           || ' ' || g,
           (array['Medical', 'Healthcare', 'Dental', 'Physical Therapy', 'Mental Health', 'Insurance', 'Law',
                  'Finance', 'Technology', 'Retail', 'Office', 'Other'])[1 + g % 12]
    from generate_series(1, ${suites}) g`);
  // Four suites in five are leased, their leases ending over the next ten years.
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by id) as n from spaces where property_id = ${propertyId}
    ), bench_tenants as (
      select id, row_number() over (order by id) as n from tenants where id > ${firstTenant}
    )
    insert into leases (tenant_id, space_id, start_date, end_date, base_rent_psf, escalation_pct, lease_type, status)
    select t.id, s.id, current_date - (365 * 3 + s.n % 400)::int, current_date + (30 + (s.n * 53) % 3650)::int,
           25 + s.n % 20, 3, 'gross', 'active'
    from numbered s join bench_tenants t on t.n = s.n
    where s.n % 5 <> 0`);
  await db.execute(sql`vacuum analyze`);
  return propertyId;
}

/** Notes when the page first holds `count` segment buttons (a string: the bench has no DOM types). */
function watchForSegments(count: number): string {
  return `(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('button[data-space-id]').length >= ${count}) {
        window.__segmentsAt = performance.now();
        observer.disconnect();
      }
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true });
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  })()`;
}

export async function stackingPlanBench(): Promise<BenchRow[]> {
  const clientDir = path.resolve(benchDist(), 'client');
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.warn('dist/client is not built: skipping the stacking plan (run npm run build)');
    return [];
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-bench-stacking-'));
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    await ensureDatabase(server.url('postgres'), 'bench');
    const db = connect(server.url('bench'));
    try {
      await migrateDatabase(db);
      await seedDatabase(db, { today: new Date() });
      const propertyId = await generate(db);
      const app = await buildApp({ db, clientDir });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'demo', password: 'demo1234' },
        });
        const cookie = login.cookies.find((candidate) => candidate.name === sessionCookie)?.value ?? '';
        const address = await app.listen({ port: 0, host: '127.0.0.1' });
        const apiStarted = performance.now();
        const answer = await fetch(`${address}/api/stacking-plan/${propertyId}`, {
          headers: { cookie: `${sessionCookie}=${cookie}` },
        });
        if (!answer.ok) throw new Error(`stacking plan API: ${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
        const apiMs = performance.now() - apiStarted;

        const browser = await launchChromium();
        const samples: number[] = [];
        const renderSamples: number[] = [];
        try {
          for (let run = 0; run < runs; run += 1) {
            // A new context per run: empty HTTP cache, so scripts and data load as on a first visit.
            const context = await signedInContext(browser, address, cookie);
            try {
              await context.addInitScript(watchForSegments(suites));
              const page = await context.newPage();
              await page.goto(`${address}/stacking-plan?building=${propertyId}`);
              await page
                .locator('button[data-space-id]')
                .nth(suites - 1)
                .waitFor({ timeout: 30_000 });
              const elapsed = Number(await page.evaluate('window.__segmentsAt'));
              if (!Number.isFinite(elapsed)) throw new Error('no timing for the stacking plan');
              samples.push(elapsed);
              // The client's own share: from the plan's response to the segments on screen.
              const dataAt = Number(
                await page.evaluate(
                  `performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/stacking-plan/${propertyId}'))?.responseEnd`,
                ),
              );
              renderSamples.push(elapsed - dataAt);
              if (process.env.BENCH_VERBOSE) {
                const resources = await page.evaluate(
                  `performance.getEntriesByType('resource').filter((e) => /api\\/|index-|stacking-plan-page|app-shell/.test(e.name)).map((e) => [e.name.replace(/^https?:\\/\\/[^/]+/, ''), Math.round(e.startTime), Math.round(e.responseEnd)])`,
                );
                console.log(`run ${run + 1}: ${Math.round(elapsed)} ms`, JSON.stringify(resources));
              }
            } finally {
              await context.close();
            }
          }
        } finally {
          await browser.close();
        }
        return [
          {
            measure: `stacking plan API, ${floorCount} floors / ${suites.toLocaleString('en-US')} suites (first call)`,
            value: apiMs,
            unit: 'ms',
          },
          {
            measure: `browser: stacking plan of ${floorCount} floors / ${suites.toLocaleString('en-US')} suites rendered, cold cache, median of ${runs}`,
            value: median(samples),
            unit: 'ms',
            target: '≤ 1,000 ms',
          },
          {
            measure: `browser: plan response → ${suites.toLocaleString('en-US')} segments rendered, median of ${runs}`,
            value: median(renderSamples),
            unit: 'ms',
          },
        ];
      } finally {
        await app.close();
      }
    } finally {
      await db.$client.end();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await stackingPlanBench();
  console.table(rows.map((row) => ({ ...row, value: Number(row.value.toFixed(2)) })));
}
