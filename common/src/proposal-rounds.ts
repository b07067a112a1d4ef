import { z } from 'zod';
import { leaseTermsMessages, nonNegative, positive } from './lease-terms-messages';
import { type LeaseType, leaseTypes } from './lease-types';
import { nerOfTerms, roundCents } from './ner';
import type { Role } from './roles';

/**
 * A deal's proposal rounds: dated, complete sets of lease terms, each from one side of the
 * negotiation. `previous` is the lease being renewed and `budget` the landlord's underwriting; the
 * landlord's offers and the tenant's counters alternate between them.
 */
export const proposalSides = ['landlord', 'tenant', 'budget', 'previous'] as const;
export type ProposalSide = (typeof proposalSides)[number];

export const proposalSideLabels: Record<ProposalSide, string> = {
  landlord: 'Landlord offer',
  tenant: 'Tenant counter',
  budget: 'Budget',
  previous: 'Previous lease',
};

/** How history and notifications name a round: 'Landlord offer of 2026-11-03'. */
export const roundName = (round: { side: ProposalSide; roundDate: string }) =>
  `${proposalSideLabels[round.side]} of ${round.roundDate}`;

/** The sides that are offers: only these can be submitted for approval or accepted. */
export const offerSides = ['landlord', 'tenant'] as const satisfies readonly ProposalSide[];
export const isOfferSide = (side: ProposalSide) => (offerSides as readonly ProposalSide[]).includes(side);

/**
 * Where a round stands in approval: `pending` once submitted, then `approved` or `rejected` by the
 * building's asset manager or an admin. A round never submitted has no status (null).
 */
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Approval pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Why a deal cannot move past LOI while the organisation's approval gate is on. */
export const approvalGateMessage =
  'This deal needs an approved proposal before it moves past LOI. Submit a proposal round for approval first.';

export const proposalRoundMessages = {
  side: 'Choose whose terms these are: landlord offer, tenant counter, budget or previous lease',
  roundDate: 'Date must be a date (yyyy-MM-dd)',
  areaRsf: 'Area must be a whole number of square feet above 0',
  otherLandlordCosts: leaseTermsMessages.otherLandlordCosts,
  note: 'Note must be at most 2000 characters',
  notFound: 'Proposal round not found',
  notAcceptable: 'A budget or previous-lease round cannot be accepted',
  notSubmittable: 'Only a landlord offer or a tenant counter can be submitted for approval',
  alreadyPending: 'This proposal is already waiting for approval',
  alreadyApproved: 'This proposal is already approved',
  locked:
    'This proposal is approved or waiting for approval, so its terms cannot change. Add a new round instead.',
  notDeletable: 'An approved or accepted round cannot be deleted',
  notDecider: "Only an admin or the building's asset manager can approve or reject proposals",
  ownSubmission: 'You submitted this proposal, so someone else must approve or reject it',
  notPending: 'Only a proposal waiting for approval can be approved or rejected',
  commentRequired: 'Say why the proposal is rejected',
  comment: 'Comment must be at most 2000 characters',
} as const;

const maxNoteLength = 2000;

/** Blank text is no value, any other text a number (NaN when it is not one, which the field refuses). */
const fromText = (value: unknown) => {
  if (typeof value === 'number' || value === null || value === undefined) return value;
  const text = String(value).trim();
  return text === '' ? undefined : Number(text);
};

/** The terms of a round, as sent and stored: months, $/RSF/yr for rent, $/RSF for TI and other costs. */
const termsShape = {
  leaseType: z.enum(leaseTypes, leaseTermsMessages.leaseType),
  areaRsf: z
    .number(proposalRoundMessages.areaRsf)
    .int(proposalRoundMessages.areaRsf)
    .gt(0, proposalRoundMessages.areaRsf)
    .max(10_000_000, 'Area is too large'),
  termMonths: positive(leaseTermsMessages.term, 600).int('Term must be a whole number of months'),
  baseRent: positive(leaseTermsMessages.baseRent, 100_000),
  rentEscalation: nonNegative(leaseTermsMessages.rentEscalation, 100),
  rentFreeMonths: nonNegative(leaseTermsMessages.rentFreePeriod, 600),
  tenantImprovements: nonNegative(leaseTermsMessages.tenantImprovements, 100_000),
  /** % of aggregate rent; null is none. */
  leasingCommissionPct: z
    .number(leaseTermsMessages.leasingCommissionPct)
    .min(0, leaseTermsMessages.leasingCommissionPct)
    .max(100, leaseTermsMessages.leasingCommissionPct)
    .nullable(),
  otherLandlordCosts: nonNegative(proposalRoundMessages.otherLandlordCosts, 100_000),
};

const roundShape = {
  side: z.enum(proposalSides, proposalRoundMessages.side),
  roundDate: z.iso.date(proposalRoundMessages.roundDate),
  ...termsShape,
  /** Blank is none. */
  note: z
    .string()
    .trim()
    .max(maxNoteLength, proposalRoundMessages.note)
    .nullish()
    .transform((note) => note || null),
};

/** POST /api/opportunities/:id/proposal-rounds: a whole round. */
export const proposalRoundInputSchema = z.object(roundShape);
export type ProposalRoundInput = z.input<typeof proposalRoundInputSchema>;

const versionSchema = z.number('Version must be a number').int().positive().optional();

/** PATCH /api/proposal-rounds/:id: any of its fields, and the `version` it was read at. */
export const proposalRoundPatchSchema = z
  .object(roundShape)
  .partial()
  .extend({ version: versionSchema })
  .refine(
    (value) => Object.entries(value).some(([key, field]) => key !== 'version' && field !== undefined),
    'Nothing to update',
  );
export type ProposalRoundPatch = z.input<typeof proposalRoundPatchSchema>;

/** Accept and submit: the `version` the round was read at, when the caller knows it. */
export const proposalRoundActionSchema = z.object({ version: versionSchema });
export const proposalRoundDeleteQuerySchema = z.object({
  version: z.coerce.number('Version must be a number').int().positive().optional(),
});

/** Approve: an optional comment. */
export const approvalSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(maxNoteLength, proposalRoundMessages.comment)
    .optional()
    .transform((comment) => comment || null),
  version: versionSchema,
});
/** Reject: a comment saying why is required. */
export const rejectionSchema = approvalSchema.extend({
  comment: z
    .string(proposalRoundMessages.commentRequired)
    .trim()
    .min(1, proposalRoundMessages.commentRequired)
    .max(maxNoteLength, proposalRoundMessages.comment),
});
export type ApprovalDecisionInput = z.input<typeof approvalSchema>;

/**
 * The round form's text fields, read with the contract's own rules and messages: a blank number is
 * missing (its message shows), a blank commission is none and a blank note is no note.
 */
export const proposalRoundFormSchema = z.object({
  side: roundShape.side,
  roundDate: roundShape.roundDate,
  leaseType: termsShape.leaseType,
  areaRsf: z.preprocess(fromText, termsShape.areaRsf),
  termMonths: z.preprocess(fromText, termsShape.termMonths),
  baseRent: z.preprocess(fromText, termsShape.baseRent),
  rentEscalation: z.preprocess(fromText, termsShape.rentEscalation),
  rentFreeMonths: z.preprocess(fromText, termsShape.rentFreeMonths),
  tenantImprovements: z.preprocess(fromText, termsShape.tenantImprovements),
  leasingCommissionPct: z.preprocess((value) => fromText(value) ?? null, termsShape.leasingCommissionPct),
  otherLandlordCosts: z.preprocess(fromText, termsShape.otherLandlordCosts),
  note: roundShape.note,
});

// ---------------------------------------------------------------- what the API answers

const personRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

const nerSchema = z.object({ straightLine: z.number(), discounted: z.number() });

/** The figures a round is compared with the budget on. */
export const varianceFigures = [
  'nerStraightLine',
  'nerDiscounted',
  'baseRent',
  'tenantImprovements',
  'rentFreeMonths',
] as const;
export type VarianceFigure = (typeof varianceFigures)[number];

/**
 * One figure against the budget: its `sign` (`+` above, `-` below, `=` the same), the size of the
 * difference (`value`, never negative; cents, or months), and whether that is good for the landlord
 * (null when the same): more rent is, more TI or free rent is not.
 */
export const figureVarianceSchema = z.object({
  sign: z.enum(['+', '-', '=']),
  value: z.number().min(0),
  favourable: z.boolean().nullable(),
});
export type FigureVariance = z.infer<typeof figureVarianceSchema>;

export const roundVarianceSchema = z.object(
  Object.fromEntries(varianceFigures.map((figure) => [figure, figureVarianceSchema])) as Record<
    VarianceFigure,
    typeof figureVarianceSchema
  >,
);
export type RoundVariance = z.infer<typeof roundVarianceSchema>;

export const proposalRoundSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  side: z.enum(proposalSides),
  roundDate: z.string(),
  leaseType: z.enum(leaseTypes),
  areaRsf: z.number().int(),
  termMonths: z.number().int(),
  baseRent: z.number(),
  rentEscalation: z.number(),
  rentFreeMonths: z.number(),
  tenantImprovements: z.number(),
  leasingCommissionPct: z.number().nullable(),
  otherLandlordCosts: z.number(),
  note: z.string().nullable(),
  /** Its terms are the deal's lease terms; one round of a deal at most. */
  accepted: z.boolean(),
  approvalStatus: z.enum(approvalStatuses).nullable(),
  submittedBy: personRefSchema.nullable(),
  submittedAt: z.string().nullable(),
  decidedBy: personRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** $/RSF/yr, from common/ner.ts with other landlord costs paid up front like TI. */
  ner: nerSchema,
  /** Against the deal's budget round; null for the budget round itself or when the deal has none. */
  variance: roundVarianceSchema.nullable(),
  /** Whether the signed-in user may approve or reject it now; `reason` says why not. */
  decision: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
});
export type ProposalRound = z.infer<typeof proposalRoundSchema>;

export const proposalRoundListSchema = z.array(proposalRoundSchema);

/** GET and PUT /api/settings/approval-gate. */
export const approvalGateSettingSchema = z.object({
  enabled: z.boolean('Enabled must be true or false'),
});
export type ApprovalGateSetting = z.infer<typeof approvalGateSettingSchema>;

// ---------------------------------------------------------------- rules

/** The terms the NER reads, named as a round names them. */
type RoundNerTerms = {
  termMonths: number;
  baseRent: number;
  rentEscalation: number;
  rentFreeMonths: number;
  tenantImprovements: number;
  leasingCommissionPct: number | null;
  otherLandlordCosts: number;
};

/** Both NER figures of a round, other landlord costs counted like TI. */
export function roundNer(terms: RoundNerTerms): { straightLine: number; discounted: number } {
  // Rounds always have a positive term and rent (the contract and the table see to it).
  return nerOfTerms(terms) ?? { straightLine: 0, discounted: 0 };
}

type Comparable = {
  ner: { straightLine: number; discounted: number };
  baseRent: number;
  tenantImprovements: number;
  rentFreeMonths: number;
};

/** True when more of the figure is better for the landlord. */
const moreIsBetter: Record<VarianceFigure, boolean> = {
  nerStraightLine: true,
  nerDiscounted: true,
  baseRent: true,
  tenantImprovements: false,
  rentFreeMonths: false,
};

const figureOf = (round: Comparable, figure: VarianceFigure): number => {
  switch (figure) {
    case 'nerStraightLine':
      return round.ner.straightLine;
    case 'nerDiscounted':
      return round.ner.discounted;
    default:
      return round[figure];
  }
};

/** One figure of a round against the budget's (cents; months to the tenth are cents too). */
export function figureVariance(figure: VarianceFigure, value: number, budget: number): FigureVariance {
  const difference = roundCents(value - budget);
  if (difference === 0) return { sign: '=', value: 0, favourable: null };
  const above = difference > 0;
  return { sign: above ? '+' : '-', value: Math.abs(difference), favourable: above === moreIsBetter[figure] };
}

/** Every compared figure of a round against the budget round. */
export function roundVariance(round: Comparable, budget: Comparable): RoundVariance {
  return Object.fromEntries(
    varianceFigures.map((figure) => [
      figure,
      figureVariance(figure, figureOf(round, figure), figureOf(budget, figure)),
    ]),
  ) as RoundVariance;
}

type Dated = { id: number; side: ProposalSide; roundDate: string };

/** Rounds in the order the tab shows them: by date, then as they were added. */
export function inRoundOrder<T extends Dated>(rounds: readonly T[]): T[] {
  return [...rounds].sort((a, b) => a.roundDate.localeCompare(b.roundDate) || a.id - b.id);
}

/** The deal's budget round: its latest one when it has several; undefined when it has none. */
export function budgetRoundOf<T extends Dated>(rounds: readonly T[]): T | undefined {
  return inRoundOrder(rounds).findLast((round) => round.side === 'budget');
}

/**
 * The round a new landlord offer or tenant counter starts from: the latest offer from either side,
 * else the latest round of any kind (a first offer often starts from the budget); undefined for none.
 */
export function roundToCounter<T extends Dated>(rounds: readonly T[]): T | undefined {
  const ordered = inRoundOrder(rounds);
  return ordered.findLast((round) => isOfferSide(round.side)) ?? ordered.at(-1);
}

export type ApprovalDecisionProblem = { status: 403 | 409; message: string };

/**
 * Whether `user` may approve or reject a round now: an admin, or the asset manager of the deal's
 * building (`assetManagerId`), never on their own submission, and only while it waits for approval.
 */
export function approvalDecisionProblem(
  user: { id: number; role: Role },
  assetManagerId: number | null,
  round: { approvalStatus: ApprovalStatus | null; submittedBy: number | null },
): ApprovalDecisionProblem | null {
  const isDecider = user.role === 'admin' || (user.role === 'asset_manager' && user.id === assetManagerId);
  if (!isDecider) return { status: 403, message: proposalRoundMessages.notDecider };
  if (round.submittedBy === user.id) return { status: 403, message: proposalRoundMessages.ownSubmission };
  if (round.approvalStatus !== 'pending') return { status: 409, message: proposalRoundMessages.notPending };
  return null;
}

/** Why a round cannot be submitted for approval, or null when it can. */
export function submissionProblem(round: {
  side: ProposalSide;
  approvalStatus: ApprovalStatus | null;
}): ApprovalDecisionProblem | { status: 400; message: string } | null {
  if (!isOfferSide(round.side)) return { status: 400, message: proposalRoundMessages.notSubmittable };
  if (round.approvalStatus === 'pending')
    return { status: 409, message: proposalRoundMessages.alreadyPending };
  if (round.approvalStatus === 'approved')
    return { status: 409, message: proposalRoundMessages.alreadyApproved };
  return null;
}

/** What accepting a round copies into the deal's lease terms, named as a round names them. */
const acceptedTermFields = [
  'leaseType',
  'termMonths',
  'baseRent',
  'rentEscalation',
  'rentFreeMonths',
  'tenantImprovements',
  'leasingCommissionPct',
  'otherLandlordCosts',
] as const;
type AcceptedTerms = RoundNerTerms & { leaseType: LeaseType };

/**
 * True while the deal's lease terms are still the accepted round's: accepting copies them, and an
 * edit of the lease terms by hand since makes them differ (the deposit and renewal option, which
 * rounds do not hold, do not count).
 */
export function termsAreRounds(terms: AcceptedTerms, round: AcceptedTerms): boolean {
  return acceptedTermFields.every((field) => terms[field] === round[field]);
}
