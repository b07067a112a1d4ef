import { floors, type NewSpace, properties, spaces } from '../schema';
import { mustGet, type PropertyKey, type SeedContext, type SeededSpace, type SpaceKey } from './context';
import { listings } from './listings';
import { propertyDefinitions } from './properties';
import { buildingSpaceTypes, floorPlans, loadFactors } from './spaces';

const propertyKeys = Object.keys(propertyDefinitions) as PropertyKey[];

function floorArea(suites: [string, number, ...unknown[]][]): number {
  return suites.reduce((sum, [, rentableSf]) => sum + rentableSf, 0);
}

/** Properties, their floors and suites; totals are sums of the suites, so the stacking plan adds up. */
export async function seedPortfolio(
  { tx, cal, now }: SeedContext,
  userIds: Map<string, number>,
): Promise<{ propertyIds: Map<PropertyKey, number>; spaces: Map<SpaceKey, SeededSpace> }> {
  const propertyIds = new Map<PropertyKey, number>();
  for (const key of propertyKeys) {
    const { assetManager, ...definition } = propertyDefinitions[key];
    const plan = floorPlans[key];
    const [row] = await tx
      .insert(properties)
      .values({
        ...definition,
        assetManagerId: mustGet(userIds, assetManager),
        floorCount: plan.length,
        totalSf: plan.reduce((sum, [, suites]) => sum + floorArea(suites), 0),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: properties.id });
    propertyIds.set(key, row!.id);
  }

  const seeded = new Map<SpaceKey, SeededSpace>();
  for (const key of propertyKeys) {
    const propertyId = mustGet(propertyIds, key);
    const plan = floorPlans[key];
    const floorRows = await tx
      .insert(floors)
      .values(plan.map(([number, suites]) => ({ propertyId, number, totalSf: floorArea(suites) })))
      .returning({ id: floors.id, number: floors.number });
    const floorIds = new Map(floorRows.map((row) => [row.number, row.id]));

    const spaceRows: NewSpace[] = plan.flatMap(([number, suites]) =>
      suites.map(([suite, rentableSf, spaceType]): NewSpace => {
        const listing = listings[`${key} ${suite}`];
        return {
          propertyId,
          floorId: mustGet(floorIds, number),
          suite,
          rentableSf,
          usableSf: Math.round(rentableSf / loadFactors[key]),
          spaceType: spaceType ?? buildingSpaceTypes[key],
          askingRentPsf: listing?.askingRentPsf ?? null,
          dateAvailable: listing ? cal.day(listing.availableIn) : null,
          isSpecSuite: listing?.isSpecSuite ?? false,
          isDivisible: listing?.minDivisibleSf !== undefined,
          minDivisibleSf: listing?.minDivisibleSf ?? null,
          makeReadyStatus: listing?.makeReadyStatus ?? null,
          marketingDescription: listing?.description ?? null,
          listingStatus: listing && !listing.inactive ? 'active' : 'inactive',
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    const inserted = await tx.insert(spaces).values(spaceRows).returning({
      id: spaces.id,
      suite: spaces.suite,
      rentableSf: spaces.rentableSf,
      askingRentPsf: spaces.askingRentPsf,
    });
    for (const { suite, ...space } of inserted) seeded.set(`${key} ${suite}`, { ...space, propertyId });
  }
  return { propertyIds, spaces: seeded };
}
