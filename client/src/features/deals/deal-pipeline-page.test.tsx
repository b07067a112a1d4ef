import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { listResponse, pipelineApi, requestedPaths, sampleDeals, supportRadixSelect } from './test-fixtures';

supportRadixSelect();

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr') as HTMLElement;

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith('/api/opportunities?'));

describe('Deal Pipeline', { timeout: 20_000 }, () => {
  it('shows the title, count, summary, stage strip, ageing and the table', async () => {
    stubApi(pipelineApi());
    renderRoute('/deals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deal Pipeline' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('3 Deals in your pipeline')).toBeVisible();

    const summary = screen.getByRole('region', { name: 'Deal summary' });
    expect(within(summary).getByText('Proposal & LOI').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Completed Deals').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Legal & Execution').nextSibling).toHaveTextContent('8');
    expect(within(summary).getByText('Dead Deals').nextSibling).toHaveTextContent('7');

    const strip = screen.getByRole('navigation', { name: 'Deal stages' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '4Inquiries',
      '1Touring',
      '2Proposals',
      '1LOI',
      '3Legal',
      '5Lease Exec',
      '1Closed Deal',
      '7Dead',
      '2Idle',
    ]);

    const bar = screen.getByRole('region', { name: 'Deal pipeline' });
    expect(within(bar).getByText(/Last updated/)).toBeVisible();
    expect(within(bar).getByRole('list', { name: 'Deal ageing' })).toHaveTextContent(
      '16< 30 Days11030 - 59 Days3560 - 90 Days8> 90 Days',
    );

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Tenant',
      'Total Size',
      'Asset',
      'Stage',
      'NER/sqft/yr',
      'Contact',
      'Comment',
      'Last Updated',
    ]);
    const acme = await rowOf('Acme Corp');
    expect(within(acme).getByText('12,500 sf')).toBeVisible();
    expect(within(acme).getByRole('button', { name: '$16.33' })).toBeVisible();
    expect(within(acme).getByText('Proposed $32.50')).toBeVisible();
    expect(within(acme).getByText('Jordan Rivera')).toBeVisible();
    expect(within(acme).getByText('Sent the LOI')).toBeVisible();
    expect(within(acme).getByText('3 days ago')).toBeVisible();
    expect(within(acme).getByRole('combobox', { name: 'Stage for Acme Corp' })).toHaveTextContent('LOI');
    const globex = await rowOf('Globex');
    expect(within(globex).getAllByText('—')).toHaveLength(2);
    expect(within(globex).getByText('Broker')).toBeVisible();
    expect(within(globex).getByRole('combobox', { name: 'Stage for Globex' })).toHaveTextContent(
      'Closed Deal',
    );
    // Without lease terms there is no NER: the quoted rent is labelled as what it is.
    const initech = await rowOf('Initech');
    expect(within(initech).getByText('—')).toBeVisible();
    expect(within(initech).getByText('Proposed $41.00')).toBeVisible();
    expect(within(initech).queryByText('$41.00')).toBeNull();
  });

  it('opens the NER breakdown from the figure by keyboard focus and by click, without opening the deal', async () => {
    stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    const acme = await rowOf('Acme Corp');
    const figure = within(acme).getByRole('button', { name: '$16.33' });
    const user = userEvent.setup();
    figure.focus();
    const panel = await screen.findByRole('dialog', { name: 'NER breakdown, Acme Corp' });
    expect(figure).toHaveFocus();
    expect(
      within(panel).getByRole('rowheader', { name: '− Free rent, 5 months' }).nextSibling,
    ).toHaveTextContent('$8.33');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(figure);
    expect(await screen.findByRole('dialog', { name: 'NER breakdown, Acme Corp' })).toHaveTextContent(
      '÷ 5 years = NER, straight-line$16.33/SF/yr',
    );
    expect(router.state.location.pathname).toBe('/deals');
  });

  it('opens the deal when its row is clicked', async () => {
    stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    await userEvent.click(within(await rowOf('Initech')).getByText('Downtown Tower'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/3'));
  });

  it('opens the deal with Enter on a focused row', async () => {
    stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    const row = await rowOf('Globex');
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/2'));
  });

  it('filters by a stage picked in the stage strip, and clears it when picked again', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    await rowOf('Acme Corp');
    const strip = screen.getByRole('navigation', { name: 'Deal stages' });
    await userEvent.click(within(strip).getByRole('button', { name: /Lease Exec/ }));
    expect(router.state.location.search).toBe('?stage=lease_execution');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/opportunities?stage=lease_execution&limit=100'),
    );
    expect(within(strip).getByRole('button', { name: /Lease Exec/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(strip).getByRole('button', { name: /Lease Exec/ }));
    expect(router.state.location.search).toBe('');
  });

  it('asks the server for one page of the filters in the URL and shows them as chips', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute(
      '/deals?states=CA,NY&stage=loi&updated=week&dealType=new&market=NYC&city=Chicago',
    );
    await rowOf('Acme Corp');
    expect(listCalls(fetchMock)).toContain(
      '/api/opportunities?states=CA%2CNY&stage=loi&updated=week&dealType=new&market=NYC&city=Chicago&limit=100',
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'State: California',
      'State: New York',
      'Stage: LOI',
      'Last Updated: This Week',
      'Deal Type: New',
      'Market: NYC',
      'City: Chicago',
    ]);
    expect(screen.getByRole('button', { name: 'Approval Status' })).toHaveTextContent('LOI');

    await userEvent.click(screen.getByRole('button', { name: 'Remove State: California' }));
    expect(router.state.location.search).toBe(
      '?states=NY&stage=loi&updated=week&dealType=new&market=NYC&city=Chicago',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/opportunities?limit=100'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('filters by keyword after typing stops, and by a stage picked in the select', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    await rowOf('Acme Corp');
    await userEvent.type(screen.getByLabelText('Keyword'), 'tower');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tower'));
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/opportunities?keyword=tower&limit=100'));

    await userEvent.click(screen.getByRole('button', { name: 'Approval Status' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Deal Complete' }));
    expect(router.state.location.search).toBe('?keyword=tower&stage=deal');
    expect(await screen.findByText('Stage: Deal Complete')).toBeVisible();
  });

  it('selects every stage of a multi-stage URL in the filter and sends them all to the API', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute('/deals?stage=legal,lease_execution');
    await rowOf('Acme Corp');
    expect(listCalls(fetchMock)).toContain('/api/opportunities?stage=legal%2Clease_execution&limit=100');
    const select = screen.getByRole('button', { name: 'Approval Status' });
    expect(select).toHaveTextContent('Legal, Lease Execution');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Stage: Legal', 'Stage: Lease Execution']);
    const strip = screen.getByRole('navigation', { name: 'Deal stages' });
    expect(
      within(strip)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
    ).toEqual(['3Legal', '5Lease Exec']);

    await userEvent.click(select);
    const stages = await screen.findByRole('list', { name: 'Stages' });
    expect(
      within(stages)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Legal', 'Lease Execution']);
    // Idle is a stage to filter on like the others.
    await userEvent.click(within(stages).getByRole('checkbox', { name: 'Idle' }));
    expect(router.state.location.search).toBe('?stage=legal%2Clease_execution%2Cidle');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/opportunities?stage=legal%2Clease_execution%2Cidle&limit=100',
      ),
    );
    expect(select).toHaveTextContent('3 stages');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stage: Legal' }));
    expect(router.state.location.search).toBe('?stage=lease_execution%2Cidle');
  });

  it("picks states from a searchable list that says 'No states found.' when nothing matches", async () => {
    stubApi(pipelineApi());
    const { router } = renderRoute('/deals');
    await rowOf('Acme Corp');
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    const search = await screen.findByPlaceholderText('Search states...');
    await userEvent.type(search, 'tex');
    expect(screen.queryByRole('checkbox', { name: 'California CA' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Texas TX' }));
    expect(router.state.location.search).toBe('?states=TX');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No states found.')).toBeVisible();
  });

  it.each([
    ['/deals', "You don't have any deals yet. Add your first deal."],
    ['/deals?stage=touring', 'No deals in the Touring stage'],
    ['/deals?stage=touring&keyword=zz', 'No deals match your search criteria'],
    ['/deals?stage=legal,lease_execution', 'No deals in the Legal or Lease Execution stages'],
  ])('shows the empty state on %s', async (path, text) => {
    stubApi(pipelineApi([]));
    renderRoute(path);
    expect(await screen.findByText('No deals found')).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('saves a stage picked in a row and says so', async () => {
    let deals = sampleDeals;
    let release = () => {};
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubApi(
      pipelineApi(sampleDeals, {
        'GET /api/opportunities': () => Response.json(listResponse(deals)),
        'PATCH /api/opportunities/1/stage': async () => {
          await saved;
          deals = deals.map((deal) => (deal.id === 1 ? { ...deal, stage: 'legal' } : deal));
          return Response.json({ id: 1, stage: 'legal' });
        },
      }),
    );
    renderRoute('/deals');
    const select = within(await rowOf('Acme Corp')).getByRole('combobox', { name: 'Stage for Acme Corp' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Legal' }));
    // Shown at once, and the selector waits for the save.
    expect(select).toHaveTextContent('Legal');
    expect(select).toBeDisabled();
    release();
    expect(await screen.findByText('Deal stage updated')).toBeVisible();
    expect(screen.getByText('Deal is now in the Legal stage')).toBeVisible();
    expect(select).toHaveTextContent('Legal');
    expect(select).toBeEnabled();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe(JSON.stringify({ stage: 'legal' }));
  });

  it('puts the stage back and says so when the save fails', async () => {
    stubApi(
      pipelineApi(sampleDeals, {
        'PATCH /api/opportunities/1/stage': () =>
          Response.json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error' }),
      }),
    );
    renderRoute('/deals');
    const select = within(await rowOf('Acme Corp')).getByRole('combobox', { name: 'Stage for Acme Corp' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Touring' }));
    expect(await screen.findByText('Failed to update deal stage')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    expect(select).toHaveTextContent('LOI');
  });

  it('loads the next page from the server with Load more', async () => {
    const page = (offset: number) =>
      sampleDeals.map((deal) => ({
        ...deal,
        id: deal.id + offset,
        prospectName: `${deal.prospectName} ${offset}`,
      }));
    let calls = 0;
    const fetchMock = stubApi(
      pipelineApi(sampleDeals, {
        'GET /api/opportunities': () => Response.json(listResponse(page(calls++ * 100), 250)),
      }),
    );
    renderRoute('/deals');
    expect(await screen.findByText('250 Deals in your pipeline')).toBeVisible();
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/opportunities?limit=100&offset=3'));
  });

  it('counts one deal in the singular: "1 Deal in your pipeline", "Showing 1 of 1 deal"', async () => {
    stubApi(pipelineApi(sampleDeals.slice(0, 1)));
    renderRoute('/deals');
    expect(await screen.findByText('1 Deal in your pipeline', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Showing 1 of 1 deal')).toBeVisible();
  });
});
