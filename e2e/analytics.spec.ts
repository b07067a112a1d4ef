import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoney, formatNumber, formatPercent, formatYears } from '../client/src/lib/format-number';
import type {
  CompAnalytics,
  ExpirySchedule,
  OccupancyResponse,
  PipelineAnalytics,
  TenantConcentration,
  WaltResponse,
} from '../common/src/analytics';
import { parseCsv } from '../common/src/csv';
import type { StackingBuildingList } from '../common/src/stacking-plan';
import { signIn } from './support';

/*
 * Portfolio analytics (/analytics) and the small charts of the dashboard and property page. Every
 * figure is read from the API in the same test (other specs add records meanwhile), and each chart's
 * table view is held against it.
 */

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The marks a chart draws: bars, lines, areas, points. */
const marks = (chart: Locator) =>
  chart.locator(
    'svg.recharts-surface :is(.recharts-bar-rectangle path, .recharts-line-curve, .recharts-area-area, .recharts-symbols)',
  );

/** Shows the card's table and reads its body rows as cell texts (the row's heading first). */
async function tableRows(region: Locator): Promise<string[][]> {
  const toggle = region.getByRole('button', { name: 'Table' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}

const percentOf = (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction * 100));

/** The expiry schedule's table: period, leases, RSF, share of RSF, annual rent, share of rent (then a column per stack). */
const expiryRows = (schedule: ExpirySchedule) =>
  schedule.years.map((period) => [
    period.label,
    formatNumber(period.leases),
    formatNumber(period.rsf),
    percentOf(period.shareOfRsf),
    formatMoney(period.annualRent),
    percentOf(period.shareOfRent),
  ]);

const firstColumns = (rows: string[][], count: number) => rows.map((row) => row.slice(0, count));

async function chooseBuilding(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Building', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Building', exact: true })).toHaveText(name);
}

test.describe('analytics', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("every chart draws the API's figures and its table shows the same numbers", async ({ page }) => {
    test.slow();
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const [expiry, occupancy, walt, tenants, pipeline, comps] = await Promise.all([
      getJson<ExpirySchedule>(page, '/api/analytics/expiry'),
      getJson<OccupancyResponse>(page, '/api/analytics/occupancy'),
      getJson<WaltResponse>(page, '/api/analytics/walt'),
      getJson<TenantConcentration>(page, '/api/analytics/tenants'),
      getJson<PipelineAnalytics>(page, '/api/analytics/pipeline'),
      getJson<CompAnalytics>(page, '/api/analytics/comps'),
    ]);

    // Lease expiration schedule: one stacked bar per year with leases ending.
    const expiryCard = card(page, 'Lease expiration schedule');
    await expect(marks(expiryCard).first()).toBeVisible();
    expect(await marks(expiryCard).count()).toBeGreaterThanOrEqual(
      expiry.years.filter((p) => p.rsf > 0).length,
    );
    expect(firstColumns(await tableRows(expiryCard), 6)).toEqual(expiryRows(expiry));

    // Occupancy per building, largest first, and month by month.
    const byBuilding = card(page, 'Occupancy by building');
    await expect(marks(byBuilding).first()).toBeVisible();
    const buildings = [...occupancy.buildings].sort(
      (a, b) => b.totalRsf - a.totalRsf || a.name.localeCompare(b.name),
    );
    expect(await tableRows(byBuilding)).toEqual(
      buildings.map((b) => [
        b.name,
        formatNumber(b.leasedRsf),
        formatNumber(b.preLeasedRsf),
        formatNumber(b.vacantRsf),
        formatNumber(b.totalRsf),
        percentOf(b.occupancy),
      ]),
    );
    const trend = card(page, 'Occupancy over time');
    await expect(marks(trend).first()).toBeVisible();
    const months = await tableRows(trend);
    expect(months).toHaveLength(occupancy.months.length);
    expect(months.map((row) => row.slice(1))).toEqual(
      occupancy.months.map((m) => [
        formatNumber(m.leasedRsf),
        formatNumber(m.preLeasedRsf),
        formatNumber(m.vacantRsf),
        formatNumber(m.totalRsf),
        percentOf(m.occupancy),
      ]),
    );
    await expect(
      trend.getByText(`Occupancy is ${percentOf(occupancy.months[24]?.occupancy ?? null)} on`),
    ).toBeVisible();

    // WALT per building by area and by rent.
    const waltCard = card(page, 'WALT by building');
    await expect(marks(waltCard).first()).toBeVisible();
    const inPlace = walt.buildings
      .filter((b) => b.inPlaceSf > 0)
      .sort((a, b) => b.inPlaceSf - a.inPlaceSf || a.name.localeCompare(b.name));
    expect(firstColumns(await tableRows(waltCard), 3)).toEqual(
      inPlace.map((b) => [b.name, formatYears(b.byArea), formatYears(b.byRent)]),
    );
    await expect(waltCard.locator('tfoot')).toContainText(formatYears(walt.portfolio.byArea));

    // Tenant concentration: the 10 largest, then the rest.
    const tenantCard = card(page, 'Tenant concentration');
    await expect(marks(tenantCard).first()).toBeVisible();
    expect(firstColumns(await tableRows(tenantCard), 3)).toEqual([
      ...tenants.tenants.map((t) => [t.name, percentOf(t.share), formatMoney(t.annualRent)]),
      ...(tenants.otherRent > 0
        ? [
            [
              'All other tenants',
              percentOf(tenants.otherRent / tenants.totalAnnualRent),
              formatMoney(tenants.otherRent),
            ],
          ]
        : []),
    ]);

    // Pipeline funnel: deals, RSF, conversion and median days per stage.
    const funnel = card(page, 'Pipeline funnel');
    expect(pipeline.deals, 'the sample pipeline has deals in the last 12 months').toBeGreaterThan(0);
    await expect(marks(funnel).first()).toBeVisible();
    expect(await tableRows(funnel)).toEqual(
      pipeline.stages.map((s) => [
        s.label,
        formatNumber(s.deals),
        formatNumber(s.rsf),
        percentOf(s.conversion),
        s.medianDays === null ? '—' : formatNumber(s.medianDays, 1),
      ]),
    );
    const reasons = card(page, 'Dead-deal reasons');
    const dead = [...pipeline.deadReasons].sort((a, b) => b.deals - a.deals || b.rsf - a.rsf);
    if (dead.some((r) => r.deals > 0)) {
      await expect(marks(reasons).first()).toBeVisible();
      expect(await tableRows(reasons)).toEqual(
        dead.map((r) => [r.label, formatNumber(r.deals), formatNumber(r.rsf)]),
      );
    } else {
      await expect(reasons.getByText('No dead deals in this period')).toBeVisible();
    }

    // Comps: one series per basis, every point in the table.
    const compCard = card(page, 'Lease comp rates');
    const points = comps.series.flatMap((s) => s.points);
    expect(points.length).toBeGreaterThan(0);
    await expect(marks(compCard).first()).toBeVisible();
    expect(await compCard.locator('svg.recharts-surface .recharts-scatter').count()).toBe(
      comps.series.filter((s) => s.points.length > 0).length,
    );
    const compRows = await tableRows(compCard);
    expect(compRows).toHaveLength(points.length);
    const latest = [...points]
      .sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id)
      .at(-1);
    expect(compRows.at(-1)?.slice(2)).toEqual([
      latest?.buildingName,
      latest?.tenantName,
      formatNumber(latest?.rentableSf),
      formatMoney(latest?.startingPsf, 2),
      formatMoney(latest?.effectivePsf, 2),
    ]);
  });

  test('the building filter goes to the URL and narrows every figure to that building', async ({ page }) => {
    const portfolio = await getJson<ExpirySchedule>(page, '/api/analytics/expiry');
    // The building with the most RSF ending in the ten years.
    const rsfById = new Map<number, number>();
    for (const entry of portfolio.years.flatMap((period) => period.byBuilding))
      rsfById.set(entry.buildingId, (rsfById.get(entry.buildingId) ?? 0) + entry.rsf);
    const [buildingId] = [...rsfById.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const building = portfolio.buildings.find((b) => b.id === buildingId);
    expect(building, 'a building with leases ending').toBeDefined();
    if (!building) return;

    await page.goto('/analytics?pipelineFrom=2020-01-01');
    const expiryCard = card(page, 'Lease expiration schedule');
    expect(firstColumns(await tableRows(expiryCard), 6)).toEqual(expiryRows(portfolio));

    await chooseBuilding(page, building.name);
    await expect(page).toHaveURL(new RegExp(`[?&]building=${building.id}(&|$)`));
    expect(new URL(page.url()).searchParams.get('pipelineFrom')).toBe('2020-01-01');
    const scoped = await getJson<ExpirySchedule>(page, `/api/analytics/expiry?building=${building.id}`);
    expect(scoped.buildings).toEqual([building]);
    expect(scoped.totalRsf).toBeLessThan(portfolio.totalRsf);
    await expect(async () => {
      expect(firstColumns(await tableRows(expiryCard), 6)).toEqual(expiryRows(scoped));
    }).toPass({ timeout: 10_000 });
    await expect(expiryCard.getByText(new RegExp(`of ${building.name}'s? RSF`))).toBeVisible();

    const walt = await getJson<WaltResponse>(page, `/api/analytics/walt?building=${building.id}`);
    await expect(
      card(page, 'WALT by building').getByText(`WALT is ${formatYears(walt.portfolio.byArea)} by area`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rent roll' })).toHaveAttribute(
      'href',
      `/rent-roll?building=${building.id}`,
    );

    // Back to the whole portfolio, as the URL and the figures say.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).not.toHaveURL(/[?&]building=/);
    await expect(async () => {
      expect(firstColumns(await tableRows(expiryCard), 6)).toEqual(expiryRows(portfolio));
    }).toPass({ timeout: 10_000 });
  });

  test('a chart exports as PNG, as SVG and its numbers as CSV', async ({ page }) => {
    const expiry = await getJson<ExpirySchedule>(page, '/api/analytics/expiry');
    await page.goto('/analytics');
    const expiryCard = card(page, 'Lease expiration schedule');
    await expect(marks(expiryCard).first()).toBeVisible();

    const download = async (item: string) => {
      await expiryCard.getByRole('button', { name: 'Export Lease expiration schedule' }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
    };

    const png = await download('PNG image');
    expect(png.name).toBe('lease-expiration-schedule.png');
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Drawn at twice the chart's size.
    const chartWidth = await expiryCard
      .locator('svg.recharts-surface')
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(png.bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(chartWidth * 2));

    const svg = await download('SVG image');
    expect(svg.name).toBe('lease-expiration-schedule.svg');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        bars: doc.querySelectorAll('.recharts-bar-rectangle, path[fill]').length,
        text: doc.documentElement.textContent ?? '',
      };
    }, svg.bytes.toString('utf8'));
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('svg');
    expect(parsed.bars).toBeGreaterThan(0);
    expect(parsed.text).toContain('Lease expiration schedule');
    expect(parsed.text).toContain(expiry.years[0]?.label);

    const csv = await download('CSV data');
    expect(csv.name).toBe('lease-expiration-schedule.csv');
    const [header, ...rows] = parseCsv(csv.bytes.toString('utf8'));
    expect(header?.slice(0, 6)).toEqual([
      'Year',
      'Leases',
      'RSF (sf)',
      'Share of RSF (%)',
      'Annual rent ($)',
      'Share of rent (%)',
    ]);
    expect(rows.map((row) => [row[0], Number(row[1]), Number(row[2])])).toEqual(
      expiry.years.map((period) => [period.label, period.leases, Math.round(period.rsf * 100) / 100]),
    );
  });

  test('the dashboard and a property show their expiries and occupancy, linking to Analytics with their scope', async ({
    page,
  }) => {
    const occupancy = await getJson<OccupancyResponse>(page, '/api/analytics/occupancy');
    const today = occupancy.months.find((month) => month.date === occupancy.asOf);
    await page.goto('/');
    const expiries = card(page, 'Lease expiries, next 5 years');
    await expect(marks(expiries).first()).toBeVisible();
    await expect(
      card(page, 'Occupancy').getByText(percentOf(today?.occupancy ?? null), { exact: true }),
    ).toBeVisible();
    await expect(expiries.getByRole('link', { name: 'Expiry schedule in Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    await expect(
      card(page, 'Occupancy').getByRole('link', { name: 'Occupancy in Analytics' }),
    ).toHaveAttribute('href', '/analytics');

    const { items } = await getJson<StackingBuildingList>(page, '/api/stacking-plan/buildings');
    const building = items[0];
    expect(building).toBeDefined();
    if (!building) return;
    const scoped = await getJson<OccupancyResponse>(page, `/api/analytics/occupancy?building=${building.id}`);
    const buildingToday = scoped.months.find((month) => month.date === scoped.asOf);
    await page.goto(`/properties/${building.id}`);
    await expect(page.getByRole('link', { name: 'Rent roll' })).toHaveAttribute(
      'href',
      `/rent-roll?building=${building.id}`,
    );
    await expect(
      card(page, 'Occupancy').getByText(percentOf(buildingToday?.occupancy ?? null), { exact: true }),
    ).toBeVisible();
    const link = card(page, 'Lease expiries, next 5 years').getByRole('link', {
      name: 'Expiry schedule in Analytics',
    });
    await expect(link).toHaveAttribute('href', `/analytics?building=${building.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/analytics\\?building=${building.id}$`));
    await expect(page.getByRole('combobox', { name: 'Building', exact: true })).toHaveText(building.name);
  });

  test('axe finds no serious or critical violation on /analytics, charts or tables shown', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/analytics');
    await expect(marks(card(page, 'Lease comp rates')).first()).toBeVisible();
    await page.waitForFunction(
      () => !document.querySelector('.animate-pulse, [aria-busy="true"]'),
      undefined,
      {
        timeout: 10_000,
      },
    );
    const scan = async (state: string) => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${state}: [${violation.impact}] ${violation.id} — ${violation.help}\n${violation.nodes
              .slice(0, 5)
              .map((node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 140)}`)
              .join('\n')}`,
        );
    };
    const found = await scan('charts');
    await tableRows(card(page, 'Lease expiration schedule'));
    await tableRows(card(page, 'Tenant concentration'));
    found.push(...(await scan('tables')));
    expect(found, found.join('\n')).toEqual([]);
  });
});
