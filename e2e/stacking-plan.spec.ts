import { readFileSync } from 'node:fs';
import { addDays } from '@common/calendar-days';
import { parseCsv } from '@common/csv';
import { isAvailable } from '@common/lease-lifecycle';
import {
  expiryPalette,
  industryColour,
  preLeasedColour,
  readableTextOn,
  vacantColour,
} from '@common/palettes';
import { expiryBucket, expiryBucketLabel } from '@common/stacking-layout';
import type { StackingBuildingList, StackingPlan, StackingSpace } from '@common/stacking-plan';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function buildings(page: Page): Promise<StackingBuildingList['items']> {
  const response = await page.request.get('/api/stacking-plan/buildings');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as StackingBuildingList).items;
}

async function plans(page: Page): Promise<StackingPlan[]> {
  return Promise.all(
    (await buildings(page)).map(async (building) => {
      const response = await page.request.get(`/api/stacking-plan/${building.id}`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as StackingPlan;
    }),
  );
}

const suites = (plan: StackingPlan) => plan.floors.flatMap((floor) => floor.spaces);

/** '#c2150b' → 'rgb(194, 21, 11)', as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

type SegmentPaint = { id: number; background: string; hatched: boolean; text: string };

/** Each segment's computed fill, whether it is hatched, and its text colour. */
function segmentPaints(page: Page): Promise<SegmentPaint[]> {
  return segments(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button);
      return {
        id: Number(button.getAttribute('data-space-id')),
        background: style.backgroundColor,
        hatched: style.backgroundImage.startsWith('repeating-linear-gradient'),
        text: style.color,
      };
    }),
  );
}

/** The colour a suite of `plan` is drawn in, from the palettes: by industry or by expiry year. */
function expectedFill(s: StackingSpace, mode: 'industry' | 'expiry', today: string): string {
  if (!s.lease) return s.status === 'pre-leased' ? preLeasedColour : vacantColour;
  return mode === 'industry'
    ? industryColour(s.lease.industry)
    : (expiryPalette[expiryBucket(s.lease.endDate, today)] ?? '');
}
const segments = (page: Page) => page.getByRole('list', { name: 'Floors' }).locator('button[data-space-id]');

/** Ids of the segments the page shows as matching the filters. */
async function shownMatches(page: Page): Promise<number[]> {
  return segments(page).evaluateAll((buttons) =>
    buttons
      .filter((button) => button.getAttribute('data-state') === 'match')
      .map((button) => Number(button.getAttribute('data-space-id')))
      .sort((a, b) => a - b),
  );
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type FilterCase = {
  label: string;
  option: string;
  param: string;
  keeps: (space: StackingSpace, today: string) => boolean;
};

const filterCases: FilterCase[] = [
  { label: 'Size', option: 'Small (<1,000 sf)', param: 'size=small', keeps: (s) => s.rentableSf < 1000 },
  {
    label: 'Size',
    option: 'Medium (1,000-3,000 sf)',
    param: 'size=medium',
    keeps: (s) => s.rentableSf >= 1000 && s.rentableSf <= 3000,
  },
  { label: 'Size', option: 'Large (>3,000 sf)', param: 'size=large', keeps: (s) => s.rentableSf > 3000 },
  {
    label: 'Lease expiration',
    option: 'Within 1 year',
    param: 'expiration=1year',
    keeps: (s, today) => s.lease !== null && s.lease.endDate <= addDays(today, 365),
  },
  {
    label: 'Lease expiration',
    option: 'Within 180 days',
    param: 'expiration=180days',
    keeps: (s, today) => s.lease !== null && s.lease.endDate <= addDays(today, 180),
  },
  {
    label: 'Industry',
    option: 'Dental',
    param: 'industry=dental',
    keeps: (s) => s.lease?.industry === 'Dental',
  },
  {
    label: 'Industry',
    option: 'Physical Therapy',
    param: 'industry=physicaltherapy',
    keeps: (s) => s.lease?.industry === 'Physical Therapy',
  },
  {
    label: 'Options',
    option: 'Renewal',
    param: 'options=renewal',
    keeps: (s) => s.optionTypes.includes('Renewal'),
  },
  {
    label: 'Options',
    option: 'Expansion',
    param: 'options=expansion',
    keeps: (s) => s.optionTypes.includes('Expansion'),
  },
  {
    label: 'Options',
    option: 'Termination',
    param: 'options=termination',
    keeps: (s) => s.optionTypes.includes('Termination'),
  },
  {
    label: 'Availability',
    option: 'Available',
    param: 'availability=available',
    keeps: (s) => isAvailable(s.status),
  },
  {
    label: 'Availability',
    option: 'Unavailable',
    param: 'availability=unavailable',
    keeps: (s) => !isAvailable(s.status),
  },
  { label: 'Occupancy', option: 'Occupied', param: 'occupancy=occupied', keeps: (s) => s.lease !== null },
  { label: 'Occupancy', option: 'Vacant', param: 'occupancy=vacant', keeps: (s) => s.lease === null },
  {
    label: 'Listing status',
    option: 'Active',
    param: 'listing=active',
    keeps: (s) => s.listingStatus === 'active',
  },
  {
    label: 'Listing status',
    option: 'Inactive',
    param: 'listing=inactive',
    keeps: (s) => s.listingStatus === 'inactive',
  },
  {
    label: 'Sublease Status',
    option: 'Subleased',
    param: 'sublease=subleased',
    keeps: (s) => s.lease?.isSublease === true,
  },
  {
    label: 'Sublease Status',
    option: 'Not subleased',
    param: 'sublease=notsubleased',
    keeps: (s) => s.lease?.isSublease !== true,
  },
];

test.describe('stacking plan', () => {
  test('opens the first building and switches building through the select and ?building=', async ({
    page,
  }) => {
    const [first, second] = await buildings(page);
    if (!first || !second) throw new Error('the seed has at least two buildings');
    await page.goto('/stacking-plan');
    await expect(page).toHaveURL(new RegExp(`\\?building=${first.id}$`));
    const summary = page.getByRole('region', { name: 'Building' });
    await expect(summary.getByRole('heading', { name: first.name })).toBeVisible();
    await pick(page, 'Building', second.name);
    await expect(summary.getByRole('heading', { name: second.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?building=${second.id}$`));
    await page.goBack();
    await expect(summary.getByRole('heading', { name: first.name })).toBeVisible();
    await page.goto(`/stacking-plan?building=${second.id}`);
    await expect(summary.getByRole('heading', { name: second.name })).toBeVisible();
    await expect(summary).toContainText(second.address);
  });

  for (const filter of filterCases) {
    test(`${filter.label} "${filter.option}" keeps the matching suites and dims the others`, async ({
      page,
    }) => {
      const all = await plans(page);
      // The building where the filter both keeps and drops suites (else any building).
      const plan =
        all.find((candidate) => {
          const kept = suites(candidate).filter((s) => filter.keeps(s, candidate.today)).length;
          return kept > 0 && kept < suites(candidate).length;
        }) ?? all[0];
      if (!plan) throw new Error('no buildings');
      const expected = suites(plan)
        .filter((s) => filter.keeps(s, plan.today))
        .map((s) => s.id)
        .sort((a, b) => a - b);
      await page.goto(`/stacking-plan?building=${plan.building.id}`);
      await expect(segments(page)).toHaveCount(suites(plan).length);
      await pick(page, filter.label, filter.option);
      await expect(page).toHaveURL(new RegExp(`[?&]${filter.param}(&|$)`));
      await expect.poll(() => shownMatches(page)).toEqual(expected);
      if (expected.length < suites(plan).length) {
        await expect(page.locator('button[data-state="dimmed"]').first()).toHaveAccessibleDescription(
          'Filtered out',
        );
      }
    });
  }

  test('the text filter matches a tenant name, and Clear Filters undims every suite', async ({ page }) => {
    const [plan] = await plans(page);
    const tenant = plan && suites(plan).find((s) => s.lease)?.lease?.tenant.name;
    if (!plan || !tenant) throw new Error('the seed has a leased suite');
    const expected = suites(plan)
      .filter((s) => s.lease?.tenant.name.toLowerCase().includes(tenant.toLowerCase()))
      .map((s) => s.id);
    await page.goto(`/stacking-plan?building=${plan.building.id}&size=large`);
    await page.getByPlaceholder('Filter by space or tenant').fill(tenant.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect
      .poll(() => shownMatches(page))
      .toEqual(
        suites(plan)
          .filter((s) => expected.includes(s.id) && s.rentableSf > 3000)
          .map((s) => s.id)
          .sort((a, b) => a - b),
      );
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?building=${plan.building.id}$`));
    await expect(page.getByPlaceholder('Filter by space or tenant')).toHaveValue('');
    await expect(page.locator('button[data-state="dimmed"]')).toHaveCount(0);
    await expect(segments(page)).toHaveCount(suites(plan).length);
  });

  test('a segment opens Space Details with its lease and the accordions', async ({ page }) => {
    const all = await plans(page);
    // Prefer a suite whose options conflict, so the flag is checked too.
    const withConflict = all
      .flatMap((plan) => suites(plan).map((s) => ({ plan, s })))
      .find(({ s }) => s.conflictCount > 0);
    const fallback = all.flatMap((plan) => suites(plan).map((s) => ({ plan, s }))).find(({ s }) => s.lease);
    const target = withConflict ?? fallback;
    if (!target) throw new Error('the seed has a leased suite');
    const { plan, s } = target;
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await page.locator(`button[data-space-id="${s.id}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Space Details' });
    await expect(dialog).toContainText(`Suite ${s.suite}`);
    await expect(dialog).toContainText(s.lease ? s.lease.tenant.name : 'OccupancyVacant');
    if (s.lease) {
      // The server's rent in place, the same figure the legend and the CSV show.
      await expect(dialog).toContainText(`Starting rent$${s.lease.baseRentPsf.toFixed(2)}/RSF/yr`);
      await expect(dialog).toContainText(`In-place rent$${s.lease.inPlaceRentPsf.toFixed(2)}/RSF/yr`);
    }
    await expect(dialog.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/spaces/${s.id}`,
    );
    const details = await (
      await page.request.get(`/api/stacking-plan/${plan.building.id}/spaces/${s.id}`)
    ).json();
    const options = dialog.getByRole('button', { name: `Options (${details.options.length})` });
    await options.click();
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    if (details.options.length === 0)
      await expect(dialog.getByText('No options on this space')).toBeVisible();
    if (withConflict) await expect(dialog.getByRole('list', { name: 'Conflicts' }).first()).toBeVisible();
    const subleases = dialog.getByRole('button', { name: `Subleases (${details.subleases.length})` });
    await subleases.click();
    await expect(options).toHaveAttribute('aria-expanded', 'false');
    if (details.subleases.length === 0) await expect(dialog.getByText('No subleases')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Export CSV downloads one row per suite', async ({ page }) => {
    const [plan] = await plans(page);
    if (!plan) throw new Error('no buildings');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(segments(page)).toHaveCount(suites(plan).length);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const slug = plan.building.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(download.suggestedFilename()).toBe(`stacking-plan-${slug}.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Building,Floor,Suite,RSF,Tenant,Industry,Sublease,Sublessor,Lease Start,Lease End,' +
        'Starting Rent $/RSF/yr,In-place Rent $/RSF/yr,Status,Signed Lease,Signed Lease Start',
    );
    expect(lines).toHaveLength(suites(plan).length + 1);
    const top = plan.floors.reduce((a, b) => (a.number > b.number ? a : b));
    const first = top.spaces[0];
    if (!first) throw new Error('the top floor has a suite');
    expect(
      lines[1]?.startsWith(`${plan.building.name},${top.number},${first.suite},${first.rentableSf},`),
    ).toBe(true);
    // Starting and in-place rent of every let suite are the server's figures.
    const rows = parseCsv(text.slice(1));
    for (const floor of plan.floors) {
      for (const s of floor.spaces) {
        const row = rows.find((cells) => cells[1] === String(floor.number) && cells[2] === s.suite);
        expect(row?.slice(10, 12)).toEqual(
          s.lease ? [s.lease.baseRentPsf.toFixed(2), s.lease.inPlaceRentPsf.toFixed(2)] : ['', ''],
        );
      }
    }
  });

  test('a suite let from a later date is drawn Pre-leased, keyed in the legend, and not available', async ({
    page,
  }) => {
    const angelview = (await plans(page)).find((plan) => plan.building.name === 'Angelview Medical Center');
    if (!angelview) throw new Error('the seed has Angelview Medical Center');
    const suite220 = suites(angelview).find((space) => space.suite === '220');
    expect(suite220?.status).toBe('pre-leased');
    await page.goto(`/stacking-plan?building=${angelview.building.id}`);
    const segment = page.locator(`button[data-space-id="${suite220?.id}"]`);
    await expect(segment).toHaveAttribute(
      'aria-label',
      /pre-leased to Coral Pediatric Dentistry from \d\d\/\d\d\/\d\d$/,
    );
    await expect(page.getByRole('region', { name: 'Industry' }).getByText('Pre-leased')).toBeVisible();
    await pick(page, 'Availability', 'Available');
    await expect(segment).not.toHaveAttribute('data-state', 'match');
  });

  test('Export PNG downloads a PNG image of the plan', async ({ page }) => {
    const [plan] = await plans(page);
    if (!plan) throw new Error('no buildings');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(segments(page).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stacking-plan-[a-z0-9-]+\.png$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(5000);
  });

  test('Preview opens the print-ready page in a new tab', async ({ page, context }) => {
    const [plan] = await plans(page);
    if (!plan) throw new Error('no buildings');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/stacking-plan/print\\?building=${plan.building.id}`));
    await expect(
      preview.getByRole('heading', { level: 1, name: `Stacking plan — ${plan.building.name}` }),
    ).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Floors' }).getByRole('listitem')).toHaveCount(
      plan.floors.length,
    );
    await expect(preview.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('the tenant legend lists only the suites the filters keep, and the counts read right', async ({
    page,
  }) => {
    const all = await plans(page);
    const plan = all.find((candidate) => suites(candidate).some((s) => s.lease && s.rentableSf > 3000));
    if (!plan) throw new Error('the seed has a large leased suite');
    const tenants = page.getByRole('table', { name: 'Tenants' }).locator('tbody tr');
    const leased = suites(plan).filter((s) => s.lease).length;
    const floors = plan.floors.length;
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(
      page.getByText(
        `${leased} ${leased === 1 ? 'tenant' : 'tenants'} on ${floors} ${floors === 1 ? 'floor' : 'floors'}`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(tenants).toHaveCount(leased);
    // Each tenant row shows the base rent and beside it the rent in place (inPlaceRentPsf).
    for (const s of suites(plan)
      .filter((candidate) => candidate.lease)
      .slice(0, 3)) {
      const rents = `$${s.lease?.baseRentPsf.toFixed(2)}$${s.lease?.inPlaceRentPsf.toFixed(2)}`;
      await expect(
        tenants.filter({ hasText: s.lease?.tenant.name }).filter({ hasText: rents }).first(),
      ).toBeVisible();
    }

    await pick(page, 'Size', 'Large (>3,000 sf)');
    const large = suites(plan).filter((s) => s.rentableSf > 3000);
    await expect(page.getByText(`${large.length} matching suite`)).toBeVisible();
    await expect(tenants).toHaveCount(large.filter((s) => s.lease).length);

    await page.getByPlaceholder('Filter by space or tenant').fill('no-such-tenant-anywhere');
    await expect(page.getByText('0 matching suites')).toBeVisible();
    await expect(tenants).toHaveCount(0);
    await expect(page.getByText('No tenants match the filters.')).toBeVisible();
  });

  test('says "1 floor" for a building of one floor', async ({ page }) => {
    const plan = (await plans(page)).find((candidate) => candidate.floors.length === 1);
    test.skip(!plan, 'the seed has no one-floor building');
    if (!plan) return;
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(page.getByText(/^\d+ tenants? on 1 floor$/)).toBeVisible();
  });

  test('every segment names its tenant, suite and size in a tooltip; the triangle has a legend entry', async ({
    page,
  }) => {
    const plan = (await plans(page)).find((candidate) => suites(candidate).some((s) => s.conflictCount > 0));
    if (!plan) throw new Error('the seed has an option conflict');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(segments(page)).toHaveCount(suites(plan).length);
    const titles = await segments(page).evaluateAll((buttons) =>
      buttons.map((button) => [Number(button.getAttribute('data-space-id')), button.getAttribute('title')]),
    );
    for (const [id, title] of titles) {
      const s = suites(plan).find((candidate) => candidate.id === id);
      if (!s) throw new Error(`unknown suite ${id}`);
      expect(title).toContain(
        `Suite ${s.suite}, ${s.lease ? s.lease.tenant.name : 'vacant'}, ${s.rentableSf.toLocaleString('en-US')} sf`,
      );
    }
    await expect(page.getByRole('region', { name: 'Industry' }).getByText('Option conflict')).toBeVisible();
  });

  test('vacant hatching and segment colours print with background graphics off', async ({ page }) => {
    const plan = (await plans(page)).find((candidate) => suites(candidate).some((s) => !s.lease));
    if (!plan) throw new Error('the seed has a vacant suite');
    const vacant = suites(plan).filter((s) => !s.lease).length;
    await page.emulateMedia({ media: 'print' });
    const forcedColours = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).printColorAdjust));

    await page.goto(`/stacking-plan/print?building=${plan.building.id}`);
    await expect(page.getByText('Hatched segments are vacant.')).toBeVisible();
    const hatched = page.locator('[data-vacant]');
    await expect(hatched).toHaveCount(vacant);
    // Chromium prints backgrounds by default only where the page asks for exact colours.
    expect(new Set(await forcedColours('[data-vacant]'))).toEqual(new Set(['exact']));

    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(segments(page)).toHaveCount(suites(plan).length);
    expect(new Set(await forcedColours('ol[aria-label="Floors"] button[data-space-id]'))).toEqual(
      new Set(['exact']),
    );
  });

  test('the lease-expiry toggle colours by expiry year and switches the legend', async ({ page }) => {
    const [plan] = await plans(page);
    if (!plan) throw new Error('no buildings');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(page.getByRole('region', { name: 'Industry' })).toBeVisible();
    await page.getByRole('switch', { name: 'Colour by lease expiry' }).click();
    const legend = page.getByRole('region', { name: 'Lease expiry' });
    await expect(legend.getByText(/^Expires \d{4}\+?$/).first()).toBeVisible();
    await expect(legend.getByText('Vacant')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Industry' })).toHaveCount(0);
    await expect(page).toHaveURL(/colour=expiry/);
  });

  test('segments take the palette colours: industry, then expiry year; vacant hatched; text readable', async ({
    page,
  }) => {
    const plan = (await plans(page)).find(
      (candidate) => suites(candidate).some((s) => !s.lease) && suites(candidate).some((s) => s.lease),
    );
    if (!plan) throw new Error('the seed has a building with let and vacant suites');
    await page.goto(`/stacking-plan?building=${plan.building.id}`);
    await expect(segments(page)).toHaveCount(suites(plan).length);
    for (const mode of ['industry', 'expiry'] as const) {
      if (mode === 'expiry') {
        await page.getByRole('switch', { name: 'Colour by lease expiry' }).click();
        await expect(page.getByRole('region', { name: 'Lease expiry' })).toBeVisible();
      }
      const paints = await segmentPaints(page);
      for (const paint of paints) {
        const s = suites(plan).find((candidate) => candidate.id === paint.id);
        if (!s) throw new Error(`unknown suite ${paint.id}`);
        const fill = expectedFill(s, mode, plan.today);
        expect(paint, `suite ${s.suite} by ${mode}`).toEqual({
          id: s.id,
          background: rgb(fill),
          hatched: !s.lease && s.status !== 'pre-leased',
          text: rgb(readableTextOn(fill)),
        });
      }
    }
    // The legend keys each expiry year present, in the order of the years, and Vacant.
    const years = [
      ...new Set(suites(plan).flatMap((s) => (s.lease ? [expiryBucket(s.lease.endDate, plan.today)] : []))),
    ]
      .sort((a, b) => a - b)
      .map((bucket) => `Expires ${expiryBucketLabel(bucket, plan.today)}`);
    const legend = page.getByRole('region', { name: 'Lease expiry' }).getByRole('listitem');
    const labels = await legend.allTextContents();
    expect(labels.slice(0, years.length)).toEqual(years);
    expect(labels).toContain('Vacant');
  });
});
