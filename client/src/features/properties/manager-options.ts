export type ManagerOption = { id: number; fullName: string };

/**
 * The Create form's Asset Manager choices: users with the asset-manager role plus everyone who
 * manages a building (an admin may), each once, sorted by name.
 */
export function managerOptions(
  users: readonly ManagerOption[] = [],
  managers: readonly ManagerOption[] = [],
): ManagerOption[] {
  const byId = new Map<number, ManagerOption>();
  for (const { id, fullName } of [...users, ...managers]) if (!byId.has(id)) byId.set(id, { id, fullName });
  return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id);
}
