import { describe, expect, it } from 'vitest';
import { type CreateLeaseReadiness, createLeaseBlocker, createLeaseMessages } from './create-lease';

const ready: CreateLeaseReadiness = {
  stage: 'deal',
  leaseId: null,
  hasTenant: true,
  hasSpace: true,
  hasProposalTerms: true,
};

describe('createLeaseBlocker', () => {
  it('lets a Closed Won deal with a tenant, a space and proposal terms become a lease', () => {
    expect(createLeaseBlocker(ready)).toBeNull();
  });

  it.each([
    ['before Closed Won', { stage: 'loi' }, createLeaseMessages.notWon],
    ['once lost', { stage: 'dead' }, createLeaseMessages.notWon],
    ['when its lease exists', { leaseId: 7 }, createLeaseMessages.alreadyCreated],
    ['without a tenant', { hasTenant: false }, createLeaseMessages.noTenant],
    ['without a space', { hasSpace: false }, createLeaseMessages.noSpace],
    ['without proposal terms', { hasProposalTerms: false }, createLeaseMessages.noTerms],
  ] as const)('says why not %s', (_, change, message) => {
    expect(createLeaseBlocker({ ...ready, ...change })).toBe(message);
  });

  it('gives the first reason in the order a user fixes them: stage, then tenant, space and terms', () => {
    const nothing = {
      stage: 'proposal',
      leaseId: null,
      hasTenant: false,
      hasSpace: false,
      hasProposalTerms: false,
    } as const;
    expect(createLeaseBlocker(nothing)).toBe(createLeaseMessages.notWon);
    expect(createLeaseBlocker({ ...nothing, stage: 'deal' })).toBe(createLeaseMessages.noTenant);
    expect(createLeaseBlocker({ ...nothing, stage: 'deal', hasTenant: true })).toBe(
      createLeaseMessages.noSpace,
    );
  });
});
