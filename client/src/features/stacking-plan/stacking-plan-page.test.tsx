import {
  expiryPalette,
  industryColour,
  preLeasedColour,
  readableTextOn,
  vacantColour,
} from '@common/palettes';
import { contrastRatio } from '@common/palettes-vision';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { vacantHatch } from './segment-colours';
import { StackingPlanPage } from './stacking-plan-page';
import { acmeDetails, buildings, downtownPlan, plan, planWithPreLeased110 } from './test-fixtures';

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/stacking-plan', Component: StackingPlanPage },
      { path: '/spaces/:id', element: <p>Space screen</p> },
    ],
    { initialEntries: [path] },
  );
  // The app shell provides tooltip timing to every screen it frames.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { router };
}

function stubStackingApi() {
  return stubApi({
    'GET /api/stacking-plan/buildings': () => Response.json(buildings),
    'GET /api/stacking-plan/1': () => Response.json(plan),
    'GET /api/stacking-plan/2': () => Response.json(downtownPlan),
    'GET /api/stacking-plan/1/spaces/21': () => Response.json(acmeDetails),
    'GET /api/stacking-plan/1/spaces/23': () =>
      Response.json({ spaceId: 23, subleases: [], deals: [], budget: [], options: [] }),
  });
}

const segment = (name: RegExp | string) => screen.getByRole('button', { name });

/** The colour square of the legend entry `label`. */
function swatch(legend: HTMLElement, label: string): HTMLElement {
  const item = within(legend)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent === label);
  const square = item?.querySelector<HTMLElement>('[data-swatch]');
  if (!square) throw new Error(`no legend swatch for ${label}`);
  return square;
}

/** 'rgb(194, 21, 11)' (as jsdom reports a style colour) → '#c2150b'. */
function hex(rgb: string): string {
  const channels = rgb.match(/\d+/g)?.map(Number) ?? [];
  if (channels.length !== 3) throw new Error(`not an rgb() colour: ${rgb}`);
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe('stacking plan', () => {
  it('says why the exports are disabled while the plan loads, and enables them once it has', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage('/stacking-plan');
    const png = await screen.findByRole('button', { name: 'Export PNG' });
    expect(png).toBeDisabled();
    expect(await disabledReasonOf(png)).toBe('The stacking plan is still loading.');
    expect(await disabledReasonOf(screen.getByRole('button', { name: 'Export CSV' }))).toBe(
      'The stacking plan is still loading.',
    );
    answer(Response.json(plan));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export PNG' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/stacking-plan/print?building=1',
    );
  });

  it('says there is nothing to export when the plan cannot be loaded', async () => {
    stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/1': () => Response.json({ message: 'Building not found' }, { status: 404 }),
    });
    renderPage('/stacking-plan');
    await screen.findByText('Building not found');
    expect(await disabledReasonOf(screen.getByRole('button', { name: 'Preview' }))).toBe(
      'There is no stacking plan to export: it could not be loaded.',
    );
  });

  it('opens the first building, says so in the URL, and shows its totals with percentages', async () => {
    stubStackingApi();
    const { router } = renderPage('/stacking-plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Stacking plan' })).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'Building' }, { timeout: 5000 });
    expect(within(summary).getByRole('heading', { name: 'Angelview Medical Center' })).toBeVisible();
    expect(summary).toHaveTextContent('2200 Angelview Parkway, Austin, TX 78705');
    expect(summary).toHaveTextContent('22,800 sf76%');
    expect(summary).toHaveTextContent('7,200 sf24%');
    expect(router.state.location.search).toBe('?building=1');
  });

  it('lists floors highest first, each segment a labelled button, names only on segments wider than 5 %', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    const floors = await screen.findByRole('list', { name: 'Floors' }, { timeout: 5000 });
    const rows = within(floors).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Floor 2', 'Floor 1']);
    const acme = segment('Suite 200, Acme Dental, 12,000 sf, lease ends 03/31/28, 1 option conflict');
    expect(acme).toHaveTextContent('Acme Dental');
    expect(acme).toHaveStyle({ width: '60%' });
    // Suite 230 is exactly 5 % of floor 2: no text inside.
    const small = segment('Suite 230, vacant, 1,000 sf');
    expect(small).toHaveTextContent('');
    expect(small).toHaveStyle({ width: '5%' });
    expect(segment('Suite 110, vacant, 6,200 sf')).toHaveTextContent('VACANT');
  });

  it('shows an industry legend of the industries present and a legend row per tenant', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    const legend = await screen.findByRole('region', { name: 'Industry' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dental', 'Physical Therapy', 'Mental Health', 'Vacant', 'Option conflict']);
    // Each swatch is its industry's palette colour, and the suites are drawn in it.
    for (const industry of ['Dental', 'Physical Therapy', 'Mental Health'] as const) {
      expect(swatch(legend, industry)).toHaveStyle({ backgroundColor: industryColour(industry) });
    }
    expect(segment(/^Suite 200, Acme Dental/)).toHaveStyle({
      backgroundColor: industryColour('Dental'),
      color: readableTextOn(industryColour('Dental')),
    });
    expect(segment(/^Suite 210, Bayside Physical Therapy/)).toHaveStyle({
      backgroundColor: industryColour('Physical Therapy'),
    });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const acmeRow = await within(table).findByRole('row', { name: /Acme Dental/ });
    expect(acmeRow).toHaveTextContent('Acme Dental2200');
    // Base rent, then the rent in place today.
    expect(acmeRow).toHaveTextContent('12,000 sf$32.50$34.4804/01/23 – 03/31/28');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tenant', 'Floor', 'Suite', 'Size', 'Base rent', 'In-place rent', 'Lease dates']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('dims the suites a filter drops, keeps the matching ones, and Clear Filters keeps the building', async () => {
    stubStackingApi();
    const { router } = renderPage('/stacking-plan?building=1&size=large&industry=dental');
    await screen.findByRole('list', { name: 'Floors' }, { timeout: 5000 });
    expect(segment(/^Suite 200,/)).toHaveAttribute('data-state', 'match');
    for (const suite of ['210', '230', '100', '110']) {
      const dropped = segment(new RegExp(`^Suite ${suite},`));
      expect(dropped).toHaveAttribute('data-state', 'dimmed');
      expect(dropped).toHaveAccessibleDescription('Filtered out');
    }
    expect(screen.getByText('1 matching suite')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?building=1'));
    expect(segment(/^Suite 110,/)).toHaveAttribute('data-state', 'match');
  });

  it('filters by the text of a suite or tenant name', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1&q=bayside');
    await screen.findByRole('list', { name: 'Floors' }, { timeout: 5000 });
    expect(segment(/^Suite 210,/)).toHaveAttribute('data-state', 'match');
    expect(segment(/^Suite 200,/)).toHaveAttribute('data-state', 'dimmed');
    expect(screen.getByPlaceholderText('Filter by space or tenant')).toHaveValue('bayside');
  });

  it('opens Space Details with the lease and single-open accordions, conflicts flagged', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    await userEvent.click(await screen.findByRole('button', { name: /^Suite 200,/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Space Details' });
    expect(dialog).toHaveTextContent('Floor 2 · Suite 200');
    expect(dialog).toHaveTextContent('Lease typeGross Lease');
    expect(dialog).toHaveTextContent('IndustryDental');
    expect(dialog).toHaveTextContent('Starting rent$32.50/RSF/yr');
    expect(dialog).toHaveTextContent('In-place rent$34.48/RSF/yr');
    expect(dialog).toHaveTextContent('Term04/01/23 – 03/31/28');
    expect(dialog).toHaveTextContent('SpecialtyMedical');
    expect(within(dialog).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/spaces/21');

    const options = await within(dialog).findByRole('button', { name: 'Options (1)' });
    await userEvent.click(options);
    expect(within(dialog).getByText('Upcoming')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Conflicts' })).toHaveTextContent(
      'Conflict: Competes with ROFR of Bayside Physical Therapy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deals (1)' }));
    expect(within(dialog).getByRole('link', { name: 'Acme Dental renewal' })).toHaveAttribute(
      'href',
      '/deals/7',
    );
    expect(options).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subleases (0)' }));
    expect(within(dialog).getByText('No subleases')).toBeVisible();
  });

  it('shows the empty texts of a vacant suite’s accordions', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    await userEvent.click(await screen.findByRole('button', { name: /^Suite 230,/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Space Details' });
    expect(dialog).toHaveTextContent('OccupancyVacant');
    expect(dialog).toHaveTextContent('AvailabilityAvailable');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Budget (0)' }));
    expect(within(dialog).getByText('No budget set')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Options (0)' }));
    expect(within(dialog).getByText('No options on this space')).toBeVisible();
  });

  it('colours by lease-expiry year when the toggle is on, and the legend lists years', async () => {
    stubStackingApi();
    const { router } = renderPage('/stacking-plan?building=1');
    await userEvent.click(await screen.findByRole('switch', { name: 'Colour by lease expiry' }));
    const legend = await screen.findByRole('region', { name: 'Lease expiry' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Expires 2026', 'Expires 2028', 'Vacant', 'Option conflict']);
    expect(router.state.location.search).toBe('?building=1&colour=expiry');
    // Today is in 2026: 2026 is the first expiry colour, 2028 the third; the suites match their keys.
    const [thisYear, , inTwoYears] = expiryPalette;
    expect(swatch(legend, 'Expires 2026')).toHaveStyle({ backgroundColor: thisYear });
    expect(swatch(legend, 'Expires 2028')).toHaveStyle({ backgroundColor: inTwoYears });
    expect(segment(/^Suite 210, Bayside/)).toHaveStyle({ backgroundColor: thisYear });
    expect(segment(/^Suite 200, Acme Dental/)).toHaveStyle({ backgroundColor: inTwoYears });
    expect(segment(/^Suite 100, Cedar Mental Health/)).toHaveStyle({ backgroundColor: inTwoYears });
    expect(swatch(legend, 'Vacant')).toHaveStyle({
      backgroundColor: vacantColour,
      backgroundImage: vacantHatch,
    });
  });

  it('hatches vacant suites in the vacant colour, and keeps every label readable on its fill', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    await screen.findByRole('list', { name: 'Floors' }, { timeout: 5000 });
    const vacant = segment('Suite 110, vacant, 6,200 sf');
    expect(vacant).toHaveAttribute('data-hatched');
    expect(vacant).toHaveStyle({ backgroundColor: vacantColour, backgroundImage: vacantHatch });
    expect(segment(/^Suite 200,/)).not.toHaveAttribute('data-hatched');
    for (const mode of ['industry', 'expiry']) {
      if (mode === 'expiry')
        await userEvent.click(screen.getByRole('switch', { name: 'Colour by lease expiry' }));
      for (const button of within(screen.getByRole('list', { name: 'Floors' })).getAllByRole('button')) {
        const fill = hex(button.style.backgroundColor);
        const text = hex(button.style.color);
        expect(text).toBe(readableTextOn(fill));
        expect(
          contrastRatio(fill, text),
          `${button.getAttribute('aria-label')} (${mode})`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('lists only the matching tenants in the tenant legend, and says so when none match', async () => {
    stubStackingApi();
    const { router } = renderPage('/stacking-plan?building=1&industry=dental');
    await screen.findByText('1 matching suite', {}, { timeout: 5000 });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Acme Dental/ })).toBeVisible();
    expect(within(table).queryByRole('row', { name: /Bayside/ })).toBeNull();

    await router.navigate('/stacking-plan?building=1&q=nobody-here');
    expect(await screen.findByText('0 matching suites')).toBeVisible();
    expect(await screen.findByText('No tenants match the filters.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Tenants' })).toBeNull();
  });

  it('counts tenants and floors in the singular when there is one', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=2');
    expect(await screen.findByText('1 tenant on 1 floor', {}, { timeout: 5000 })).toBeVisible();
  });

  it('counts tenants and floors in the plural when there are several', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    expect(await screen.findByText('3 tenants on 2 floors', {}, { timeout: 5000 })).toBeVisible();
  });

  it('gives every segment, however narrow, a tooltip with tenant, suite and size', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    await screen.findByRole('list', { name: 'Floors' }, { timeout: 5000 });
    // Suite 230 is too narrow for text of its own.
    expect(segment(/^Suite 230,/)).toHaveAttribute('title', 'Suite 230, vacant, 1,000 sf');
    expect(segment(/^Suite 200,/)).toHaveAttribute(
      'title',
      'Suite 200, Acme Dental, 12,000 sf, lease ends 03/31/28, 1 option conflict',
    );
    for (const button of within(screen.getByRole('list', { name: 'Floors' })).getAllByRole('button')) {
      expect(button.getAttribute('title')).toBe(button.getAttribute('aria-label'));
    }
  });

  it('draws a suite let from a later date as Pre-leased, says who signed, and keys it in the legend', async () => {
    stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/1': () => Response.json(planWithPreLeased110),
    });
    renderPage('/stacking-plan?building=1');
    const preLeased = await screen.findByRole(
      'button',
      { name: 'Suite 110, vacant, 6,200 sf, pre-leased to Coral Pediatric Dentistry from 01/09/27' },
      { timeout: 5000 },
    );
    expect(preLeased).toHaveTextContent('PRE-LEASED');
    expect(preLeased).toHaveStyle({
      backgroundColor: preLeasedColour,
      color: readableTextOn(preLeasedColour),
    });
    // Pre-leased is solid, not hatched like a vacant suite.
    expect(preLeased).not.toHaveAttribute('data-hatched');
    const legend = screen.getByRole('region', { name: 'Industry' });
    expect(swatch(legend, 'Pre-leased')).toHaveStyle({ backgroundColor: preLeasedColour });
    expect(within(legend).getByText('Pre-leased')).toBeVisible();
    expect(within(legend).getByText('Vacant')).toBeVisible();
  });

  it('says a building without suites has none recorded, instead of a 0 sf plan', async () => {
    stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/1': () =>
        Response.json({
          ...plan,
          building: { ...plan.building, totalSf: 0, leasedSf: 0, vacantSf: 0 },
          floors: [{ number: 1, totalSf: 0, leasedSf: 0, vacantSf: 0, spaces: [] }],
        }),
    });
    renderPage('/stacking-plan?building=1');
    expect(await screen.findByText('No floors or suites recorded', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Building' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Floors' })).toBeNull();
  });

  it('leaves Pre-leased out of the legend when no suite is pre-leased', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    const legend = await screen.findByRole('region', { name: 'Industry' }, { timeout: 5000 });
    expect(within(legend).queryByText('Pre-leased')).toBeNull();
  });

  it('explains the option-conflict triangle in the legend when a suite has a conflict', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=1');
    const legend = await screen.findByRole('region', { name: 'Industry' }, { timeout: 5000 });
    expect(within(legend).getByText('Option conflict')).toBeVisible();
  });

  it('leaves the conflict entry out when no suite has a conflict', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=2');
    const legend = await screen.findByRole('region', { name: 'Industry' }, { timeout: 5000 });
    expect(within(legend).queryByText('Option conflict')).toBeNull();
  });

  it('switches the building from the URL', async () => {
    stubStackingApi();
    renderPage('/stacking-plan?building=2');
    expect(await screen.findByRole('heading', { name: 'Downtown Tower' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Building' })).toHaveTextContent('Downtown Tower');
    expect(segment(/^Suite 500, Madison Legal/)).toBeVisible();
  });
});
