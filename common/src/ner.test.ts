import { describe, expect, it } from 'vitest';
import { discountedNer, monthlyRents, nerOfTerms, straightLineNer } from './ner';

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
  it('gives DOMAIN.md worked example: $20, 5 years, $10 TI, 5 months free → $16.33', () => {
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
