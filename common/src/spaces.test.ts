import { describe, expect, it } from 'vitest';
import { spaceListQuerySchema, spaceStatus } from './spaces';

describe('spaceStatus', () => {
  it('is vacant without an active lease', () => {
    expect(spaceStatus(null, '2026-01-01')).toBe('vacant');
  });

  it('is upcoming when the active lease ends within 180 days, the last day included', () => {
    expect(spaceStatus('2026-06-30', '2026-01-01')).toBe('upcoming');
    expect(spaceStatus('2026-07-01', '2026-01-01')).toBe('occupied');
    expect(spaceStatus('2025-12-01', '2026-01-01')).toBe('upcoming');
  });

  it('takes another window when asked', () => {
    expect(spaceStatus('2026-01-31', '2026-01-01', 30)).toBe('upcoming');
    expect(spaceStatus('2026-02-01', '2026-01-01', 30)).toBe('occupied');
  });
});

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
