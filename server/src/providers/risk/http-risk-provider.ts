import {
  providerBuildingRiskResponseSchema,
  providerTenantStatusResponseSchema,
  riskMessages,
} from '@common/risk';
import type { z } from 'zod';
import { createLruCache } from '../http/lru-cache';
import { createVendorClient, type ProviderLog, type VendorConnection } from '../http/vendor-client';
import { found, notFound, type RiskProvider, type RiskResult, unavailable } from './risk-provider';

export type HttpRiskProviderOptions = VendorConnection & {
  /** How long an answer is reused; 60 s by default, 0 turns the cache off. */
  cacheTtlMs?: number;
  now?: () => number;
  log?: ProviderLog | undefined;
};

type Endpoint = 'tenant-status' | 'building-risk';
type VendorSchema<T> = z.ZodType<
  { success: true; message: string; data: T } | { success: false; message: string }
>;

/** A vendor's own words are capped: they are logged and passed on, never trusted to be short. */
const vendorMessage = (message: string) => message.trim().slice(0, 200) || 'Not found';

/**
 * A real risk vendor, used instead of the simulated provider when one is configured:
 * `GET {base}/tenant-status?tenant_name=` and
 * `GET {base}/building-risk?building_address=`, answering `{success, message, data}`. A network
 * error, a timeout or a 5xx is retried once; anything still wrong — a 4xx, a body that is not JSON or
 * not the documented shape — becomes `unavailable`, never an exception. The vendor's own
 * `success:false` (or a 404) reads as not_found.
 */
export function createHttpRiskProvider(options: HttpRiskProviderOptions): RiskProvider {
  const vendor = createVendorClient(options);
  const cache = createLruCache<RiskResult<unknown>>({
    maxEntries: 500,
    ttlMs: options.cacheTtlMs ?? 60_000,
    now: options.now,
  });

  async function read<T>(
    endpoint: Endpoint,
    param: string,
    text: string,
    schema: VendorSchema<T>,
    messages: { notFound: string; unavailable: string },
  ): Promise<RiskResult<T>> {
    const value = text.trim();
    const key = `${endpoint}?${value.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached as RiskResult<T>;

    const outcome = await vendor.getJson(`/${endpoint}?${new URLSearchParams({ [param]: value })}`);
    if (outcome.kind === 'not_found') return notFound(messages.notFound);
    if (outcome.kind === 'failed') {
      options.log?.warn({ endpoint, reason: outcome.reason }, 'risk provider unavailable');
      return unavailable(messages.unavailable);
    }
    const parsed = schema.safeParse(outcome.body);
    if (!parsed.success) {
      options.log?.warn(
        { endpoint, issues: parsed.error.issues.slice(0, 3) },
        'risk provider answered an unexpected shape',
      );
      return unavailable(messages.unavailable);
    }
    const body = parsed.data;
    if (!body.success) return notFound(vendorMessage(body.message));
    // Only answers are cached: a failure or a miss is asked again next time.
    const result = found(body.data, body.message);
    cache.set(key, result);
    return result;
  }

  return {
    getTenantStatus: (tenantName) =>
      read('tenant-status', 'tenant_name', tenantName, providerTenantStatusResponseSchema, {
        notFound: riskMessages.tenantNotFound,
        unavailable: riskMessages.tenantUnavailable,
      }),
    getBuildingRisk: (buildingAddress) =>
      read('building-risk', 'building_address', buildingAddress, providerBuildingRiskResponseSchema, {
        notFound: riskMessages.buildingNotFound,
        unavailable: riskMessages.buildingUnavailable,
      }),
  };
}
