/*
 * Net effective rent (NER), in $ per rentable square foot per year: what the lease is worth to the
 * landlord once free rent, tenant improvements, commissions and other costs are spread over the term.
 * Everything is per square foot, so the size of the suite cancels out.
 *
 * Two methods. Straight-line: (total rent with escalations − free rent at the rent it forgives − TI −
 * commissions − other costs) ÷ years. Worked example: $20.00 flat, 5 years, $10 TI, 5 months free →
 * free rent 5 × 20 ÷ 12 = $8.33, concessions $18.33 over 5 years = $3.67 a year, NER $16.33.
 * Discounted: the landlord's monthly cash flows (month 0 pays the concessions) are discounted at r / 12,
 * and NER is the level monthly payment with the same present value over the same months, × 12.
 */

export type NerInputs = {
  /** Lease term in months (> 0). */
  termMonths: number;
  /** Starting base rent, $/RSF/yr (> 0). */
  baseRent: number;
  /** Compounding escalation, % a year (3 means 3 %). */
  escalationPct: number;
  /** Months of free rent at the start of the term. */
  freeMonths: number;
  /** Tenant-improvement allowance paid by the landlord, $/RSF. */
  tiPsf: number;
  /** Leasing commissions as a % of aggregate rent over the term (before abatement); absent = none. */
  commissionPct?: number | null;
  /** Other landlord costs, $/RSF. */
  otherCostsPsf?: number;
};

export type NerTiming = 'advance' | 'arrears';

export type DiscountedNerOptions = {
  /** Landlord's annual discount rate, % (8 means 8 %); compounded monthly as r / 12. */
  discountRatePct: number;
  /** Rent paid at the start (advance) or the end (arrears) of each month. */
  timing: NerTiming;
  /** Vacant months between signing (month 0, when concessions are paid) and the start of the term. */
  downtimeMonths?: number;
};

/** What we show when nothing else is said: rent in advance, an 8 % landlord discount rate, no downtime. */
export const defaultDiscountedNerOptions: DiscountedNerOptions = { discountRatePct: 8, timing: 'advance' };

/** Rent of each month of the term, $/RSF, before abatement: base × (1 + esc)^year ÷ 12. */
export function monthlyRents({ termMonths, baseRent, escalationPct }: NerInputs): number[] {
  const months = Math.max(0, Math.floor(termMonths));
  return Array.from(
    { length: months },
    (_, month) => (baseRent * (1 + escalationPct / 100) ** Math.floor(month / 12)) / 12,
  );
}

function concessions(inputs: NerInputs, rents: number[]) {
  const aggregate = rents.reduce((sum, rent) => sum + rent, 0);
  const freeMonths = Math.min(rents.length, Math.max(0, Math.floor(inputs.freeMonths)));
  const freeRent = rents.slice(0, freeMonths).reduce((sum, rent) => sum + rent, 0);
  const commissionPct = inputs.commissionPct ?? 0;
  const commissions = (aggregate * commissionPct) / 100;
  const otherCosts = inputs.otherCostsPsf ?? 0;
  const upfront = inputs.tiPsf + commissions + otherCosts;
  return { aggregate, freeMonths, freeRent, commissionPct, commissions, otherCosts, upfront };
}

/** The parts of the straight-line NER, $/RSF, unrounded: what a reader needs to redo the sum. */
export type NerBreakdown = {
  termMonths: number;
  years: number;
  /** Σ of the monthly rents over the term, escalations included, before abatement. */
  aggregateRent: number;
  /** Whole months of free rent counted (capped at the term). */
  freeMonths: number;
  /** The rent those months forgive. */
  freeRent: number;
  tenantImprovements: number;
  /** 0 when the terms have none. */
  commissionPct: number;
  /** commissionPct of the aggregate rent. */
  commissions: number;
  otherCosts: number;
  /** Aggregate rent − free rent − TI − commissions − other costs. */
  netRent: number;
  /** netRent ÷ years; 0 for an empty term. */
  straightLine: number;
};

/**
 * Straight-line NER and its parts: (aggregate rent − free rent − TI − commissions − other costs) ÷ years.
 * $20/RSF flat, 5 years, $10 TI, 5 months free → (100 − 8.33 − 10) ÷ 5 = $16.33.
 */
export function nerBreakdown(inputs: NerInputs): NerBreakdown {
  const rents = monthlyRents(inputs);
  const { aggregate, freeMonths, freeRent, commissionPct, commissions, otherCosts } = concessions(
    inputs,
    rents,
  );
  const years = rents.length / 12;
  // Subtracted one part at a time, as the breakdown shows them, so its figures give this exact result.
  const netRent = aggregate - freeRent - inputs.tiPsf - commissions - otherCosts;
  return {
    termMonths: rents.length,
    years,
    aggregateRent: aggregate,
    freeMonths,
    freeRent,
    tenantImprovements: inputs.tiPsf,
    commissionPct,
    commissions,
    otherCosts,
    netRent,
    straightLine: rents.length === 0 ? 0 : netRent / years,
  };
}

/** Straight-line NER, $/RSF/yr: `nerBreakdown(inputs).straightLine`. */
export function straightLineNer(inputs: NerInputs): number {
  return nerBreakdown(inputs).straightLine;
}

/**
 * Discounted NER: the landlord's monthly cash flows — month 0 pays TI, commissions and costs, each
 * month of the term brings its escalated rent less abatement — discounted at r/12; the NER is the level
 * monthly payment over the same months with the same present value, × 12.
 */
export function discountedNer(
  inputs: NerInputs,
  options: DiscountedNerOptions = defaultDiscountedNerOptions,
): number {
  const rents = monthlyRents(inputs);
  if (rents.length === 0) return 0;
  const { freeMonths, upfront } = concessions(inputs, rents);
  const rate = options.discountRatePct / 100 / 12;
  const downtime = Math.max(0, Math.floor(options.downtimeMonths ?? 0));
  // Month index of each payment: in advance the first is paid when the term starts, in arrears a month later.
  const firstPayment = downtime + (options.timing === 'advance' ? 0 : 1);
  const discount = (month: number) => (1 + rate) ** -month;
  const presentValue = rents.reduce(
    (sum, rent, month) => sum + (month < freeMonths ? 0 : rent) * discount(firstPayment + month),
    -upfront,
  );
  const annuity = rents.reduce((sum, _, month) => sum + discount(firstPayment + month), 0);
  return (presentValue / annuity) * 12;
}

/** Lease terms as the deal record stores them (months, $/RSF, %). */
export type StoredNerTerms = {
  termMonths: number;
  baseRent: number;
  rentEscalation: number;
  rentFreeMonths: number;
  tenantImprovements: number;
  /** Absent or null: no commission. */
  leasingCommissionPct?: number | null;
  /** Other landlord costs, $/RSF, paid up front like TI; absent: none. */
  otherLandlordCosts?: number;
};

/** Stored lease terms as NER inputs; null without a positive rent and term (no NER to show). */
export function nerInputsOfTerms(terms: StoredNerTerms): NerInputs | null {
  if (!(terms.termMonths > 0) || !(terms.baseRent > 0)) return null;
  return {
    termMonths: terms.termMonths,
    baseRent: terms.baseRent,
    escalationPct: terms.rentEscalation,
    freeMonths: terms.rentFreeMonths,
    tiPsf: terms.tenantImprovements,
    commissionPct: terms.leasingCommissionPct ?? null,
    otherCostsPsf: terms.otherLandlordCosts ?? 0,
  };
}

/** Both figures for lease terms as the deal record stores them; null without a positive rent and term. */
export function nerOfTerms(terms: StoredNerTerms): { straightLine: number; discounted: number } | null {
  const inputs = nerInputsOfTerms(terms);
  if (!inputs) return null;
  return { straightLine: roundCents(straightLineNer(inputs)), discounted: roundCents(discountedNer(inputs)) };
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
