import { leaseTermsMessages } from '@common/lease-terms-messages';
import {
  approvalGateMessage,
  type ProposalRound,
  type ProposalRoundInput,
  proposalRoundMessages,
} from '@common/proposal-rounds';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { ProposalsTab } from './proposals-tab';
import { sampleDeal, sampleLeaseTerms, sampleRound, withVariances } from './test-fixtures';

beforeAll(() => {
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const roundsPath = `/api/opportunities/${sampleDeal.id}/proposal-rounds`;

const budget = sampleRound(1, { side: 'budget', roundDate: '2026-01-05', baseRent: 20 });
const offer = sampleRound(2, {
  side: 'landlord',
  roundDate: '2026-02-01',
  baseRent: 21.5,
  rentFreeMonths: 4,
  accepted: true,
});
const counter = sampleRound(3, {
  side: 'tenant',
  roundDate: '2026-03-01',
  baseRent: 19,
  approvalStatus: 'pending',
  submittedBy: { id: 3, fullName: 'Jordan Rivera' },
  submittedAt: '2026-03-02T15:00:00.000Z',
});

/** The tab against a fake server holding `rounds`; a POST adds one to them. */
function renderTab(rounds: ProposalRound[], handlers: Parameters<typeof stubApi>[0] = {}) {
  let stored = [...rounds];
  const fetchMock = stubApi({
    [`GET ${roundsPath}`]: () => Response.json(withVariances(stored)),
    [`POST ${roundsPath}`]: ({ body }) => {
      const created = sampleRound(100 + stored.length, body as ProposalRoundInput);
      stored = [...stored, created];
      return Response.json(created, { status: 201 });
    },
    'GET /api/settings/approval-gate': () => Response.json({ enabled: true }),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    ...handlers,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TooltipProvider>
        <ProposalsTab deal={sampleDeal} />
      </TooltipProvider>
    </AppProviders>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

const card = (name: string) => screen.getByRole('listitem', { name });

describe('Proposals tab on a phone', () => {
  it('shows a card per round, oldest first, with NERs and variances in sign, words and colour', async () => {
    // The deal's lease terms are the accepted offer's.
    const offerTerms = {
      ...sampleLeaseTerms,
      leaseType: offer.leaseType,
      term: offer.termMonths,
      baseRent: offer.baseRent,
      rentEscalation: offer.rentEscalation,
      rentFreePeriod: offer.rentFreeMonths,
      tenantImprovements: offer.tenantImprovements,
      leasingCommissionPct: offer.leasingCommissionPct,
      otherLandlordCosts: offer.otherLandlordCosts,
    };
    renderTab(
      [counter, budget, offer].sort((a, b) => a.roundDate.localeCompare(b.roundDate)),
      {
        [`GET /api/opportunities/${sampleDeal.id}/lease-terms`]: () => Response.json(offerTerms),
      },
    );
    const list = await screen.findByRole('list', { name: 'Proposal rounds' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Budget of Jan 5, 2026', 'Landlord offer of Feb 1, 2026', 'Tenant counter of Mar 1, 2026']);

    // $21.50 with 4 months free against a $20.00 budget with 5: +$1.74 of NER a year, better.
    const landlord = card('Landlord offer of Feb 1, 2026');
    expect(within(landlord).getByRole('button', { name: '$18.07' })).toBeVisible();
    const better = within(landlord).getAllByText('+$1.74 vs budget')[0]!;
    expect(better.parentElement).toHaveAttribute('data-favourable', 'true');
    expect(within(landlord).getAllByText('$1.74 above budget, better for the landlord')).not.toHaveLength(0);
    expect(within(landlord).getByText('−1 month vs budget')).toBeVisible();
    expect(within(landlord).getByText('Accepted')).toBeVisible();
    expect(await screen.findByText(/^From the accepted/)).toHaveTextContent(
      'From the accepted landlord offer of Feb 1, 2026.',
    );

    const tenant = card('Tenant counter of Mar 1, 2026');
    const worse = within(tenant).getByText('−$1.00 vs budget');
    expect(worse.parentElement).toHaveAttribute('data-favourable', 'false');
    expect(within(tenant).getByText('$1.00 below budget, worse for the landlord')).toBeInTheDocument();
    expect(within(tenant).getByText('Approval pending')).toBeVisible();
    expect(within(tenant).getByText('Submitted by Jordan Rivera on Mar 2, 2026')).toBeVisible();
    // Someone who may not decide sees the buttons disabled, and why.
    expect(within(tenant).getByRole('button', { name: /^Approve: / })).toBeDisabled();
    expect(within(card('Budget of Jan 5, 2026')).queryByText(/vs budget/)).toBeNull();
    // The gate is on and nothing is approved yet.
    expect(screen.getByText(approvalGateMessage)).toHaveAttribute('role', 'status');
  });

  it('adds a tenant counter copied from the last offer, checking the terms before sending', async () => {
    const { fetchMock, user } = renderTab([budget, offer]);
    await user.click(await screen.findByRole('button', { name: 'Add tenant counter' }));
    const form = screen.getByRole('form', { name: 'Proposal round' });
    const field = (name: string) => within(form).getByRole('spinbutton', { name });
    expect(within(form).getByRole('combobox', { name: 'Side' })).toHaveTextContent('Tenant counter');
    expect(within(form).getByLabelText('Date')).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    expect(field('Base rent ($/SF/yr)')).toHaveValue(21.5);
    expect(field('Free rent (months)')).toHaveValue(4);
    expect(within(form).getByText(/NER/)).toHaveTextContent('NER $18.07 straight-line');

    await user.clear(field('Base rent ($/SF/yr)'));
    await user.click(within(form).getByRole('button', { name: 'Save round' }));
    expect(await within(form).findByText(leaseTermsMessages.baseRent)).toBeVisible();
    expect(callsTo(fetchMock, 'POST', roundsPath)).toEqual([]);

    await user.type(field('Base rent ($/SF/yr)'), '20.75');
    await user.click(within(form).getByRole('button', { name: 'Save round' }));
    expect(
      await screen.findByRole('listitem', { name: `Tenant counter of ${format(new Date(), 'MMM d, yyyy')}` }),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'POST', roundsPath)).toEqual([
      {
        side: 'tenant',
        roundDate: format(new Date(), 'yyyy-MM-dd'),
        leaseType: 'net',
        areaRsf: 4800,
        termMonths: 60,
        baseRent: 20.75,
        rentEscalation: 0,
        rentFreeMonths: 4,
        tenantImprovements: 10,
        leasingCommissionPct: null,
        otherLandlordCosts: 0,
        note: null,
      },
    ]);
  });

  it('rejects a pending round only with a comment, and sends it with the round’s version', async () => {
    const decidable = { ...counter, decision: { allowed: true, reason: null } };
    const { fetchMock, user } = renderTab([decidable], {
      [`POST /api/proposal-rounds/${counter.id}/reject`]: ({ body }) =>
        Response.json({
          ...decidable,
          approvalStatus: 'rejected',
          decisionComment: (body as { comment: string }).comment,
        }),
    });
    await user.click(await screen.findByRole('button', { name: /^Reject: tenant counter/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject proposal' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(proposalRoundMessages.commentRequired)).toBeVisible();
    expect(callsTo(fetchMock, 'POST', `/api/proposal-rounds/${counter.id}/reject`)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Why is it rejected/ }), 'TI over budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Proposal rejected')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', `/api/proposal-rounds/${counter.id}/reject`)).toEqual([
      { comment: 'TI over budget', version: 1 },
    ]);
  });
});

describe('Proposals tab on a wide screen', () => {
  it('lays the rounds side by side, oldest on the left, a row per term', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderTab([budget, offer, counter]);
    const table = await screen.findByRole('table', { name: 'Proposal rounds' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Term',
      'BudgetJan 5, 2026',
      'Landlord offerFeb 1, 2026Accepted',
      'Tenant counterMar 1, 2026',
    ]);
    const row = within(within(table).getByRole('rowheader', { name: 'Base rent ($/SF/yr)' }).closest('tr')!);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '$20.00',
      '$21.50+$1.50 vs budget$1.50 above budget, better for the landlord',
      '$19.00−$1.00 vs budget$1.00 below budget, worse for the landlord',
    ]);
  });
});

describe('Proposal round form, when the save is refused', () => {
  const openCounter = async (answer: () => Response) => {
    const { user } = renderTab([budget, offer], { [`POST ${roundsPath}`]: answer });
    await user.click(await screen.findByRole('button', { name: 'Add tenant counter' }));
    const form = screen.getByRole('form', { name: 'Proposal round' });
    await user.click(within(form).getByRole('button', { name: 'Save round' }));
    return form;
  };

  it('shows a refusal naming a term under that term, with no alert', async () => {
    const message = 'Base rent is above the building’s ceiling';
    const form = await openCounter(() =>
      Response.json({ message, field: 'baseRent', code: 'validation' }, { status: 400 }),
    );
    const baseRent = within(form).getByRole('spinbutton', { name: 'Base rent ($/SF/yr)' });
    await vi.waitFor(() => expect(baseRent).toHaveAccessibleDescription(message));
    expect(baseRent).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('says the round could not be saved in the form’s alert when the server fails', async () => {
    const form = await openCounter(() => Response.json({ message: 'boom' }, { status: 500 }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The round could not be saved. Please try again.',
    );
  });
});
