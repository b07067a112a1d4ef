import type { Briefing, BriefingItem } from '@common/ai-briefing';
import type { DealListItem, DealListResponse } from '@common/deal-list';
import { type DealStage, dealStages } from '@common/deal-stages';
import { defaultPreferences } from '@common/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const item = (
  overrides: Partial<BriefingItem> & Pick<BriefingItem, 'key' | 'section' | 'rank'>,
): BriefingItem => ({
  title: overrides.key,
  description: `About ${overrides.key}`,
  count: null,
  confidence: null,
  actionLabel: 'View',
  actionPath: '/',
  ...overrides,
});

const items: BriefingItem[] = [
  item({
    key: 'leases-expiring-30',
    section: 'priority',
    rank: 1,
    title: '3 leases expiring within 30 days',
    actionLabel: 'View Expirations',
    actionPath: '/leases?expiring=30',
    count: 3,
  }),
  item({
    key: 'deals-negotiation-stalled',
    section: 'priority',
    rank: 2,
    title: '2 deals in negotiation need follow-up this week',
    actionLabel: 'View Opportunities',
    actionPath: '/deals?stage=legal,lease_execution',
    count: 2,
  }),
  item({
    key: 'match-17',
    section: 'engagement',
    rank: 3,
    title: 'Acme Corp matches Suite 400 at 92%',
    actionLabel: 'View Match',
    actionPath: '/opportunities?filter=tenant-match&opportunity=17',
    confidence: 92,
  }),
];

const briefing = (overrides: Partial<Briefing> = {}): Briefing => ({
  id: 5,
  generatedAt: '2026-11-20T15:00:00.000Z',
  items,
  summary: 'Three leases expire this month; one tenant fits a vacant suite.',
  summarySource: 'rules',
  ...overrides,
});

type Stubs = Parameters<typeof stubApi>[0];

/** A pipeline deal in the stage, as GET /api/opportunities lists it. */
const pipelineDeal = (id: number, prospectName: string, stage: DealStage): DealListItem => ({
  id,
  title: `${prospectName} deal`,
  prospectName,
  tenantId: null,
  squareFeetNeeded: 4000,
  stage,
  dealType: 'new',
  renewalOrNew: 'New Deal',
  proposedRent: null,
  ner: null,
  nerTerms: null,
  brokerName: null,
  brokerCompany: null,
  lastActivityAt: '2026-11-01T12:00:00.000Z',
  latestUpdate: null,
  probability: 10,
  potentialValue: null,
  stageEnteredAt: '2026-11-01T12:00:00.000Z',
  approvalStatus: null,
  leadUserId: null,
  property: {
    id: 1,
    name: 'Harbor Point',
    address: '1 Harbor Way',
    floorNumber: null,
    squareFeet: 100_000,
    state: 'CA',
    market: 'San Diego',
    city: 'San Diego',
  },
});

/** The negotiation deals, as GET /api/opportunities?stage=legal,lease_execution answers them. */
function negotiationDeals(): DealListResponse {
  const items = [
    pipelineDeal(1, 'Legal Co', 'legal'),
    pipelineDeal(2, 'Second Legal Co', 'legal'),
    pipelineDeal(3, 'Lease Exec Co', 'lease_execution'),
  ];
  const stageCounts = Object.fromEntries(dealStages.map((stage) => [stage, 0])) as Record<DealStage, number>;
  stageCounts.legal = 2;
  stageCounts.lease_execution = 1;
  stageCounts.touring = 4;
  return {
    items,
    total: items.length,
    stageCounts,
    ageing: { under30: 7, from30to59: 0, from60to90: 0, over90: 0 },
    stageFigures: Object.fromEntries(
      dealStages.map((stage) => [stage, { squareFeet: 0, weightedValue: 0 }]),
    ) as DealListResponse['stageFigures'],
  };
}

/** The request paths (with query) fetch was called with. */
const requestedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

function stubHome(overrides: Stubs) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/user/preferences': () => Response.json({ preferences: defaultPreferences }),
    'GET /api/notifications': () => Response.json({ items: [], unread: 0 }),
    ...overrides,
  });
}

async function findCard() {
  const card = await screen.findByRole('region', { name: 'AI Briefing' }, { timeout: 5000 });
  await within(card).findByRole('region', { name: 'PRIORITY ACTIONS' });
  return card;
}

describe('AI Briefing card', { timeout: 20_000 }, () => {
  it("shows 'Updated' with the generation date, the summary and the first item of each section", async () => {
    stubHome({ 'GET /api/ai-briefing': () => Response.json(briefing()) });
    renderRoute('/');
    const card = await findCard();
    expect(within(card).getByText('Updated 11/20/2026')).toBeVisible();
    expect(
      within(card).getByText('Three leases expire this month; one tenant fits a vacant suite.'),
    ).toBeVisible();
    const priority = within(card).getByRole('region', { name: 'PRIORITY ACTIONS' });
    expect(within(priority).getByRole('heading', { name: '3 leases expiring within 30 days' })).toBeVisible();
    expect(within(priority).getByText('1 of 2')).toBeVisible();
    const engagement = within(card).getByRole('region', { name: 'ENGAGEMENT SIGNALS' });
    expect(
      within(engagement).getByRole('heading', { name: 'Acme Corp matches Suite 400 at 92%' }),
    ).toBeVisible();
    expect(within(engagement).getByText('1 of 1')).toBeVisible();
    expect(within(engagement).getByRole('button', { name: 'Previous engagement signal' })).toBeDisabled();
    expect(within(engagement).getByRole('button', { name: 'Next engagement signal' })).toBeDisabled();
  });

  it('pages through the priority actions with the arrows, disabled at the ends', async () => {
    const user = userEvent.setup();
    stubHome({ 'GET /api/ai-briefing': () => Response.json(briefing()) });
    renderRoute('/');
    const priority = within(await findCard()).getByRole('region', { name: 'PRIORITY ACTIONS' });
    const previous = within(priority).getByRole('button', { name: 'Previous priority action' });
    const next = within(priority).getByRole('button', { name: 'Next priority action' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(
      within(priority).getByRole('heading', { name: '2 deals in negotiation need follow-up this week' }),
    ).toBeVisible();
    expect(within(priority).getByText('2 of 2')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(priority).getByRole('heading', { name: '3 leases expiring within 30 days' })).toBeVisible();
  });

  it("navigates to the item's target with its action button", async () => {
    const user = userEvent.setup();
    stubHome({ 'GET /api/ai-briefing': () => Response.json(briefing()) });
    const { router } = renderRoute('/');
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'View Match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/opportunities'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?filter=tenant-match&opportunity=17');
  });

  it('opens the pipeline on every stage a negotiation item counts, both selected there', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHome({
      'GET /api/ai-briefing': () => Response.json(briefing()),
      'GET /api/opportunities': () => Response.json(negotiationDeals()),
      'GET /api/opportunities/facets': () => Response.json({ states: [], markets: [], cities: [] }),
    });
    const { router } = renderRoute('/');
    const priority = within(await findCard()).getByRole('region', { name: 'PRIORITY ACTIONS' });
    await user.click(within(priority).getByRole('button', { name: 'Next priority action' }));
    await user.click(within(priority).getByRole('button', { name: 'View Opportunities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?stage=legal,lease_execution');
    for (const name of ['Legal Co', 'Second Legal Co', 'Lease Exec Co']) {
      expect(await screen.findByRole('link', { name }, { timeout: 5000 })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Approval Status' })).toHaveTextContent(
      'Legal, Lease Execution',
    );
    expect(requestedPaths(fetchMock)).toContain('/api/opportunities?stage=legal%2Clease_execution&limit=100');
  });

  it('Dismiss posts the item key and the card shows the briefing without it', async () => {
    const user = userEvent.setup();
    let current = briefing();
    const dismissed: string[] = [];
    stubHome({
      'GET /api/ai-briefing': () => Response.json(current),
      'POST /api/ai-briefing/items/leases-expiring-30/dismiss': () => {
        dismissed.push('leases-expiring-30');
        current = briefing({ items: items.filter((entry) => entry.key !== 'leases-expiring-30') });
        return Response.json(current);
      },
    });
    renderRoute('/');
    const priority = within(await findCard()).getByRole('region', { name: 'PRIORITY ACTIONS' });
    await user.click(within(priority).getByRole('button', { name: 'Dismiss' }));
    expect(
      await within(priority).findByRole('heading', {
        name: '2 deals in negotiation need follow-up this week',
      }),
    ).toBeVisible();
    expect(within(priority).getByText('1 of 1')).toBeVisible();
    expect(within(priority).queryByText('3 leases expiring within 30 days')).not.toBeInTheDocument();
    expect(dismissed).toEqual(['leases-expiring-30']);
  });

  it('says so when a section has no items', async () => {
    stubHome({ 'GET /api/ai-briefing': () => Response.json(briefing({ items: [] })) });
    renderRoute('/');
    const card = await findCard();
    expect(within(card).getByText('Nothing needs your attention right now')).toBeVisible();
    expect(within(card).getByText('No engagement signals right now')).toBeVisible();
  });

  it('regenerates: the refresh button spins and is disabled while it runs, then the briefing is refetched', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    let current = briefing();
    stubHome({
      'GET /api/ai-briefing': () => Response.json(current),
      'POST /api/ai-briefing/generate': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        current = briefing({ id: 6, generatedAt: '2026-11-23T09:00:00.000Z' });
        return Response.json(current);
      },
    });
    renderRoute('/');
    const card = await findCard();
    const refresh = within(card).getByRole('button', { name: 'Refresh briefing' });
    await user.click(refresh);
    expect(refresh).toBeDisabled();
    expect(refresh.querySelector('svg')).toHaveClass('animate-spin');
    release();
    expect(await within(card).findByText('Updated 11/23/2026')).toBeVisible();
    expect(refresh).toBeEnabled();
    expect(refresh.querySelector('svg')).not.toHaveClass('animate-spin');
  });

  it('shows a destructive toast when regenerating fails, and the button is usable again', async () => {
    const user = userEvent.setup();
    stubHome({
      'GET /api/ai-briefing': () => Response.json(briefing()),
      'POST /api/ai-briefing/generate': () => Response.json({ message: 'Briefing failed' }, { status: 503 }),
    });
    renderRoute('/');
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Refresh briefing' }));
    expect(await screen.findByText('Could not refresh the briefing')).toBeVisible();
    expect(screen.getByText('The briefing stays as it was. Please try again later.')).toBeVisible();
    expect(screen.queryByText(/Briefing failed|503/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Refresh briefing' })).toBeEnabled();
    expect(within(card).getByText('Updated 11/20/2026')).toBeVisible();
  });
});
