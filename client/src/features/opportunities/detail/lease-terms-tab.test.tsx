import { leaseTermsMessages } from '@common/opportunities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { bodyOf, callsTo, leaseTerms, opportunityApi } from './test-fixtures';

beforeAll(() => {
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const path = '/api/opportunities/12/lease-terms';

async function openTab(handlers: Parameters<typeof opportunityApi>[0] = {}) {
  const fetchMock = stubApi(opportunityApi(handlers));
  const user = userEvent.setup();
  renderRoute('/opportunity-detail/12?tab=lease-terms');
  await screen.findByRole('tab', { name: 'Lease Terms', selected: true }, { timeout: 5000 });
  return { fetchMock, user };
}

const form = () => screen.getByRole('form', { name: 'Lease terms' });
const field = (name: string) => within(form()).getByRole('spinbutton', { name });

async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

describe('Lease Terms tab', () => {
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

  it('opens the form with the spec defaults, steps and the five lease types', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    const leaseType = within(form()).getByRole('combobox', { name: 'Lease Type' });
    expect(leaseType).toHaveTextContent('Gross Lease');
    expect(field('Term (months)')).toHaveValue(60);
    expect(field('Base Rent ($/SF/year)')).toHaveValue(0);
    expect(field('Rent Escalation (% per year)')).toHaveValue(3);
    expect(field('Rent-Free Period (months)')).toHaveValue(0);
    expect(field('Tenant Improvements ($/SF)')).toHaveValue(0);
    expect(field('Security Deposit ($)')).toHaveValue(0);
    expect(within(form()).getByRole('checkbox', { name: 'Renewal Option' })).not.toBeChecked();
    expect(field('Base Rent ($/SF/year)')).toHaveAttribute('step', '0.01');
    expect(field('Rent Escalation (% per year)')).toHaveAttribute('step', '0.1');
    expect(field('Tenant Improvements ($/SF)')).toHaveAttribute('step', '0.01');
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

  it('shows every §5 message under its field and sends nothing', async () => {
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
    await setField(user, 'Security Deposit ($)', '');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await setField(user, 'Renewal Term (months)', '-12');
    await setField(user, 'Leasing Commission (% of aggregate rent)', '101');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));

    for (const message of Object.values(leaseTermsMessages)) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    expect(field('Base Rent ($/SF/year)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', path)).toBe(0);
  });

  it.each([
    ['blank', ''],
    ['0', '0'],
  ])(
    'refuses a ticked renewal option with a %s term: the message shows and nothing is saved',
    async (_, term) => {
      const { fetchMock, user } = await openTab({
        [`POST ${path}`]: () => Response.json(leaseTerms, { status: 201 }),
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
      [`POST ${path}`]: () => Response.json(leaseTerms, { status: 201 }),
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

  it('creates terms with POST and the form values, says so, closes the form and shows the summary', async () => {
    let stored: typeof leaseTerms | null = null;
    const { fetchMock, user } = await openTab({
      [`GET ${path}`]: () =>
        stored ? Response.json(stored) : Response.json({ message: 'none' }, { status: 404 }),
      [`POST ${path}`]: () => {
        stored = leaseTerms;
        return Response.json(leaseTerms, { status: 201 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    await setField(user, 'Term (months)', '120');
    await setField(user, 'Base Rent ($/SF/year)', '42.5');
    await setField(user, 'Rent-Free Period (months)', '4');
    await setField(user, 'Tenant Improvements ($/SF)', '35');
    await setField(user, 'Security Deposit ($)', '125000');
    await user.click(within(form()).getByRole('checkbox', { name: 'Renewal Option' }));
    await setField(user, 'Renewal Term (months)', '60');
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
      securityDeposit: 125000,
      renewalOption: true,
      renewalTerm: 60,
      // New terms start with the organisation's default commission (Settings).
      leasingCommissionPct: 4.5,
    });
    expect(callsTo(fetchMock, 'PATCH', path)).toBe(0);
    expect(screen.queryByRole('form', { name: 'Lease terms' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Terms' })).toBeVisible();
  });

  it('shows the summary with the spec formats and the computed NER', async () => {
    await openTab({ [`GET ${path}`]: () => Response.json(leaseTerms) });
    expect(await screen.findByText('Triple Net (NNN)')).toBeVisible();
    expect(screen.getByText('10 years')).toBeVisible();
    expect(screen.getByText('$42.50/SF/year')).toBeVisible();
    expect(screen.getByText('$35.00/SF')).toBeVisible();
    expect(screen.getByText('$125,000')).toBeVisible();
    expect(screen.getByText('Yes, 5 years')).toBeVisible();
    const ner = screen.getByRole('region', { name: 'Net effective rent' });
    expect(within(ner).getByRole('button', { name: '$37.71' })).toBeVisible();
    expect(within(ner).getByRole('button', { name: '$36.02' })).toBeVisible();
    // A blank commission is none, and the summary says so.
    expect(screen.getByText('None (0%)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Terms' })).toBeVisible();
  });

  it('starts new terms with the default commission and shows the commission of saved terms, blank meaning none', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Lease Terms' }));
    const commission = field('Leasing Commission (% of aggregate rent)');
    expect(commission).toHaveValue(4.5);
    expect(commission).toHaveAccessibleDescription('Counted in the NER. Leave blank for no commission (0%).');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
  });

  it('sends a cleared commission as null (none) and a typed one as its number', async () => {
    const { fetchMock, user } = await openTab({
      [`GET ${path}`]: () => Response.json({ ...leaseTerms, leasingCommissionPct: 6 }),
      [`PATCH ${path}`]: ({ body }) => Response.json({ ...leaseTerms, ...(body as object) }),
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
      [`GET ${path}`]: () => Response.json(leaseTerms),
      [`PATCH ${path}`]: ({ body }) => Response.json({ ...leaseTerms, ...(body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    expect(field('Term (months)')).toHaveValue(120);
    expect(within(form()).getByRole('combobox', { name: 'Lease Type' })).toHaveTextContent(
      'Triple Net (NNN)',
    );
    await setField(user, 'Base Rent ($/SF/year)', '44');
    await user.click(within(form()).getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText('Lease Terms Saved')).toBeVisible();
    expect(bodyOf(fetchMock, 'PATCH', path)).toMatchObject({
      leaseType: 'triple-net',
      baseRent: 44,
      term: 120,
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
    expect(await screen.findByText('Failed to save lease terms: 400: Base rent is too large')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(form()).toBeVisible();
  });
});
