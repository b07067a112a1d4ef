import { describe, expect, it } from 'vitest';
import { formatCompactNumber, shortLabel } from './chart-theme';

describe('axis formats', () => {
  it('shortens square feet and counts without merging neighbouring ticks', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(950)).toBe('950');
    expect(formatCompactNumber(5_500)).toBe('5.5K');
    expect(formatCompactNumber(16_500)).toBe('16.5K');
    expect(formatCompactNumber(120_000)).toBe('120K');
    expect(formatCompactNumber(1_250_000)).toBe('1.3M');
  });

  it('cuts a long name with an ellipsis, keeping short ones whole', () => {
    expect(shortLabel('Tailspin Toys', 22)).toBe('Tailspin Toys');
    expect(shortLabel('Contoso Pharmaceuticals International', 12)).toBe('Contoso Pha…');
    expect(shortLabel('Contoso Pharmaceuticals International', 12)).toHaveLength(12);
  });
});
