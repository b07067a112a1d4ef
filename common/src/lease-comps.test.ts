import { describe, expect, it } from 'vitest';
import { leaseCompListQuerySchema } from './lease-comps';

describe('lease comp list query', () => {
  it('reads every filter and treats empty values as unset', () => {
    expect(
      leaseCompListQuerySchema.parse({
        buildingId: '4',
        type: 'renewal',
        from: '2025-01-01',
        to: '2025-01-01',
        minSf: '1000',
        maxSf: '',
        limit: '10',
      }),
    ).toEqual({
      buildingId: 4,
      type: 'renewal',
      from: '2025-01-01',
      to: '2025-01-01',
      minSf: 1000,
      limit: 10,
    });
  });

  it.each([
    [{ type: 'sublease' }, 'type'],
    [{ from: '2025-02-30x' }, 'from'],
    [{ from: '2025-06-01', to: '2025-01-01' }, 'from'],
    [{ minSf: '5000', maxSf: '100' }, 'minSf'],
  ])('rejects %o', (query, path) => {
    const result = leaseCompListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });
});
