import { describe, expect, it } from 'vitest';
import {
  type CreateLeaseReadiness,
  createLeaseBlocker,
  createLeaseMessages,
  renewedLease,
  signedRenewalOf,
  wonLeaseStart,
} from './create-lease';
import type { LeaseFacts } from './lease-lifecycle';

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

describe("a won deal's lease dates and the lease a renewal renews", () => {
  const today = '2026-11-25';
  const lease = (id: number, fields: Partial<LeaseFacts & { opportunityId: number | null }> = {}) => ({
    id,
    tenantId: 1,
    spaceId: 7,
    startDate: '2022-01-01',
    endDate: '2026-12-31',
    recordStatus: 'active' as const,
    terminatedOn: null,
    opportunityId: null,
    ...fields,
  });

  it("renews the tenant's current lease of the suite, not another tenant's or a finished one", () => {
    const suite = [
      lease(1, { endDate: '2021-12-31', startDate: '2017-01-01', recordStatus: 'expired' }),
      lease(2),
      lease(3, { tenantId: 2, startDate: '2027-01-01', endDate: '2031-12-31', recordStatus: 'pending' }),
    ];
    expect(renewedLease(suite, 1, today)?.id).toBe(2);
    expect(renewedLease(suite, 2, today)).toBeUndefined();
  });

  it('links the earliest signed renewal that no deal has claimed', () => {
    const renewed = lease(2);
    const later = lease(4, { startDate: '2032-01-01', endDate: '2036-12-31', recordStatus: 'pending' });
    const next = lease(5, { startDate: '2027-01-01', endDate: '2031-12-31', recordStatus: 'pending' });
    expect(signedRenewalOf(renewed, [renewed, later, next], today)?.id).toBe(5);
    expect(signedRenewalOf(renewed, [renewed, { ...next, opportunityId: 9 }], today)).toBeUndefined();
    expect(signedRenewalOf(renewed, [renewed, { ...next, tenantId: 3 }], today)).toBeUndefined();
  });

  it('starts a renewal the day after the renewed lease ends (or is terminated), others at the close date', () => {
    expect(wonLeaseStart({ expectedCloseDate: '2027-03-01' }, lease(2), today)).toBe('2027-01-01');
    expect(wonLeaseStart({ expectedCloseDate: null }, lease(2, { terminatedOn: '2026-12-15' }), today)).toBe(
      '2026-12-16',
    );
    expect(wonLeaseStart({ expectedCloseDate: '2027-03-01' }, undefined, today)).toBe('2027-03-01');
    expect(wonLeaseStart({ expectedCloseDate: null }, undefined, today)).toBe(today);
  });
});
