import { primaryActionPath } from '@common/ai-opportunities';
import { describe, expect, it } from 'vitest';
import { opportunity } from './test-fixtures';

describe('primary action of an opportunity card', () => {
  it('goes to the action path when it starts with a slash', () => {
    const tenantMatch = opportunity(1, {
      type: 'tenant-match',
      primaryAction: { label: 'View Lease Comps', path: '/lease-comps?buildingId=2' },
    });
    expect(primaryActionPath(tenantMatch)).toBe('/lease-comps?buildingId=2');
  });

  it('sends a tenant match without a path to /deals/new with tenantId and propertyId', () => {
    const match = opportunity(1, {
      type: 'tenant-match',
      primaryAction: { label: 'Create Deal', path: 'deal' },
    });
    expect(primaryActionPath(match)).toBe('/deals/new?tenantId=5&propertyId=2');
  });

  it('sends a renewal without a path to /leases/{id}/renew', () => {
    const renewal = opportunity(1, { leaseId: 31, primaryAction: { label: 'Start Renewal', path: '' } });
    expect(primaryActionPath(renewal)).toBe('/leases/31/renew');
  });

  it('has no target for another type without a path', () => {
    const risk = opportunity(1, { type: 'risk', primaryAction: { label: 'Review', path: 'x' } });
    expect(primaryActionPath(risk)).toBeNull();
  });
});
