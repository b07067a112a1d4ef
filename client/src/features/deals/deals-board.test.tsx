import { readStageFilter } from '@common/deal-stage-filter';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '@/test/api-stub';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import {
  listResponse,
  pipelineApi,
  requestedPaths,
  sampleDeal,
  sampleDeals,
  supportRadixSelect,
} from './test-fixtures';

supportRadixSelect();

/** What a drag carries between a card and a column, as jsdom has no DataTransfer. */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

const column = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

const idleDeal = sampleDeal(4, 'Hooli', { stage: 'idle', latestUpdate: 'No reply since spring' });

/** The list answers with the deals of the stages asked for (the board asks once per column). */
function boardApi(patch?: (request: StubRequest) => Response | Promise<Response>) {
  let deals = [...sampleDeals, idleDeal];
  const fetchMock = stubApi(
    pipelineApi(sampleDeals, {
      'GET /api/opportunities': () => {
        const calls = requestedPaths(fetchMock).filter((path) => path.startsWith('/api/opportunities?'));
        const query = new URLSearchParams(calls.at(-1)?.split('?')[1]);
        const stages: string[] = readStageFilter(query.get('stage'));
        return Response.json(
          listResponse(deals.filter((deal) => stages.length === 0 || stages.includes(deal.stage))),
        );
      },
      'PATCH /api/opportunities/1/stage': async (request) => {
        const answer = patch ? await patch(request) : Response.json({ id: 1 });
        if (answer.ok) {
          const stage = (request.body as { stage: 'legal' }).stage;
          deals = deals.map((deal) => (deal.id === 1 ? { ...deal, stage } : deal));
        }
        return answer;
      },
    }),
  );
  return fetchMock;
}

describe('Board view', { timeout: 20_000 }, () => {
  it('shows one column per stage, idle last, with its cards, and keeps the view in the URL', async () => {
    boardApi();
    const { router } = renderRoute('/deals');
    await userEvent.click(await screen.findByRole('tab', { name: 'Board' }, { timeout: 5000 }));
    expect(router.state.location.search).toBe('?view=board');
    const loi = await column('LOI');
    expect(await within(loi).findByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(within(loi).getByText('12,500 sf')).toBeVisible();
    expect(within(loi).getByRole('button', { name: '$16.33' })).toBeVisible();
    expect(within(loi).getByText('Proposed $32.50')).toBeVisible();
    const touring = await column('Touring');
    expect(await within(touring).findByText('Proposed $41.00')).toBeVisible();
    // No terms, no NER; no potential value, no weighted value.
    expect(within(touring).getAllByText('—')).toHaveLength(2);
    expect(within(loi).getByText('Downtown Tower')).toBeVisible();
    // The column head sums every deal of the stage on the server, not the cards loaded.
    expect(within(loi).getByText('48,500 sf')).toBeVisible();
    expect(within(loi).getByText('$1.3M')).toBeVisible();
    expect(within(loi).getByText('50%')).toBeVisible();
    expect(await within(await column('Closed Deal')).findByRole('link', { name: 'Globex' })).toBeVisible();
    expect(
      screen
        .getAllByRole('region')
        .filter((region) => region.dataset.stage)
        .map((r) => r.dataset.stage),
    ).toEqual(['inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal', 'dead', 'idle']);
  });

  it('shows idle deals in an Idle column, the last one', async () => {
    boardApi();
    renderRoute('/deals?view=board');
    const idle = await column('Idle');
    expect(await within(idle).findByRole('link', { name: 'Hooli' })).toBeVisible();
    expect(within(idle).getByText('1')).toBeVisible();
    const columns = screen.getAllByRole('region').filter((region) => region.dataset.stage);
    expect(columns.at(-1)).toBe(idle);
  });

  it('filtered to an idle deal, shows it in the Idle column alone', async () => {
    const fetchMock = boardApi();
    renderRoute('/deals?view=board&stage=idle');
    const idle = await column('Idle');
    expect(await within(idle).findByRole('link', { name: 'Hooli' })).toBeVisible();
    expect(screen.queryByText('No deals in this stage')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region').filter((region) => region.dataset.stage)).toEqual([idle]);
    expect(requestedPaths(fetchMock)).toContain('/api/opportunities?stage=idle&limit=25');
  });

  it('shows a column for each stage of a multi-stage filter', async () => {
    boardApi();
    renderRoute('/deals?view=board&stage=loi,idle');
    expect(await within(await column('Idle')).findByRole('link', { name: 'Hooli' })).toBeVisible();
    expect(await within(await column('LOI')).findByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(
      screen
        .getAllByRole('region')
        .filter((region) => region.dataset.stage)
        .map((region) => region.dataset.stage),
    ).toEqual(['loi', 'idle']);
  });

  it("moves a card with its 'Move to' select and saves the stage", async () => {
    const fetchMock = boardApi();
    renderRoute('/deals?view=board');
    const loi = await column('LOI');
    await within(loi).findByRole('link', { name: 'Acme Corp' });
    await userEvent.click(within(loi).getByRole('combobox', { name: 'Move Acme Corp to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Legal' }));
    const legal = await column('Legal');
    expect(await within(legal).findByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(await screen.findByText('Deal stage updated')).toBeVisible();
    await waitFor(() =>
      expect(within(loi).queryByRole('link', { name: 'Acme Corp' })).not.toBeInTheDocument(),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe(JSON.stringify({ stage: 'legal' }));
  });

  it('moves a card dropped on Dead once the reason is given', async () => {
    const fetchMock = boardApi();
    renderRoute('/deals?view=board');
    const loi = await column('LOI');
    const card = (await within(loi).findByRole('link', { name: 'Acme Corp' })).closest('li') as HTMLElement;
    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(card, { dataTransfer });
    const dead = await column('Dead');
    fireEvent.dragOver(dead, { dataTransfer });
    fireEvent.drop(dead, { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Move Acme Corp to Dead?' });
    expect(within(dialog).getByText("Say why, so the deal's history keeps it.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why the deal was lost');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Timing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(await within(dead).findByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(await screen.findByText('Deal is now in the Dead stage')).toBeVisible();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe(JSON.stringify({ stage: 'dead', lostReason: 'timing' }));
  });

  it('takes no dropped card in the Idle column: idle is not a stage a deal is moved to', async () => {
    const fetchMock = boardApi();
    renderRoute('/deals?view=board');
    const loi = await column('LOI');
    const card = (await within(loi).findByRole('link', { name: 'Acme Corp' })).closest('li') as HTMLElement;
    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(card, { dataTransfer });
    const idle = await column('Idle');
    fireEvent.dragOver(idle, { dataTransfer });
    fireEvent.drop(idle, { dataTransfer });
    expect(within(loi).getByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(within(idle).queryByRole('link', { name: 'Acme Corp' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('puts a moved card back when the save fails', async () => {
    boardApi(() => Response.json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error' }));
    renderRoute('/deals?view=board');
    const loi = await column('LOI');
    await within(loi).findByRole('link', { name: 'Acme Corp' });
    await userEvent.click(within(loi).getByRole('combobox', { name: 'Move Acme Corp to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Legal' }));
    expect(await screen.findByText('Failed to update deal stage')).toBeVisible();
    expect(within(loi).getByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(within(await column('Legal')).queryByRole('link', { name: 'Acme Corp' })).not.toBeInTheDocument();
  });
});
