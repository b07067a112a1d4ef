import { describe, expect, it } from 'vitest';
import { dealStages } from './deal-stages';
import {
  ageingBucketOf,
  createDealSchema,
  dealFiltersSchema,
  dealStageForStep,
  formatTerm,
  leaseTermsFormSchema,
  leaseTermsInputSchema,
  leaseTermsMessages,
  leaseTermsPatchSchema,
  opportunityStageOf,
  opportunityStages,
  probabilityBothWaysMessage,
  updateDealSchema,
} from './opportunities';

describe('the six-step bar as a projection of the deal stage (decision 3)', () => {
  it('maps every deal stage to its step', () => {
    expect(dealStages.map(opportunityStageOf)).toEqual([
      'lead',
      'qualified',
      'proposal',
      'proposal',
      'negotiation',
      'negotiation',
      'closed-won',
      'closed-lost',
      'lead',
    ]);
  });

  it('saves the first deal stage of a clicked step, which maps back to that step', () => {
    for (const step of opportunityStages) expect(opportunityStageOf(dealStageForStep[step])).toBe(step);
    expect(dealStageForStep.negotiation).toBe('legal');
  });
});

describe('ageingBucketOf', () => {
  it.each([
    [0, 'under30'],
    [29, 'under30'],
    [30, 'from30to59'],
    [59, 'from30to59'],
    [60, 'from60to90'],
    [90, 'from60to90'],
    [91, 'over90'],
  ] as const)('%i days → %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket);
  });
});

describe('formatTerm', () => {
  it('shows years when divisible by 12, else months', () => {
    expect(formatTerm(60)).toBe('5 years');
    expect(formatTerm(12)).toBe('1 year');
    expect(formatTerm(18)).toBe('18 months');
  });
});

describe('lease terms form (spec §5)', () => {
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

describe('deal schemas', () => {
  it('refuses a probability over 100 and an empty update', () => {
    expect(updateDealSchema.safeParse({ probability: 101 }).error?.issues[0]?.message).toBe(
      'Probability must be between 0 and 100',
    );
    expect(updateDealSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update');
    // A version says which copy the edit was made on; it is not an edit itself.
    expect(updateDealSchema.safeParse({ version: 3 }).error?.issues[0]?.message).toBe('Nothing to update');
    expect(updateDealSchema.safeParse({ version: 3, leadUserId: null }).success).toBe(true);
  });

  it('takes a probability set by hand or a return to the stage, not both', () => {
    expect(updateDealSchema.safeParse({ probabilityFollowsStage: true }).success).toBe(true);
    expect(
      updateDealSchema.safeParse({ probability: 40, probabilityFollowsStage: true }).error?.issues[0]
        ?.message,
    ).toBe(probabilityBothWaysMessage);
  });

  it('requires a prospect and a positive size to create a deal', () => {
    const result = createDealSchema.safeParse({ prospectName: ' ', propertyId: 1, squareFeetNeeded: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Prospect name is required',
      'Size must be a positive number',
    ]);
  });

  it('reads states as a list and refuses an unknown stage', () => {
    expect(dealFiltersSchema.parse({ states: 'CA,NY,CA' }).states).toEqual(['CA', 'NY']);
    expect(dealFiltersSchema.safeParse({ stage: 'won' }).error?.issues[0]?.message).toBe('Unknown stage');
  });

  it('reads the stage filter as a list of stages in pipeline order, idle included', () => {
    expect(dealFiltersSchema.parse({ stage: 'loi' }).stage).toEqual(['loi']);
    expect(dealFiltersSchema.parse({ stage: 'lease_execution,legal,legal' }).stage).toEqual([
      'legal',
      'lease_execution',
    ]);
    expect(dealFiltersSchema.parse({ stage: 'idle' }).stage).toEqual(['idle']);
    expect(dealFiltersSchema.parse({ stage: '' }).stage).toBeUndefined();
  });

  it('refuses a stage filter naming any unknown stage, or an empty part', () => {
    for (const stage of ['legal,won', 'legal,', ',legal', 'Legal', 'legal, loi']) {
      expect(dealFiltersSchema.safeParse({ stage }).error?.issues[0]?.message, stage).toBe('Unknown stage');
    }
    expect(dealFiltersSchema.safeParse({ stage: ['legal', 'loi'] }).success).toBe(false);
  });
});
