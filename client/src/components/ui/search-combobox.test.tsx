import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { errorId, FormField } from './form-field';
import { SearchCombobox, type SearchOption } from './search-combobox';

const tenants: SearchOption[] = [
  { id: 3, name: 'Initech' },
  { id: 4, name: 'Initrode' },
  { id: 5, name: 'Umbrella' },
];

/** A fake server search: names containing the text, case-insensitively. */
const searchTenants = () =>
  vi.fn(async (text: string, _signal: AbortSignal) =>
    tenants.filter((tenant) => tenant.name.toLowerCase().includes(text.toLowerCase())),
  );

type HarnessProps = {
  search: (text: string, signal: AbortSignal) => Promise<SearchOption[]>;
  initial?: SearchOption | null;
  leadingOptions?: SearchOption[];
  error?: string;
  onChange?: (option: SearchOption) => void;
};

function Harness({ search, initial = null, leadingOptions, error, onChange }: HarnessProps) {
  const [chosen, setChosen] = useState<SearchOption | null>(initial);
  return (
    <FormField id="tenant" label="Tenant" error={error}>
      <SearchCombobox
        id="tenant"
        value={chosen?.id ?? null}
        valueLabel={chosen?.name}
        onChange={(option) => {
          setChosen(option);
          onChange?.(option);
        }}
        search={search}
        queryKey={['tenants', 'test-search']}
        searchLabel="Search tenants"
        placeholder="Choose a tenant"
        leadingOptions={leadingOptions}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId('tenant') : undefined}
      />
    </FormField>
  );
}

function renderPicker(props: HarnessProps) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return { user, trigger: screen.getByRole('combobox', { name: 'Tenant' }) };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search tenants' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchCombobox', () => {
  it('is named by its label, shows the placeholder, then the chosen name', () => {
    renderPicker({ search: searchTenants(), initial: { id: 4, name: 'Initrode' } });
    const trigger = screen.getByRole('combobox', { name: 'Tenant' });
    expect(trigger).toHaveTextContent('Initrode');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the placeholder while nothing is chosen and carries the field error', () => {
    renderPicker({ search: searchTenants(), error: 'Tenant is required' });
    const trigger = screen.getByRole('combobox', { name: 'Tenant' });
    expect(trigger).toHaveTextContent('Choose a tenant');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Tenant is required');
  });

  it('opens on a search box listing the first matches, the leading option first', async () => {
    const search = searchTenants();
    const { user, trigger } = renderPicker({
      search,
      leadingOptions: [{ id: 'none', name: 'No tenant record' }],
    });
    await user.click(trigger);
    await waitFor(() =>
      expect(optionNames()).toEqual(['No tenant record', 'Initech', 'Initrode', 'Umbrella']),
    );
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('');
    const box = searchBox();
    expect(box).toHaveFocus();
    // The first option is active before any key is pressed.
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'No tenant record' }).id,
    );
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toBe(
      screen.getByRole('listbox'),
    );
  });

  it('searches once the typing pauses, not on every key, and hides the leading option', async () => {
    const search = searchTenants();
    const { user, trigger } = renderPicker({
      search,
      leadingOptions: [{ id: 'none', name: 'No tenant record' }],
    });
    await user.click(trigger);
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    await user.type(searchBox(), 'init');
    await waitFor(() => expect(optionNames()).toEqual(['Initech', 'Initrode']));
    expect(search.mock.calls.map(([text]) => text)).toEqual(['', 'init']);
  });

  it('moves with the arrows, picks with Enter and returns focus to the trigger', async () => {
    const onChange = vi.fn();
    const { user, trigger } = renderPicker({ search: searchTenants(), onChange });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    const box = searchBox();
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Initech');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Umbrella');
    expect(screen.getByRole('option', { name: 'Initech' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Initech');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ id: 5, name: 'Umbrella' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveTextContent('Umbrella');
    expect(trigger).toHaveFocus();
  });

  it('opens on the chosen option, marked and pointed at by the search box', async () => {
    const { user, trigger } = renderPicker({ search: searchTenants(), initial: { id: 4, name: 'Initrode' } });
    await user.click(trigger);
    const chosen = await screen.findByRole('option', { name: 'Initrode' });
    await waitFor(() => expect(chosen).toHaveAttribute('aria-selected', 'true'));
    expect(searchBox()).toHaveAttribute('aria-activedescendant', chosen.id);
    expect(screen.getByRole('option', { name: 'Initech' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveTextContent('Initrode');
  });

  it('starts a searched answer at its first option, even with the chosen one listed', async () => {
    const { user, trigger } = renderPicker({ search: searchTenants(), initial: { id: 4, name: 'Initrode' } });
    await user.click(trigger);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Initrode' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.type(searchBox(), 'init');
    await waitFor(() => expect(optionNames()).toEqual(['Initech', 'Initrode']));
    const first = screen.getByRole('option', { name: 'Initech' });
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    expect(searchBox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(trigger).toHaveTextContent('Initech');
  });

  it('goes to the last option with End and the first with Home', async () => {
    const { user, trigger } = renderPicker({ search: searchTenants() });
    await user.click(trigger);
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    const box = searchBox();
    await user.keyboard('{End}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Umbrella' }).id);
    await user.keyboard('{Home}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Initech' }).id);
  });

  it('closes on Escape without picking and returns focus to the trigger', async () => {
    const onChange = vi.fn();
    const { user, trigger } = renderPicker({ search: searchTenants(), onChange });
    await user.click(trigger);
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Choose a tenant');
  });

  it("closes on Tab, back to the trigger, where the form's tab order goes on", async () => {
    const { user, trigger } = renderPicker({ search: searchTenants() });
    await user.click(trigger);
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('picks a leading option with the mouse', async () => {
    const onChange = vi.fn();
    const { user, trigger } = renderPicker({
      search: searchTenants(),
      onChange,
      leadingOptions: [{ id: 'none', name: 'No tenant record' }],
    });
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'No tenant record' }));
    expect(onChange).toHaveBeenCalledWith({ id: 'none', name: 'No tenant record' });
    expect(trigger).toHaveTextContent('No tenant record');
  });

  it("shows an option's detail under its name, as its description", async () => {
    const { user, trigger } = renderPicker({
      search: async () => [{ id: 8, name: 'Downtown Tower', detail: '100 Main Street, Austin, TX' }],
    });
    await user.click(trigger);
    const option = await screen.findByRole('option', { name: 'Downtown Tower' });
    expect(option).toHaveAccessibleDescription('100 Main Street, Austin, TX');
    expect(screen.getByRole('listbox')).toHaveTextContent('Downtown Tower100 Main Street, Austin, TX');
    // The option's visible text is its name alone, the name it is known by (WCAG 2.5.3).
    expect(option).toHaveTextContent(/^Downtown Tower$/);
  });

  it('says "Searching…" while the server answers', async () => {
    const { user, trigger } = renderPicker({ search: () => new Promise(() => {}) });
    await user.click(trigger);
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  });

  it('says "No matches" when nothing matches', async () => {
    const { user, trigger } = renderPicker({ search: searchTenants() });
    await user.click(trigger);
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.type(searchBox(), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
    expect(optionNames()).toEqual([]);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('says the search failed when the server does', async () => {
    const { user, trigger } = renderPicker({ search: () => Promise.reject(new Error('500: boom')) });
    await user.click(trigger);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Search failed. Please try again.'),
    );
    expect(optionNames()).toEqual([]);
  });

  it('starts a search with a letter typed on the closed trigger', async () => {
    const search = searchTenants();
    const { user, trigger } = renderPicker({ search });
    trigger.focus();
    await user.keyboard('u');
    expect(searchBox()).toHaveValue('u');
    await waitFor(() => expect(optionNames()).toEqual(['Umbrella']));
    expect(search.mock.calls.map(([text]) => text)).toEqual(['u']);
  });
});
