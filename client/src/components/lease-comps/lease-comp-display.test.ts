import { describe, expect, it } from 'vitest';
import { compBadgeStyle, compTypeLabel, expenseBasisLabel, formatLeaseTerm } from './lease-comp-display';

describe('lease comp display', () => {
  it('styles new as default, renewal and blend_and_extend as secondary, expansion as destructive', () => {
    expect(compBadgeStyle('new')).toBe('default');
    expect(compBadgeStyle('renewal')).toBe('secondary');
    expect(compBadgeStyle('blend_and_extend')).toBe('secondary');
    expect(compBadgeStyle('expansion')).toBe('destructive');
  });

  it('styles any other type as outline', () => {
    expect(compBadgeStyle('other')).toBe('outline');
    expect(compBadgeStyle('sublease')).toBe('outline');
  });

  it('labels the types', () => {
    expect(compTypeLabel('blend_and_extend')).toBe('Blend & Extend');
    expect(compTypeLabel('new')).toBe('New');
    expect(compTypeLabel('sublease')).toBe('sublease');
  });

  it('shows the term in years when the months divide by 12, otherwise in months', () => {
    expect(formatLeaseTerm(60)).toBe('5 years');
    expect(formatLeaseTerm(12)).toBe('1 year');
    expect(formatLeaseTerm(18)).toBe('18 months');
    expect(formatLeaseTerm(1)).toBe('1 month');
  });

  it('names the expense basis when the comp has one', () => {
    expect(expenseBasisLabel({ expense_basis: 'gross' })).toBe('Gross');
    expect(expenseBasisLabel({ expense_basis: 'net' })).toBe('Net');
    expect(expenseBasisLabel({})).toBeNull();
  });
});
