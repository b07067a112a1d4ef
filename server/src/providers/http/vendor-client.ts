import { getJsonWithRetry, type JsonOutcome } from './get-json-with-retry';

/** Where a provider reports a vendor's failures for operators (a pino logger fits), never to callers. */
export type ProviderLog = { warn(details: Record<string, unknown>, message: string): void };

/** How to reach a vendor's JSON API. */
export type VendorConnection = {
  baseUrl: string;
  /** Sent as a Bearer token when set. */
  apiKey?: string | undefined;
  /** Per attempt, including reading the body; 5 s by default. */
  timeoutMs?: number;
  /** Pause before the one retry (plus jitter); 200 ms by default. */
  retryDelayMs?: number;
};

export type VendorClient = {
  /** GET `path` (from the base URL, starting with '/') as JSON, retried as getJsonWithRetry does. */
  getJson(path: string): Promise<JsonOutcome>;
};

export function createVendorClient(connection: VendorConnection): VendorClient {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (connection.apiKey) headers.authorization = `Bearer ${connection.apiKey}`;
  const request = {
    headers,
    timeoutMs: connection.timeoutMs ?? 5000,
    retryDelayMs: connection.retryDelayMs ?? 200,
  };
  return { getJson: (path) => getJsonWithRetry(`${base}${path}`, request) };
}
