import { describe, expect, it } from 'vitest';
import { leaseTermsMessages } from './lease-terms-messages';
import {
  approvalDecisionProblem,
  approvalSchema,
  budgetRoundOf,
  figureVariance,
  proposalRoundFormSchema,
  proposalRoundInputSchema,
  proposalRoundMessages,
  proposalRoundPatchSchema,
  rejectionSchema,
  roundNer,
  roundToCounter,
  roundVariance,
  submissionProblem,
  termsAreRounds,
} from './proposal-rounds';

const terms = {
  termMonths: 60,
  baseRent: 20,
  rentEscalation: 0,
  rentFreeMonths: 5,
  tenantImprovements: 10,
  leasingCommissionPct: null,
  otherLandlordCosts: 0,
};

describe('termsAreRounds', () => {
  const round = { ...terms, leaseType: 'net' as const };

  it('is true for the terms accepting the round wrote, whatever the deposit or renewal option', () => {
    expect(
      termsAreRounds({ ...round, securityDeposit: 5000, renewalOption: true } as typeof round, round),
    ).toBe(true);
  });

  it.each([
    ['lease type', { leaseType: 'gross' as const }],
    ['base rent', { baseRent: 20.5 }],
    ['free rent', { rentFreeMonths: 4 }],
    ['commission', { leasingCommissionPct: 4.5 }],
    ['other landlord costs', { otherLandlordCosts: 2 }],
  ])('is false once the %s was changed by hand', (_, change) => {
    expect(termsAreRounds({ ...round, ...change }, round)).toBe(false);
  });
});

describe('roundNer', () => {
  it('gives the worked example: $20 flat, 5 years, $10 TI, 5 months free → $16.33 straight-line', () => {
    expect(roundNer(terms)).toEqual({ straightLine: 16.33, discounted: 15.6 });
  });

  it('counts other landlord costs like TI: $5/RSF more costs is $1/yr less over 5 years', () => {
    const withCosts = roundNer({ ...terms, otherLandlordCosts: 5 });
    expect(withCosts.straightLine).toBe(15.33);
    // $15 up front either way, however it is split between TI and other costs.
    expect(withCosts).toEqual(roundNer({ ...terms, tenantImprovements: 15 }));
  });
});

describe('figureVariance', () => {
  it('says above or below the budget with the size of the difference, to the cent', () => {
    expect(figureVariance('nerStraightLine', 17.53, 16.33)).toEqual({
      sign: '+',
      value: 1.2,
      favourable: true,
    });
    expect(figureVariance('nerDiscounted', 15.5, 16.3)).toEqual({ sign: '-', value: 0.8, favourable: false });
    expect(figureVariance('baseRent', 40, 40)).toEqual({ sign: '=', value: 0, favourable: null });
  });

  it('counts more TI or free rent than budgeted as unfavourable to the landlord, less as favourable', () => {
    expect(figureVariance('tenantImprovements', 55, 50)).toEqual({ sign: '+', value: 5, favourable: false });
    expect(figureVariance('rentFreeMonths', 2, 3)).toEqual({ sign: '-', value: 1, favourable: true });
  });
});

describe('roundVariance', () => {
  it('compares every figure of a round with the budget round', () => {
    const budget = { ner: roundNer(terms), baseRent: 20, tenantImprovements: 10, rentFreeMonths: 5 };
    const offer = {
      ner: roundNer({ ...terms, baseRent: 21.5, rentFreeMonths: 4 }),
      baseRent: 21.5,
      tenantImprovements: 10,
      rentFreeMonths: 4,
    };
    expect(roundVariance(offer, budget)).toEqual({
      nerStraightLine: { sign: '+', value: 1.74, favourable: true },
      nerDiscounted: { sign: '+', value: 1.77, favourable: true },
      baseRent: { sign: '+', value: 1.5, favourable: true },
      tenantImprovements: { sign: '=', value: 0, favourable: null },
      rentFreeMonths: { sign: '-', value: 1, favourable: true },
    });
  });
});

const round = (id: number, side: 'landlord' | 'tenant' | 'budget' | 'previous', roundDate: string) => ({
  id,
  side,
  roundDate,
});

describe('budgetRoundOf and roundToCounter', () => {
  const rounds = [
    round(4, 'tenant', '2026-03-10'),
    round(1, 'previous', '2026-01-02'),
    round(2, 'budget', '2026-01-05'),
    round(5, 'budget', '2026-03-10'),
    round(3, 'landlord', '2026-02-01'),
  ];

  it('takes the latest budget round, by date then as added', () => {
    expect(budgetRoundOf(rounds)?.id).toBe(5);
    expect(budgetRoundOf([round(1, 'landlord', '2026-01-01')])).toBeUndefined();
  });

  it('starts a counter from the latest offer of either side, even when a budget came after it', () => {
    expect(roundToCounter(rounds)?.id).toBe(4);
  });

  it('starts the first offer from the latest round of any kind, and from nothing without rounds', () => {
    expect(roundToCounter([round(1, 'previous', '2026-01-02'), round(2, 'budget', '2026-01-01')])?.id).toBe(
      1,
    );
    expect(roundToCounter([])).toBeUndefined();
  });
});

describe('approvalDecisionProblem', () => {
  const pending = { approvalStatus: 'pending' as const, submittedBy: 3 };

  it('lets an admin or the building’s asset manager decide a pending round someone else submitted', () => {
    expect(approvalDecisionProblem({ id: 1, role: 'admin' }, 2, pending)).toBeNull();
    expect(approvalDecisionProblem({ id: 2, role: 'asset_manager' }, 2, pending)).toBeNull();
  });

  it('refuses (403) another building’s asset manager, brokers and leasing, even as the asset manager', () => {
    const refused = { status: 403, message: proposalRoundMessages.notDecider };
    expect(approvalDecisionProblem({ id: 5, role: 'asset_manager' }, 2, pending)).toEqual(refused);
    expect(approvalDecisionProblem({ id: 2, role: 'broker' }, 2, pending)).toEqual(refused);
    expect(approvalDecisionProblem({ id: 2, role: 'leasing' }, 2, pending)).toEqual(refused);
  });

  it('refuses (403) a decision on one’s own submission, even by an admin', () => {
    expect(approvalDecisionProblem({ id: 3, role: 'admin' }, 2, pending)).toEqual({
      status: 403,
      message: proposalRoundMessages.ownSubmission,
    });
  });

  it('refuses (409) a round that is not waiting for approval', () => {
    for (const approvalStatus of [null, 'approved', 'rejected'] as const) {
      expect(
        approvalDecisionProblem({ id: 1, role: 'admin' }, 2, { approvalStatus, submittedBy: 3 }),
      ).toEqual({
        status: 409,
        message: proposalRoundMessages.notPending,
      });
    }
  });
});

describe('submissionProblem', () => {
  it('submits an offer never submitted or rejected, once', () => {
    expect(submissionProblem({ side: 'landlord', approvalStatus: null })).toBeNull();
    expect(submissionProblem({ side: 'tenant', approvalStatus: 'rejected' })).toBeNull();
    expect(submissionProblem({ side: 'tenant', approvalStatus: 'pending' })?.status).toBe(409);
    expect(submissionProblem({ side: 'tenant', approvalStatus: 'approved' })?.status).toBe(409);
  });

  it('does not submit a budget or a previous lease (400)', () => {
    expect(submissionProblem({ side: 'budget', approvalStatus: null })).toEqual({
      status: 400,
      message: proposalRoundMessages.notSubmittable,
    });
    expect(submissionProblem({ side: 'previous', approvalStatus: null })?.status).toBe(400);
  });
});

describe('the contracts', () => {
  const input = {
    side: 'landlord',
    roundDate: '2026-03-01',
    leaseType: 'gross',
    areaRsf: 4800,
    ...terms,
    note: '  ',
  };

  it('takes a whole round, a blank note as none', () => {
    expect(proposalRoundInputSchema.parse(input).note).toBeNull();
  });

  it('refuses a missing or wrong field with the lease-terms message', () => {
    const { baseRent: _, ...withoutRent } = input;
    expect(proposalRoundInputSchema.safeParse(withoutRent).error?.issues[0]?.message).toBe(
      leaseTermsMessages.baseRent,
    );
    expect(proposalRoundInputSchema.safeParse({ ...input, areaRsf: 10.5 }).error?.issues[0]?.message).toBe(
      proposalRoundMessages.areaRsf,
    );
    expect(proposalRoundInputSchema.safeParse({ ...input, side: 'broker' }).error?.issues[0]?.message).toBe(
      proposalRoundMessages.side,
    );
  });

  it('reads the form’s text with the same rules: blank numbers are missing, a blank commission none', () => {
    const text = {
      ...input,
      areaRsf: '4800',
      termMonths: '60',
      baseRent: '',
      rentEscalation: '3',
      rentFreeMonths: '2',
      tenantImprovements: 'ten',
      leasingCommissionPct: '',
      otherLandlordCosts: '1.5',
    };
    const messages = proposalRoundFormSchema.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([leaseTermsMessages.baseRent, leaseTermsMessages.tenantImprovements]);
    const parsed = proposalRoundFormSchema.parse({ ...text, baseRent: '41.5', tenantImprovements: '10' });
    expect(parsed).toMatchObject({ baseRent: 41.5, leasingCommissionPct: null, otherLandlordCosts: 1.5 });
  });

  it('patches any field but not nothing', () => {
    expect(proposalRoundPatchSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(proposalRoundPatchSchema.parse({ baseRent: 40, version: 2 })).toEqual({
      baseRent: 40,
      version: 2,
    });
  });

  it('needs a comment to reject, not to approve', () => {
    expect(approvalSchema.parse({}).comment).toBeNull();
    expect(rejectionSchema.safeParse({ comment: '  ' }).error?.issues[0]?.message).toBe(
      proposalRoundMessages.commentRequired,
    );
  });
});
