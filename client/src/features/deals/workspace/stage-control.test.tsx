import type { OpportunityDetail } from '@common/deal-detail';
import { lostReasonNoteRequiredMessage, lostReasonRequiredMessage } from '@common/deal-history';
import { staleWriteMessage } from '@common/stale-writes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { closedWonAfterLostReason } from './stage-bar-rules';
import { bodiesOf, dealApi, sampleDeal } from './test-fixtures';
import { renderDeal } from './test-stubs';

const bar = () => screen.getByRole('navigation', { name: 'Opportunity stage' });
const step = (name: string) => within(bar()).getByRole('button', { name });
const dropdown = () => screen.getByRole('combobox', { name: 'Deal stage' });

/** A response that waits until the test lets it go. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The deal API with a stored record that PATCH /stage moves (the version going up by one). */
function movableDeal(start: OpportunityDetail = sampleDeal) {
  let stored = start;
  const fetchMock = stubApi(
    dealApi({
      'GET /api/opportunities/12': () => Response.json(stored),
      'PATCH /api/opportunities/12/stage': ({ body }) => {
        const change = body as Partial<OpportunityDetail>;
        stored = {
          ...stored,
          ...change,
          lostAtStage: change.stage === 'dead' ? stored.stage : null,
          version: stored.version + 1,
        };
        return Response.json(stored);
      },
    }),
  );
  return { fetchMock, stored: () => stored };
}

describe('the stage control', () => {
  it('shows one value in the bar and the dropdown; the dropdown saves with the version, at once', async () => {
    const answer = deferred();
    const fetchMock = stubApi(dealApi({ 'PATCH /api/opportunities/12/stage': () => answer.promise }));
    const user = userEvent.setup();
    await renderDeal();
    expect(dropdown()).toHaveTextContent('Proposal');
    expect(step('Proposal')).toHaveAttribute('aria-current', 'step');
    expect(step('Qualified')).toHaveAttribute('data-filled', 'true');
    expect(step('Negotiation')).toHaveAttribute('data-filled', 'false');

    await user.click(dropdown());
    await user.click(await screen.findByRole('option', { name: 'Legal' }));
    // The new stage shows at once in both views; the control waits for the answer.
    await waitFor(() => expect(dropdown()).toHaveTextContent('Legal'));
    expect(step('Negotiation')).toHaveAttribute('aria-current', 'step');
    expect(dropdown()).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual([
      { stage: 'legal', version: 4 },
    ]);
    answer.resolve(Response.json({ ...sampleDeal, stage: 'legal', version: 5 }));
    expect(await screen.findByText('Deal is now in the Legal stage')).toBeVisible();
    await waitFor(() => expect(dropdown()).toBeEnabled());
  });

  it('saves the deal stage a step stands for', async () => {
    const { fetchMock } = movableDeal();
    const user = userEvent.setup();
    await renderDeal();
    await user.click(step('Negotiation'));
    expect(await screen.findByText('Deal stage updated')).toBeVisible();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual([
      { stage: 'legal', version: 4 },
    ]);
    await waitFor(() => expect(dropdown()).toHaveTextContent('Legal'));
  });

  it('rolls the stage back and says so when the save fails', async () => {
    stubApi(
      dealApi({
        'PATCH /api/opportunities/12/stage': () => Response.json({ message: 'boom' }, { status: 500 }),
      }),
    );
    const user = userEvent.setup();
    await renderDeal();
    await user.click(dropdown());
    await user.click(await screen.findByRole('option', { name: 'Deal Complete' }));
    expect(await screen.findByText('Failed to update deal stage')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    await waitFor(() => expect(dropdown()).toHaveTextContent('Proposal'));
  });

  it('shows the current stage when the deal changed meanwhile (409)', async () => {
    const current = { ...sampleDeal, stage: 'loi' as const, version: 5 };
    stubApi(
      dealApi({
        'PATCH /api/opportunities/12/stage': () =>
          Response.json({ message: staleWriteMessage, current }, { status: 409 }),
      }),
    );
    const user = userEvent.setup();
    await renderDeal();
    await user.click(step('Lead'));
    expect(await screen.findByText(`${staleWriteMessage} It is now in LOI.`)).toBeVisible();
    await waitFor(() => expect(dropdown()).toHaveTextContent('LOI'));
  });

  it('asks why before moving to Dead, sends the reason, and Undo moves the deal back', async () => {
    const { fetchMock } = movableDeal();
    const user = userEvent.setup();
    await renderDeal();
    await user.click(step('Closed Lost'));
    const dialog = await screen.findByRole('dialog', { name: 'Move this deal to Dead?' });
    expect(within(dialog).getByText(/lost at Proposal/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(within(dialog).getByText(lostReasonRequiredMessage)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(within(dialog).getByText(lostReasonNoteRequiredMessage)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /What happened/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Price' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Went with a cheaper sublease');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Dead' }));
    expect(await screen.findByText('Deal moved to Dead')).toBeVisible();
    expect(screen.getByText('Lost at Proposal: Price')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dropdown()).toHaveTextContent('Dead');
    expect(screen.getByText('Lost at Proposal. Reason: Price: Went with a cheaper sublease')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Deal is back in the Proposal stage')).toBeVisible();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual([
      { stage: 'dead', lostReason: 'price', lostReasonNote: 'Went with a cheaper sublease', version: 4 },
      { stage: 'proposal', version: 5 },
    ]);
    await waitFor(() => expect(dropdown()).toHaveTextContent('Proposal'));
  });

  it('asks why when Dead is picked from the dropdown too, and Cancel sends nothing', async () => {
    const { fetchMock } = movableDeal();
    const user = userEvent.setup();
    await renderDeal();
    await user.click(dropdown());
    await user.click(await screen.findByRole('option', { name: 'Dead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this deal to Dead?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dropdown()).toHaveTextContent('Proposal');
    expect(bodiesOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual([]);
  });

  it('fills a dead deal only up to the step it was lost at, and disables Closed Won saying why', async () => {
    stubApi(dealApi({}, { ...sampleDeal, stage: 'dead', lostAtStage: 'inquiry', lostReason: 'timing' }));
    await renderDeal();
    expect(step('Lead')).toHaveAttribute('data-filled', 'true');
    for (const name of ['Qualified', 'Proposal', 'Negotiation', 'Closed Won']) {
      expect(step(name)).toHaveAttribute('data-filled', 'false');
    }
    expect(step('Closed Lost')).toHaveAttribute('aria-current', 'step');
    expect(step('Closed Lost')).toHaveAttribute('data-filled', 'true');
    expect(step('Closed Won')).toBeDisabled();
    expect(await disabledReasonOf(step('Closed Won'))).toBe(closedWonAfterLostReason);
    expect(screen.getByText('Lost at Inquiry. Reason: Timing')).toBeVisible();
  });
});
