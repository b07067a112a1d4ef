import type { DealUpdate } from '@common/opportunities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { dealApi, sampleDeal } from '../workspace/test-fixtures';
import { renderDeal } from '../workspace/test-stubs';

/* TEMP: the deal screen's updates while the stand-in Discussion tab shows them (dropped with it). */

function sampleUpdate(overrides: Partial<DealUpdate> = {}): DealUpdate {
  return {
    id: 1,
    opportunityId: sampleDeal.id,
    userId: 3,
    content: 'Sent the renewal proposal to @amorgan and the broker.',
    isTour: false,
    mentions: ['amorgan'],
    createdAt: '2026-11-05T14:30:00.000Z',
    user: { fullName: 'Jordan Rivera', username: 'jrivera', avatar: null },
    ...overrides,
  };
}

describe('Deal detail side panel — Updates', () => {
  it('lists updates with author, date, tour badge and highlighted @mentions', async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/updates': () =>
        Response.json([
          sampleUpdate({
            id: 2,
            content: 'Toured floor 3 with @scho and @nobody',
            isTour: true,
            mentions: ['scho'],
          }),
          sampleUpdate(),
        ]),
    });
    await renderDeal(sampleDeal, '?tab=discussion');
    const list = await screen.findByRole('list', { name: 'Updates' });
    const [tour, note] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(tour).getByText('Jordan Rivera')).toBeVisible();
    expect(within(tour).getByText('Tour')).toBeVisible();
    expect(within(tour).getByText('@scho').tagName).toBe('MARK');
    expect(within(tour).queryByText('@nobody')).toBeNull(); // plain text, not a highlighted mention
    expect(within(note).queryByText('Tour')).toBeNull();
    expect(within(note).getByText('@amorgan').tagName).toBe('MARK');
    expect(within(note).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  });

  it('posts a note (or a tour) only when it is not blank, then clears the box and reloads', async () => {
    let updates: DealUpdate[] = [];
    const fetchMock = stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/updates': () => Response.json(updates),
      'POST /api/opportunities/12/updates': ({ body }) => {
        const { content, isTour } = body as { content: string; isTour: boolean };
        updates = [sampleUpdate({ id: 9, content, isTour, mentions: [] })];
        return Response.json(updates[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    await renderDeal(sampleDeal, '?tab=discussion');
    expect(await screen.findByText('No updates yet')).toBeVisible();
    const box = screen.getByPlaceholderText('Type @ to notify team members');
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, 'Walked the suite');
    await user.click(screen.getByRole('switch', { name: 'Log as Tour' }));
    await user.click(post);

    const list = await screen.findByRole('list', { name: 'Updates' });
    expect(within(list).getByText('Walked the suite')).toBeVisible();
    expect(within(list).getByText('Tour')).toBeVisible();
    expect(box).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Log as Tour' })).not.toBeChecked();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ content: 'Walked the suite', isTour: true });
  });
});

describe('Deal detail side panel — a mention link', () => {
  it('marks the update a notification links to', async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/updates': () =>
        Response.json([sampleUpdate({ id: 5 }), sampleUpdate({ id: 4 })]),
    });
    renderRoute('/deal-detail/12#update-4'); // the old link opens the Discussion tab at the update
    const list = await screen.findByRole('list', { name: 'Updates' }, { timeout: 5000 });
    const [newer, linked] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(linked).toHaveAttribute('id', 'update-4');
    expect(linked).toHaveClass('ring-1');
    expect(newer).not.toHaveClass('ring-1');
  });
});
