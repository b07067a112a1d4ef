import { createLeaseMessages } from '@common/create-lease';
import type { OpportunityDetail } from '@common/deal-detail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { noContactEmailReason } from './contact-link';
import { dealApi, sampleDeal, sampleTerms } from './test-fixtures';
import { renderDeal } from './test-stubs';

describe('Overview', () => {
  it("shows the record's facts, the tenant's contact and the quick actions", async () => {
    stubApi(
      dealApi({}, { ...sampleDeal, proposedRent: null, potentialValue: null, probabilityByHand: true }),
    );
    await renderDeal();
    const table = screen.getByRole('table', { name: 'Deal overview' });
    const value = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;
    expect(within(table).getByRole('link', { name: 'Angelview Medical Center' })).toHaveAttribute(
      'href',
      '/properties/1',
    );
    expect(value('Address')).toBe('2200 Angelview Parkway, Austin, TX');
    expect(value('Suite')).toBe('300 · Floor 3 · 4,800 sf');
    expect(value('Deal type')).toBe('Renewal');
    expect(value('Proposed rent')).toBe('—');
    expect(value('Broker')).toBe('Megan Ortiz, Lone Star Healthcare Realty');
    expect(value('Expected close')).toBe('Dec 15, 2026');
    expect(value('Probability')).toBe('60% (set by hand)');
    expect(value('Potential value')).toBe('—');
    expect(value('Created')).toBe('Aug 1, 2026 by Demo User');
    expect(screen.getByText('Renewal of suite 300 with a small expansion.')).toBeVisible();

    const aside = screen.getByRole('complementary', { name: 'Tenant and actions' });
    expect(within(aside).getByText('Grace Kim')).toBeVisible();
    expect(within(aside).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:grace@austinortho.example.com',
    );
    expect(within(aside).getByRole('button', { name: 'Create Lease' })).toBeDisabled();
  });

  it("says 'No contact information available' and disables Send Email without a contact", async () => {
    stubApi(dealApi({}, { ...sampleDeal, tenant: null }));
    await renderDeal();
    expect(screen.getByText('No contact information available')).toBeVisible();
    const sendEmail = screen.getByRole('button', { name: 'Send Email' });
    expect(sendEmail).toBeDisabled();
    expect(await disabledReasonOf(sendEmail)).toBe(noContactEmailReason);
  });
});

describe('Create Lease', () => {
  const withTerms = { 'GET /api/opportunities/12/lease-terms': () => Response.json(sampleTerms) };
  const createLease = () => screen.getByRole('button', { name: 'Create Lease' });
  const won = { ...sampleDeal, stage: 'deal' as const };

  it.each([
    ['before the deal is won', sampleDeal, withTerms, createLeaseMessages.notWon],
    ['without proposal terms', won, {}, createLeaseMessages.noTerms],
    ['without a space', { ...won, space: null }, withTerms, createLeaseMessages.noSpace],
    ['once its lease exists', { ...won, leaseId: 77 }, withTerms, createLeaseMessages.alreadyCreated],
  ])('is disabled %s and says why', async (_, deal: OpportunityDetail, handlers, reason) => {
    stubApi(dealApi(handlers, deal));
    await renderDeal(deal);
    await waitFor(() => expect(createLease()).toBeDisabled());
    expect(await disabledReasonOf(createLease())).toBe(reason);
  });

  it('creates the lease of a won deal and links to it', async () => {
    let stored: OpportunityDetail = won;
    stubApi(
      dealApi({
        ...withTerms,
        'GET /api/opportunities/12': () => Response.json(stored),
        'POST /api/opportunities/12/lease': () => {
          stored = { ...stored, leaseId: 77 };
          return Response.json({ leaseId: 77 }, { status: 201 });
        },
      }),
    );
    const user = userEvent.setup();
    await renderDeal(won);
    await waitFor(() => expect(createLease()).toBeEnabled());
    await user.click(createLease());
    expect(await screen.findByText('Lease Created')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Lease #77' })).toHaveAttribute(
      'href',
      '/leases?leaseId=77',
    );
  });

  it("shows the server's refusal in a destructive toast", async () => {
    stubApi(
      dealApi(
        {
          ...withTerms,
          'POST /api/opportunities/12/lease': () =>
            Response.json({ message: 'This deal already has a lease' }, { status: 409 }),
        },
        won,
      ),
    );
    const user = userEvent.setup();
    await renderDeal(won);
    await waitFor(() => expect(createLease()).toBeEnabled());
    await user.click(createLease());
    expect(await screen.findByText('This deal already has a lease')).toBeVisible();
  });
});
