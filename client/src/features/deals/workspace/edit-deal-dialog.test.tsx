import type { OpportunityDetail } from '@common/deal-detail';
import { staleWriteMessage } from '@common/stale-writes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { stubApi } from '@/test/api-stub';
import { bodiesOf, dealApi, sampleDeal } from './test-fixtures';
import { renderDeal } from './test-stubs';

const properties = [
  { id: 1, name: 'Angelview Medical Center', address: '2200 Angelview Parkway', city: 'Austin', state: 'TX' },
  { id: 7, name: 'Harbor Point Plaza', address: '1 Harbor Way', city: 'Austin', state: 'TX' },
];

let lastUrl = () => new URL('http://localhost');

const options = {
  // Searches like the server (the stub's handlers do not see the query; it is read from the call).
  'GET /api/properties': () => {
    const keyword = lastUrl().searchParams.get('keyword')?.toLowerCase() ?? '';
    const items = properties.filter((property) => property.name.toLowerCase().includes(keyword));
    return Response.json({ items, total: items.length });
  },
  'GET /api/users': () =>
    Response.json([
      { id: 2, fullName: 'Alex Morgan', role: 'asset_manager' },
      { id: 4, fullName: 'Sam Cho', role: 'leasing' },
    ]),
};

function stubDealApi(extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(dealApi({ ...options, ...extra }));
  lastUrl = () => new URL(String(fetchMock.mock.lastCall?.[0]), 'http://localhost');
  return fetchMock;
}

async function openEditDeal() {
  const user = userEvent.setup();
  await renderDeal();
  await user.click(screen.getByRole('button', { name: 'Edit Deal' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Deal' }) };
}

describe('Edit Deal', () => {
  it('opens filled from the record', async () => {
    stubDealApi();
    const { dialog } = await openEditDeal();
    expect(within(dialog).getByLabelText('Prospect name')).toHaveValue(sampleDeal.prospectName);
    expect(within(dialog).getByLabelText('Probability (%)')).toHaveValue(60);
    expect(within(dialog).getByLabelText('Expected close')).toHaveValue('2026-12-15');
    expect(within(dialog).getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('Alex Morgan');
    expect(within(dialog).getByRole('combobox', { name: 'Property' })).toHaveTextContent(
      'Angelview Medical Center',
    );
  });

  it('moves the deal to a searched property, leaving its suite behind', async () => {
    const fetchMock = stubDealApi({
      'PATCH /api/opportunities/12': () => Response.json(sampleDeal),
    });
    const { user, dialog } = await openEditDeal();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/properties'))).toBe(false);
    await user.click(within(dialog).getByRole('combobox', { name: 'Property' }));
    await user.type(screen.getByRole('combobox', { name: 'Search properties' }), 'harbor');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: 'Harbor Point Plaza' })).toHaveAccessibleDescription(
      '1 Harbor Way, Austin, TX',
    );
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Property' })).toHaveTextContent(
      'Harbor Point Plaza',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/properties?limit=20&keyword=harbor',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deal updated')).toBeVisible();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual([
      { propertyId: 7, spaceId: null, version: sampleDeal.version },
    ]);
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const fetchMock = stubDealApi();
    const { user, dialog } = await openEditDeal();
    const probability = within(dialog).getByLabelText('Probability (%)');
    await user.clear(probability);
    await user.type(probability, '101');
    await user.clear(within(dialog).getByLabelText('Prospect name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Probability must be between 0 and 100')).toBeVisible();
    expect(within(dialog).getByText('Prospect name is required')).toBeVisible();
    expect(probability).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves with PATCH, toasts, closes and shows the saved record', async () => {
    let stored: OpportunityDetail = sampleDeal;
    const fetchMock = stubDealApi({
      'GET /api/opportunities/12': () => Response.json(stored),
      'PATCH /api/opportunities/12': ({ body }) => {
        const changes = body as { prospectName: string; leadUserId: number | null };
        stored = {
          ...sampleDeal,
          prospectName: changes.prospectName,
          lead:
            changes.leadUserId === 4 ? { id: 4, username: 'scho', fullName: 'Sam Cho', avatar: null } : null,
        };
        return Response.json(stored);
      },
    });
    const { user, dialog } = await openEditDeal();
    const name = within(dialog).getByLabelText('Prospect name');
    await user.clear(name);
    await user.type(name, 'Austin Ortho Group');
    await user.click(within(dialog).getByRole('combobox', { name: 'Deal lead' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Cho' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Deal updated')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Austin Ortho Group' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('Sam Cho');
    // Only what changed, with the version it was made on: an unchanged probability stays on the stage.
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual([
      { prospectName: 'Austin Ortho Group', leadUserId: 4, version: sampleDeal.version },
    ]);
  });

  it('closes without a call when nothing was changed', async () => {
    const fetchMock = stubDealApi();
    const { user, dialog } = await openEditDeal();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual([]);
  });

  it('shows the deal as it now is when someone else changed it meanwhile (409)', async () => {
    const current = { ...sampleDeal, prospectName: 'Austin Orthopedics PLLC', version: 5 };
    stubDealApi({
      'PATCH /api/opportunities/12': () =>
        Response.json({ message: staleWriteMessage, current }, { status: 409 }),
    });
    const { user, dialog } = await openEditDeal();
    await user.type(within(dialog).getByLabelText('Title'), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update deal')).toBeVisible();
    expect(screen.getByText(staleWriteMessage)).toBeVisible();
    expect(within(dialog).getByLabelText('Prospect name')).toHaveValue('Austin Orthopedics PLLC');
    expect(within(dialog).getByLabelText('Title')).toHaveValue(sampleDeal.title);
  });

  it('keeps the dialog open and says so when the save fails', async () => {
    stubDealApi({
      'PATCH /api/opportunities/12': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const { user, dialog } = await openEditDeal();
    await user.type(within(dialog).getByLabelText('Title'), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update deal')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Deal' })).toBeVisible();
  });

  it('shows a refusal naming a field under that field, with no error toast', async () => {
    const message = 'That title is used by another deal';
    stubDealApi({
      'PATCH /api/opportunities/12': () =>
        Response.json({ message, field: 'title', code: 'validation' }, { status: 400 }),
    });
    const { user, dialog } = await openEditDeal();
    // A toast showing before the save stays: no error toast replaces it.
    act(() => {
      toast({ title: 'Before the save' });
    });
    await user.type(within(dialog).getByLabelText('Title'), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(message));
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Before the save')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Deal' })).toBeVisible();
  });
});
