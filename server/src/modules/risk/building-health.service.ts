import type { BuildingHealth } from '@common/risk';
import type { Database } from '../../db/database';
import { buildingHealthFacts } from '../../providers/risk/building-health';

export { topIssueCount, topIssues } from '../../providers/risk/building-health';

/**
 * GET /api/risk/properties/:id/health: the building's health from our records (404 for an unknown
 * one), by the same rule the simulated provider answers building risk with.
 */
export async function propertyHealth(
  db: Database,
  propertyId: number,
  today: string,
): Promise<BuildingHealth> {
  return (await buildingHealthFacts(db, propertyId, today)).health;
}
