import type { Briefing } from '@common/ai-briefing';
import {
  type DashboardResponse,
  type DashboardTilesLayout,
  defaultDashboardTiles,
  resourceTileIds,
  workflowTileIds,
} from '@common/dashboard';
import { defaultPreferences, type Preferences } from '@common/preferences';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type StubRequest, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const activeDealsPath = '/deals?stage=inquiry,touring,proposal,loi,legal,lease_execution,idle';

const dashboard: DashboardResponse = {
  openTasks: 3,
  tiles: {
    activeDeals: 11,
    leasesExpiring90: 4,
    newAiOpportunities: 6,
    vacancies: 9,
    properties: 5,
    options: 23,
    stackingPlans: 2,
  },
  upcomingTasks: [
    {
      id: 7,
      title: 'Send the LOI draft',
      dueDate: '2026-11-30',
      opportunity: { id: 42, prospectName: 'Northwind Traders' },
      path: '/deals/42?tab=tasks',
    },
  ],
};

const briefing: Briefing = {
  id: 1,
  generatedAt: '2026-11-23T08:00:00.000Z',
  items: [],
  summary: 'A quiet day.',
  summarySource: 'rules',
};

type Stubs = Parameters<typeof stubApi>[0];

function stubHome(overrides: Stubs = {}, preferences: Preferences = defaultPreferences) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/dashboard': () => Response.json(dashboard),
    'GET /api/user/preferences': () => Response.json({ preferences }),
    'GET /api/ai-briefing': () => Response.json(briefing),
    'GET /api/notifications': () =>
      Response.json({
        items: [
          {
            id: 3,
            kind: 'mention',
            title: 'Alex Morgan mentioned you',
            body: null,
            link: '/deals/42?tab=discussion',
            readAt: null,
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
        unread: 1,
      }),
    ...overrides,
  });
}

const workflowHrefs = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The first screen's code loads lazily; allow for a busy machine. */
const slow = { timeout: 5000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('home screen', { timeout: 20_000 }, () => {
  it('greets the user by the time of day, without the sidebar or the top bar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30));
    stubHome();
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good Morning, Demo User' }, slow),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("falls back to 'there' when the user has no name, in the evening", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 18, 0));
    stubHome({ 'GET /api/user': signedIn({ ...demoUser, fullName: null }) });
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Evening, there' }, slow)).toBeVisible();
  });

  it('says how many tasks are ready, from the open tasks of GET /api/dashboard', async () => {
    stubHome();
    renderRoute('/');
    expect(await screen.findByText('You have 3 tasks ready.', {}, slow)).toBeVisible();
  });

  it("says '1 task ready' for one open task", async () => {
    stubHome({ 'GET /api/dashboard': () => Response.json({ ...dashboard, openTasks: 1 }) });
    renderRoute('/');
    expect(await screen.findByText('You have 1 task ready.', {}, slow)).toBeVisible();
  });

  it('shows each Daily Workflow count from GET /api/dashboard, linking to its screen', async () => {
    stubHome();
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Daily Workflow' }, slow);
    // Active Deals opens the pipeline on every stage it counts: all but Deal Complete and Dead.
    expect(await within(section).findByRole('link', { name: 'Active Deals 11' })).toHaveAttribute(
      'href',
      activeDealsPath,
    );
    const expected: [string, string][] = [
      ['Lease Expirations 4', '/leases?expiring=90'],
      ['AI Opportunities 6', '/opportunities'],
      ['Vacancies 9', '/spaces'],
      ['Properties 5', '/properties'],
      ['Options & Encumbrances 23', '/options'],
      ['Stacking Plans 2', '/stacking-plan'],
    ];
    for (const [name, href] of expected) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(workflowHrefs(section)).toHaveLength(7);
  });

  it('links the Resources tiles to their screens, in order', async () => {
    stubHome();
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Resources' }, slow);
    await within(section).findByRole('link', { name: 'Tenants' });
    expect(workflowHrefs(section)).toEqual([
      '/tenants',
      '/portfolio',
      '/deals',
      '/opportunities',
      '/leases',
      '/training',
      '/options',
      '/stacking-plan',
      '/properties',
      '/lease-comps',
      '/campaigns',
      '/settings',
      '/listings-search',
    ]);
    expect(within(section).getByRole('link', { name: 'Tenant Database Search' })).toHaveAccessibleDescription(
      'Search the tenant and building database',
    );
  });

  it('applies the saved tile layout: hidden tiles are left out, the rest in the saved order', async () => {
    const layout: DashboardTilesLayout = {
      workflow: [
        { id: 'properties', hidden: false },
        { id: 'activeDeals', hidden: true },
        ...workflowTileIds
          .filter((id) => id !== 'properties' && id !== 'activeDeals')
          .map((id) => ({ id, hidden: false })),
      ],
      resources: resourceTileIds.map((id) => ({ id, hidden: id !== 'settings' })),
    };
    stubHome({}, { ...defaultPreferences, dashboardTiles: layout });
    renderRoute('/');
    const workflow = await screen.findByRole('region', { name: 'Daily Workflow' }, slow);
    await within(workflow).findByRole('link', { name: 'Properties 5' });
    expect(workflowHrefs(workflow)).toEqual([
      '/properties',
      '/leases?expiring=90',
      '/opportunities',
      '/spaces',
      '/options',
      '/stacking-plan',
    ]);
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(workflowHrefs(resources)).toEqual(['/settings']);
  });

  it('offers Customize only once the tile layout has loaded, never as a button disabled without a reason', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubHome({ 'GET /api/user/preferences': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Daily Workflow' });
    expect(screen.queryByRole('button', { name: /^Customize/ })).toBeNull();
    answer(Response.json({ preferences: defaultPreferences }));
    expect(await screen.findByRole('button', { name: 'Customize Daily Workflow' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Customize Resources' })).toBeEnabled();
  });

  it('Customize hides and moves tiles and saves them as the dashboardTiles preference', async () => {
    const user = userEvent.setup();
    const saved: StubRequest[] = [];
    stubHome({
      'PUT /api/user/preferences': (request) => {
        saved.push(request);
        const body = request.body as { dashboardTiles: DashboardTilesLayout };
        return Response.json({ preferences: { ...defaultPreferences, dashboardTiles: body.dashboardTiles } });
      },
    });
    renderRoute('/');
    const workflow = await screen.findByRole('region', { name: 'Daily Workflow' }, slow);
    await within(workflow).findByRole('link', { name: 'Active Deals 11' });
    await user.click(within(workflow).getByRole('button', { name: 'Customize Daily Workflow' }));

    const dialog = await screen.findByRole('dialog', { name: 'Customize Workflow' });
    expect(within(dialog).getByRole('button', { name: 'Move Active Deals up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: 'Show Vacancies' }));
    // Keyboard: the move button keeps focus as its row moves.
    within(dialog).getByRole('button', { name: 'Move Properties up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Properties 5' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    const body = saved[0]?.body as { dashboardTiles: DashboardTilesLayout };
    expect(body.dashboardTiles.resources).toEqual(defaultDashboardTiles.resources);
    expect(body.dashboardTiles.workflow).toEqual([
      { id: 'activeDeals', hidden: false },
      { id: 'leasesExpiring90', hidden: false },
      { id: 'properties', hidden: false },
      { id: 'newAiOpportunities', hidden: false },
      { id: 'vacancies', hidden: true },
      { id: 'options', hidden: false },
      { id: 'stackingPlans', hidden: false },
    ]);
    expect(workflowHrefs(workflow)).toEqual([
      activeDealsPath,
      '/leases?expiring=90',
      '/properties',
      '/opportunities',
      '/options',
      '/stacking-plan',
    ]);
  });

  it('Reset to default in Customize shows every tile in the default order again', async () => {
    const user = userEvent.setup();
    const saved: StubRequest[] = [];
    stubHome(
      {
        'PUT /api/user/preferences': (request) => {
          saved.push(request);
          return Response.json({ preferences: { ...defaultPreferences, ...(request.body as object) } });
        },
      },
      {
        ...defaultPreferences,
        dashboardTiles: {
          ...defaultDashboardTiles,
          resources: [...defaultDashboardTiles.resources]
            .reverse()
            .map((tile) => ({ ...tile, hidden: true })),
        },
      },
    );
    renderRoute('/');
    expect(
      await screen.findByText('All Resources tiles are hidden. Use Customize to show them.', {}, slow),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Customize Resources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Resources' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(await within(resources).findByRole('link', { name: 'Tenants' })).toBeVisible();
    const body = saved[0]?.body as { dashboardTiles: DashboardTilesLayout } | undefined;
    expect(body?.dashboardTiles.resources).toEqual(defaultDashboardTiles.resources);
  });

  it('a failed save keeps the dialog open and shows a destructive toast', async () => {
    const user = userEvent.setup();
    stubHome({
      'PUT /api/user/preferences': () => Response.json({ message: 'Unknown tile' }, { status: 400 }),
    });
    renderRoute('/');
    await screen.findByRole('link', { name: 'Active Deals 11' }, slow);
    await user.click(screen.getByRole('button', { name: 'Customize Daily Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Workflow' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save your tiles')).toBeVisible();
    expect(screen.getByText('Unknown tile')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Customize Workflow' })).toBeVisible();
  });

  it("lists the user's notifications and upcoming tasks in the side panel; the bell leads there", async () => {
    stubHome();
    renderRoute('/');
    const panel = await screen.findByRole('complementary', { name: 'Notifications and tasks' }, slow);
    expect(await within(panel).findByRole('link', { name: /Alex Morgan mentioned you/ })).toHaveAttribute(
      'href',
      '/deals/42?tab=discussion',
    );
    const task = await within(panel).findByRole('link', { name: /Send the LOI draft/ });
    expect(task).toHaveAttribute('href', '/deals/42?tab=tasks');
    expect(task).toHaveTextContent('Northwind Traders · Due 11/30/2026');
    // The name holds the badge's count, so the visible '1' is part of it.
    const bell = screen.getByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('href', '#home-notifications');
  });

  it('opens the search palette from the header search box', async () => {
    const user = userEvent.setup();
    stubHome();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 }, slow);
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Search' }, slow)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('shows the Portfolio cards from the one small GET /api/dashboard/portfolio, reading no analytics', async () => {
    const fetchMock = stubHome({
      'GET /api/dashboard/portfolio': () =>
        Response.json({
          asOf: '2026-11-23',
          occupancy: {
            totalRsf: 100_000,
            leasedRsf: 70_000,
            preLeasedRsf: 10_000,
            vacantRsf: 20_000,
            occupancy: 0.8,
          },
          years: [2026, 2027, 2028, 2029, 2030].map((year, index) => ({
            label: String(year),
            start: index === 0 ? '2026-11-23' : `${year}-01-01`,
            end: `${year}-12-31`,
            leases: index + 1,
            rsf: 5_000 * (index + 1),
            shareOfRsf: 0.05 * (index + 1),
          })),
        }),
    });
    renderRoute('/');
    // The cards come with the chart library, loaded after the screen.
    const occupancy = await screen.findByRole('region', { name: 'Occupancy' }, { timeout: 15_000 });
    expect(await within(occupancy).findByText('80%', {}, slow)).toBeVisible();
    expect(within(occupancy).getByText('20,000 sf')).toBeVisible();
    // 5,000 + 10,000 + 15,000 sf of 100,000 by the end of the third year.
    expect(
      await screen.findByText("30% of the portfolio's RSF (30,000 sf) expires by the end of 2028.", {}, slow),
    ).toBeVisible();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toContain('/api/dashboard/portfolio');
    expect(paths.filter((path) => path.startsWith('/api/analytics'))).toEqual([]);
  });
});
