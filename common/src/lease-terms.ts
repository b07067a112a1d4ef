import { z } from 'zod';
import { leaseTermKinds } from './lease-term-kinds';
import { leaseTermsMessages, nonNegative, positive } from './lease-terms-messages';
import { leaseTypes } from './lease-types';
import type { StoredNerTerms } from './ner';
import { plural } from './words';

/*
 * A deal's lease terms (GET/PUT/PATCH /api/opportunities/:id/lease-terms): the form, the API's input
 * and the stored record with its NER, and Create Lease from them.
 */

/** A ticked renewal option needs a renewal term of more than 0 months (a blank one counts as 0). */
export const renewalTermRequiredMessage = 'Renewal term must be a positive number';

/** True when the renewal option is ticked but the term is 0 or less. */
export const lacksRenewalTerm = (renewalOption: boolean | undefined, renewalTerm: number | undefined) =>
  renewalOption === true && renewalTerm !== undefined && renewalTerm <= 0;

/**
 * The renewal-term rule as a refinement on the renewalTerm field. It runs even while other fields are
 * wrong (so a form shows every message at once), but not when the option or term is itself invalid.
 */
const renewalTermRule = {
  message: renewalTermRequiredMessage,
  path: ['renewalTerm'],
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => ['renewalOption', 'renewalTerm'].includes(String(issue.path?.[0]))),
};

/** What the lease terms form starts with. */
export const leaseTermsDefaults = {
  leaseType: 'gross',
  term: 60,
  baseRent: 0,
  rentEscalation: 3,
  rentFreePeriod: 0,
  tenantImprovements: 0,
  securityDeposit: 0,
  renewalOption: false,
  renewalTerm: 0,
  otherLandlordCosts: 0,
} as const;

const leaseTermsFieldsSchema = z.object({
  leaseType: z.enum(leaseTypes, leaseTermsMessages.leaseType),
  term: positive(leaseTermsMessages.term, 600).int('Term must be a whole number of months'),
  baseRent: positive(leaseTermsMessages.baseRent, 100_000),
  rentEscalation: nonNegative(leaseTermsMessages.rentEscalation, 100),
  rentFreePeriod: nonNegative(leaseTermsMessages.rentFreePeriod, 600),
  tenantImprovements: nonNegative(leaseTermsMessages.tenantImprovements, 100_000),
  securityDeposit: nonNegative(leaseTermsMessages.securityDeposit, 1_000_000_000),
  renewalOption: z.boolean().default(false),
  renewalTerm: nonNegative(leaseTermsMessages.renewalTerm, 600).default(0),
  /** Leasing commissions, % of aggregate rent; null or absent is none (0 %). */
  leasingCommissionPct: z
    .number(leaseTermsMessages.leasingCommissionPct)
    .min(0, leaseTermsMessages.leasingCommissionPct)
    .max(100, leaseTermsMessages.leasingCommissionPct)
    .nullish(),
  /** Other landlord costs, $/RSF, paid up front like TI; absent on a create is none (0). */
  otherLandlordCosts: nonNegative(leaseTermsMessages.otherLandlordCosts, 100_000).optional(),
});

/** The lease terms as sent and stored (numbers); `term` and `renewalTerm` are months. */
export const leaseTermsInputSchema = leaseTermsFieldsSchema.refine(
  (value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm),
  renewalTermRule,
);
export type LeaseTermsInput = z.input<typeof leaseTermsInputSchema>;

/**
 * PATCH of lease terms: any subset of the fields. Not `leaseTermsInputSchema.partial()`, whose
 * defaults would reset an unsent renewal option and term. A renewal option ticked without a term
 * sent is checked against the saved term by the server.
 */
export const leaseTermsPatchSchema = leaseTermsFieldsSchema
  .extend({
    renewalOption: leaseTermsFieldsSchema.shape.renewalOption.unwrap(),
    renewalTerm: leaseTermsFieldsSchema.shape.renewalTerm.unwrap(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update')
  .refine((value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm), renewalTermRule);
export type LeaseTermsPatch = z.input<typeof leaseTermsPatchSchema>;

/** POST /api/opportunities/:id/lease ('Create Lease') answers the new lease's id. */
export const createdLeaseSchema = z.object({ leaseId: z.number().int() });
export const leaseTermsExistMessage = 'Lease terms of this kind already exist for this deal';

/** The form's text fields, converted to numbers with the fields' messages ('' renewal term counts as 0). */
const numberText = (message: string, emptyAs?: number) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number') return value;
      const text = String(value ?? '').trim();
      if (text === '') return emptyAs ?? Number.NaN;
      return Number(text);
    },
    z.number(message).refine((n) => Number.isFinite(n), message),
  );

/** Like `numberText`, but a blank field is null (no value) rather than an error. */
const optionalNumberText = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number' || value === null) return value;
      const text = String(value ?? '').trim();
      return text === '' ? null : Number(text);
    },
    z
      .number(message)
      .refine((n) => Number.isFinite(n), message)
      .nullable(),
  );

export const leaseTermsFormSchema = z
  .object({
    leaseType: z.string().min(1, leaseTermsMessages.leaseType),
    term: numberText(leaseTermsMessages.term).pipe(z.number().gt(0, leaseTermsMessages.term)),
    baseRent: numberText(leaseTermsMessages.baseRent).pipe(z.number().gt(0, leaseTermsMessages.baseRent)),
    rentEscalation: numberText(leaseTermsMessages.rentEscalation).pipe(
      z.number().min(0, leaseTermsMessages.rentEscalation),
    ),
    rentFreePeriod: numberText(leaseTermsMessages.rentFreePeriod).pipe(
      z.number().min(0, leaseTermsMessages.rentFreePeriod),
    ),
    tenantImprovements: numberText(leaseTermsMessages.tenantImprovements).pipe(
      z.number().min(0, leaseTermsMessages.tenantImprovements),
    ),
    securityDeposit: numberText(leaseTermsMessages.securityDeposit).pipe(
      z.number().min(0, leaseTermsMessages.securityDeposit),
    ),
    renewalOption: z.boolean().optional(),
    renewalTerm: numberText(leaseTermsMessages.renewalTerm, 0).pipe(
      z.number().min(0, leaseTermsMessages.renewalTerm),
    ),
    leasingCommissionPct: optionalNumberText(leaseTermsMessages.leasingCommissionPct).pipe(
      z
        .number()
        .min(0, leaseTermsMessages.leasingCommissionPct)
        .max(100, leaseTermsMessages.leasingCommissionPct)
        .nullable(),
    ),
    otherLandlordCosts: numberText(leaseTermsMessages.otherLandlordCosts).pipe(
      z.number().min(0, leaseTermsMessages.otherLandlordCosts),
    ),
  })
  .refine((value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm), renewalTermRule);

export const leaseTermsSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  kind: z.enum(leaseTermKinds),
  leaseType: z.enum(leaseTypes),
  term: z.number().int(),
  baseRent: z.number(),
  rentEscalation: z.number(),
  rentFreePeriod: z.number(),
  tenantImprovements: z.number(),
  securityDeposit: z.number(),
  renewalOption: z.boolean(),
  renewalTerm: z.number(),
  leasingCommissionPct: z.number().nullable(),
  /** $/RSF, paid up front like TI (an accepted round's carry over); 0 is none. */
  otherLandlordCosts: z.number(),
  /** Computed by common/ner.ts; $/RSF/yr. */
  ner: z.object({ straightLine: z.number(), discounted: z.number() }),
  updatedAt: z.string(),
});
export type LeaseTerms = z.infer<typeof leaseTermsSchema>;

/** Lease terms as the API gives them, in the shape the NER reads (what the record stores). */
export const nerTermsOf = (terms: LeaseTerms): Required<StoredNerTerms> => ({
  termMonths: terms.term,
  baseRent: terms.baseRent,
  rentEscalation: terms.rentEscalation,
  rentFreeMonths: terms.rentFreePeriod,
  tenantImprovements: terms.tenantImprovements,
  leasingCommissionPct: terms.leasingCommissionPct,
  otherLandlordCosts: terms.otherLandlordCosts,
});
/**
 * GET /api/opportunities/:id/lease-terms: the deal's terms of the kind asked for, or null when it has
 * none yet — an ordinary state of a deal, not an error (404 is kept for a deal that does not exist).
 */
export const leaseTermsResponseSchema = leaseTermsSchema.nullable();
/** PATCH of terms a deal does not have yet (404). */
export const noLeaseTermsMessage = 'No lease terms for this deal';

/** A term divisible by 12 months is shown in years. */
export function formatTerm(months: number): string {
  if (months > 0 && months % 12 === 0) {
    const years = months / 12;
    return plural(years, 'year');
  }
  return plural(months, 'month');
}
