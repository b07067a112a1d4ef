import { describe, expect, it } from 'vitest';
import { spaceListQuerySchema } from './spaces';

describe('spaceListQuerySchema', () => {
  it('reads numbers and refuses a minimum above the maximum', () => {
    expect(spaceListQuerySchema.parse({ minSf: '1000', maxRate: '42.5', availability: 'vacant' })).toEqual({
      minSf: 1000,
      maxRate: 42.5,
      availability: 'vacant',
    });
    expect(spaceListQuerySchema.safeParse({ minSf: '5000', maxSf: '10' }).error?.issues[0]?.message).toBe(
      'minSf must not exceed maxSf',
    );
  });
});
