import type { OptionItem, OptionListResponse } from '@common/options';
import { optionMessages } from '@common/options';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StubRequest, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const option = (id: number, extra: Partial<OptionItem> = {}): OptionItem => ({
  id,
  property: { id: 2, name: 'Downtown Tower' },
  space: { id: 31, suite: '860' },
  tenant: { id: 5, name: 'Cobalt Software' },
  leaseId: 12,
  optionType: 'Renewal',
  noticeStart: '2026-01-01',
  noticeEnd: '2026-06-30',
  effectiveDate: '2027-01-01',
  targets: '5 years at 95% FMV',
  description: 'Tenant may renew the whole premises for one further term of five years at fair market value.',
  status: 'active',
  flag: null,
  conflicts: [],
  daysToDeadline: 30,
  ownerId: 2,
  ownerName: 'Alex Morgan',
  ownerAssigned: false,
  ...extra,
});

const counters = { renewals: 16, terminations: 9, expansions: 0, rofo: 2, rofr: 1 };

function stubOptions(
  items: OptionItem[],
  total = items.length,
  extra: Record<string, (r: StubRequest) => Response> = {},
) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/options': () => Response.json({ items, total, counters } satisfies OptionListResponse),
    'GET /api/users/asset-managers': () =>
      Response.json([
        { id: 2, fullName: 'Alex Morgan' },
        { id: 1, fullName: 'Demo User' },
      ]),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: [
          { id: 2, name: 'Downtown Tower' },
          { id: 1, name: 'Angelview Medical Center' },
        ],
        total: 2,
      }),
    'GET /api/properties/2/spaces': () =>
      Response.json([{ id: 8, number: 8, totalSf: 20000, spaces: [{ id: 31, suite: '860' }] }]),
    'GET /api/properties/2/leases': () =>
      Response.json([
        { id: 12, tenant: { id: 5, name: 'Cobalt Software' }, suite: '860', status: 'active' },
        { id: 13, tenant: { id: 6, name: 'Old Co' }, suite: '700', status: 'expired' },
      ]),
    ...extra,
  });
}

const optionCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/options');

const lastQuery = (fetchMock: ReturnType<typeof stubApi>) => {
  const query = Object.fromEntries(optionCalls(fetchMock).at(-1)?.searchParams ?? []);
  delete query.limit;
  return query;
};

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

/** The first visit loads the screen's code. */
const findTable = () => screen.findByRole('table', { name: 'Options' }, { timeout: 5000 });

describe('Options screen', { timeout: 20_000 }, () => {
  it('shows the counters, "n options found" and one row per option with its dates', async () => {
    stubOptions([option(1), option(2, { optionType: 'ROFR', flag: 'opens-soon', status: 'upcoming' })], 2);
    renderRoute('/options');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Options' }, { timeout: 5000 }),
    ).toBeVisible();
    const table = await findTable();
    expect(screen.getByText('2 options found')).toBeVisible();
    for (const [label, value] of [
      ['Renewals', '16'],
      ['Terminations', '9'],
      ['Expansions', '0'],
      ['ROFO', '2'],
      ['ROFR', '1'],
    ] as const) {
      expect(within(screen.getByRole('listitem', { name: label })).getByText(value)).toBeVisible();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('01/01/2026')).toBeVisible();
    expect(within(first).getByText('06/30/2026')).toBeVisible();
    expect(within(first).getByText('01/01/2027')).toBeVisible();
    expect(within(first).getByText(/Tenant may renew/)).toHaveAttribute('title', option(1).description);
    expect(within(rows[1] as HTMLElement).getByText('Opens within 30 days')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Upcoming')).toBeVisible();
  });

  it('says "1 option found" for a single match and defaults to active options', async () => {
    const fetchMock = stubOptions([option(1)]);
    renderRoute('/options');
    expect(await screen.findByText('1 option found')).toBeVisible();
    expect(lastQuery(fetchMock)).toEqual({});
    expect(optionCalls(fetchMock).at(-1)?.searchParams.get('limit')).toBe('100');
    expect(screen.getByRole('button', { name: 'Clear (0)' })).toBeDisabled();
  });

  it('loads the next page with Load more, from the rows it has, and stops at the total', async () => {
    const user = userEvent.setup();
    // The server may answer fewer rows than asked; the next page starts from the rows loaded.
    const firstPage = [option(1), option(2)];
    let calls = 0;
    const fetchMock = stubOptions([], 0, {
      'GET /api/options': () => {
        calls += 1;
        const items = calls === 1 ? firstPage : [option(3, { optionType: 'ROFO' })];
        return Response.json({ items, total: 3, counters } satisfies OptionListResponse);
      },
    });
    renderRoute('/options');
    const table = await findTable();
    expect(screen.getByText('Showing 2 of 3')).toBeVisible();
    expect(optionCalls(fetchMock).at(-1)?.searchParams.get('offset')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3')).toBeVisible();
    expect(optionCalls(fetchMock).at(-1)?.searchParams.get('offset')).toBe('2');
    expect(optionCalls(fetchMock).at(-1)?.searchParams.get('limit')).toBe('100');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters in the URL to the API and the export, and counts them in Clear (n)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)]);
    const { router } = renderRoute('/options?status=all&types=ROFO,ROFR&assetManagerId=2&conflicts=true');
    await findTable();
    expect(lastQuery(fetchMock)).toEqual({
      status: 'all',
      types: 'ROFO,ROFR',
      assetManagerId: '2',
      conflicts: 'true',
    });
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/api/options/export.csv?status=all&types=ROFO%2CROFR&assetManagerId=2&conflicts=true',
    );
    expect(screen.getByRole('button', { name: 'Option Type' })).toHaveTextContent('2 types');
    expect(await screen.findByRole('combobox', { name: 'Asset Manager' })).toHaveTextContent('Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Clear (4)' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({}));
  });

  it('offers everyone who manages a building as an Asset Manager, Demo User included', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)]);
    renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('combobox', { name: 'Asset Manager' }));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['All Managers', 'Alex Morgan', 'Demo User']);
    await user.click(screen.getByRole('option', { name: 'Demo User' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ assetManagerId: '1' }));
  });

  it('filters by option type from the checklist', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)]);
    const { router } = renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Option Type' }));
    const checklist = await screen.findByRole('dialog', { name: 'Option types' });
    await user.click(within(checklist).getByRole('checkbox', { name: 'ROFO' }));
    await user.click(within(checklist).getByRole('checkbox', { name: 'Termination' }));
    await waitFor(() => expect(router.state.location.search).toBe('?types=ROFO%2CTermination'));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ types: 'ROFO,Termination' }));
    expect(screen.getByRole('button', { name: 'Clear (1)' })).toBeEnabled();
  });

  it('filters by status, with All statuses turning the filter off', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)]);
    renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('combobox', { name: 'Option Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ status: 'expired' }));
    await user.click(screen.getByRole('combobox', { name: 'Option Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ status: 'all' }));
  });

  it('applies the asset, keyword and flag filters from All filters', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)]);
    renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('button', { name: /All filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'All filters' });
    await user.type(within(dialog).getByLabelText('Keyword'), 'cobalt');
    await user.click(within(dialog).getByRole('switch', { name: 'Flagged notice windows only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ keyword: 'cobalt', flagged: 'true' }));
    expect(screen.getByRole('button', { name: 'Clear (2)' })).toBeEnabled();
  });

  it('marks a conflicting right and lists its conflicts when the row expands', async () => {
    const user = userEvent.setup();
    const message = "Competes with Old Co's ROFR over suite 860";
    stubOptions([
      option(1, {
        optionType: 'ROFO',
        conflicts: [{ kind: 'competing-right', otherOptionId: 2, message }],
      }),
      option(2),
    ]);
    renderRoute('/options');
    const table = await findTable();
    const [conflicting, clean] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(conflicting as HTMLElement).getByText('Conflict')).toBeVisible();
    expect(within(clean as HTMLElement).queryByText('Conflict')).toBeNull();
    await user.click(within(conflicting as HTMLElement).getByRole('button', { name: 'Show details' }));
    expect(within(screen.getByRole('list', { name: 'Conflicts' })).getByText(message)).toBeVisible();
  });

  it('opens the option from its row, and the dialog is in the URL', async () => {
    const user = userEvent.setup();
    stubOptions([option(1)], 1, { 'GET /api/options/1': () => Response.json(option(1)) });
    const { router } = renderRoute('/options?status=all');
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Option' });
    expect(router.state.location.search).toBe('?status=all&option=1');
    expect(await within(dialog).findByLabelText('Targets')).toHaveValue('5 years at 95% FMV');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
  });

  it('shows an empty state when nothing matches', async () => {
    stubOptions([]);
    renderRoute('/options?types=Purchase');
    expect(await screen.findByText('No options found')).toBeVisible();
    expect(screen.getByText('0 options found')).toBeVisible();
  });

  it('refuses notice windows in the wrong order with the schema messages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOptions([option(1)], 1, {
      'GET /api/options/1': () => Response.json(option(1)),
    });
    renderRoute('/options?option=1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Option' });
    expect(await within(dialog).findByRole('combobox', { name: 'Asset' })).toHaveTextContent(
      'Downtown Tower',
    );
    // The notice end picker offers only days after the notice start (January 1, 2026).
    await user.click(within(dialog).getByRole('button', { name: /^Notice End/ }));
    let picker = await screen.findByRole('dialog', { name: 'Choose a date' });
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Month' }), 'January');
    expect(within(picker).getByRole('button', { name: 'Thursday, January 1, 2026' })).toBeDisabled();
    expect(within(picker).getByRole('button', { name: 'Friday, January 2, 2026' })).toBeEnabled();
    await user.keyboard('{Escape}');
    // The notice start moved past the notice end (January 1 → July 1, 2026).
    await user.click(within(dialog).getByRole('button', { name: /^Notice Start/ }));
    picker = await screen.findByRole('dialog', { name: 'Choose a date' });
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Month' }), 'July');
    await user.click(within(picker).getByRole('button', { name: 'Wednesday, July 1, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(optionMessages.noticeEndAfterStart)).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says under Suite and Lease that an asset comes first', async () => {
    const user = userEvent.setup();
    stubOptions([option(1)], 1);
    renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Option' });
    const suite = within(dialog).getByLabelText('Suite');
    const lease = within(dialog).getByLabelText('Lease (holder)');
    expect(suite).toBeDisabled();
    expect(suite).toHaveAccessibleDescription('Choose an asset first: its suites are listed here.');
    expect(lease).toBeDisabled();
    expect(lease).toHaveAccessibleDescription('Choose an asset first: its leases are listed here.');
  });

  it('asks for the asset, the type and the dates before adding an option', async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    stubOptions([option(1)], 1, {
      'POST /api/options': ({ body }) => {
        posted = body;
        return Response.json(option(9));
      },
    });
    renderRoute('/options');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Option' });
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(await within(dialog).findByText(optionMessages.propertyRequired)).toBeVisible();
    expect(within(dialog).getByText(optionMessages.typeRequired)).toBeVisible();
    expect(within(dialog).getByText(optionMessages.noticeStartRequired)).toBeVisible();
    expect(posted).toBeNull();
  });

  it('sends the whole option on save and shows the server message under its field, keeping the input', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    stubOptions([option(1)], 1, {
      'GET /api/options/1': () => Response.json(option(1)),
      'PUT /api/options/1': ({ body }) => {
        sent = body;
        return Response.json(
          { message: optionMessages.spaceNotInProperty, field: 'spaceId', code: 'invalid_value' },
          { status: 400 },
        );
      },
    });
    renderRoute('/options?option=1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Option' });
    const targets = await within(dialog).findByLabelText('Targets');
    expect(within(dialog).getByLabelText('Suite')).not.toHaveAccessibleDescription();
    await user.clear(targets);
    await user.type(targets, 'Suite 860 only');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(optionMessages.spaceNotInProperty)).toBeVisible();
    expect(within(dialog).getByLabelText('Suite')).toHaveAccessibleDescription(
      optionMessages.spaceNotInProperty,
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sent).toEqual({
      propertyId: 2,
      spaceId: 31,
      leaseId: 12,
      tenantId: 5,
      optionType: 'Renewal',
      noticeStart: '2026-01-01',
      noticeEnd: '2026-06-30',
      effectiveDate: '2027-01-01',
      targets: 'Suite 860 only',
      description: option(1).description,
      // Following the building's asset manager.
      ownerId: null,
    });
    expect(within(dialog).getByLabelText('Targets')).toHaveValue('Suite 860 only');
  });

  it('shows days to the deadline and the owner, marks overdue rows in words, and sorts from the headers', async () => {
    const fetchMock = stubOptions([
      option(1, { daysToDeadline: -3, ownerName: 'Dana Whitfield' }),
      option(2, { daysToDeadline: 12 }),
    ]);
    renderRoute('/options');
    const table = await findTable();
    const [overdue, due] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(overdue).getByText('Overdue')).toBeVisible();
    expect(within(overdue).getByText('3 days overdue')).toBeVisible();
    expect(within(overdue).getByText('Dana Whitfield')).toBeVisible();
    expect(within(due).getByText('12 days')).toBeVisible();
    expect(within(due).queryByText('Overdue')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Days to Deadline' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ sort: 'daysToDeadline' }));
    expect(within(table).getByRole('columnheader', { name: 'Days to Deadline' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Days to Deadline' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ sort: 'daysToDeadline', dir: 'desc' }));
    await user.click(within(table).getByRole('button', { name: 'Owner' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ sort: 'owner' }));
  });

  it('filters to my dates with "My dates", kept in the URL', async () => {
    const fetchMock = stubOptions([option(1)]);
    renderRoute('/options?mine=true');
    await findTable();
    const button = screen.getByRole('button', { name: 'My dates' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery(fetchMock)).toEqual({ mine: 'true' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({}));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
