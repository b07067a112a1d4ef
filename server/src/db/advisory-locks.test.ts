import { describe, expect, it } from 'vitest';
import { lockClasses, lockKeys } from './advisory-locks';

describe('advisory lock keys', () => {
  it('gives every use its own key, within each of the two key spaces', () => {
    for (const keys of [lockKeys, lockClasses]) {
      const values = Object.values(keys);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(Number.isInteger(value) && value > 0 && value < 2 ** 31).toBe(true);
    }
  });
});
