/** The property screen's tabs; the open one is kept in the URL (?tab=) so it survives a reload. */
export const propertyTabs = ['overview', 'spaces', 'tenants', 'leases'] as const;
export type PropertyTab = (typeof propertyTabs)[number];

export function propertyTabFrom(value: string | null): PropertyTab {
  return propertyTabs.find((tab) => tab === value) ?? 'overview';
}
