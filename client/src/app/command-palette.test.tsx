import type { SearchResponse } from '@common/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setCommandPaletteOpen } from '@/lib/search/command-palette-state';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const results: SearchResponse = {
  groups: [
    {
      kind: 'property',
      items: [
        { id: 1, title: 'Harbor Point Tower', subtitle: '100 Harbor Way, Boston, MA', path: '/properties/1' },
        { id: 2, title: 'Harborview Plaza', subtitle: '20 Pier St, Boston, MA', path: '/properties/2' },
      ],
    },
    {
      kind: 'tenant',
      items: [{ id: 9, title: 'Harbor Analytics', subtitle: 'Technology', path: '/tenants/9' }],
    },
  ],
};

const slow = { timeout: 5000 };

function stubSearch(answer: (q: string) => SearchResponse = () => results) {
  const queries: string[] = [];
  const fetchMock = stubApi({
    'GET /api/user': signedIn(),
    'GET /api/search': () => {
      const call = fetchMock.mock.calls.at(-1);
      const q = new URL(String(call?.[0]), 'http://localhost').searchParams.get('q') ?? '';
      queries.push(q);
      return Response.json(answer(q));
    },
  });
  return queries;
}

afterEach(() => setCommandPaletteOpen(false));

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 }, slow);
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Search' }, slow);
}

describe('command palette', { timeout: 20_000 }, () => {
  it('opens with Ctrl-K and groups the results by kind under their headings', async () => {
    const user = userEvent.setup();
    const queries = stubSearch();
    renderRoute('/');
    const dialog = await openWithShortcut(user);
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'harbor');
    const listbox = within(dialog).getByRole('listbox', { name: 'Search results' });
    const properties = await within(listbox).findByRole('group', { name: 'Properties' });
    const options = within(properties).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('Harbor Point Tower');
    expect(options[1]).toHaveAccessibleName('Harborview Plaza');
    expect(options[0]).toHaveAccessibleDescription('100 Harbor Way, Boston, MA');
    expect(options[1]).toHaveAccessibleDescription('20 Pier St, Boston, MA');
    expect(within(listbox).getByRole('group', { name: 'Tenants' })).toHaveTextContent('Harbor Analytics');
    // Debounced: one request for the whole word, not one per key.
    expect(queries).toEqual(['harbor']);
  });

  it('does not search before 2 characters', async () => {
    const user = userEvent.setup();
    const queries = stubSearch();
    renderRoute('/');
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'h');
    expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queries).toEqual([]);
  });

  it('moves the active result with the arrow keys and opens it with Enter', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = renderRoute('/');
    const dialog = await openWithShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'harbor');
    const options = await within(dialog).findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants/9'), slow);
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('starts a new answer at its first result, even when the highlighted one is still listed', async () => {
    const user = userEvent.setup();
    const harborBay = {
      id: 3,
      title: 'Harbor Bay Center',
      subtitle: '1 Bay Rd, Boston, MA',
      path: '/properties/3',
    };
    stubSearch((q) =>
      q === 'harbor'
        ? results
        : { groups: [{ kind: 'property', items: [harborBay, ...(results.groups[0]?.items ?? [])] }] },
    );
    renderRoute('/');
    const dialog = await openWithShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'harbor');
    await within(dialog).findByRole('option', { name: 'Harbor Analytics' });
    await user.type(input, ' b');
    const first = await within(dialog).findByRole('option', { name: 'Harbor Bay Center' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('option', { name: 'Harbor Point Tower' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('opens a result on click', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = renderRoute('/');
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'harbor');
    await user.click(await within(dialog).findByRole('option', { name: 'Harborview Plaza' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/2'), slow);
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    stubSearch(() => ({ groups: [] }));
    renderRoute('/');
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(await within(dialog).findByText('No results for "zzz"')).toBeVisible();
  });

  it("opens from the top bar's Search button and closes with Escape", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/notifications': () => Response.json({ items: [], unread: 0 }),
    });
    renderRoute('/tenants');
    const buttons = await screen.findAllByRole('button', { name: 'Search' }, slow);
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Search' }, slow)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });
});
