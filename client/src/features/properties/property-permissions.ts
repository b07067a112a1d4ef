import type { Role } from '@common/roles';

/** The server lets these roles create properties (POST /api/properties); others do not see Create. */
const creatorRoles: readonly Role[] = ['admin', 'asset_manager'];

export const canCreateProperties = (role: string | null | undefined): boolean =>
  creatorRoles.some((creator) => creator === role);
