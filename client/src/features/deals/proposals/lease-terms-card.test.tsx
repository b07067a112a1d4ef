import { leaseTermsMessages } from '@common/lease-terms-messages';
import type { ProposalRound } from '@common/proposal-rounds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { bodyOf, callsTo, dealApi, sampleDeal } from '../workspace/test-fixtures';
import { renderDeal } from '../workspace/test-stubs';
import { sampleLeaseTerms, sampleRound } from './test-fixtures';

beforeAll(() => {
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const path = `/api/opportunities/${sampleDeal.id}/lease-terms`;
const dealPath = `/api/opportunities/${sampleDeal.id}`;

/** The deal screen on its Proposals tab, against a fake server answering `handlers` over `dealApi`. */
async function openTab(handlers: Parameters<typeof dealApi>[0] = {}) {
  const fetchMock = stubApi(dealApi(handlers));
  const user = userEvent.setup();
  await renderDeal(sampleDeal, '?tab=proposals');
  await screen.findByText('Lease Terms');
  return { fetchMock, user };
}

const form = () => screen.getByRole('form', { name: 'Lease terms' });
const field = (name: string) => within(form()).getByRole('spinbutton', { name });

async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

/** The accepted round whose terms `sampleLeaseTerms` are. */
const acceptedOffer = sampleRound(7, {
  side: 'landlord',
  roundDate: '2026-02-01',
  leaseType: 'triple-net',
  termMonths: 120,
  baseRent: 42.5,
  rentEscalation: 3,
  rentFreeMonths: 4,
  tenantImprovements: 35,
  otherLandlordCosts: 3,
  accepted: true,
});
const withRounds = (rounds: ProposalRound[]) => ({
  [`GET ${dealPath}/proposal-rounds`]: () => Response.json(rounds),
});

describe('Lease Terms on the Proposals tab', () => {
  it("shows 'No Lease Terms Defined' and 'Add Terms' when the deal has none", async () => {
    await openTab();
    expect(await screen.findByText('No Lease Terms Defined')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Lease Terms' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Terms' })).toBeVisible();
  });

  it('treats a failed load as no terms', async () => {
    await openTab({ [`GET ${path}`]: () => new Response('boom', { status: 500 }) });
    expect(await screen.findByText('No Lease Terms Defined')).toBeVisible();
  });

  it('opens the form with the defaults, steps and the five lease types', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    const leaseType = within(form()).getByRole('combobox', { name: 'Lease Type' });
    expect(leaseType).toHaveTextContent('Gross Lease');
    expect(field('Term (months)')).toHaveValue(60);
    expect(field('Base Rent ($/SF/year)')).toHaveValue(0);
    expect(field('Rent Escalation (% per year)')).toHaveValue(3);
    expect(field('Rent-Free Period (months)')).toHaveValue(0);
    expect(field('Tenant Improvements ($/SF)')).toHaveValue(0);
    expect(field('Other landlord costs ($/SF)')).toHaveValue(0);
    expect(field('Security Deposit ($)')).toHaveValue(0);
    expect(within(form()).getByRole('checkbox', { name: 'Renewal Option' })).not.toBeChecked();
    expect(field('Base Rent ($/SF/year)')).toHaveAttribute('step', '0.01');
    expect(field('Rent Escalation (% per year)')).toHaveAttribute('step', '0.1');
    expect(field('Tenant Improvements ($/SF)')).toHaveAttribute('step', '0.01');
    expect(field('Other landlord costs ($/SF)')).toHaveAttribute('step', '0.01');
    expect(field('Security Deposit ($)')).toHaveAttribute('step', '0.01');

    leaseType.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a lease type',
      'Gross Lease',
      'Net Lease',
      'Triple Net (NNN)',
      'Modified Gross',
      'Percentage Lease',
    ]);
  });

  it('shows the renewal term field only while the renewal option is ticked', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
    expect(
      within(form()).queryByRole('spinbutton', { name: 'Renewal Term (months)' }),
    ).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    expect(field('Renewal Term (months)')).toHaveValue(0);
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    expect(
      within(form()).queryByRole('spinbutton', { name: 'Renewal Term (months)' }),
    ).not.toBeInTheDocument();
  });

  it('shows every field’s message under it and sends nothing', async () => {
    const { fetchMock, user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
    const leaseType = within(form()).getByRole('combobox', { name: 'Lease Type' });
    leaseType.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Choose a lease type' }));
    await setField(user, 'Term (months)', '0');
    // Base rent keeps its default 0, which is not positive.
    await setField(user, 'Rent Escalation (% per year)', '-1');
    await setField(user, 'Rent-Free Period (months)', '-2');
    await setField(user, 'Tenant Improvements ($/SF)', '-3');
    await setField(user, 'Other landlord costs ($/SF)', '-4');
    await setField(user, 'Security Deposit ($)', '');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await setField(user, 'Renewal Term (months)', '-12');
    await setField(user, 'Leasing Commission (% of aggregate rent)', '101');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));

    for (const message of Object.values(leaseTermsMessages)) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    expect(field('Base Rent ($/SF/year)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Other landlord costs ($/SF)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', path)).toBe(0);
  });

  it.each([
    ['blank', ''],
    ['0', '0'],
  ])(
    'refuses a ticked renewal option with a %s term: the message shows and nothing is saved',
    async (_, term) => {
      const { fetchMock, user } = await openTab({
        [`POST ${path}`]: () => Response.json(sampleLeaseTerms, { status: 201 }),
      });
      await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
      await setField(user, 'Base Rent ($/SF/year)', '40');
      await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
      await setField(user, 'Renewal Term (months)', term);
      await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
      expect(await within(form()).findByText('Renewal term must be a positive number')).toBeVisible();
      expect(field('Renewal Term (months)')).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(fetchMock, 'POST', path)).toBe(0);
      expect(screen.queryByText('Lease Terms Saved')).toBeNull();
    },
  );

  it('sends a renewal term of 0 when the renewal option is not ticked', async () => {
    const { fetchMock, user } = await openTab({
      [`POST ${path}`]: () => Response.json(sampleLeaseTerms, { status: 201 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
    await setField(user, 'Base Rent ($/SF/year)', '40');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await setField(user, 'Renewal Term (months)', '');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText('Lease Terms Saved')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', path)).toMatchObject({ renewalOption: false, renewalTerm: 0 });
  });

  it('creates terms with POST and the form values, says so, refreshes the deal and shows the summary', async () => {
    let stored: typeof sampleLeaseTerms | null = null;
    const { fetchMock, user } = await openTab({
      [`GET ${path}`]: () => Response.json(stored),
      [`POST ${path}`]: () => {
        stored = sampleLeaseTerms;
        return Response.json(sampleLeaseTerms, { status: 201 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    await setField(user, 'Term (months)', '120');
    await setField(user, 'Base Rent ($/SF/year)', '42.5');
    await setField(user, 'Rent-Free Period (months)', '4');
    await setField(user, 'Tenant Improvements ($/SF)', '35');
    await setField(user, 'Other landlord costs ($/SF)', '3');
    await setField(user, 'Security Deposit ($)', '125000');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await setField(user, 'Renewal Term (months)', '60');
    const dealReads = callsTo(fetchMock, 'GET', dealPath);
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));

    expect(await screen.findByText('Lease Terms Saved')).toBeVisible();
    expect(screen.getByText('The lease terms have been successfully saved.')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', path)).toEqual({
      leaseType: 'gross',
      term: 120,
      baseRent: 42.5,
      rentEscalation: 3,
      rentFreePeriod: 4,
      tenantImprovements: 35,
      otherLandlordCosts: 3,
      securityDeposit: 125000,
      renewalOption: true,
      renewalTerm: 60,
      // New terms start with the organisation's default commission (Settings).
      leasingCommissionPct: 4.5,
    });
    expect(callsTo(fetchMock, 'PATCH', path)).toBe(0);
    expect(screen.queryByRole('form', { name: 'Lease terms' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Terms' })).toBeVisible();
    // The deal (and with it the pipeline's NER) is read again.
    expect(callsTo(fetchMock, 'GET', dealPath)).toBeGreaterThan(dealReads);
    expect(screen.getByText('Entered directly, not from a proposal round.')).toBeVisible();
  });

  it('shows the summary with its formats and the computed NER, other landlord costs included', async () => {
    await openTab({ [`GET ${path}`]: () => Response.json(sampleLeaseTerms) });
    expect(await screen.findByText('Triple Net (NNN)')).toBeVisible();
    expect(screen.getByText('10 years')).toBeVisible();
    expect(screen.getByText('$42.50/SF/year')).toBeVisible();
    expect(screen.getByText('$35.00/SF')).toBeVisible();
    expect(screen.getByText('$3.00/SF')).toBeVisible();
    expect(screen.getByText('$125,000')).toBeVisible();
    expect(screen.getByText('Yes, 5 years')).toBeVisible();
    const ner = screen.getByRole('region', { name: 'Net effective rent' });
    expect(within(ner).getByRole('button', { name: '$43.50' })).toBeVisible();
    expect(within(ner).getByRole('button', { name: '$40.26' })).toBeVisible();
    // A blank commission is none, and the summary says so.
    expect(screen.getByText('None (0%)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Terms' })).toBeVisible();
  });

  it('says which accepted round the terms came from, and when they were changed here since', async () => {
    await openTab({ [`GET ${path}`]: () => Response.json(sampleLeaseTerms), ...withRounds([acceptedOffer]) });
    expect(await screen.findByText(/^From the accepted/)).toHaveTextContent(
      'From the accepted landlord offer of Feb 1, 2026.',
    );
  });

  it('says the terms were changed here since the round was accepted when they differ from it', async () => {
    const edited = { ...sampleLeaseTerms, otherLandlordCosts: 5 };
    await openTab({ [`GET ${path}`]: () => Response.json(edited), ...withRounds([acceptedOffer]) });
    expect(await screen.findByText(/^From the accepted/)).toHaveTextContent(
      'From the accepted landlord offer of Feb 1, 2026, changed here since.',
    );
  });

  it('starts new terms with the default commission, blank meaning none', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    const commission = field('Leasing Commission (% of aggregate rent)');
    expect(commission).toHaveValue(4.5);
    expect(commission).toHaveAccessibleDescription('Counted in the NER. Leave blank for no commission (0%).');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Lease terms' })).not.toBeInTheDocument();
  });

  it('shows the commission of saved terms and sends a cleared one as null (none)', async () => {
    const { fetchMock, user } = await openTab({
      [`GET ${path}`]: () => Response.json({ ...sampleLeaseTerms, leasingCommissionPct: 6 }),
      [`PATCH ${path}`]: ({ body }) => Response.json({ ...sampleLeaseTerms, ...(body as object) }),
    });
    expect(await screen.findByText('6% of aggregate rent')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    expect(field('Leasing Commission (% of aggregate rent)')).toHaveValue(6);
    await setField(user, 'Leasing Commission (% of aggregate rent)', '');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText('Lease Terms Saved')).toBeVisible();
    expect(bodyOf(fetchMock, 'PATCH', path)).toMatchObject({ leasingCommissionPct: null });
  });

  it('updates existing terms with PATCH, starting from the saved values', async () => {
    const { fetchMock, user } = await openTab({
      [`GET ${path}`]: () => Response.json(sampleLeaseTerms),
      [`PATCH ${path}`]: ({ body }) => Response.json({ ...sampleLeaseTerms, ...(body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    expect(field('Term (months)')).toHaveValue(120);
    expect(field('Other landlord costs ($/SF)')).toHaveValue(3);
    expect(within(form()).getByRole('combobox', { name: 'Lease Type' })).toHaveTextContent(
      'Triple Net (NNN)',
    );
    await setField(user, 'Base Rent ($/SF/year)', '44');
    await setField(user, 'Other landlord costs ($/SF)', '1.5');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText('Lease Terms Saved')).toBeVisible();
    expect(bodyOf(fetchMock, 'PATCH', path)).toMatchObject({
      leaseType: 'triple-net',
      baseRent: 44,
      term: 120,
      otherLandlordCosts: 1.5,
    });
    expect(callsTo(fetchMock, 'POST', path)).toBe(0);
  });

  it("says 'Failed to save lease terms: {message}' when the save fails, and keeps the form", async () => {
    const { user } = await openTab({
      [`POST ${path}`]: () => Response.json({ message: 'Base rent is too large' }, { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
    await setField(user, 'Base Rent ($/SF/year)', '40');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText('Failed to save lease terms: Base rent is too large')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(form()).toBeVisible();
  });

  it('shows a refusal naming a term under that term, without the error toast', async () => {
    const message = 'Base rent is above the building’s ceiling';
    const { user } = await openTab({
      [`POST ${path}`]: () =>
        Response.json({ message, field: 'baseRent', code: 'validation' }, { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Terms' }));
    await setField(user, 'Base Rent ($/SF/year)', '40');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    await waitFor(() => expect(field('Base Rent ($/SF/year)')).toHaveAccessibleDescription(message));
    expect(field('Base Rent ($/SF/year)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(`Failed to save lease terms: ${message}`)).toBeNull();
  });
});
