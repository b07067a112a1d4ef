import type { Database } from '../../db/database';
import { floors, leases, properties, spaces, tenantSurveys, tenants } from '../../db/schema';

type Survey = {
  satisfaction: number;
  renewal: number;
  top?: string | null;
  secondary?: string | null;
  date?: string;
  propertyId?: number | null;
};
export type FixtureTenant = {
  name: string;
  /** Suite size; the lease is active unless `leaseStatus` says otherwise. */
  sf: number;
  endDate: string;
  leaseStatus?: 'active' | 'expired';
  surveys?: Survey[];
};

/**
 * A building of the test's own (tests only): one floor, one suite per tenant plus `vacantSf` of
 * empty suites, each tenant's lease and surveys as given.
 */
export async function createRiskBuilding(
  db: Database,
  input: { name: string; address: string; totalSf: number; vacantSf?: number[]; tenants: FixtureTenant[] },
) {
  const [property] = await db
    .insert(properties)
    .values({
      name: input.name,
      address: input.address,
      city: 'Testville',
      state: 'TX',
      zipCode: '75001',
      market: 'Test',
      assetClass: 'office',
      assetType: 'core',
      floorCount: 1,
      totalSf: input.totalSf,
    })
    .returning({ id: properties.id });
  const propertyId = property!.id;
  const [floor] = await db
    .insert(floors)
    .values({ propertyId, number: 1, totalSf: input.totalSf })
    .returning({ id: floors.id });
  let suite = 100;
  const addSpace = async (rentableSf: number) => {
    suite += 1;
    const [space] = await db
      .insert(spaces)
      .values({ propertyId, floorId: floor!.id, suite: String(suite), rentableSf })
      .returning({ id: spaces.id });
    return space!.id;
  };
  for (const sf of input.vacantSf ?? []) await addSpace(sf);
  const tenantIds: number[] = [];
  for (const tenant of input.tenants) {
    const [row] = await db.insert(tenants).values({ name: tenant.name }).returning({ id: tenants.id });
    const tenantId = row!.id;
    tenantIds.push(tenantId);
    await db.insert(leases).values({
      tenantId,
      spaceId: await addSpace(tenant.sf),
      startDate: '2020-01-01',
      endDate: tenant.endDate,
      baseRentPsf: 30,
      leaseType: 'gross',
      status: tenant.leaseStatus ?? 'active',
    });
    for (const survey of tenant.surveys ?? []) {
      await db.insert(tenantSurveys).values({
        tenantId,
        propertyId: survey.propertyId === undefined ? propertyId : survey.propertyId,
        satisfactionScore: survey.satisfaction,
        renewalLikelihood: survey.renewal,
        parkingSatisfaction: 5,
        tiSatisfaction: 5,
        landlordResponsiveness: 5,
        topComplaint: survey.top ?? null,
        secondaryComplaint: survey.secondary ?? null,
        surveyDate: survey.date ?? '2026-01-15',
      });
    }
  }
  return { propertyId, tenantIds };
}
