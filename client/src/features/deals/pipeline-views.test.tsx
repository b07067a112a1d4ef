import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { pipelineApi, requestedPaths, sampleDeals, sampleView, supportRadixSelect } from './test-fixtures';

supportRadixSelect();

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith('/api/opportunities?'));

describe('Saved pipeline views', { timeout: 20_000 }, () => {
  it('opens /deals with my default view, without asking for the unfiltered list first', async () => {
    const views = [
      sampleView(1, 'My LOIs', 'stage=loi&sort=ner&dir=desc', { isDefault: true }),
      sampleView(2, 'Team Texas', 'states=TX', {
        mine: false,
        shared: true,
        owner: { id: 3, fullName: 'Jordan Rivera' },
      }),
    ];
    const fetchMock = stubApi(
      pipelineApi(sampleDeals, { 'GET /api/deal-views': () => Response.json(views) }),
    );
    const { router } = renderRoute('/deals');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=loi&sort=ner&dir=desc'));
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    expect(listCalls(fetchMock)).toEqual(['/api/opportunities?stage=loi&sort=ner&dir=desc&limit=100']);
    expect(screen.getByRole('button', { name: /View: My LOIs/ })).toBeVisible();

    // Another view from the menu replaces the filters and sort.
    await userEvent.click(screen.getByRole('button', { name: /View: My LOIs/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Shared by the team')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Team Texas/ }));
    expect(router.state.location.search).toBe('?states=TX');
    // Clear all goes to the bare pipeline and stays there.
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/opportunities?limit=100'));
    expect(router.state.location.search).toBe('');
  });

  it('leaves a link with a query as it is, whatever the default', async () => {
    const views = [sampleView(1, 'My LOIs', 'stage=loi', { isDefault: true })];
    stubApi(pipelineApi(sampleDeals, { 'GET /api/deal-views': () => Response.json(views) }));
    const { router } = renderRoute('/deals?stage=legal');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    expect(router.state.location.search).toBe('?stage=legal');
  });

  it('saves the filters and sort under a name, and shows a refused name in the form', async () => {
    const posted: unknown[] = [];
    stubApi(
      pipelineApi(sampleDeals, {
        'POST /api/deal-views': (request: StubRequest) => {
          posted.push(request.body);
          if (posted.length === 1) {
            return Response.json(
              { message: 'You already have a view named "Big deals"' },
              { status: 409, statusText: 'Conflict' },
            );
          }
          return Response.json(sampleView(5, 'Big deals 2', 'lead=me&sort=squareFeet&dir=desc'), {
            status: 201,
          });
        },
      }),
    );
    renderRoute('/deals?lead=me&sort=squareFeet&dir=desc');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'My deals' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Big deals');
    await userEvent.click(within(dialog).getByLabelText('Share with the team'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('You already have a view named "Big deals"')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Name/), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('View saved')).toBeVisible();
    expect(posted.at(-1)).toEqual({
      name: 'Big deals 2',
      query: 'lead=me&sort=squareFeet&dir=desc',
      shared: true,
      makeDefault: false,
    });
    expect(screen.queryByRole('dialog', { name: 'Save view' })).toBeNull();
  });
});
