export const roles = ['admin', 'asset_manager', 'broker', 'leasing'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  asset_manager: 'Asset Manager',
  broker: 'Broker',
  leasing: 'Leasing Associate',
};

/** The sidebar shows 'Admin' when the user record has no role. */
export function roleLabel(role: string | null | undefined): string {
  if (role && role in roleLabels) return roleLabels[role as Role];
  return role || 'Admin';
}
