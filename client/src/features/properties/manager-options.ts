import type { PropertyListItem } from '@common/properties';

export type ManagerOption = { id: number; fullName: string };

/**
 * The Asset Manager filter's choices: users with the asset-manager role plus anyone who manages a
 * building (an admin may), each once, sorted by name.
 */
export function managerOptions(
  users: readonly ManagerOption[] = [],
  properties: readonly Pick<PropertyListItem, 'assetManager'>[] = [],
): ManagerOption[] {
  const byId = new Map<number, ManagerOption>();
  for (const { id, fullName } of users) byId.set(id, { id, fullName });
  for (const { assetManager } of properties) {
    if (assetManager && !byId.has(assetManager.id)) byId.set(assetManager.id, { ...assetManager });
  }
  return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id);
}
