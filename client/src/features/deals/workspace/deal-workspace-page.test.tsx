import type { OpportunityDetail } from '@common/deal-detail';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { bodiesOf, dealApi, sampleDeal, sampleHistory } from './test-fixtures';
import { renderDeal } from './test-stubs';

/** A response that waits until the test lets it go. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the deal screen', () => {
  it('shows the header: back link, prospect, building and suite, lead, probability, value, days in stage, approval', async () => {
    stubApi(dealApi({}, { ...sampleDeal, approvalStatus: 'pending' }));
    await renderDeal();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
    const facts = screen.getByRole('list', { name: 'Deal facts' });
    expect(within(facts).getByRole('link', { name: 'Angelview Medical Center' })).toHaveAttribute(
      'href',
      '/properties/1',
    );
    expect(within(facts).getByRole('link', { name: 'Suite 300' })).toHaveAttribute('href', '/spaces/7');
    expect(within(facts).getByText('Renewal')).toBeVisible();
    expect(within(facts).getByText('4,800 sf')).toBeVisible();
    const summary = screen.getByLabelText('Deal summary');
    expect(within(summary).getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('Alex Morgan');
    expect(within(summary).getByText('60%')).toBeVisible();
    expect(within(summary).getByText('Follows the stage')).toBeVisible();
    expect(within(summary).getByText('$1,327,200')).toBeVisible();
    expect(await within(summary).findByText('12 days in Proposal')).toBeVisible();
    expect(within(summary).getByText('Approval pending')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Deal stage' })).toHaveTextContent('Proposal');
    expect(screen.getByRole('button', { name: 'Edit Deal' })).toBeVisible();
    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/opportunities/12/summary.csv');
    expect(exportLink).toHaveAttribute('download', 'deal-12-summary.csv');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Proposals',
      'Discussion',
      'Tasks',
      'Documents',
      'History',
    ]);
  });

  it("says 'No lead assigned' for a deal without a lead", async () => {
    stubApi(dealApi({}, { ...sampleDeal, lead: null }));
    await renderDeal();
    expect(screen.getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('No lead assigned');
  });

  it('reassigns the lead from the team with the version, saying the new lead was notified', async () => {
    let stored: OpportunityDetail = sampleDeal;
    const fetchMock = stubApi(
      dealApi({
        'GET /api/opportunities/12': () => Response.json(stored),
        'PATCH /api/opportunities/12': () => {
          stored = {
            ...stored,
            lead: { id: 3, username: 'jrivera', fullName: 'Jordan Rivera', avatar: null },
            version: 5,
          };
          return Response.json(stored);
        },
      }),
    );
    const user = userEvent.setup();
    await renderDeal();
    await user.click(screen.getByRole('combobox', { name: 'Deal lead' }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Rivera' }));
    expect(await screen.findByText('Jordan Rivera now leads this deal and has been notified.')).toBeVisible();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual([{ leadUserId: 3, version: 4 }]);
    expect(screen.getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('Jordan Rivera');
  });

  it('shows a probability set by hand as such, and puts it back on the stage', async () => {
    let stored: OpportunityDetail = { ...sampleDeal, probability: 75, probabilityByHand: true };
    const fetchMock = stubApi(
      dealApi({
        'GET /api/opportunities/12': () => Response.json(stored),
        'PATCH /api/opportunities/12': () => {
          stored = { ...stored, probability: 35, probabilityByHand: false, version: 5 };
          return Response.json(stored);
        },
      }),
    );
    const user = userEvent.setup();
    await renderDeal();
    const summary = screen.getByLabelText('Deal summary');
    expect(within(summary).getByText('Set by hand (stage: 35%)')).toBeVisible();
    await user.click(within(summary).getByRole('button', { name: 'Follow the stage' }));
    expect(await screen.findByText('Probability follows the stage')).toBeVisible();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual([
      { probabilityFollowsStage: true, version: 4 },
    ]);
    expect(within(summary).getByText('35%')).toBeVisible();
    expect(within(summary).getByText('Follows the stage')).toBeVisible();
  });

  it('opens the tab ?tab= names and keeps the tab picked in the URL', async () => {
    stubApi(dealApi());
    const user = userEvent.setup();
    const { router } = await renderDeal(sampleDeal, '?tab=tasks');
    expect(screen.getByRole('tab', { name: 'Tasks', selected: true })).toBeVisible();
    expect(await screen.findByText('No tasks yet')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=history');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('lists the history newest first with who and when, and the days in the stage', async () => {
    stubApi(dealApi());
    await renderDeal(sampleDeal, '?tab=history');
    const list = await screen.findByRole('list', { name: 'Deal history' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
      sampleHistory.events.map((event) => event.text),
    );
    expect(items[0]).toHaveTextContent(/Alex Morgan · Nov 1, 2026 • \d{1,2}:\d{2} (AM|PM)/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('12 days in Proposal');
  });

  it.each([
    ['/deal-detail/12', '/deals/12', ''],
    ['/opportunity-detail/12?tab=lease-terms', '/deals/12', '?tab=proposals'],
    ['/opportunity-detail/12?tab=discussion#comment-40', '/deals/12', '?tab=discussion'],
    ['/deal-detail/12#update-4', '/deals/12', '?tab=discussion'],
  ])('opens the old link %s on the deal screen', async (from, pathname, search) => {
    stubApi(dealApi());
    const { router } = renderRoute(from);
    await screen.findByRole('heading', { level: 1, name: sampleDeal.prospectName }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
    expect(router.state.location.hash).toBe(new URL(from, 'http://x').hash);
  });

  it.each([
    ['an unknown id', () => Response.json({ message: 'Opportunity not found' }, { status: 404 })],
    ['a failed call', () => new Response('', { status: 500, statusText: 'Internal Server Error' })],
  ])("shows 'Deal Not Found' with a way back to the pipeline for %s", async (_case, answer) => {
    stubApi({ 'GET /api/user': signedIn(), 'GET /api/opportunities/999': answer });
    renderRoute('/deals/999');
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
  });

  it("shows 'Deal Not Found' for an id that is not a record id, without asking", async () => {
    const fetchMock = stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/deals/abc');
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' }, { timeout: 5000 })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/opportunities'))).toBe(false);
  });

  it("says 'Opportunity Not Found' with 'Back to Opportunities' for an old opportunity link", async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/opportunities/999': () => Response.json({}, { status: 404 }),
    });
    renderRoute('/opportunity-detail/999');
    expect(
      await screen.findByRole('heading', { name: 'Opportunity Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });

  it('shows a loading skeleton while the deal loads', async () => {
    const answer = deferred();
    stubApi(dealApi({ 'GET /api/opportunities/12': () => answer.promise }));
    renderRoute('/deals/12');
    expect(await screen.findByText('Loading deal…', {}, { timeout: 5000 })).toBeInTheDocument();
    answer.resolve(Response.json(sampleDeal));
    expect(await screen.findByRole('heading', { level: 1, name: sampleDeal.prospectName })).toBeVisible();
  });
});
