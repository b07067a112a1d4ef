import { riskMessages } from '@common/risk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlans, leases, properties, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { topIssues } from './building-health.service';
import { createRiskBuilding } from './risk-test-fixture';

let app: TestApp;
let as: Record<string, string>;
const now = new Date('2026-06-01T12:00:00Z');
let building: Awaited<ReturnType<typeof createRiskBuilding>>;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  as = await signIn(app);
  // Hand-counted: 20,000 sf of suites; 2,000 sf never let plus 1,500 sf after an expired lease are
  // vacant. Vacancy is over the suites' RSF, as Assets reads it.
  building = await createRiskBuilding(app.database.db, {
    name: 'Handcount Health Hall',
    address: '5 Wellness Way',
    totalSf: 20_000,
    vacantSf: [2000],
    tenants: [
      {
        name: 'Health A',
        sf: 1000,
        endDate: '2026-08-01',
        surveys: [{ satisfaction: 4, renewal: 30, top: 'HVAC', secondary: 'Parking' }],
      },
      {
        name: 'Health B',
        sf: 2000,
        endDate: '2027-03-01',
        surveys: [{ satisfaction: 8, renewal: 80, top: 'Parking' }],
      },
      {
        name: 'Health C',
        sf: 3000,
        endDate: '2027-10-01',
        surveys: [
          { satisfaction: 1, renewal: 0, top: 'Old news', date: '2025-01-01' },
          { satisfaction: 7, renewal: 60, top: 'Parking', secondary: 'Elevators', date: '2026-02-01' },
        ],
      },
      { name: 'Health D', sf: 4000, endDate: '2029-01-01' },
      { name: 'Health F', sf: 6500, endDate: '2031-01-01' },
      {
        name: 'Health E',
        sf: 1500,
        endDate: '2025-01-01',
        leaseStatus: 'expired',
        surveys: [{ satisfaction: 2, renewal: 5, top: 'Left the building' }],
      },
    ],
  });
});
afterAll(() => app.close());

/** `null` sends no session cookie. */
const get = (url: string, cookies: Record<string, string> | null = as) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

describe('GET /api/risk/properties/:id/health', () => {
  it('computes every figure from the building’s own records', async () => {
    const response = await get(`/api/risk/properties/${building.propertyId}/health`);
    expect(response.statusCode).toBe(200);
    // Surveys A (4, 30), B (8, 80), C latest (7, 60): satisfaction 6.33, renewal 56.67, 1 of 3 under 6.
    // Score 0.5×63.33 + 0.3×56.67 + 0.2×(100 − 17.5) = 65.17 → 65.
    expect(response.json()).toEqual({
      propertyId: building.propertyId,
      hasSuites: true,
      healthScore: 65,
      avgTenantSatisfaction: '6.3',
      percentDissatisfied: '33.3',
      isAtRisk: false,
      topIssues: ['Parking', 'Elevators', 'HVAC'],
      totalVacancy: '3,500',
      vacancyPercentage: '17.5',
      upcomingExpirations6mo: 1,
      upcomingExpirations12mo: 2,
      upcomingExpirations18mo: 3,
      estimated: false,
    });
  });

  it('falls back to occupancy alone for a building without surveys', async () => {
    const quiet = await createRiskBuilding(app.database.db, {
      name: 'Quiet Quarters',
      address: '9 Hush Lane',
      totalSf: 10_000,
      vacantSf: [6000],
      tenants: [{ name: 'Quiet Tenant', sf: 4000, endDate: '2030-01-01' }],
    });
    const response = await get(`/api/risk/properties/${quiet.propertyId}/health`);
    expect(response.json()).toMatchObject({
      healthScore: 40,
      avgTenantSatisfaction: null,
      percentDissatisfied: null,
      isAtRisk: true,
      topIssues: [],
      totalVacancy: '6,000',
      vacancyPercentage: '60.0',
      upcomingExpirations6mo: 0,
    });
  });

  it('has no score for a building without suites, never a perfect one', async () => {
    const [empty] = await app.database.db
      .insert(properties)
      .values({
        name: 'Paper Plaza',
        address: '1 Unbuilt Way',
        city: 'Testville',
        state: 'TX',
        zipCode: '75001',
        market: 'Test',
        assetClass: 'office',
        assetType: 'core',
        floorCount: 1,
        totalSf: 50_000,
      })
      .returning({ id: properties.id });
    const response = await get(`/api/risk/properties/${empty!.id}/health`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      propertyId: empty!.id,
      hasSuites: false,
      healthScore: null,
      avgTenantSatisfaction: null,
      percentDissatisfied: null,
      isAtRisk: false,
      topIssues: [],
      totalVacancy: '0',
      vacancyPercentage: '0.0',
      upcomingExpirations6mo: 0,
      upcomingExpirations12mo: 0,
      upcomingExpirations18mo: 0,
      estimated: false,
    });
  });

  it('reads suites and tenants through the lease lifecycle: pre-leased is let, a terminated lease is gone', async () => {
    const lifecycle = await createRiskBuilding(app.database.db, {
      name: 'Lifecycle Lofts',
      address: '3 Cycle Court',
      totalSf: 10_000,
      tenants: [
        // Signed, starting later: the suite is pre-leased, not vacant; the tenant is not in place yet.
        {
          name: 'Lifecycle Future',
          sf: 2000,
          endDate: '2032-01-01',
          surveys: [{ satisfaction: 1, renewal: 0 }],
        },
        // Recorded active but terminated last month: its suite is vacant and it is not in place.
        {
          name: 'Lifecycle Gone',
          sf: 3000,
          endDate: '2030-01-01',
          surveys: [{ satisfaction: 2, renewal: 5 }],
        },
        // Held over: still in place, not expiring (its end has passed).
        {
          name: 'Lifecycle Stay',
          sf: 1000,
          endDate: '2026-03-01',
          surveys: [{ satisfaction: 9, renewal: 90 }],
        },
        // In place without a survey, so the suites add up to the building's 10,000 sf.
        { name: 'Lifecycle Other', sf: 4000, endDate: '2031-01-01' },
      ],
    });
    const [future, gone] = lifecycle.tenantIds;
    await app.database.db.update(leases).set({ startDate: '2026-09-01' }).where(eq(leases.tenantId, future!));
    await app.database.db
      .update(leases)
      .set({ terminatedOn: '2026-05-01' })
      .where(eq(leases.tenantId, gone!));
    const response = await get(`/api/risk/properties/${lifecycle.propertyId}/health`);
    // Only Stay (9, 90) is in place: 0.5×90 + 0.3×90 + 0.2×(100 − 30) = 86.
    expect(response.json()).toMatchObject({
      healthScore: 86,
      avgTenantSatisfaction: '9.0',
      percentDissatisfied: '0.0',
      totalVacancy: '3,000',
      vacancyPercentage: '30.0',
      upcomingExpirations18mo: 0,
    });
  });

  it('answers 404 for an unknown property, 400 for a bad id and 401 without a session', async () => {
    const missing = await get('/api/risk/properties/999999/health');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: riskMessages.propertyNotFound, code: 'not_found' });
    expect((await get('/api/risk/properties/abc/health')).statusCode).toBe(400);
    expect((await get(`/api/risk/properties/${building.propertyId}/health`, null)).statusCode).toBe(401);
  });

  it('ranks issues by how often they are named, then by name', () => {
    expect(topIssues(['b', 'a', null, ' a ', 'c', 'b', 'd'])).toEqual(['a', 'b', 'c']);
    expect(topIssues([])).toEqual([]);
  });
});

describe('GET /api/risk/tenants/:id/sentiment', () => {
  const [a, , c, d] = [0, 1, 2, 3];

  it('answers the latest survey as the sentiment card reads it', async () => {
    const response = await get(`/api/risk/tenants/${building.tenantIds[c]}/sentiment`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tenantId: building.tenantIds[c],
      propertyId: building.propertyId,
      satisfactionScore: 7,
      renewalLikelihood: 60,
      hasExpansionIntentions: false,
      parkingSatisfaction: 5,
      tiSatisfaction: 5,
      landlordResponsiveness: 5,
      topComplaint: 'Parking',
      secondaryComplaint: 'Elevators',
      surveyDate: '2026-02-01',
      isAnonymous: false,
      isHighRisk: false,
      hasActionPlan: false,
      estimated: false,
    });
  });

  it('flags a Dissatisfied tenant as high risk and shows an open action plan, not a done one', async () => {
    const id = building.tenantIds[a]!;
    const url = `/api/risk/tenants/${id}/sentiment`;
    expect((await get(url)).json()).toMatchObject({ isHighRisk: true, hasActionPlan: false });
    const [user] = await app.database.db.select({ id: users.id }).from(users).limit(1);
    const plan = {
      tenantId: id,
      description: 'Call',
      assignedTo: user!.id,
      dueDate: '2026-06-08',
      createdBy: user!.id,
    };
    await app.database.db.insert(actionPlans).values({ ...plan, status: 'done' });
    expect((await get(url)).json()).toMatchObject({ hasActionPlan: false });
    await app.database.db.insert(actionPlans).values(plan);
    expect((await get(url)).json()).toMatchObject({ hasActionPlan: true });
  });

  it('answers 404 without a survey or tenant, 400 for a bad id, 401 without a session', async () => {
    const unsurveyed = await get(`/api/risk/tenants/${building.tenantIds[d]}/sentiment`);
    expect(unsurveyed.statusCode).toBe(404);
    expect(unsurveyed.json()).toEqual({ message: riskMessages.noSurvey, code: 'not_found' });
    const unknown = await get('/api/risk/tenants/999999/sentiment');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: riskMessages.tenantNotFound, code: 'not_found' });
    expect((await get('/api/risk/tenants/0/sentiment')).statusCode).toBe(400);
    expect((await get(`/api/risk/tenants/${building.tenantIds[c]}/sentiment`, null)).statusCode).toBe(401);
  });
});
