import { describe, expect, it } from 'vitest';
import { dealFiltersSchema } from './deal-filters';

describe('deal filters', () => {
  it('reads states as a list and refuses an unknown stage', () => {
    expect(dealFiltersSchema.parse({ states: 'CA,NY,CA' }).states).toEqual(['CA', 'NY']);
    expect(dealFiltersSchema.safeParse({ stage: 'won' }).error?.issues[0]?.message).toBe('Unknown stage');
  });

  it('reads the stage filter as a list of stages in pipeline order, idle included', () => {
    expect(dealFiltersSchema.parse({ stage: 'loi' }).stage).toEqual(['loi']);
    expect(dealFiltersSchema.parse({ stage: 'lease_execution,legal,legal' }).stage).toEqual([
      'legal',
      'lease_execution',
    ]);
    expect(dealFiltersSchema.parse({ stage: 'idle' }).stage).toEqual(['idle']);
    expect(dealFiltersSchema.parse({ stage: '' }).stage).toBeUndefined();
  });

  it('refuses a stage filter naming any unknown stage, or an empty part', () => {
    for (const stage of ['legal,won', 'legal,', ',legal', 'Legal', 'legal, loi']) {
      expect(dealFiltersSchema.safeParse({ stage }).error?.issues[0]?.message, stage).toBe('Unknown stage');
    }
    expect(dealFiltersSchema.safeParse({ stage: ['legal', 'loi'] }).success).toBe(false);
  });
});
