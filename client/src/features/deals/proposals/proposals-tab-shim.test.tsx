import type { LeaseTerms } from '@common/opportunities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { dealApi, sampleDeal } from '../workspace/test-fixtures';
import { renderDeal } from '../workspace/test-stubs';

/* TEMP: the proposal comparison while the stand-in Proposals tab shows it (dropped with it). */

function sampleTerms(kind: LeaseTerms['kind'], overrides: Partial<LeaseTerms> = {}): LeaseTerms {
  return {
    id: kind.length,
    opportunityId: sampleDeal.id,
    kind,
    leaseType: 'triple-net',
    term: 84,
    baseRent: 39.5,
    rentEscalation: 3,
    rentFreePeriod: 4,
    tenantImprovements: 25,
    securityDeposit: 30_000,
    renewalOption: true,
    renewalTerm: 60,
    leasingCommissionPct: null,
    ner: { straightLine: 37.12, discounted: 35.48 },
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('Proposals (stand-in)', () => {
  it('compares the lease terms side by side with their NER; an empty kind says no terms recorded', async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/proposals': () =>
        Response.json([
          sampleTerms('previous', { term: 60, baseRent: 36, ner: { straightLine: 33.4, discounted: 31.05 } }),
          sampleTerms('budget', { leaseType: 'gross', term: 90, baseRent: 41 }),
          sampleTerms('proposal', {
            baseRent: 38.25,
            rentEscalation: 2.5,
            rentFreePeriod: 6,
            leasingCommissionPct: 4.5,
          }),
        ]),
    });
    await renderDeal(sampleDeal, '?tab=proposals');
    const table = await screen.findByRole('table', { name: 'Proposal comparison' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Term', 'Previous Lease', 'Budget', 'Landlord Proposal', 'Tenant Proposal']);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The empty Landlord column says so once, in a cell spanning all its rows.
    expect(row('Lease type')).toEqual([
      'Triple Net (NNN)',
      'Gross Lease',
      'No terms recorded',
      'Triple Net (NNN)',
    ]);
    expect(within(table).getByRole('cell', { name: 'No terms recorded' })).toHaveAttribute('rowspan', '10');
    expect(row('Term')).toEqual(['5 years', '90 months', '7 years']);
    expect(row('Base rent ($/SF/yr)')).toEqual(['$36.00', '$41.00', '$38.25']);
    expect(row('Escalation (per year)')).toEqual(['3%', '3%', '2.5%']);
    expect(row('Free rent')).toEqual(['4 months', '4 months', '6 months']);
    expect(row('NER, straight-line ($/SF/yr)')).toEqual(['$33.40', '$37.12', '$37.12']);
    expect(row('NER, discounted ($/SF/yr)')).toEqual(['$31.05', '$35.48', '$35.48']);
    // A blank commission is none, and the row says so.
    expect(row('Leasing commission')).toEqual(['None (0%)', 'None (0%)', '4.5% of aggregate rent']);
  });

  it('opens the NER breakdown of a proposal on a click, with the sum that gives its straight-line figure', async () => {
    stubApi({
      ...dealApi(),
      'GET /api/opportunities/12/proposals': () =>
        Response.json([
          // $20 flat, 5 years, $10 TI, 5 months free: (100 − 8.33 − 10) ÷ 5 = $16.33.
          sampleTerms('proposal', {
            term: 60,
            baseRent: 20,
            rentEscalation: 0,
            rentFreePeriod: 5,
            tenantImprovements: 10,
            ner: { straightLine: 16.33, discounted: 15.6 },
          }),
        ]),
    });
    const user = userEvent.setup();
    await renderDeal(sampleDeal, '?tab=proposals');
    const table = await screen.findByRole('table', { name: 'Proposal comparison' });
    await user.click(within(table).getByRole('button', { name: '$16.33' }));
    const panel = await screen.findByRole('dialog', { name: 'NER breakdown, Tenant Proposal' });
    const line = (label: string | RegExp) =>
      within(panel).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;
    expect(line('Aggregate rent, 5 years')).toBe('$100.00');
    expect(line('− Free rent, 5 months')).toBe('$8.33');
    expect(line('− TI allowance')).toBe('$10.00');
    expect(line('− Leasing commission, 0% of aggregate rent')).toBe('$0.00');
    expect(line('= Net rent over the term')).toBe('$81.67');
    expect(line('÷ 5 years = NER, straight-line')).toBe('$16.33/SF/yr');
    expect(line(/NER, discounted/)).toBe('$15.60/SF/yr');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });
});
