import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-days';
import { deal, fixtureToday, lease, portfolio, property, space, survey, tenant } from './portfolio-fixture';
import { renewalOpportunities } from './renewal';
import type { SnapshotDeal, SnapshotLease } from './snapshot';

function withLease(over: Partial<SnapshotLease>, deals: SnapshotDeal[] = []) {
  return portfolio({
    properties: [property(1, { name: 'Austin Medical Center' })],
    spaces: [space(10, 1, { suite: '300', rentableSf: 2000 })],
    tenants: [tenant(5, { name: 'Capital Dental Group' })],
    leases: [lease(7, 5, 10, over)],
    deals,
  });
}

const endingIn = (days: number) => ({ endDate: addDays(fixtureToday, days) });

describe('renewal rule', () => {
  it('proposes a lease ending in exactly 180 days, and not one ending in 181', () => {
    expect(renewalOpportunities(withLease(endingIn(180)))).toHaveLength(1);
    expect(renewalOpportunities(withLease(endingIn(181)))).toEqual([]);
  });

  it('includes a lease ending today but not one that already ended', () => {
    expect(renewalOpportunities(withLease(endingIn(0)))).toHaveLength(1);
    expect(renewalOpportunities(withLease(endingIn(-1)))).toEqual([]);
  });

  it('proposes nothing while an open renewal deal exists for the tenant on the suite or building', () => {
    const onSuite = deal(1, 1, { tenantId: 5, spaceId: 10, dealType: 'renewal', stage: 'proposal' });
    const onBuilding = deal(2, 1, { tenantId: 5, spaceId: null, dealType: 'renewal', stage: 'loi' });
    expect(renewalOpportunities(withLease(endingIn(90), [onSuite]))).toEqual([]);
    expect(renewalOpportunities(withLease(endingIn(90), [onBuilding]))).toEqual([]);
  });

  it('proposes nothing once a renewal deal is won, even before its lease is keyed in', () => {
    const won = deal(2, 1, { tenantId: 5, spaceId: 10, dealType: 'renewal', stage: 'deal' });
    expect(renewalOpportunities(withLease(endingIn(90), [won]))).toEqual([]);
  });

  it('proposes nothing once the tenant has signed a later lease of the suite (the lease is renewed)', () => {
    const snapshot = withLease(endingIn(20));
    snapshot.signedLeases = [
      lease(8, 5, 10, { startDate: addDays(fixtureToday, 21), endDate: addDays(fixtureToday, 1846) }),
    ];
    expect(renewalOpportunities(snapshot)).toEqual([]);
    // Another tenant's signed lease of the suite, or the tenant's lease elsewhere, renews nothing.
    snapshot.signedLeases = [
      lease(8, 6, 10, { startDate: addDays(fixtureToday, 21), endDate: addDays(fixtureToday, 1846) }),
      lease(9, 5, 11, { startDate: addDays(fixtureToday, 21), endDate: addDays(fixtureToday, 1846) }),
    ];
    expect(renewalOpportunities(snapshot)).toHaveLength(1);
  });

  it('still proposes it when the renewal deal is dead, or the open deal is not a renewal', () => {
    const dead = deal(1, 1, { tenantId: 5, spaceId: 10, dealType: 'renewal', stage: 'dead' });
    const expansion = deal(3, 1, { tenantId: 5, spaceId: 10, dealType: 'expansion', stage: 'proposal' });
    const otherTenant = deal(4, 1, { tenantId: 6, spaceId: 10, dealType: 'renewal', stage: 'proposal' });
    expect(renewalOpportunities(withLease(endingIn(90), [dead, expansion, otherTenant]))).toHaveLength(1);
  });

  it('scores time to expiry, renewal likelihood, satisfaction and tenure with weights .35/.35/.15/.15', () => {
    const snapshot = withLease({ startDate: '2021-01-15', ...endingIn(90) });
    snapshot.surveys = [survey(5, { renewalLikelihood: 80, satisfactionScore: 9 })];
    const [found] = renewalOpportunities(snapshot);
    expect(found?.confidenceFactors.map(({ name, weight, value }) => [name, weight, value])).toEqual([
      ['Time to expiration', 0.35, 0.75],
      ['Renewal likelihood', 0.35, 0.8],
      ['Tenant satisfaction', 0.15, 0.9],
      ['Tenure', 0.15, 0.5],
    ]);
    expect(found?.confidenceScore).toBe(
      Math.round(100 * (0.35 * 0.75 + 0.35 * 0.8 + 0.15 * 0.9 + 0.15 * 0.5)),
    );
    expect(found?.confidenceFactors[0]?.explanation).toBe('Expires in 90 days');
  });

  it('uses 0.5 for likelihood and satisfaction without a survey', () => {
    const [found] = renewalOpportunities(withLease({ startDate: '2021-01-15', ...endingIn(90) }));
    expect(found?.confidenceFactors[1]).toMatchObject({
      value: 0.5,
      explanation: 'No tenant survey on file',
    });
    expect(found?.confidenceScore).toBe(
      Math.round(100 * (0.35 * 0.75 + 0.35 * 0.5 + 0.15 * 0.5 + 0.15 * 0.5)),
    );
  });

  it("values today's escalated rent × RSF × the original term in years", () => {
    // Five lease years completed: 30 × 1.03^5 = 34.78; 2021-01-15 → 2026-04-15 is a five-year term.
    const [found] = renewalOpportunities(
      withLease({ startDate: '2021-01-15', endDate: '2026-04-15', baseRentPsf: 30, escalationPct: 3 }),
    );
    expect(found?.potentialValue).toBe(34.78 * 2000 * 5);
  });

  it('carries the lease, suite, tenant, expiry, fingerprint and the renew action', () => {
    const [found] = renewalOpportunities(withLease(endingIn(30)));
    expect(found).toMatchObject({
      fingerprint: 'renewal:lease:7',
      type: 'renewal',
      title: 'Lease renewal: Capital Dental Group',
      propertyId: 1,
      spaceId: 10,
      tenantId: 5,
      leaseId: 7,
      expirationDate: addDays(fixtureToday, 30),
      primaryAction: { label: 'Start Renewal', path: '/leases/7/renew' },
    });
    expect(found?.tags).toContain('Expiring within 90 days');
  });

  it("words the texts for people: the tenant's possessive, prose dates and counts that agree", () => {
    // One year in place (2024-12-15), ending tomorrow: a one-year original term.
    const snapshot = portfolio({
      properties: [property(1, { name: 'Austin Medical Center' })],
      spaces: [space(10, 1, { suite: '300', rentableSf: 2000 })],
      tenants: [tenant(5, { name: 'Weiss & Associates' })],
      leases: [lease(7, 5, 10, { startDate: '2024-12-15', ...endingIn(1) })],
      surveys: [survey(5, { surveyDate: '2026-10-21', renewalLikelihood: 70 })],
    });
    const [found] = renewalOpportunities(snapshot);
    expect(found?.description).toBe(
      "Weiss & Associates' lease of suite 300 (2,000 RSF) at Austin Medical Center expires in 1 day with " +
        'no renewal signed or under way. Renewing at $30.00/RSF for another 1-year term keeps the suite leased.',
    );
    expect(found?.confidenceFactors.map((item) => item.explanation)).toEqual([
      'Expires in 1 day',
      'Survey of Oct 21, 2026: 70% likely to renew',
      'Satisfaction 8 of 10',
      '1 year in place',
    ]);
    const [endingToday] = renewalOpportunities(withLease(endingIn(0)));
    expect(endingToday?.confidenceFactors[0]?.explanation).toBe('Expires today');
    expect(endingToday?.description).toContain("Capital Dental Group's lease of suite 300");
    expect(endingToday?.description).toContain('expires today with no renewal');
  });
});
