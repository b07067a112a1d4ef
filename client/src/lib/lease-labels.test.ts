import { describe, expect, it } from 'vitest';
import { humanize, leaseStatusBadge, leaseTypeLabel } from './lease-labels';

describe('lease labels', () => {
  it('names and colours each lease status', () => {
    expect(leaseStatusBadge('active')).toEqual({ label: 'Active', variant: 'success' });
    expect(leaseStatusBadge('terminated')).toEqual({ label: 'Terminated', variant: 'danger' });
    expect(leaseStatusBadge('holdover')).toEqual({ label: 'holdover', variant: 'neutral' });
  });

  it('uses the lease type labels', () => {
    expect(leaseTypeLabel('triple-net')).toBe('Triple Net (NNN)');
    expect(leaseTypeLabel('gross')).toBe('Gross Lease');
    expect(leaseTypeLabel('ground')).toBe('ground');
  });

  it('turns snake_case values into words', () => {
    expect(humanize('blend_and_extend')).toBe('Blend And Extend');
    expect(humanize('office')).toBe('Office');
  });
});
