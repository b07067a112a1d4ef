import { trainingIcons } from '@common/training';
import { GraduationCap, Stethoscope, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './category-icon';

describe('categoryIcon', () => {
  it('has an icon of its own for each category icon name', () => {
    expect(categoryIcon('users')).toBe(Users);
    expect(categoryIcon('stethoscope')).toBe(Stethoscope);
    const distinct = new Set(trainingIcons.map((name) => categoryIcon(name)));
    expect(distinct.size).toBe(trainingIcons.length);
    expect(distinct.has(GraduationCap)).toBe(false);
  });

  it('falls back to the default icon for anything else', () => {
    expect(categoryIcon('rocket')).toBe(GraduationCap);
    expect(categoryIcon('constructor')).toBe(GraduationCap);
    expect(categoryIcon('')).toBe(GraduationCap);
    expect(categoryIcon(null)).toBe(GraduationCap);
  });
});
