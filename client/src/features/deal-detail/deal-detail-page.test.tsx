import type { OpportunityDetail } from '@common/opportunities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { sampleDeal } from './test-fixtures';
import { dealScreenApi, renderDeal, supportRadixSelect } from './test-stubs';

supportRadixSelect();

const path = `/deal-detail/${sampleDeal.id}`;

/** A response that waits until the test lets it go. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Deal detail', () => {
  it('shows the header from the record: back link, prospect, badges, lead, stage, Edit Deal and Export', async () => {
    stubApi(dealScreenApi());
    await renderDeal();
    expect(await screen.findByRole('heading', { level: 1, name: sampleDeal.prospectName })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
    const facts = screen.getByRole('list', { name: 'Deal facts' });
    expect(within(facts).getByText('Renewal')).toBeVisible();
    expect(within(facts).getByText('4,800 sf')).toBeVisible();
    expect(screen.getByTestId('deal-lead')).toHaveTextContent('Alex Morgan');
    expect(screen.getByRole('combobox', { name: 'Deal stage' })).toHaveTextContent('Proposal');
    expect(screen.getByRole('button', { name: 'Edit Deal' })).toBeVisible();
    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/opportunities/12/summary.csv');
    expect(exportLink).toHaveAttribute('download', 'deal-12-summary.csv');
  });

  it("says 'No lead assigned' for a deal without a lead", async () => {
    stubApi(dealScreenApi({ ...sampleDeal, lead: null }));
    await renderDeal();
    expect(await screen.findByTestId('deal-lead')).toHaveTextContent('No lead assigned');
  });

  it('shows the new stage at once, disables the dropdown while saving, then toasts', async () => {
    const answer = deferred();
    let stored: OpportunityDetail = sampleDeal;
    const fetchMock = stubApi({
      ...dealScreenApi(),
      'GET /api/opportunities/12': () => Response.json(stored),
      'PATCH /api/opportunities/12/stage': () => answer.promise,
    });
    const user = userEvent.setup();
    await renderDeal();
    const select = await screen.findByRole('combobox', { name: 'Deal stage' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'LOI' }));
    await waitFor(() => expect(select).toHaveTextContent('LOI'));
    expect(select).toBeDisabled();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ stage: 'loi' });

    stored = { ...sampleDeal, stage: 'loi' };
    answer.resolve(Response.json(stored));
    expect(await screen.findByText('Deal stage updated')).toBeVisible();
    expect(screen.getByText('Deal is now in the LOI stage')).toBeVisible();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveTextContent('LOI');
  });

  it('rolls the stage back and says so when the save fails', async () => {
    stubApi({
      ...dealScreenApi(),
      'PATCH /api/opportunities/12/stage': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const user = userEvent.setup();
    await renderDeal();
    const select = await screen.findByRole('combobox', { name: 'Deal stage' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Deal Complete' }));
    expect(await screen.findByText('Failed to update deal stage')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
    await waitFor(() => expect(select).toHaveTextContent('Proposal'));
  });

  it("shows the record's facts in the Overview", async () => {
    stubApi(dealScreenApi({ ...sampleDeal, proposedRent: null, potentialValue: null }));
    const user = userEvent.setup();
    await renderDeal();
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    const table = screen.getByRole('table', { name: 'Deal overview' });
    const value = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;
    expect(within(table).getByRole('link', { name: 'Angelview Medical Center' })).toHaveAttribute(
      'href',
      '/properties/1',
    );
    expect(value('Address')).toBe('2200 Angelview Parkway, Austin, TX');
    expect(value('Suite')).toBe('Suite 300 · Floor 3 · 4,800 sf');
    expect(value('Size')).toBe('4,800 sf');
    expect(value('Deal type')).toBe('Renewal');
    expect(value('Proposed rent')).toBe('—');
    expect(value('Broker')).toBe('Megan Ortiz, Lone Star Healthcare Realty');
    expect(value('Deal lead')).toBe('Alex Morgan');
    expect(value('Expected close')).toBe('Dec 15, 2026');
    expect(value('Probability')).toBe('60%');
    expect(value('Potential value')).toBe('—');
    expect(value('Created')).toMatch(/^Aug 1, 2026 by Demo User$/);
  });

  it.each([
    ['an unknown id', () => Response.json({ message: 'Opportunity not found' }, { status: 404 })],
    ['a failed call', () => new Response('', { status: 500, statusText: 'Internal Server Error' })],
  ])("shows 'Deal Not Found' with a way back for %s", async (_case, answer) => {
    stubApi({ 'GET /api/user': signedIn(), 'GET /api/opportunities/999': answer });
    renderRoute('/deal-detail/999');
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
  });

  it("shows 'Deal Not Found' for an id that is not a record id, without asking", async () => {
    const fetchMock = stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/deal-detail/abc');
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' }, { timeout: 5000 })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/opportunities'))).toBe(false);
  });

  it('shows a loading skeleton while the deal loads', async () => {
    const answer = deferred();
    stubApi({ ...dealScreenApi(), 'GET /api/opportunities/12': () => answer.promise });
    renderRoute(path);
    expect(await screen.findByText('Loading deal…', {}, { timeout: 5000 })).toBeInTheDocument();
    answer.resolve(Response.json(sampleDeal as OpportunityDetail));
    expect(await screen.findByRole('heading', { level: 1, name: sampleDeal.prospectName })).toBeVisible();
  });
});
