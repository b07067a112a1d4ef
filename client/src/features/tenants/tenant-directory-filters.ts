/** The directory's tab and search, kept in the URL (`?industry=Law&search=smile`) so a view can be shared. */
export type TenantDirectoryFilters = { search: string; industry: string };

/** The 'All Industries' tab's value (Radix Tabs needs a non-empty value). */
export const allIndustriesTab = 'all';

export function filtersFromSearchParams(params: URLSearchParams): TenantDirectoryFilters {
  return { search: params.get('search') ?? '', industry: params.get('industry') ?? '' };
}

/** `params` with the filters applied; empty filters are removed, other parameters kept. */
export function applyFilters(params: URLSearchParams, filters: TenantDirectoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = filters.search.trim() === '' ? '' : filters.search;
  if (search) next.set('search', search);
  else next.delete('search');
  if (filters.industry) next.set('industry', filters.industry);
  else next.delete('industry');
  return next;
}

/** The one text under 'No tenants found' that explains why the list is empty. */
export function emptyDirectoryText({ search, industry }: TenantDirectoryFilters): string {
  const term = search.trim();
  if (term) return industry ? `No ${industry} tenants match "${term}"` : `No tenants match "${term}"`;
  if (industry) return `No tenants in the ${industry} industry`;
  return "You don't have any tenants yet. Add your first tenant or upload a rent roll.";
}

/** The tabs: one per industry found in the data, plus the one in the URL if the data no longer has it. */
export function industryTabs(industries: readonly string[], current: string): string[] {
  return current && !industries.includes(current) ? [...industries, current] : [...industries];
}
