import type { OpportunityDetail } from '@common/opportunities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { sampleDeal } from './test-fixtures';
import { dealScreenApi, renderDeal, supportRadixSelect } from './test-stubs';

supportRadixSelect();

const options = {
  'GET /api/properties': () =>
    Response.json({ items: [{ id: 1, name: 'Angelview Medical Center' }], total: 1 }),
  'GET /api/users': () =>
    Response.json([
      { id: 2, fullName: 'Alex Morgan', role: 'asset_manager' },
      { id: 4, fullName: 'Sam Cho', role: 'leasing' },
    ]),
};

async function openEditDeal() {
  const user = userEvent.setup();
  await renderDeal();
  await user.click(screen.getByRole('button', { name: 'Edit Deal' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Deal' }) };
}

describe('Edit Deal', () => {
  it('opens filled from the record', async () => {
    stubApi({ ...dealScreenApi(), ...options });
    const { dialog } = await openEditDeal();
    expect(within(dialog).getByLabelText('Prospect name')).toHaveValue(sampleDeal.prospectName);
    expect(within(dialog).getByLabelText('Probability (%)')).toHaveValue(60);
    expect(within(dialog).getByLabelText('Expected close')).toHaveValue('2026-12-15');
    expect(within(dialog).getByRole('combobox', { name: 'Deal lead' })).toHaveTextContent('Alex Morgan');
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const fetchMock = stubApi({ ...dealScreenApi(), ...options });
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
    const fetchMock = stubApi({
      ...dealScreenApi(),
      ...options,
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
    expect(screen.getByTestId('deal-lead')).toHaveTextContent('Sam Cho');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      prospectName: 'Austin Ortho Group',
      leadUserId: 4,
      probability: 60,
      propertyId: 1,
      proposedRent: 39.5,
    });
  });

  it('keeps the dialog open and says so when the save fails', async () => {
    stubApi({
      ...dealScreenApi(),
      ...options,
      'PATCH /api/opportunities/12': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const { user, dialog } = await openEditDeal();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update deal')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Deal' })).toBeVisible();
  });
});
