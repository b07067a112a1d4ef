import { type LeaseStatus, leaseStatuses } from '@common/lease-statuses';
import { type ExpiringWindow, expiringWindows } from '@common/leases';
import { plural } from '@common/words';
import { formatNumber } from '@/lib/format-number';
import { pageParam, pageRangeText } from '@/lib/paging';

/** The Lease Documents filters as the URL holds them (`?keyword=&expiring=90&status=&tenant=`). */
export type LeaseFilters = {
  keyword: string;
  expiring: ExpiringWindow | null;
  status: LeaseStatus | null;
  tenant: number | null;
};

export const emptyLeaseFilters: LeaseFilters = { keyword: '', expiring: null, status: null, tenant: null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Unknown values (a hand-edited link) read as "no filter" rather than a failing request. */
export function leaseFiltersFromSearchParams(params: URLSearchParams): LeaseFilters {
  const tenant = Number(params.get('tenant'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    expiring: oneOf(expiringWindows, params.get('expiring')),
    status: oneOf(leaseStatuses, params.get('status')),
    tenant: Number.isInteger(tenant) && tenant > 0 ? tenant : null,
  };
}

/** The API query for the filters (the same names as the URL's). */
export function leaseFiltersToQuery(filters: LeaseFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.expiring) query.set('expiring', filters.expiring);
  if (filters.status) query.set('status', filters.status);
  if (filters.tenant !== null) query.set('tenant', String(filters.tenant));
  return query;
}

/** Leases per page of the table (30,000 leases at once took the browser half a minute to show). */
export const leasesPageSize = 50;

/** 'Showing 2 of 2 leases' on one page; 'Showing 51–100 of 30,064 leases' when there are more. */
export function leasesShownText(page: number, shown: number, total: number): string {
  if (total <= leasesPageSize && page === 1)
    return `Showing ${formatNumber(shown)} of ${plural(total, 'lease')}`;
  return pageRangeText(page, leasesPageSize, shown, total, { one: 'lease', many: 'leases' });
}

/**
 * `current` with the filter keys replaced by `filters`; other keys (`leaseId`) stay. The page goes
 * back to the first: the rows are another list.
 */
export function applyLeaseFilters(current: URLSearchParams, filters: LeaseFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['keyword', 'expiring', 'status', 'tenant', pageParam]) next.delete(key);
  for (const [key, value] of leaseFiltersToQuery(filters)) next.set(key, value);
  return next;
}

export const hasActiveLeaseFilters = (filters: LeaseFilters): boolean =>
  leaseFiltersToQuery(filters).size > 0;
