import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { pipelineApi, supportRadixSelect } from './test-fixtures';

supportRadixSelect();

const formApi = (extra = {}) =>
  pipelineApi(undefined, {
    'GET /api/properties': () =>
      Response.json({
        items: [
          { id: 2, name: 'Downtown Tower' },
          { id: 5, name: 'Angelview Medical Center' },
        ],
        total: 2,
      }),
    'GET /api/tenants': () =>
      Response.json({
        items: [
          { id: 3, name: 'Initech' },
          { id: 4, name: 'Umbrella' },
        ],
        total: 2,
      }),
    'GET /api/users': () => Response.json([{ id: 1, fullName: 'Demo User', role: 'admin' }]),
    'GET /api/spaces': () =>
      Response.json({ items: [{ id: 9, suite: '400', floorNumber: 4, rentableSf: 8000 }], total: 1 }),
    ...extra,
  });

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Add Deal', { timeout: 20_000 }, () => {
  it('opens the form from the pipeline at /deals/new and closes back to the same filters', async () => {
    stubApi(formApi());
    const { router } = renderRoute('/deals?stage=loi');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Deal' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/deals/new');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(router.state.location.search).toBe('?stage=loi');
  });

  it('shows the shared messages for a form sent empty', async () => {
    const fetchMock = stubApi(formApi());
    renderRoute('/deals/new');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal', hidden: false }));
    expect(await screen.findByText('Prospect name is required')).toBeVisible();
    expect(screen.getByText('Property is required')).toBeVisible();
    expect(screen.getByText('Size must be a number')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the deal and opens it', async () => {
    const fetchMock = stubApi(
      formApi({
        'POST /api/opportunities': () => Response.json({ id: 42, prospectName: 'Umbrella' }, { status: 201 }),
      }),
    );
    const { router } = renderRoute('/deals/new');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await pick('Tenant', 'Umbrella');
    expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Umbrella');
    await pick('Property', 'Downtown Tower');
    await pick('Space', 'Suite 400 · Floor 4 · 8,000 sf');
    await pick('Deal type', 'Renewal');
    await userEvent.type(screen.getByLabelText(/Size \(sqft\)/), '8,000');
    await userEvent.type(screen.getByLabelText(/Proposed rent/), '31.5');
    await pick('Deal lead', 'Demo User');
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal-detail/42'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      prospectName: 'Umbrella',
      tenantId: 4,
      propertyId: 2,
      spaceId: 9,
      dealType: 'renewal',
      stage: 'inquiry',
      squareFeetNeeded: 8000,
      proposedRent: 31.5,
      leadUserId: 1,
    });
  });

  it('prefills tenant, prospect and property from /deals/new?tenantId=&propertyId=', async () => {
    stubApi(formApi());
    renderRoute('/deals/new?tenantId=3&propertyId=5');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('Initech'),
    );
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Angelview Medical Center');
    await waitFor(() => expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Initech'));
  });
});
