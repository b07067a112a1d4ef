import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { pipelineApi, requestedPaths, sampleDeals, supportRadixSelect } from './test-fixtures';

supportRadixSelect();

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith('/api/opportunities?'));
const header = (name: string) => screen.getByRole('columnheader', { name });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('Pipeline table headers', { timeout: 20_000 }, () => {
  it('sorts by a header: the URL and the request carry the order, a second click reverses it', async () => {
    const fetchMock = stubApi(pipelineApi());
    const { router } = renderRoute('/deals?stage=loi');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    // Unsorted, the list is newest activity first.
    expect(header('Last Updated')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Tenant')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(header('Tenant')).getByRole('button', { name: 'Tenant' }));
    expect(router.state.location.search).toBe('?stage=loi&sort=prospectName&dir=asc');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/opportunities?stage=loi&sort=prospectName&dir=asc&limit=100',
      ),
    );
    expect(header('Tenant')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Last Updated')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(header('Tenant')).getByRole('button', { name: 'Tenant' }));
    expect(router.state.location.search).toBe('?stage=loi&sort=prospectName&dir=desc');
    expect(header('Tenant')).toHaveAttribute('aria-sort', 'descending');
    // Contact and Comment do not sort.
    expect(within(header('Contact')).queryByRole('button')).toBeNull();
  });
});

describe('Pipeline selection and bulk actions', { timeout: 20_000 }, () => {
  it('selects rows one by one or all on the page, and clears them', async () => {
    stubApi(pipelineApi());
    renderRoute('/deals');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await userEvent.click(rowBox('Acme Corp'));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeVisible();
    const all = screen.getByRole('checkbox', { name: 'Select all deals on this page' });
    expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    expect(within(bar).getByText('3 selected')).toBeVisible();
    expect(rowBox('Globex')).toBeChecked();
    expect(all).toBeChecked();

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(rowBox('Globex')).not.toBeChecked();
  });

  it("changes the selected deals' stage in one call, says the server's message and clears the selection", async () => {
    const posted: unknown[] = [];
    stubApi(
      pipelineApi(sampleDeals, {
        'POST /api/opportunities/bulk': (request: StubRequest) => {
          posted.push(request.body);
          return Response.json({ changed: 2, message: '2 deals moved to Legal' });
        },
      }),
    );
    renderRoute('/deals');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    await userEvent.click(rowBox('Acme Corp'));
    await userEvent.click(rowBox('Initech'));
    await userEvent.click(screen.getByRole('button', { name: 'Change stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Legal' }));
    expect(await screen.findByText('2 deals moved to Legal')).toBeVisible();
    expect(posted).toEqual([{ action: 'stage', ids: [1, 3], stage: 'legal' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('asks why before moving the selection to Dead, and keeps it with the message when refused', async () => {
    const posted: unknown[] = [];
    stubApi(
      pipelineApi(sampleDeals, {
        'POST /api/opportunities/bulk': (request: StubRequest) => {
          posted.push(request.body);
          return Response.json(
            { message: 'Globex: this deal needs an approved proposal' },
            { status: 409, statusText: 'Conflict' },
          );
        },
      }),
    );
    renderRoute('/deals');
    await screen.findByRole('link', { name: 'Acme Corp' }, { timeout: 5000 });
    await userEvent.click(rowBox('Acme Corp'));
    await userEvent.click(rowBox('Globex'));
    await userEvent.click(screen.getByRole('button', { name: 'Change stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 deals to Dead?' });
    expect(within(dialog).getByText(/Say why/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(within(dialog).getByLabelText(/What happened/)).toHaveAccessibleDescription(
      'Say why the deal was lost',
    );
    await userEvent.type(within(dialog).getByLabelText(/What happened/), 'Went with a sublease');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));

    expect(await screen.findByText('Globex: this deal needs an approved proposal')).toBeVisible();
    expect(posted).toEqual([
      {
        action: 'stage',
        ids: [1, 2],
        stage: 'dead',
        lostReason: 'other',
        lostReasonNote: 'Went with a sublease',
      },
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('2 selected'),
    ).toBeVisible();
    expect(rowBox('Acme Corp')).toBeChecked();
  });

  it('assigns a lead from the team to the selection', async () => {
    const posted: unknown[] = [];
    stubApi(
      pipelineApi(sampleDeals, {
        'POST /api/opportunities/bulk': (request: StubRequest) => {
          posted.push(request.body);
          return Response.json({ changed: 1, message: '1 deal assigned to Jordan Rivera' });
        },
      }),
    );
    renderRoute('/deals');
    await screen.findByRole('link', { name: 'Globex' }, { timeout: 5000 });
    await userEvent.click(rowBox('Globex'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign lead' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Jordan Rivera' }));
    expect(await screen.findByText('1 deal assigned to Jordan Rivera')).toBeVisible();
    expect(posted).toEqual([{ action: 'lead', ids: [2], leadUserId: 3 }]);
  });
});
