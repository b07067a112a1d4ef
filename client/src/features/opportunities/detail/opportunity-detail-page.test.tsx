import { createLeaseMessages } from '@common/create-lease';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { renderRoute } from '@/test/render-route';
import { noContactEmailReason } from './contact-link';
import { closedWonAfterLostReason } from './opportunity-stage-style';
import { bodyOf, leaseTerms, opportunity, opportunityApi } from './test-fixtures';

const heading = () => screen.findByRole('heading', { level: 1, name: opportunity.title }, { timeout: 5000 });
const stageBar = () => screen.getByRole('navigation', { name: 'Opportunity stage' });
const step = (name: string) => within(stageBar()).getByRole('button', { name });

describe('opportunity detail', () => {
  it('shows the header, the details, the tenant and created-by from the record', async () => {
    stubApi(opportunityApi());
    renderRoute('/opportunity-detail/12');
    expect(await heading()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
    expect(screen.getByText('Created Sep 1, 2025')).toBeVisible();
    expect(screen.getAllByText('Qualified').length).toBeGreaterThan(0);
    expect(screen.getByText('Needs a second floor for the advisory team.')).toBeVisible();
    expect(screen.getByText('$1,250,000')).toBeVisible();
    expect(screen.getByText('40%')).toBeVisible();
    expect(screen.getByText('Mar 15, 2026')).toBeVisible();
    expect(screen.getByText('Alex Morgan')).toBeVisible();
    expect(screen.getByText('Downtown Tower')).toBeVisible();
    expect(screen.getByText('100 Main St')).toBeVisible();
    expect(screen.getByText('Suite 830')).toBeVisible();
    expect(screen.getByText('8,500 sq ft')).toBeVisible();
    expect(screen.getByText('Grace Kim')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:grace@harbor.example.com',
    );
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:grace@harbor.example.com',
    );
    expect(screen.getByRole('button', { name: 'Create Lease' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'No contact information available' and disables the mail buttons without a contact", async () => {
    stubApi(opportunityApi({}, { ...opportunity, tenant: null }));
    renderRoute('/opportunity-detail/12');
    await heading();
    expect(screen.getByText('No contact information available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    expect(await disabledReasonOf(screen.getByRole('button', { name: 'Send Email' }))).toBe(
      noContactEmailReason,
    );
    expect(await disabledReasonOf(screen.getByRole('button', { name: 'Contact' }))).toBe(
      noContactEmailReason,
    );
  });

  it("shows 'Opportunity Not Found' with a way back when the record is not returned", async () => {
    stubApi(opportunityApi({ 'GET /api/opportunities/12': () => Response.json({}, { status: 404 }) }));
    renderRoute('/opportunity-detail/12');
    expect(
      await screen.findByRole('heading', { name: 'Opportunity Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });

  it('shows a skeleton while loading', async () => {
    stubApi(opportunityApi({ 'GET /api/opportunities/12': () => new Promise<Response>(() => {}) }));
    renderRoute('/opportunity-detail/12');
    expect(await screen.findByText('Loading opportunity…', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens the tab the ?tab= query names', async () => {
    stubApi(opportunityApi());
    renderRoute('/opportunity-detail/12?tab=tasks');
    await heading();
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No tasks yet')).toBeVisible();
  });

  it("shows 'No documents yet', or the files linking to their download with their size as the deal screen gives it", async () => {
    stubApi(
      opportunityApi({
        'GET /api/opportunities/12/documents': () =>
          Response.json([
            {
              id: 3,
              opportunityId: 12,
              fileName: 'loi-draft.pdf',
              contentType: 'application/pdf',
              sizeBytes: 45,
              createdAt: '2025-09-18T10:00:00.000Z',
              uploadedBy: { id: 1, username: 'demo', fullName: 'Demo User', avatar: null },
            },
          ]),
      }),
    );
    renderRoute('/opportunity-detail/12?tab=documents');
    expect(await screen.findByRole('link', { name: 'loi-draft.pdf' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/api/documents/3/download',
    );
    expect(screen.getByText(/^45 bytes · Demo User/)).toBeVisible();
  });
});

describe('the stage bar', () => {
  it('fills up to the current step and saves the deal stage of a clicked step with {stage}', async () => {
    let stored = opportunity;
    const fetchMock = stubApi(
      opportunityApi({
        'GET /api/opportunities/12': () => Response.json(stored),
        'PATCH /api/opportunities/12/stage': ({ body }) => {
          stored = { ...stored, ...(body as object) };
          return Response.json(stored);
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/opportunity-detail/12');
    await heading();
    expect(step('Lead')).toHaveAttribute('data-filled', 'true');
    expect(step('Qualified')).toHaveAttribute('aria-current', 'step');
    expect(step('Proposal')).toHaveAttribute('data-filled', 'false');

    await user.click(step('Negotiation'));
    expect(await screen.findByText('Stage Updated')).toBeVisible();
    expect(bodyOf(fetchMock, 'PATCH', '/api/opportunities/12/stage')).toEqual({ stage: 'legal' });
    await waitFor(() => expect(step('Negotiation')).toHaveAttribute('aria-current', 'step'));
    expect(step('Proposal')).toHaveAttribute('data-filled', 'true');
  });

  it('disables Closed Won when the deal is Closed Lost, and fills the lost end', async () => {
    stubApi(opportunityApi({}, { ...opportunity, stage: 'dead' }));
    renderRoute('/opportunity-detail/12');
    await heading();
    expect(step('Closed Won')).toBeDisabled();
    expect(await disabledReasonOf(step('Closed Won'))).toBe(closedWonAfterLostReason);
    expect(step('Closed Won')).toHaveAttribute('data-filled', 'false');
    expect(step('Closed Lost')).toHaveAttribute('aria-current', 'step');
    expect(step('Closed Lost')).toHaveAttribute('data-filled', 'true');
    expect(step('Lead')).toBeEnabled();
  });

  it('keeps every step enabled for an open deal', async () => {
    stubApi(opportunityApi());
    renderRoute('/opportunity-detail/12');
    await heading();
    for (const name of ['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost']) {
      expect(step(name)).toBeEnabled();
    }
  });
});

describe('Edit/Save', () => {
  it('edits title, description, value, probability and close date and saves them', async () => {
    let stored = opportunity;
    const fetchMock = stubApi(
      opportunityApi({
        'GET /api/opportunities/12': () => Response.json(stored),
        'PATCH /api/opportunities/12': ({ body }) => {
          stored = { ...stored, ...(body as object) };
          return Response.json(stored);
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/opportunity-detail/12');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit opportunity' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Harbor Point — floor 9');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Probability (%)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Probability (%)' }), '75');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Potential Value ($)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Potential Value ($)' }), '900000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Opportunity Updated')).toBeVisible();
    expect(bodyOf(fetchMock, 'PATCH', '/api/opportunities/12')).toEqual({
      title: 'Harbor Point — floor 9',
      description: 'Needs a second floor for the advisory team.',
      potentialValue: 900000,
      probability: 75,
      expectedCloseDate: '2026-03-15',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Point — floor 9' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('shows the schema messages and sends nothing for a blank title or a probability over 100', async () => {
    const fetchMock = stubApi(opportunityApi());
    const user = userEvent.setup();
    renderRoute('/opportunity-detail/12');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit opportunity' });
    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    const probability = within(form).getByRole('spinbutton', { name: 'Probability (%)' });
    expect(probability).toHaveAttribute('min', '0');
    expect(probability).toHaveAttribute('max', '100');
    await user.clear(probability);
    await user.type(probability, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Title is required')).toBeVisible();
    expect(within(form).getByText('Probability must be between 0 and 100')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('Create Lease', () => {
  const withTerms = { 'GET /api/opportunities/12/lease-terms': () => Response.json(leaseTerms) };
  const createLeaseButton = () => screen.getByRole('button', { name: 'Create Lease' });

  it.each([
    ['before Closed Won', opportunity, withTerms, createLeaseMessages.notWon],
    ['once Closed Lost', { ...opportunity, stage: 'dead' as const }, withTerms, createLeaseMessages.notWon],
    ['without proposal terms', { ...opportunity, stage: 'deal' as const }, {}, createLeaseMessages.noTerms],
    [
      'without a space',
      { ...opportunity, stage: 'deal' as const, space: null },
      withTerms,
      createLeaseMessages.noSpace,
    ],
    [
      'without a tenant',
      { ...opportunity, stage: 'deal' as const, tenant: null },
      withTerms,
      createLeaseMessages.noTenant,
    ],
    [
      'once its lease exists',
      { ...opportunity, stage: 'deal' as const, leaseId: 77 },
      withTerms,
      createLeaseMessages.alreadyCreated,
    ],
  ])('is disabled %s and says why', async (_, record, handlers, reason) => {
    stubApi(opportunityApi(handlers, record));
    renderRoute('/opportunity-detail/12');
    await heading();
    await waitFor(() => expect(createLeaseButton()).toBeDisabled());
    expect(await disabledReasonOf(createLeaseButton())).toBe(reason);
  });

  it('is enabled for a won deal without a lease and shows the new lease', async () => {
    let won = { ...opportunity, stage: 'deal' as const };
    stubApi(
      opportunityApi({
        ...withTerms,
        'GET /api/opportunities/12': () => Response.json(won),
        'POST /api/opportunities/12/lease': () => {
          won = { ...won, leaseId: 77 };
          return Response.json({ leaseId: 77 }, { status: 201 });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/opportunity-detail/12');
    await heading();
    await waitFor(() => expect(createLeaseButton()).toBeEnabled());
    await user.click(createLeaseButton());
    expect(await screen.findByText('Lease Created')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Lease #77' })).toHaveAttribute(
      'href',
      '/leases?leaseId=77',
    );
    expect(screen.getByRole('button', { name: 'Create Lease' })).toBeDisabled();
  });

  it("shows the server's 409 message in a destructive toast", async () => {
    stubApi(
      opportunityApi(
        {
          ...withTerms,
          'POST /api/opportunities/12/lease': () =>
            Response.json({ message: 'This deal already has a lease' }, { status: 409 }),
        },
        { ...opportunity, stage: 'deal' },
      ),
    );
    const user = userEvent.setup();
    renderRoute('/opportunity-detail/12');
    await heading();
    await waitFor(() => expect(createLeaseButton()).toBeEnabled());
    await user.click(createLeaseButton());
    expect(await screen.findByText('This deal already has a lease')).toBeVisible();
  });
});
