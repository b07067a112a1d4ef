import type {
  AvailableSpace,
  AvailableSpacesQuery,
  BuildingInfo,
  ClearCacheRequest,
  LeaseComp,
  ProviderTenant,
  SearchResult,
} from '@common/listings';

/**
 * What a read answers. Failures are values, not exceptions, so a vendor outage reaches the caller as
 * `{success:false, message}` instead of a 500.
 */
export type ListingsResult<T> =
  | { status: 'found'; data: T }
  | { status: 'not_found'; message: string }
  | { status: 'unavailable'; message: string };

/** The listings data source: simulated from our database, or a vendor when one is configured. */
export type ListingsProvider = {
  getBuilding(id: number): Promise<ListingsResult<BuildingInfo>>;
  /** not_found only when a building_id is given and no such building exists. */
  getAvailableSpaces(query: AvailableSpacesQuery): Promise<ListingsResult<AvailableSpace[]>>;
  getLeaseComps(buildingId: number): Promise<ListingsResult<LeaseComp[]>>;
  getTenant(id: number): Promise<ListingsResult<ProviderTenant>>;
  search(query: string): Promise<ListingsResult<SearchResult[]>>;
  /** Drops cached answers (all, one endpoint, or one endpoint + params); answers how many. */
  clearCache(request: ClearCacheRequest): Promise<{ cleared: number }>;
};

export const found = <T>(data: T): ListingsResult<T> => ({ status: 'found', data });
export const notFound = (message: string): ListingsResult<never> => ({ status: 'not_found', message });
export const unavailable = (message: string): ListingsResult<never> => ({ status: 'unavailable', message });
