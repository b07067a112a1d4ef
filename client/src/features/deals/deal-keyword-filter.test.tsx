import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { dimAfterMs } from './deals-table';
import {
  listResponse,
  pipelineApi,
  requestedPaths,
  sampleDeal,
  sampleDeals,
  supportRadixSelect,
} from './test-fixtures';
import { keywordUrlDelayMs } from './use-deal-filters';

supportRadixSelect();

type Router = ReturnType<typeof renderRoute>['router'];

/**
 * The pipeline's API with the list held back after the first answer: each list call notes the URL's
 * search at the moment it was asked, and answers `next` once `release` is called.
 */
function heldListApi(next = sampleDeals) {
  let router: Router | undefined;
  let answered = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const searchWhenAsked: string[] = [];
  const fetchMock = stubApi(
    pipelineApi(sampleDeals, {
      'GET /api/opportunities': async () => {
        searchWhenAsked.push(router?.state.location.search ?? '');
        answered += 1;
        if (answered === 1) return Response.json(listResponse(sampleDeals));
        await held;
        return Response.json(listResponse(next));
      },
    }),
  );
  const listCalls = () => {
    const paths = requestedPaths(fetchMock);
    return fetchMock.mock.calls.flatMap(([, init], index) => {
      const path = paths[index] ?? '';
      return path.startsWith('/api/opportunities?') ? [{ path, signal: init?.signal }] : [];
    });
  };
  return {
    fetchMock,
    listCalls,
    searchWhenAsked,
    release: () => release(),
    attach: (value: Router) => {
      router = value;
    },
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr') as HTMLElement;

describe('Deal Pipeline keyword', { timeout: 20_000 }, () => {
  it('asks the server at every keystroke, aborting the request it no longer needs, and puts the keyword in the URL once typing pauses', async () => {
    const api = heldListApi();
    const { router } = renderRoute('/deals');
    api.attach(router);
    await rowOf('Acme Corp');
    await userEvent.type(screen.getByLabelText('Keyword'), 'to');

    const [, first, second] = api.listCalls();
    expect(first?.path).toBe('/api/opportunities?keyword=t&limit=100');
    expect(second?.path).toBe('/api/opportunities?keyword=to&limit=100');
    // Both were asked before the URL had the keyword: the list does not wait for the pause.
    expect(api.searchWhenAsked.slice(1)).toEqual(['', '']);
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Keyword: to');

    api.release();
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=to'), {
      timeout: keywordUrlDelayMs * 10,
    });
    // The URL catching up asks nothing more.
    expect(api.listCalls()).toHaveLength(3);
  });

  it('keeps the rows (and what is ticked) while new ones load, and starts the new ones unticked', async () => {
    const api = heldListApi([sampleDeal(7, 'Umbrella Labs')]);
    const { router } = renderRoute('/deals');
    api.attach(router);
    await userEvent.click(
      within(await rowOf('Acme Corp')).getByRole('checkbox', { name: 'Select Acme Corp' }),
    );
    await userEvent.type(screen.getByLabelText('Keyword'), 'umb');

    expect(screen.getByRole('region', { name: 'Deals' })).toHaveAttribute('aria-busy', 'true');
    expect(
      within(await rowOf('Acme Corp')).getByRole('checkbox', { name: 'Select Acme Corp' }),
    ).toBeChecked();

    api.release();
    const umbrella = await rowOf('Umbrella Labs');
    expect(within(umbrella).getByRole('checkbox', { name: 'Select Umbrella Labs' })).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Acme Corp' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deals' })).toHaveAttribute('aria-busy', 'false');
  });

  it('dims the rows still shown only once the new ones are slow to come', async () => {
    const api = heldListApi([sampleDeal(7, 'Umbrella Labs')]);
    const { router } = renderRoute('/deals');
    api.attach(router);
    await rowOf('Acme Corp');
    const table = screen.getByRole('table');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'umb' } });
    expect(screen.getByRole('region', { name: 'Deals' })).toHaveAttribute('aria-busy', 'true');
    expect(table).not.toHaveClass('opacity-60');
    await waitFor(() => expect(table).toHaveClass('opacity-60'), { timeout: dimAfterMs * 10 });
    api.release();
    await rowOf('Umbrella Labs');
    expect(screen.getByRole('table')).not.toHaveClass('opacity-60');
  });

  it('writes a keyword not yet in the URL together with a stage picked meanwhile', async () => {
    const api = heldListApi();
    const { router } = renderRoute('/deals');
    api.attach(router);
    await rowOf('Acme Corp');
    await userEvent.type(screen.getByLabelText('Keyword'), 'to');
    const strip = screen.getByRole('navigation', { name: 'Deal stages' });
    await userEvent.click(within(strip).getByRole('button', { name: /Touring/ }));
    expect(router.state.location.search).toBe('?keyword=to&stage=touring');
    expect(screen.getByLabelText('Keyword')).toHaveValue('to');
  });

  it('Clear all drops a keyword not yet in the URL', async () => {
    const api = heldListApi();
    const { router } = renderRoute('/deals?stage=loi');
    api.attach(router);
    await rowOf('Acme Corp');
    await userEvent.type(screen.getByLabelText('Keyword'), 'to');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await new Promise((resolve) => setTimeout(resolve, keywordUrlDelayMs * 2));
    expect(router.state.location.search).toBe('');
    expect(api.listCalls().at(-1)?.path).toBe('/api/opportunities?limit=100');
  });

  it('moves the board to a keyword once typing pauses, not at every keystroke', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute('/deals?view=board');
    await screen.findByRole('region', { name: 'LOI' }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('Keyword'), 'to');
    await waitFor(() => expect(router.state.location.search).toBe('?view=board&keyword=to'), {
      timeout: keywordUrlDelayMs * 10,
    });
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('/api/opportunities?keyword=to&stage=loi&limit=25'),
    );
    const columnCalls = requestedPaths(fetchMock).filter((path) => path.includes('stage=loi&'));
    expect(columnCalls).toEqual([
      '/api/opportunities?stage=loi&limit=25',
      '/api/opportunities?keyword=to&stage=loi&limit=25',
    ]);
  });
});
