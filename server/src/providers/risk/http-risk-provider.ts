import {
  providerBuildingRiskResponseSchema,
  providerTenantStatusResponseSchema,
  riskMessages,
} from '@common/risk';
import type { z } from 'zod';
import { getJsonWithRetry } from '../listings/get-json-with-retry';
import { createLruCache } from '../listings/lru-cache';
import { found, notFound, type RiskProvider, type RiskResult, unavailable } from './risk-provider';

/** Where failures are reported for operators (a pino logger fits); the caller only sees our message. */
export type RiskLog = { warn(details: Record<string, unknown>, message: string): void };

export type HttpRiskProviderOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  /** Per attempt, including reading the body; 5 s by default. */
  timeoutMs?: number;
  /** Pause before the one retry (plus jitter); 200 ms by default. */
  retryDelayMs?: number;
  /** How long an answer is reused; 60 s by default, 0 turns the cache off. */
  cacheTtlMs?: number;
  now?: () => number;
  log?: RiskLog | undefined;
};

type Endpoint = 'tenant-status' | 'building-risk';
type VendorSchema<T> = z.ZodType<
  { success: true; message: string; data: T } | { success: false; message: string }
>;

/** A vendor's own words are capped: they are logged and passed on, never trusted to be short. */
const vendorMessage = (message: string) => message.trim().slice(0, 200) || 'Not found';

/**
 * A real risk vendor (ARCHITECTURE.md decision 2): `GET {base}/tenant-status?tenant_name=` and
 * `GET {base}/building-risk?building_address=`, answering `{success, message, data}`. A network
 * error, a timeout or a 5xx is retried once; anything still wrong — a 4xx, a body that is not JSON or
 * not the documented shape — becomes `unavailable`, never an exception. The vendor's own
 * `success:false` (or a 404) reads as not_found.
 */
export function createHttpRiskProvider(options: HttpRiskProviderOptions): RiskProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const request = {
    headers,
    timeoutMs: options.timeoutMs ?? 5000,
    retryDelayMs: options.retryDelayMs ?? 200,
  };
  const ttlMs = options.cacheTtlMs ?? 60_000;
  const cache = createLruCache<RiskResult<unknown>>({
    maxEntries: 500,
    ttlMs: Math.max(ttlMs, 1),
    ...(options.now ? { now: options.now } : {}),
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
    const cached = ttlMs > 0 ? cache.get(key) : undefined;
    if (cached) return cached as RiskResult<T>;

    const url = `${base}/${endpoint}?${new URLSearchParams({ [param]: value })}`;
    const outcome = await getJsonWithRetry(url, request);
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
    if (ttlMs > 0) cache.set(key, result);
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
