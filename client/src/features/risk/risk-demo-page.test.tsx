import {
  type BuildingHealth,
  type BuildingRiskResponse,
  buildingViewFromRisk,
  type TenantStatusData,
  type TenantStatusResponse,
  tenantViewFromRisk,
} from '@common/risk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { actionPlan, assignees, pick, sentiment, supportRadixPopups } from '@/components/risk/test-fixtures';
import { type StubRequest, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

supportRadixPopups();

type Handler = (request: StubRequest) => Response | Promise<Response>;

type Status = 'Low Risk' | 'Medium Risk' | 'High Risk';

/** The server's answer: the status with the card's figures it read (here, the status's own). */
const tenantAnswer = (
  status: Status,
  tenantId: number | null = 18,
  changes: Partial<TenantStatusData> = {},
) =>
  Response.json({
    success: true,
    message: 'Tenant risk status retrieved',
    data: {
      risk_status: status,
      risk_reason: 'Rent above market for the floor',
      tenant_id: tenantId,
      property_id: 2,
      sentiment: {
        ...tenantViewFromRisk(status, { tenantId, propertyId: 2, reason: 'Rent above market for the floor' }),
        surveyDate: '2026-10-21',
        estimated: false,
      },
      has_action_plan: false,
      ...changes,
    },
  } satisfies TenantStatusResponse);

const buildingAnswer = (
  level: 'Low' | 'Medium' | 'High',
  atRisk: number,
  total: number,
  changes: Partial<BuildingHealth> = {},
) =>
  Response.json({
    success: true,
    message: 'Building risk retrieved',
    data: {
      risk_level: level,
      at_risk_count: atRisk,
      total_tenants: total,
      property_id: 2,
      health: {
        ...buildingViewFromRisk({ risk_level: level, at_risk_count: atRisk, total_tenants: total }),
        estimated: false,
        ...changes,
      },
    },
  } satisfies BuildingRiskResponse);

const failure = (message: string) => () => Response.json({ success: false, message }, { status: 502 });

function renderDemo(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi({
    'GET /api/user': signedIn(),
    // The first records by name are test records: the samples come from the server's own pick.
    'GET /api/tenants': () => Response.json({ items: [{ id: 90, name: 'AAA Test Tenant' }], total: 1 }),
    'GET /api/properties': () =>
      Response.json({ items: [{ id: 91, address: '1 Test Record Way' }], total: 1 }),
    'GET /api/risk/demo-samples': () =>
      Response.json({ tenantName: 'Keller Tax Advisors', buildingAddress: '200 West Madison Street' }),
    'GET /api/users': () => Response.json(assignees),
    'GET /api/action-plans': () => Response.json([]),
    ...handlers,
  });
  renderRoute('/risk-demo');
  return fetchMock;
}

const tenantInput = () => screen.findByRole('textbox', { name: 'Tenant Name' }, { timeout: 5000 });
const addressInput = () => screen.findByRole('textbox', { name: 'Building Address' }, { timeout: 5000 });
/** Waits until both inputs show the samples the server picked. */
async function prefilled() {
  await waitFor(async () => expect(await tenantInput()).toHaveValue('Keller Tax Advisors'), {
    timeout: 5000,
  });
  await waitFor(async () => expect(await addressInput()).toHaveValue('200 West Madison Street'));
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

/** The value (dd) of a card's figure labelled `label`. */
const statOf = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;

/** The toast showing `title` (with its description), as a region of its own. */
async function findToast(title: string) {
  const heading = await screen.findByText(title, {}, { timeout: 3000 });
  const toast = heading.closest('[role="status"]');
  if (!(toast instanceof HTMLElement)) throw new Error(`no toast for ${title}`);
  return toast;
}

describe('LeaseSheriff Integration (/risk-demo)', () => {
  it('shows the title, two prefilled searches, empty views and the footer', async () => {
    renderDemo();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LeaseSheriff Integration' }, { timeout: 5000 }),
    ).toBeVisible();
    await prefilled();
    expect(screen.getByText('No tenant loaded')).toBeVisible();
    expect(screen.getByText('No building loaded')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Tenant Sentiment' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Provides proprietary tenant sentiment and building health analytics'),
    ).toBeVisible();
    expect(screen.getByText('Data Last Updated')).toBeVisible();
  });

  it('asks for a tenant name or an address instead of searching blank text', async () => {
    const fetchMock = renderDemo();
    const user = userEvent.setup();
    await prefilled();
    await user.clear(await tenantInput());
    await user.type(await tenantInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const tenantToast = await findToast('Missing information');
    expect(within(tenantToast).getByText('Please enter a tenant name to search')).toBeVisible();

    await user.clear(await addressInput());
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    await waitFor(() => expect(screen.getByText('Please enter a building address to search')).toBeVisible());
    expect(calls(fetchMock, '/api/risk/tenant-status')).toHaveLength(0);
    expect(calls(fetchMock, '/api/risk/building-risk')).toHaveLength(0);
  });

  it('loads a high-risk tenant: bands, risk flag, a destructive Create Action Plan and Renewal Risk', async () => {
    const fetchMock = renderDemo({ 'GET /api/risk/tenant-status': () => tenantAnswer('High Risk') });
    const user = userEvent.setup();
    await prefilled();
    await user.clear(await tenantInput());
    await user.type(await tenantInput(), 'Keller Tax{Enter}');

    const toast = await findToast('Tenant data loaded');
    expect(within(toast).getByText('Successfully loaded risk data for Keller Tax')).toBeVisible();
    expect(String(calls(fetchMock, '/api/risk/tenant-status')[0]?.[0])).toBe(
      '/api/risk/tenant-status?tenant_name=Keller%20Tax',
    );
    const card = screen.getByRole('region', { name: 'Tenant Sentiment' });
    expect(statOf(card, 'Satisfaction Score')).toHaveTextContent('4/10Dissatisfied');
    expect(statOf(card, 'Renewal Likelihood')).toHaveTextContent('30%Unlikely');
    expect(statOf(card, 'Parking')).toHaveTextContent('3/10');
    expect(statOf(card, 'TI')).toHaveTextContent('4/10');
    expect(statOf(card, 'Landlord')).toHaveTextContent('5/10');
    expect(within(card).getByText('High Risk')).toBeVisible();
    expect(within(card).getByText('Rent above market for the floor')).toBeVisible();
    expect(within(card).getByText('Maintenance response times')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Create Action Plan' })).toHaveClass('bg-destructive');
    const insights = screen.getByRole('list', { name: 'AI-Generated Insights' });
    expect(within(insights).getByText('Renewal Risk')).toBeVisible();

    await user.click(within(insights).getByRole('button', { name: 'Schedule tenant meeting' }));
    expect(await screen.findByText('"Schedule tenant meeting" would be initiated here.')).toBeVisible();
  });

  it('shows a low-risk tenant as Satisfied and Likely with a plain Create Action Plan', async () => {
    renderDemo({ 'GET /api/risk/tenant-status': () => tenantAnswer('Low Risk') });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(statOf(card, 'Satisfaction Score')).toHaveTextContent('8/10Satisfied');
    expect(statOf(card, 'Renewal Likelihood')).toHaveTextContent('80%Likely');
    expect(statOf(card, 'Parking')).toHaveTextContent('7/10');
    expect(within(card).queryByText('High Risk')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Create Action Plan' })).not.toHaveClass(
      'bg-destructive',
    );
  });

  it('says "Failed to fetch tenant data" (destructive) when the lookup fails, and keeps the view empty', async () => {
    renderDemo({ 'GET /api/risk/tenant-status': failure('Unable to fetch tenant risk data at this time') });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to fetch tenant data. Please try again.')).toBeVisible();
    expect(toast).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByText('No tenant loaded')).toBeVisible();
  });

  it('disables both Search buttons while a search runs', async () => {
    let answer: (response: Response) => void = () => {};
    renderDemo({
      'GET /api/risk/tenant-status': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    expect(screen.getByRole('button', { name: 'Search tenant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search building' })).toBeDisabled();
    answer(tenantAnswer('Medium Risk'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search tenant' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Search building' })).toBeEnabled();
  });

  it('loads a building: health band, dissatisfied share in red above 30%, recommendations', async () => {
    renderDemo({ 'GET /api/risk/building-risk': () => buildingAnswer('High', 2, 5) });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    await findToast('Building data loaded');
    const card = screen.getByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('Concerning')).toBeVisible();
    expect(within(card).getByText('40.0%')).toHaveClass('text-red-600');
    expect(within(card).getByText('12,800 sf')).toBeVisible();
    expect(within(card).getByText('4.5/10')).toBeVisible();
    const recommendations = screen.getByRole('list', { name: 'Building Health Recommendations' });
    expect(
      within(recommendations)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Building At Risk', 'Upcoming Expirations', 'Immediate Intervention Needed']);
  });

  it('does not highlight a dissatisfied share of 30% or less', async () => {
    renderDemo({ 'GET /api/risk/building-risk': () => buildingAnswer('Low', 1, 4) });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    const card = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('Healthy')).toBeVisible();
    expect(within(card).getByText('25.0%')).not.toHaveClass('text-red-600');
  });

  it('says "Failed to fetch building data" when the building lookup fails', async () => {
    renderDemo({ 'GET /api/risk/building-risk': failure('Building not found') });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to fetch building data. Please try again.')).toBeVisible();
    expect(screen.getByText('No building loaded')).toBeVisible();
  });

  it('Sync Data says "Syncing data", reads "Syncing..." while loading and searches again', async () => {
    let release: () => void = () => {};
    let searches = 0;
    const fetchMock = renderDemo({
      'GET /api/risk/building-risk': async () => {
        searches += 1;
        if (searches > 1) await new Promise<void>((resolve) => (release = resolve));
        return buildingAnswer('Medium', 1, 5);
      },
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    await findToast('Building data loaded');
    await user.click(screen.getByRole('button', { name: 'Sync Data' }));
    expect(await screen.findByText('Syncing data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    expect(calls(fetchMock, '/api/risk/building-risk')).toHaveLength(2);
    release();
    expect(await screen.findByRole('button', { name: 'Sync Data' })).toBeEnabled();
  });

  it('View Details only says it would open the detailed view', async () => {
    renderDemo({ 'GET /api/risk/building-risk': () => buildingAnswer('Low', 0, 4) });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByText('This would open the detailed building health view.')).toBeVisible();
  });

  it('files an action plan from the tenant card; the card then shows "Action plan in progress"', async () => {
    const saved = vi.fn();
    renderDemo({
      'GET /api/risk/tenant-status': () => tenantAnswer('High Risk'),
      'POST /api/action-plans': ({ body }) => {
        saved(body);
        return Response.json({ id: 9, ...(body as object) }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    await user.click(await screen.findByRole('button', { name: 'Create Action Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Tenant Action Plan' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Action Plan' }));
    expect(await within(dialog).findByText('Please select an assignee for this action plan')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Meet about the rent');
    await pick('Assign To', 'Jordan Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Create Action Plan' }));

    const toast = await findToast('Action plan created');
    expect(
      within(toast).getByText('Action plan for Keller Tax Advisors has been created successfully.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({ tenantId: 18, propertyId: 2, assignedTo: 3 }),
    );
    const card = screen.getByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('Action plan in progress')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Create Action Plan' })).not.toBeInTheDocument();
  });

  it('shows the figures the server read from the survey, not the figures of its status', async () => {
    renderDemo({
      'GET /api/risk/tenant-status': () =>
        tenantAnswer('High Risk', 18, {
          risk_reason: 'Latest survey (Oct 21, 2026): satisfaction 4/10, renewal likelihood 15%.',
          sentiment: sentiment({
            renewalLikelihood: 15,
            surveyDate: '2026-10-21',
            hasExpansionIntentions: true,
          }),
        }),
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(statOf(card, 'Renewal Likelihood')).toHaveTextContent('15%Unlikely');
    expect(statOf(card, 'Survey')).toHaveTextContent('Oct 21, 2026');
    expect(statOf(card, 'Expansion Intentions')).toHaveTextContent('Plans to expand');
    expect(within(card).queryByText('Estimated from the risk level')).not.toBeInTheDocument();
  });

  it('says "No survey data" for a tenant without a survey', async () => {
    renderDemo({ 'GET /api/risk/tenant-status': () => tenantAnswer('Low Risk', 18, { sentiment: null }) });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('No survey data')).toBeVisible();
    expect(within(card).queryByText(/\/10/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Create Action Plan' })).toBeVisible();
  });

  it("says a bare status's figures are estimates", async () => {
    renderDemo({
      'GET /api/risk/tenant-status': () =>
        tenantAnswer('Medium Risk', 18, { sentiment: tenantViewFromRisk('Medium Risk') }),
      'GET /api/risk/building-risk': () => buildingAnswer('Medium', 1, 5, { estimated: true }),
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('Estimated from the risk level')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    const building = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(building).getByText('Estimated from the risk level')).toBeVisible();
  });

  it('shows a building without suites as "No floors or suites recorded", never 100% healthy', async () => {
    renderDemo({
      'GET /api/risk/building-risk': () =>
        buildingAnswer('Low', 0, 0, {
          hasSuites: false,
          healthScore: null,
          avgTenantSatisfaction: null,
          percentDissatisfied: null,
          topIssues: [],
        }),
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search building' }));
    const card = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('No floors or suites recorded')).toBeVisible();
    expect(within(card).queryByText('Healthy')).not.toBeInTheDocument();
  });

  it('remembers an open action plan: the next search shows it instead of offering a new one', async () => {
    renderDemo({
      'GET /api/risk/tenant-status': () => tenantAnswer('High Risk', 18, { has_action_plan: true }),
      'GET /api/action-plans': () => Response.json([actionPlan({ description: 'Meet about the rent' })]),
    });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('Action plan in progress')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Create Action Plan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Meet about the rent' })).toBeVisible();
  });

  it('offers no action plan for a tenant outside the portfolio', async () => {
    renderDemo({ 'GET /api/risk/tenant-status': () => tenantAnswer('Medium Risk', null) });
    const user = userEvent.setup();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Search tenant' }));
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).queryByRole('button', { name: 'Create Action Plan' })).not.toBeInTheDocument();
    expect(within(card).getByText(/not in your portfolio/)).toBeVisible();
  });
});
