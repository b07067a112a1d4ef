import { describe, expect, it } from 'vitest';
import { ageingBucketOf } from './deal-ageing';

describe('ageingBucketOf', () => {
  it.each([
    [0, 'under30'],
    [29, 'under30'],
    [30, 'from30to59'],
    [59, 'from30to59'],
    [60, 'from60to90'],
    [90, 'from60to90'],
    [91, 'over90'],
  ] as const)('%i days → %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket);
  });
});
