import { describe, expect, it } from 'vitest';
import {
  formatTerm,
  leaseTermsFormSchema,
  leaseTermsInputSchema,
  leaseTermsPatchSchema,
} from './lease-terms';
import { leaseTermsMessages } from './lease-terms-messages';

describe('formatTerm', () => {
  it('shows years when divisible by 12, else months', () => {
    expect(formatTerm(60)).toBe('5 years');
    expect(formatTerm(12)).toBe('1 year');
    expect(formatTerm(18)).toBe('18 months');
  });
});

describe('lease terms form', () => {
  const valid = {
    leaseType: 'gross',
    term: '60',
    baseRent: '24.5',
    rentEscalation: '3',
    rentFreePeriod: '0',
    tenantImprovements: '10',
    securityDeposit: '5000',
    renewalOption: false,
    renewalTerm: '',
    otherLandlordCosts: '0',
  };
  const messageFor = (patch: Record<string, unknown>) => {
    const result = leaseTermsFormSchema.safeParse({ ...valid, ...patch });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('converts text to numbers and counts an empty renewal term as 0', () => {
    expect(leaseTermsFormSchema.parse(valid)).toMatchObject({ term: 60, baseRent: 24.5, renewalTerm: 0 });
  });

  it.each([
    [{ leaseType: '' }, leaseTermsMessages.leaseType],
    [{ term: '0' }, leaseTermsMessages.term],
    [{ term: 'abc' }, leaseTermsMessages.term],
    [{ baseRent: '0' }, leaseTermsMessages.baseRent],
    [{ rentEscalation: '-1' }, leaseTermsMessages.rentEscalation],
    [{ rentFreePeriod: '-1' }, leaseTermsMessages.rentFreePeriod],
    [{ tenantImprovements: '-0.01' }, leaseTermsMessages.tenantImprovements],
    [{ securityDeposit: '-5' }, leaseTermsMessages.securityDeposit],
    [{ renewalTerm: '-12' }, leaseTermsMessages.renewalTerm],
    [{ leasingCommissionPct: '101' }, leaseTermsMessages.leasingCommissionPct],
    [{ otherLandlordCosts: '-1' }, leaseTermsMessages.otherLandlordCosts],
    [{ otherLandlordCosts: '' }, leaseTermsMessages.otherLandlordCosts],
  ])('%o → %s', (patch, message) => {
    expect(messageFor(patch)).toBe(message);
  });

  it('a ticked renewal option needs a positive renewal term, in the form and the API alike', () => {
    const message = 'Renewal term must be a positive number';
    const issueOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
      result.error?.issues.map((issue) => ({ message: issue.message, path: issue.path }));
    for (const renewalTerm of ['', '0', ' ']) {
      expect(issueOf(leaseTermsFormSchema.safeParse({ ...valid, renewalOption: true, renewalTerm }))).toEqual(
        [{ message, path: ['renewalTerm'] }],
      );
    }
    expect(leaseTermsFormSchema.parse({ ...valid, renewalOption: true, renewalTerm: '24' }).renewalTerm).toBe(
      24,
    );
    const body = { ...leaseTermsFormSchema.parse(valid), leaseType: 'gross' };
    for (const change of [{ renewalOption: true }, { renewalOption: true, renewalTerm: 0 }]) {
      expect(issueOf(leaseTermsInputSchema.safeParse({ ...body, ...change }))).toEqual([
        { message, path: ['renewalTerm'] },
      ]);
    }
    expect(leaseTermsInputSchema.safeParse({ ...body, renewalOption: true, renewalTerm: 24 }).success).toBe(
      true,
    );
    expect(leaseTermsInputSchema.safeParse({ ...body, renewalOption: false, renewalTerm: 0 }).success).toBe(
      true,
    );
    expect(issueOf(leaseTermsPatchSchema.safeParse({ renewalOption: true, renewalTerm: 0 }))).toEqual([
      { message, path: ['renewalTerm'] },
    ]);
    // A patch of the option alone is checked against the saved term by the server.
    expect(leaseTermsPatchSchema.safeParse({ renewalOption: true }).success).toBe(true);
  });

  it('the API refuses negative rent and unknown lease types with the same messages', () => {
    const body = {
      leaseType: 'gross',
      term: 60,
      baseRent: -1,
      rentEscalation: 3,
      rentFreePeriod: 0,
      tenantImprovements: 0,
      securityDeposit: 0,
    };
    expect(leaseTermsInputSchema.safeParse(body).error?.issues[0]?.message).toBe(leaseTermsMessages.baseRent);
    expect(
      leaseTermsInputSchema.safeParse({ ...body, baseRent: 20, leaseType: 'lease' }).error?.issues[0]
        ?.message,
    ).toBe(leaseTermsMessages.leaseType);
    expect(
      leaseTermsInputSchema.safeParse({ ...body, baseRent: 20, otherLandlordCosts: -1 }).error?.issues[0]
        ?.message,
    ).toBe(leaseTermsMessages.otherLandlordCosts);
  });

  it('takes other landlord costs on a create (absent: none) and alone in a patch', () => {
    const body = {
      leaseType: 'gross',
      term: 60,
      baseRent: 20,
      rentEscalation: 3,
      rentFreePeriod: 0,
      tenantImprovements: 0,
      securityDeposit: 0,
    };
    expect(leaseTermsInputSchema.parse(body).otherLandlordCosts).toBeUndefined();
    expect(leaseTermsInputSchema.parse({ ...body, otherLandlordCosts: 2.5 }).otherLandlordCosts).toBe(2.5);
    expect(leaseTermsPatchSchema.parse({ otherLandlordCosts: 3 })).toEqual({ otherLandlordCosts: 3 });
    expect(leaseTermsFormSchema.parse({ ...valid, otherLandlordCosts: '1.75' }).otherLandlordCosts).toBe(
      1.75,
    );
  });
});
