import { describe, expect, it } from 'vitest';
import {
  discountedNer,
  monthlyRents,
  nerBreakdown,
  nerInputsOfTerms,
  nerOfTerms,
  straightLineNer,
} from './ner';

const domainExample = { termMonths: 60, baseRent: 20, escalationPct: 0, freeMonths: 5, tiPsf: 10 };
// $30/RSF, 3 % a year, 10 years, 6 months free, $50 TI, 6 % commissions on aggregate rent.
const tenYear = {
  termMonths: 120,
  baseRent: 30,
  escalationPct: 3,
  freeMonths: 6,
  tiPsf: 50,
  commissionPct: 6,
};

describe('monthlyRents', () => {
  it('escalates once a year, compounding', () => {
    const rents = monthlyRents({ ...tenYear, termMonths: 25 });
    expect(rents).toHaveLength(25);
    expect(rents[11]).toBeCloseTo(2.5, 10);
    expect(rents[12]).toBeCloseTo(2.575, 10);
    expect(rents[24]).toBeCloseTo((30 * 1.03 ** 2) / 12, 10);
  });
});

describe('straightLineNer', () => {
  it('gives the worked example: $20, 5 years, $10 TI, 5 months free → $16.33', () => {
    expect(straightLineNer(domainExample)).toBeCloseTo(16.3333, 4);
  });

  it('is the base rent when there are no concessions or escalations', () => {
    expect(straightLineNer({ ...domainExample, freeMonths: 0, tiPsf: 0 })).toBeCloseTo(20, 10);
  });

  it('counts escalations, free rent at the rent it forgives, TI and commissions', () => {
    expect(straightLineNer(tenYear)).toBeCloseTo(25.8281, 4);
  });

  it('caps free months at the term and answers 0 for an empty term', () => {
    expect(straightLineNer({ ...domainExample, freeMonths: 99, tiPsf: 0 })).toBe(0);
    expect(straightLineNer({ ...domainExample, termMonths: 0 })).toBe(0);
  });
});

describe('nerBreakdown', () => {
  it('spells out the worked example: 100 − 8.33 free − 10 TI = 81.67 over 5 years → $16.33', () => {
    const parts = nerBreakdown(domainExample);
    expect(parts.termMonths).toBe(60);
    expect(parts.years).toBe(5);
    expect(parts.aggregateRent).toBeCloseTo(100, 10);
    expect(parts.freeMonths).toBe(5);
    expect(parts.freeRent).toBeCloseTo(8.3333, 4);
    expect(parts.tenantImprovements).toBe(10);
    expect(parts.commissionPct).toBe(0);
    expect(parts.commissions).toBe(0);
    expect(parts.otherCosts).toBe(0);
    expect(parts.netRent).toBeCloseTo(81.6667, 4);
    expect(parts.straightLine).toBeCloseTo(16.3333, 4);
  });

  it('has parts whose sum is the straight-line NER exactly, commission and other costs included', () => {
    const inputs = { ...tenYear, otherCostsPsf: 2.5 };
    const parts = nerBreakdown(inputs);
    expect(parts.commissions).toBeCloseTo((parts.aggregateRent * 6) / 100, 10);
    const sum =
      parts.aggregateRent - parts.freeRent - parts.tenantImprovements - parts.commissions - parts.otherCosts;
    expect(sum / parts.years).toBe(straightLineNer(inputs));
    expect(parts.straightLine).toBe(straightLineNer(inputs));
  });

  it('counts whole free months only, capped at the term, and answers 0 for an empty term', () => {
    expect(nerBreakdown({ ...domainExample, freeMonths: 2.5 }).freeMonths).toBe(2);
    expect(nerBreakdown({ ...domainExample, freeMonths: 99 }).freeMonths).toBe(60);
    expect(nerBreakdown({ ...domainExample, termMonths: 0 }).straightLine).toBe(0);
  });
});

describe('discountedNer', () => {
  it('discounts the worked example at 8 %: in advance $15.60, in arrears $15.58', () => {
    expect(discountedNer(domainExample, { discountRatePct: 8, timing: 'advance' })).toBeCloseTo(15.5952, 4);
    expect(discountedNer(domainExample, { discountRatePct: 8, timing: 'arrears' })).toBeCloseTo(15.5791, 4);
  });

  it('equals the straight-line figure at a 0 % discount rate', () => {
    expect(discountedNer(tenYear, { discountRatePct: 0, timing: 'advance' })).toBeCloseTo(
      straightLineNer(tenYear),
      8,
    );
  });

  it('weighs up-front concessions more heavily over a long term', () => {
    expect(discountedNer(tenYear, { discountRatePct: 8, timing: 'advance' })).toBeCloseTo(21.3837, 4);
  });

  it('falls when the lease starts after months of downtime', () => {
    const immediate = discountedNer(domainExample, { discountRatePct: 8, timing: 'advance' });
    const later = discountedNer(domainExample, { discountRatePct: 8, timing: 'advance', downtimeMonths: 6 });
    expect(later).toBeLessThan(immediate);
  });
});

describe('nerOfTerms', () => {
  it('maps stored lease terms to both figures, rounded to cents', () => {
    expect(
      nerOfTerms({
        termMonths: 60,
        baseRent: 20,
        rentEscalation: 0,
        rentFreeMonths: 5,
        tenantImprovements: 10,
      }),
    ).toEqual({ straightLine: 16.33, discounted: 15.6 });
  });

  it('counts a null commission as none and a stored one against the aggregate rent', () => {
    const stored = {
      termMonths: 60,
      baseRent: 20,
      rentEscalation: 0,
      rentFreeMonths: 5,
      tenantImprovements: 10,
    };
    expect(nerOfTerms({ ...stored, leasingCommissionPct: null })).toEqual(nerOfTerms(stored));
    // 4.5 % of $100 aggregate = $4.50 → (81.67 − 4.5) ÷ 5 = $15.43.
    expect(nerOfTerms({ ...stored, leasingCommissionPct: 4.5 })?.straightLine).toBe(15.43);
    expect(nerInputsOfTerms({ ...stored, baseRent: 0 })).toBeNull();
  });

  it('counts stored other landlord costs like TI, absent ones as none', () => {
    const stored = {
      termMonths: 60,
      baseRent: 20,
      rentEscalation: 0,
      rentFreeMonths: 5,
      tenantImprovements: 10,
    };
    // $5 more up front over 5 years: $1 a year less, the same as $5 more TI.
    expect(nerOfTerms({ ...stored, otherLandlordCosts: 5 })).toEqual(
      nerOfTerms({ ...stored, tenantImprovements: 15 }),
    );
    expect(nerOfTerms({ ...stored, otherLandlordCosts: 5 })?.straightLine).toBe(15.33);
    expect(nerOfTerms({ ...stored, otherLandlordCosts: 0 })).toEqual(nerOfTerms(stored));
  });

  it('has no figure without a positive rent and term', () => {
    expect(
      nerOfTerms({
        termMonths: 60,
        baseRent: 0,
        rentEscalation: 3,
        rentFreeMonths: 0,
        tenantImprovements: 0,
      }),
    ).toBeNull();
  });
});
