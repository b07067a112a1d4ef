import {
  availableSpaceSchema,
  availableSpacesSearchParams,
  buildingInfoSchema,
  buildingNotFoundMessage,
  type ClearCacheRequest,
  type ListingsEndpoint,
  leaseCompSchema,
  listingsMessages,
  providerTenantSchema,
  searchHitSchema,
  searchResultLink,
  tenantNotFoundMessage,
} from '@common/listings';
import { z } from 'zod';
import { createLruCache } from '../http/lru-cache';
import { createVendorClient, type ProviderLog, type VendorConnection } from '../http/vendor-client';
import {
  found,
  type ListingsProvider,
  type ListingsResult,
  notFound,
  unavailable,
} from './listings-provider';

export type HttpListingsProviderOptions = VendorConnection & {
  cache?: { maxEntries?: number; ttlMs?: number };
  now?: () => number;
  log?: ProviderLog | undefined;
};

type Params = Record<string, string | number | boolean | undefined | null>;

/** One cache key per endpoint and canonical parameters (sorted, absent ones left out). */
export function cacheKey(endpoint: ListingsEndpoint, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return `${endpoint}?${query}`;
}

const searchResultsSchema = z
  .array(searchHitSchema)
  .transform((hits) => hits.map((hit) => ({ ...hit, link: searchResultLink(hit.type, hit.id) })));

/**
 * A real listings vendor, used instead of the simulated provider when one is configured. A network
 * error, a timeout or a 5xx is retried once (getJsonWithRetry); anything still wrong — including a
 * body that is not the documented `{data}` shape — becomes `unavailable`, never an exception.
 */
export function createHttpListingsProvider(options: HttpListingsProviderOptions): ListingsProvider {
  const vendor = createVendorClient(options);
  const cache = createLruCache<ListingsResult<unknown>>({
    maxEntries: options.cache?.maxEntries ?? 500,
    ttlMs: options.cache?.ttlMs ?? 5 * 60_000,
    now: options.now,
  });

  async function read<T>(
    endpoint: ListingsEndpoint,
    path: string,
    params: Params,
    schema: z.ZodType<T>,
    message: string,
    notFoundMessage?: string,
  ): Promise<ListingsResult<T>> {
    const key = cacheKey(endpoint, params);
    const cached = cache.get(key);
    if (cached) return cached as ListingsResult<T>;

    const outcome = await vendor.getJson(path);
    if (outcome.kind === 'not_found' && notFoundMessage) return notFound(notFoundMessage);
    if (outcome.kind !== 'ok') {
      const reason = outcome.kind === 'not_found' ? 'HTTP 404' : outcome.reason;
      options.log?.warn({ endpoint, reason }, 'listings provider unavailable');
      return unavailable(message);
    }
    const parsed = z.object({ data: schema }).safeParse(outcome.body);
    if (!parsed.success) {
      options.log?.warn(
        { endpoint, issues: parsed.error.issues.slice(0, 3) },
        'listings provider answered an unexpected shape',
      );
      return unavailable(message);
    }
    // Only answers are cached: a failure or a 404 is asked again next time.
    const result = found(parsed.data.data);
    cache.set(key, result);
    return result;
  }

  const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

  return {
    getBuilding: (id) =>
      read(
        'buildings',
        `/buildings/${id}`,
        { id },
        buildingInfoSchema,
        listingsMessages.building,
        buildingNotFoundMessage,
      ),

    getAvailableSpaces(query) {
      const params = availableSpacesSearchParams(query);
      return read(
        'available-spaces',
        withQuery('/available-spaces', params),
        Object.fromEntries(params),
        z.array(availableSpaceSchema),
        listingsMessages.availableSpaces,
        query.building_id === undefined ? undefined : buildingNotFoundMessage,
      );
    },

    getLeaseComps: (buildingId) =>
      read(
        'lease-comps',
        withQuery('/lease-comps', new URLSearchParams({ building_id: String(buildingId) })),
        { building_id: buildingId },
        z.array(leaseCompSchema),
        listingsMessages.leaseComps,
        buildingNotFoundMessage,
      ),

    getTenant: (id) =>
      read(
        'tenants',
        `/tenants/${id}`,
        { id },
        providerTenantSchema,
        listingsMessages.tenant,
        tenantNotFoundMessage,
      ),

    search(query) {
      const text = query.trim();
      return read(
        'search',
        withQuery('/search', new URLSearchParams({ query: text })),
        { query: text },
        searchResultsSchema,
        listingsMessages.search,
      );
    },

    async clearCache({ endpoint, params }: ClearCacheRequest) {
      if (!endpoint) return { cleared: cache.clear() };
      if (params) {
        const key = cacheKey(endpoint, params);
        return { cleared: cache.deleteWhere((candidate) => candidate === key) };
      }
      return { cleared: cache.deleteWhere((candidate) => candidate.startsWith(`${endpoint}?`)) };
    },
  };
}
