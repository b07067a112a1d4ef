import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { pipelineApi, requestedPaths, supportRadixSelect } from './test-fixtures';

supportRadixSelect();

type Named = { id: number; name: string };

const properties = [
  { id: 5, name: 'Angelview Medical Center', address: '2200 Angelview Parkway', city: 'Austin', state: 'TX' },
  { id: 2, name: 'Downtown Tower', address: '100 Main Street', city: 'Austin', state: 'TX' },
];
const tenants: Named[] = [
  { id: 3, name: 'Initech' },
  { id: 4, name: 'Umbrella' },
];

let fetchMock: ReturnType<typeof stubApi>;

/**
 * A list endpoint that searches like the server: names containing `?<param>=`, at most `?limit=`.
 * The stub's handlers do not see the query, so it is read from the call being answered.
 */
const searchable = (items: Named[], param: string) => () => {
  const url = new URL(String(fetchMock.mock.lastCall?.[0]), 'http://localhost');
  const text = url.searchParams.get(param)?.toLowerCase() ?? '';
  const matches = items.filter((item) => item.name.toLowerCase().includes(text));
  const limit = Number(url.searchParams.get('limit') ?? matches.length);
  return Response.json({ items: matches.slice(0, limit), total: matches.length });
};

function formApi(extra = {}) {
  fetchMock = stubApi(
    pipelineApi(undefined, {
      'GET /api/properties': searchable(properties, 'keyword'),
      'GET /api/tenants': searchable(tenants, 'search'),
      'GET /api/tenants/3': () => Response.json({ ...tenants[0], industry: 'Technology' }),
      'GET /api/properties/5': () => Response.json(properties[0]),
      'GET /api/users': () => Response.json([{ id: 1, fullName: 'Demo User', role: 'admin' }]),
      'GET /api/spaces': () =>
        Response.json({ items: [{ id: 9, suite: '400', floorNumber: 4, rentableSf: 8000 }], total: 1 }),
      ...extra,
    }),
  );
  return fetchMock;
}

const searches = (path: string) =>
  requestedPaths(fetchMock).filter((request) => request.startsWith(`${path}?`));

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens a searched picker, types, and clicks the match. */
async function search(label: string, searchLabel: string, text: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.type(screen.getByRole('combobox', { name: searchLabel }), text);
  const listbox = screen.getByRole('listbox', { name: searchLabel });
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

describe('Add Deal', { timeout: 20_000 }, () => {
  it('opens the form from the pipeline at /deals/new and closes back to the same filters', async () => {
    formApi();
    const { router } = renderRoute('/deals?stage=loi');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Deal' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/deals/new');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(router.state.location.search).toBe('?stage=loi');
  });

  it('loads no tenant or property list until a picker opens, then the first 20 by name', async () => {
    formApi();
    renderRoute('/deals/new');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/users'));
    expect(searches('/api/tenants')).toEqual([]);
    expect(searches('/api/properties')).toEqual([]);
    expect(requestedPaths(fetchMock)).not.toContain('/api/tenants');
    expect(requestedPaths(fetchMock)).not.toContain('/api/properties');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tenant' }));
    const listbox = await screen.findByRole('listbox', { name: 'Search tenants' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No tenant record', 'Initech', 'Umbrella']),
    );
    expect(searches('/api/tenants')).toEqual(['/api/tenants?limit=20']);
  });

  it('shows the shared messages for a form sent empty', async () => {
    formApi();
    renderRoute('/deals/new');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal', hidden: false }));
    expect(await screen.findByText('Prospect name is required')).toBeVisible();
    expect(screen.getByText('Property is required')).toBeVisible();
    expect(screen.getByText('Size must be a number')).toBeVisible();
    const property = screen.getByRole('combobox', { name: 'Property' });
    expect(property).toHaveAttribute('aria-invalid', 'true');
    expect(property).toHaveAccessibleDescription('Property is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the deal from searched choices and opens it', async () => {
    formApi({
      'POST /api/opportunities': () => Response.json({ id: 42, prospectName: 'Umbrella' }, { status: 201 }),
    });
    const { router } = renderRoute('/deals/new');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    const space = screen.getByRole('combobox', { name: 'Space' });
    expect(space).toBeDisabled();
    expect(space).toHaveAccessibleDescription('Choose a property first: its spaces are listed here.');
    await search('Tenant', 'Search tenants', 'umb', 'Umbrella');
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('Umbrella');
    expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Umbrella');
    expect(searches('/api/tenants')).toContain('/api/tenants?limit=20&search=umb');
    await search('Property', 'Search properties', 'tower', 'Downtown Tower');
    expect(searches('/api/properties')).toContain('/api/properties?limit=20&keyword=tower');
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Downtown Tower');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Space' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Space' })).not.toHaveAccessibleDescription();
    await pick('Space', 'Suite 400 · Floor 4 · 8,000 sf');
    expect(requestedPaths(fetchMock)).toContain('/api/spaces?propertyId=2');
    await pick('Deal type', 'Renewal');
    await userEvent.type(screen.getByLabelText(/Size \(sqft\)/), '8,000');
    await userEvent.type(screen.getByLabelText(/Proposed rent/), '31.5');
    await pick('Deal lead', 'Demo User');
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/42'));
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

  it('sends no tenant after "No tenant record" is picked', async () => {
    formApi({
      'POST /api/opportunities': () => Response.json({ id: 43, prospectName: 'Walk-in' }, { status: 201 }),
    });
    renderRoute('/deals/new?tenantId=3&propertyId=5');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Initech'));
    await pick('Tenant', 'No tenant record');
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('No tenant record');
    await userEvent.type(screen.getByLabelText(/Size \(sqft\)/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ tenantId: null, propertyId: 5 });
  });

  it("offers the tenant's open deal on a 409, and creates anyway only when confirmed", async () => {
    let posts = 0;
    formApi({
      'POST /api/opportunities': () => {
        posts += 1;
        return posts === 1
          ? Response.json(
              {
                message: 'Initech already has an open deal on Angelview Medical Center (Proposal).',
                duplicateDealId: 7,
              },
              { status: 409 },
            )
          : Response.json({ id: 44, prospectName: 'Initech' }, { status: 201 });
      },
    });
    const { router } = renderRoute('/deals/new?tenantId=3&propertyId=5');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Initech'));
    await userEvent.type(screen.getByLabelText(/Size \(sqft\)/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Initech already has an open deal on Angelview Medical Center (Proposal).',
    );
    expect(within(alert).getByRole('link', { name: 'Open the existing deal' })).toHaveAttribute(
      'href',
      '/deals/7',
    );
    expect(router.state.location.pathname).toBe('/deals/new');
    await userEvent.click(within(alert).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/44'));
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toHaveLength(2);
    expect(bodies[0].allowDuplicate).toBeUndefined();
    expect(bodies[1]).toMatchObject({ tenantId: 3, propertyId: 5, allowDuplicate: true });
  });

  it('shows a refusal under the input the server names, and a fixed text, not the body, for a server fault', async () => {
    let answer = Response.json(
      { message: 'The space is not in that property', field: 'spaceId', code: 'invalid_value' },
      { status: 400 },
    );
    formApi({ 'POST /api/opportunities': () => answer });
    renderRoute('/deals/new?tenantId=3&propertyId=5');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Initech'));
    await userEvent.type(screen.getByLabelText(/Size \(sqft\)/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    const space = screen.getByRole('combobox', { name: 'Space' });
    await waitFor(() => expect(space).toHaveAccessibleDescription('The space is not in that property'));
    expect(space).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    answer = Response.json({ message: 'Internal Server Error', code: 'internal' }, { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The deal could not be created. Please try again.',
    );
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });

  it('prefills tenant, prospect and property from /deals/new?tenantId=&propertyId=', async () => {
    formApi();
    renderRoute('/deals/new?tenantId=3&propertyId=5');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('Initech'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent(
        'Angelview Medical Center',
      ),
    );
    await waitFor(() => expect(screen.getByLabelText(/Prospect name/)).toHaveValue('Initech'));
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining(['/api/tenants/3', '/api/properties/5']),
    );
    expect(searches('/api/tenants')).toEqual([]);
    expect(searches('/api/properties')).toEqual([]);
  });

  it('drops a prefilled tenant or property that no longer exists', async () => {
    formApi();
    renderRoute('/deals/new?tenantId=77&propertyId=88');
    await screen.findByRole('dialog', { name: 'Add Deal' }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('No tenant record'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Choose a property'),
    );
    expect(screen.getByLabelText(/Prospect name/)).toHaveValue('');
  });
});
