import { riskMessages } from '@common/risk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRiskBuilding } from '../../modules/risk/risk-test-fixture';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { RiskProvider } from './risk-provider';
import { createSimulatedRiskProvider, riskLevelOf } from './simulated-risk-provider';

let database: TestDatabase;
let risk: RiskProvider;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  risk = createSimulatedRiskProvider(database.db, () => new Date().toISOString().slice(0, 10));
});
afterAll(() => database.close());

describe('simulated risk provider: tenant status from the latest survey', () => {
  it('reads the seeded unhappy tenant as High Risk and names the facts', async () => {
    const result = await risk.getTenantStatus('keller tax advisors');
    expect(result).toMatchObject({ status: 'found', data: { risk_status: 'High Risk' } });
    const reason = result.status === 'found' ? result.data.risk_reason : '';
    expect(reason).toMatch(
      /^Latest survey \([A-Z][a-z]{2} \d{1,2}, \d{4}\): satisfaction 4\/10 \(Dissatisfied\)/,
    );
    expect(reason).toMatch(/renewal likelihood 15% \(Unlikely\)/);
    expect(reason).toContain('Top complaint: Rent above market for the floor.');
  });

  it('uses the latest survey and the bands: Low, Medium and High', async () => {
    await createRiskBuilding(database.db, {
      name: 'Status Court',
      address: '10 Status Court',
      totalSf: 10_000,
      tenants: [
        {
          name: 'Lowrisk Labs',
          sf: 1000,
          endDate: '2031-01-01',
          surveys: [
            { satisfaction: 3, renewal: 10, date: '2025-01-01' },
            { satisfaction: 8, renewal: 70, date: '2026-01-01' },
          ],
        },
        {
          name: 'Mediumrisk Media',
          sf: 1000,
          endDate: '2031-01-01',
          surveys: [{ satisfaction: 9, renewal: 69 }],
        },
        {
          name: 'Highrisk Holdings',
          sf: 1000,
          endDate: '2031-01-01',
          surveys: [{ satisfaction: 9, renewal: 39 }],
        },
        { name: 'Unsurveyed Union', sf: 1000, endDate: '2031-01-01' },
      ],
    });
    const statusOf = async (name: string) => {
      const result = await risk.getTenantStatus(name);
      return result.status === 'found' ? result.data.risk_status : result.status;
    };
    expect(await statusOf('Lowrisk Labs')).toBe('Low Risk');
    expect(await statusOf('MEDIUMRISK MEDIA')).toBe('Medium Risk');
    expect(await statusOf('Highrisk Holdings')).toBe('High Risk');
    const unsurveyed = await risk.getTenantStatus('Unsurveyed Union');
    expect(unsurveyed).toMatchObject({ status: 'found', data: { risk_status: 'Low Risk' } });
    expect(unsurveyed.status === 'found' && unsurveyed.data.risk_reason).toMatch(
      /No sentiment survey on file/,
    );
  });

  it("answers 'Tenant not found' for a name we do not know", async () => {
    expect(await risk.getTenantStatus('Nobody By This Name Inc')).toEqual({
      status: 'not_found',
      message: riskMessages.tenantNotFound,
    });
    // % and _ are literal characters, not wildcards.
    expect((await risk.getTenantStatus('%')).status).toBe('not_found');
  });

  it('is deterministic', async () => {
    expect(await risk.getTenantStatus('Palm Nail Spa')).toEqual(await risk.getTenantStatus('Palm Nail Spa'));
  });
});

describe('simulated risk provider: building risk from surveys and active leases', () => {
  it('counts tenants in place and those whose latest survey is High (1 of 4: Medium)', async () => {
    await createRiskBuilding(database.db, {
      name: 'Count House',
      address: '77 Riskcount Avenue',
      totalSf: 10_000,
      tenants: [
        { name: 'Count A', sf: 1000, endDate: '2031-01-01', surveys: [{ satisfaction: 4, renewal: 80 }] },
        { name: 'Count B', sf: 1000, endDate: '2031-01-01', surveys: [{ satisfaction: 9, renewal: 90 }] },
        { name: 'Count C', sf: 1000, endDate: '2031-01-01' },
        { name: 'Count E', sf: 1000, endDate: '2031-01-01' },
        // Gone: an expired lease is not a tenant in place, however unhappy.
        {
          name: 'Count D',
          sf: 1000,
          endDate: '2024-01-01',
          leaseStatus: 'expired',
          surveys: [{ satisfaction: 1, renewal: 0 }],
        },
      ],
    });
    expect(await risk.getBuildingRisk('riskcount avenue')).toMatchObject({
      status: 'found',
      message: 'OK',
      data: { risk_level: 'Medium', at_risk_count: 1, total_tenants: 4 },
    });
    // Found by name too.
    expect(await risk.getBuildingRisk('COUNT HOUSE')).toMatchObject({ data: { total_tenants: 4 } });
  });

  it('is High above 30% at risk and Low for an empty building', async () => {
    await createRiskBuilding(database.db, {
      name: 'Empty Shell',
      address: '1 Vacant Lot Road',
      totalSf: 5000,
      vacantSf: [5000],
      tenants: [],
    });
    expect(await risk.getBuildingRisk('Vacant Lot')).toMatchObject({
      data: { risk_level: 'Low', at_risk_count: 0, total_tenants: 0 },
    });
    expect(riskLevelOf(1, 3)).toBe('High');
    expect(riskLevelOf(3, 10)).toBe('Medium');
    expect(riskLevelOf(0, 10)).toBe('Low');
    expect(riskLevelOf(0, 0)).toBe('Low');
  });

  it('answers the health the property page shows, never the figures of a bare level', async () => {
    const { propertyId } = await createRiskBuilding(database.db, {
      name: 'Same Rule Rise',
      address: '8 Samerule Road',
      totalSf: 10_000,
      vacantSf: [2500],
      tenants: [
        { name: 'Samerule Co', sf: 1000, endDate: '2031-01-01', surveys: [{ satisfaction: 6, renewal: 60 }] },
        { name: 'Samerule Two', sf: 6500, endDate: '2031-01-01' },
      ],
    });
    const result = await risk.getBuildingRisk('8 Samerule Rd');
    expect(result.status === 'found' && result.data.health).toMatchObject({
      propertyId,
      totalVacancy: '2,500',
      vacancyPercentage: '25.0',
      avgTenantSatisfaction: '6.0',
      estimated: false,
    });
  });

  it("answers 'Building not found' for an address we do not know", async () => {
    expect(await risk.getBuildingRisk('999 Nowhere Boulevard')).toEqual({
      status: 'not_found',
      message: riskMessages.buildingNotFound,
    });
  });
});
