import type { AiOpportunity, AnalysisJob } from '@common/ai-opportunities';
import { defaultPreferences } from '@common/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { insights, listResponse, opportunity } from './test-fixtures';

type Fake = { items: AiOpportunity[]; fetchMock: ReturnType<typeof stubApi> };

/** A small fake of the server: the list applies the query like the real one; PATCH changes the status. */
function fakeServer(items: AiOpportunity[], extra: Parameters<typeof stubApi>[0] = {}): Fake {
  const fake = { items: [...items] } as Fake;
  const lastUrl = () => new URL(String(fake.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
  const patches = Object.fromEntries(
    items.map((item) => [
      `PATCH /api/ai-opportunities/${item.id}`,
      ({ body }: { body: unknown }) => {
        const { status } = body as { status: AiOpportunity['status'] };
        fake.items = fake.items.map((row) => (row.id === item.id ? { ...row, status } : row));
        return Response.json(fake.items.find((row) => row.id === item.id));
      },
    ]),
  );
  fake.fetchMock = stubApi({
    'GET /api/user': signedIn(),
    'GET /api/ai-opportunities': () => Response.json(listResponse(fake.items, lastUrl().searchParams)),
    'GET /api/ai-opportunities/insights': () => Response.json(insights),
    'GET /api/user/preferences': () => Response.json({ preferences: defaultPreferences }),
    ...patches,
    ...extra,
  });
  return fake;
}

const calls = (fake: Fake, method: string, path: string) =>
  fake.fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));

/** Renders the screen and waits for its lazy module (slow on a busy machine). */
async function openScreen(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'AI Opportunities' }, { timeout: 15_000 });
  return view;
}

const card = (title: string) => screen.getByRole('article', { name: title });

const sample = [
  opportunity(1, { title: 'Renew Cobalt Software' }),
  opportunity(2, {
    type: 'tenant-match',
    title: 'Match Bright Dental to Suite 210',
    status: 'viewed',
    primaryAction: { label: 'Create Deal', path: 'create-deal' },
    leaseId: null,
  }),
  opportunity(3, {
    type: 'risk',
    title: 'Sterling Mutual is at risk',
    status: 'saved',
    potentialValue: null,
  }),
  opportunity(4, { type: 'market', title: 'Rents rising at Downtown Tower', status: 'dismissed' }),
];

describe('AI Opportunities screen', { timeout: 30_000 }, () => {
  it('shows the header count, the insight figures and each card with all its parts', async () => {
    fakeServer(sample);
    await openScreen('/opportunities');
    expect(
      await screen.findByText('3 AI-generated opportunities based on your portfolio data'),
    ).toBeVisible();
    const portfolio = await screen.findByRole('region', { name: 'Portfolio Insights (updated daily)' });
    expect(portfolio).toHaveTextContent('6 properties analyzed');
    expect(screen.getByRole('region', { name: 'Renewal Insights (next 180 days)' })).toHaveTextContent(
      '$1.2M potential renewal value',
    );
    const market = screen.getByRole('region', { name: 'Market Insights' });
    expect(market).toHaveTextContent('Rents up 2.3% across all property types');
    expect(
      within(market).getByText(
        'Average starting rent of office lease comps, trailing 12 months vs prior 12 months',
      ),
    ).toBeVisible();

    const renewal = card('Renew Cobalt Software');
    expect(within(renewal).getByText('New')).toBeVisible();
    expect(renewal).toHaveTextContent('Description of opportunity 1');
    expect(renewal).toHaveTextContent('Downtown Tower (Suite 540)');
    expect(renewal).toHaveTextContent('Cobalt Software');
    expect(renewal).toHaveTextContent('March 5, 2024');
    expect(renewal).toHaveTextContent('$1,200,000');
    expect(within(renewal).getByRole('progressbar', { name: 'AI Confidence' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(renewal).toHaveTextContent('AI Confidence80%');
    expect(within(renewal).getByRole('list', { name: 'Tags' })).toHaveTextContent('High value');
    expect(renewal).toHaveTextContent('Generated Nov 20, 2026');
    expect(within(renewal).getByRole('link', { name: 'Start Renewal' })).toHaveAttribute(
      'href',
      '/leases/7/renew',
    );
    expect(within(card('Match Bright Dental to Suite 210')).queryByText('New')).toBeNull();
    // The dismissed one is not listed; the saved one is highlighted and offers Remove.
    expect(screen.queryByRole('article', { name: 'Rents rising at Downtown Tower' })).toBeNull();
    const saved = card('Sterling Mutual is at risk');
    expect(saved).toHaveAttribute('data-status', 'saved');
    expect(within(saved).getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('filters by tab (status for New and Saved, type for the rest) and keeps the tab in the URL', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    const { router } = await openScreen('/opportunities');
    const tabs = await screen.findByRole('tablist', { name: 'Filter opportunities' });
    await screen.findAllByRole('article');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All Opportunities3',
      'New1',
      'Tenant Matches1',
      'Renewals1',
      'Risks1',
      'Saved1',
      'Dismissed1',
    ]);
    const expectations: [name: RegExp, filter: string, query: string, title: string][] = [
      [/^New/, 'new', 'status=new', 'Renew Cobalt Software'],
      [/^Tenant Matches/, 'tenant-match', 'type=tenant-match', 'Match Bright Dental to Suite 210'],
      [/^Renewals/, 'renewal', 'type=renewal', 'Renew Cobalt Software'],
      [/^Risks/, 'risk', 'type=risk', 'Sterling Mutual is at risk'],
      [/^Saved/, 'saved', 'status=saved', 'Sterling Mutual is at risk'],
      [/^Dismissed/, 'dismissed', 'status=dismissed', 'Rents rising at Downtown Tower'],
    ];
    for (const [name, filter, query, title] of expectations) {
      await user.click(within(tabs).getByRole('tab', { name }));
      expect(router.state.location.search).toBe(`?filter=${filter}`);
      // The route has a loader, so the tab change renders in a transition: the previous tab's card
      // stays on screen until it commits.
      await waitFor(() => {
        expect(screen.getAllByRole('article')).toHaveLength(1);
        expect(card(title)).toBeVisible();
      });
      expect(calls(fake, 'GET', '/api/ai-opportunities').at(-1)?.url.search).toBe(`?${query}&limit=24`);
    }
    await user.click(within(tabs).getByRole('tab', { name: /^All Opportunities/ }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('opens on the tab named in the URL', async () => {
    fakeServer(sample);
    await openScreen('/opportunities?filter=tenant-match');
    expect(await screen.findByRole('article', { name: 'Match Bright Dental to Suite 210' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Tenant Matches/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("outlines the card a link names with ?opportunity= (the briefing's View Match)", async () => {
    fakeServer(sample);
    await openScreen('/opportunities?opportunity=3');
    expect(await screen.findByRole('article', { name: 'Sterling Mutual is at risk' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Renew Cobalt Software' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('asks for a page of 24 and adds a page with each Show more, keeping the cards shown', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      opportunity(index + 1, { title: `Lead ${index + 1}` }),
    );
    const fake = fakeServer(many);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    expect(await screen.findByText('Showing 24 of 30 opportunities')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByRole('article', { name: 'Lead 30' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByText(/^Showing \d+ of/)).toBeNull();
    expect(calls(fake, 'GET', '/api/ai-opportunities').map((c) => c.url.searchParams.get('limit'))).toEqual([
      '24',
      '48',
    ]);
  });

  it('starts another tab at one page again', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      opportunity(index + 1, { type: index % 2 ? 'risk' : 'renewal' }),
    );
    const fake = fakeServer(many);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    await user.click(screen.getByRole('tab', { name: /^Risks/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    const risks = calls(fake, 'GET', '/api/ai-opportunities').at(-1)!.url.searchParams;
    expect([risks.get('type'), risks.get('limit')]).toEqual(['risk', '24']);
  });

  it('fetches and outlines a linked opportunity beyond the first page, shown first', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      opportunity(index + 1, { title: `Lead ${index + 1}` }),
    );
    fakeServer(many, { 'GET /api/ai-opportunities/29': () => Response.json(many[28]) });
    await openScreen('/opportunities?opportunity=29');
    const linked = await screen.findByRole('article', { name: 'Lead 29' });
    expect(linked).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('article')[0]).toBe(linked);
    expect(screen.getAllByRole('article')).toHaveLength(25);
  });

  it('Save sets saved, highlights the card, offers Remove and toasts "Opportunity Saved"', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    const target = await screen.findByRole('article', { name: 'Renew Cobalt Software' });
    await user.click(within(target).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Opportunity Saved')).toBeVisible();
    expect(screen.getByText('This opportunity has been saved for later.')).toBeVisible();
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/1').map((c) => c.body)).toEqual([{ status: 'saved' }]);
    expect(card('Renew Cobalt Software')).toHaveAttribute('data-status', 'saved');
    expect(within(card('Renew Cobalt Software')).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(within(card('Renew Cobalt Software')).queryByText('New')).toBeNull();
    expect(screen.getByRole('tab', { name: /^Saved/ })).toHaveTextContent('Saved2');
    expect(screen.getByRole('tab', { name: /^New/ })).toHaveTextContent('New0');
  });

  it('Remove dismisses the card, hides it and toasts "Opportunity Dismissed"', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    const saved = await screen.findByRole('article', { name: 'Sterling Mutual is at risk' });
    await user.click(within(saved).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Opportunity Dismissed')).toBeVisible();
    expect(screen.getByText('This opportunity has been removed from your active list.')).toBeVisible();
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/3').map((c) => c.body)).toEqual([
      { status: 'dismissed' },
    ]);
    expect(screen.queryByRole('article', { name: 'Sterling Mutual is at risk' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 AI-generated opportunities based on your portfolio data')).toBeVisible();
  });

  it('offers Dismiss on every card not saved, which hides it at once and toasts "Opportunity Dismissed"', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    const fresh = await screen.findByRole('article', { name: 'Renew Cobalt Software' });
    expect(
      within(card('Match Bright Dental to Suite 210')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    expect(within(card('Sterling Mutual is at risk')).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await user.click(within(fresh).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Opportunity Dismissed')).toBeVisible();
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/1').map((c) => c.body)).toEqual([
      { status: 'dismissed' },
    ]);
    expect(screen.queryByRole('article', { name: 'Renew Cobalt Software' })).toBeNull();
    expect(screen.getByRole('tab', { name: /^Dismissed/ })).toHaveTextContent('Dismissed2');
    expect(screen.getByRole('tab', { name: /^New/ })).toHaveTextContent('New0');

    // The toast offers Undo, which restores the card.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Opportunity Restored')).toBeVisible();
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/1').map((c) => c.body)).toEqual([
      { status: 'dismissed' },
      { status: 'viewed' },
    ]);
    expect(await screen.findByRole('article', { name: 'Renew Cobalt Software' })).toBeVisible();
  });

  it('the Dismissed tab lists dismissed cards, and Restore puts one back among the others', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    await user.click(await screen.findByRole('tab', { name: /^Dismissed/ }));
    const dismissed = await screen.findByRole('article', { name: 'Rents rising at Downtown Tower' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(dismissed).toHaveAttribute('data-status', 'dismissed');
    expect(within(dismissed).getByText('Dismissed')).toBeVisible();
    expect(within(dismissed).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dismissed).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Opportunity Restored')).toBeVisible();
    expect(screen.getByText('This opportunity is back in your active list.')).toBeVisible();
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/4').map((c) => c.body)).toEqual([
      { status: 'viewed' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('No dismissed opportunities')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Run Analysis Now' })).toBeNull();
    expect(screen.getByText('4 AI-generated opportunities based on your portfolio data')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^All Opportunities/ }));
    expect(await screen.findByRole('article', { name: 'Rents rising at Downtown Tower' })).toBeVisible();
  });

  it('"Why?" lists the confidence factors and marks a new card viewed', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    await openScreen('/opportunities');
    const target = await screen.findByRole('article', { name: 'Renew Cobalt Software' });
    await user.click(within(target).getByRole('button', { name: 'Why?' }));
    const factors = within(target).getByRole('list', { name: 'Confidence factors' });
    expect(factors).toHaveTextContent('Time to expiry');
    expect(factors).toHaveTextContent('Weight 60% · Value 90%');
    expect(factors).toHaveTextContent('Expires in 92 days');
    await waitFor(() => expect(within(card('Renew Cobalt Software')).queryByText('New')).toBeNull());
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/1').map((c) => c.body)).toEqual([
      { status: 'viewed' },
    ]);
    // A card already viewed is not patched again.
    await user.click(within(card('Match Bright Dental to Suite 210')).getByRole('button', { name: 'Why?' }));
    expect(calls(fake, 'PATCH', '/api/ai-opportunities/2')).toEqual([]);
  });

  it('the primary action follows its path (else its type target) and marks a new card viewed', async () => {
    const fake = fakeServer(sample);
    const user = userEvent.setup();
    const { router } = await openScreen('/opportunities');
    const match = await screen.findByRole('article', { name: 'Match Bright Dental to Suite 210' });
    expect(within(match).getByRole('link', { name: 'Create Deal' })).toHaveAttribute(
      'href',
      '/deals/new?tenantId=5&propertyId=2',
    );
    await user.click(within(card('Renew Cobalt Software')).getByRole('link', { name: 'Start Renewal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leases/7/renew'));
    await waitFor(() =>
      expect(calls(fake, 'PATCH', '/api/ai-opportunities/1').map((c) => c.body)).toEqual([
        { status: 'viewed' },
      ]),
    );
  });

  it('Run AI Analysis queues a job, polls it and toasts the real count of new opportunities', async () => {
    let polls = 0;
    const job = (status: AnalysisJob['status'], created: number): AnalysisJob => ({
      id: 41,
      status,
      attempts: 1,
      result: status === 'done' ? { created, retired: 0, kept: 3, durationMs: 20 } : null,
      error: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    });
    const fake = fakeServer(sample, {
      'POST /api/ai-opportunities/analyze': () => Response.json({ jobId: 41 }, { status: 202 }),
      'GET /api/ai-opportunities/jobs/41': () => {
        polls += 1;
        if (polls === 2) fake.items = [...fake.items, opportunity(9, { title: 'Renew Great Lakes' })];
        return Response.json(polls < 2 ? job('running', 0) : job('done', 1));
      },
    });
    const user = userEvent.setup();
    await openScreen('/opportunities');
    await screen.findAllByRole('article');
    const run = screen.getByRole('button', { name: 'Run AI Analysis' });
    await user.click(run);
    expect(await screen.findByText('AI Analysis Started')).toBeVisible();
    expect(
      screen.getByText(
        'Our AI is analyzing your portfolio for new opportunities. This may take a few minutes.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run AI Analysis' })).toBeDisabled();
    expect(await screen.findByText('AI Analysis Complete', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText('Analysis complete! 1 new opportunity was found.')).toBeVisible();
    expect(polls).toBe(2);
    expect(await screen.findByRole('article', { name: 'Renew Great Lakes' })).toBeVisible();
    expect(screen.getByText('4 AI-generated opportunities based on your portfolio data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run AI Analysis' })).toBeEnabled();
    expect(calls(fake, 'GET', '/api/ai-opportunities/insights').length).toBe(2);
  });

  it('a failed analysis shows a destructive toast', async () => {
    fakeServer(sample, {
      'POST /api/ai-opportunities/analyze': () => Response.json({ jobId: 5 }, { status: 202 }),
      'GET /api/ai-opportunities/jobs/5': () =>
        Response.json({
          id: 5,
          status: 'failed',
          attempts: 2,
          result: null,
          error: 'boom',
          createdAt: '2026-11-23T10:00:00.000Z',
          startedAt: null,
          finishedAt: null,
        }),
    });
    const user = userEvent.setup();
    await openScreen('/opportunities');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    expect(await screen.findByText('AI Analysis Failed')).toBeVisible();
  });

  it('shows three skeleton cards while loading', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/ai-opportunities': () => new Promise<Response>(() => {}),
      'GET /api/ai-opportunities/insights': () => Response.json(insights),
      'GET /api/user/preferences': () => Response.json({ preferences: defaultPreferences }),
    });
    await openScreen('/opportunities');
    expect(await screen.findByRole('status', { name: 'Loading opportunities' })).toBeInTheDocument();
    expect(screen.getAllByTestId('opportunity-skeleton')).toHaveLength(3);
  });

  it('with no opportunities at all says the AI has found none yet and offers Run Analysis Now', async () => {
    const fake = fakeServer([], {
      'POST /api/ai-opportunities/analyze': () => Response.json({ jobId: 8 }, { status: 202 }),
      'GET /api/ai-opportunities/jobs/8': () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    await openScreen('/opportunities');
    expect(await screen.findByText('No opportunities found')).toBeVisible();
    expect(screen.getByText("Our AI hasn't identified any opportunities yet")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run Analysis Now' }));
    expect(await screen.findByText('AI Analysis Started')).toBeVisible();
    expect(calls(fake, 'POST', '/api/ai-opportunities/analyze')).toHaveLength(1);
  });

  it('with an empty tab names the filter', async () => {
    fakeServer(sample.filter((item) => item.type !== 'tenant-match'));
    await openScreen('/opportunities?filter=tenant-match');
    expect(await screen.findByText('No opportunities found')).toBeVisible();
    expect(screen.getByText('No tenant matches opportunities available right now')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run Analysis Now' })).toBeVisible();
  });

  it('the Auto-analyze portfolio switch saves the preference', async () => {
    const fake = fakeServer(sample, {
      'PUT /api/user/preferences': ({ body }) =>
        Response.json({ preferences: { ...defaultPreferences, ...(body as object) } }),
    });
    const user = userEvent.setup();
    await openScreen('/opportunities');
    const toggle = await screen.findByRole('switch', { name: 'Auto-analyze portfolio' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() =>
      expect(calls(fake, 'PUT', '/api/user/preferences').map((c) => c.body)).toEqual([
        { autoAnalyzePortfolio: false },
      ]),
    );
  });
});
