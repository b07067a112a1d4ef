import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatPercent,
  formatRentPsf,
  formatSquareFeet,
} from './format-number';

describe('number formats', () => {
  it('formats money in whole dollars with thousands separators', () => {
    expect(formatMoney(1_200_000)).toBe('$1,200,000');
    expect(formatMoney(2500.75, 2)).toBe('$2,500.75');
    expect(formatMoney(0)).toBe('$0');
  });

  it('formats compact money', () => {
    expect(formatMoneyCompact(1_200_000)).toBe('$1.2M');
    expect(formatMoneyCompact(850_000)).toBe('$850K');
    expect(formatMoneyCompact(3_000_000_000)).toBe('$3B');
    expect(formatMoneyCompact(950)).toBe('$950');
  });

  it('formats rent per square foot with 2 decimals', () => {
    expect(formatRentPsf(32.5)).toBe('$32.50');
    expect(formatRentPsf(28)).toBe('$28.00');
    expect(formatRentPsf(41.239)).toBe('$41.24');
  });

  it('formats square feet with thousands separators', () => {
    expect(formatSquareFeet(12_500)).toBe('12,500 sf');
    expect(formatSquareFeet(800)).toBe('800 sf');
  });

  it('formats plain numbers and percentages', () => {
    expect(formatNumber(30_000)).toBe('30,000');
    expect(formatNumber(1234.567, 2)).toBe('1,234.57');
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(12, 0)).toBe('12%');
  });

  it('shows an em dash for a missing value instead of a figure', () => {
    expect(formatRentPsf(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatSquareFeet(Number.NaN)).toBe('—');
    expect(formatPercent(null)).toBe('—');
    expect(formatMoneyCompact(undefined)).toBe('—');
  });
});
