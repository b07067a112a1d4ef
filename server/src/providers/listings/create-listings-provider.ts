import type { Database } from '../../db/database';
import type { ProviderLog } from '../http/vendor-client';
import { createHttpListingsProvider } from './http-listings-provider';
import type { ListingsProvider } from './listings-provider';
import { createSimulatedListingsProvider } from './simulated-listings-provider';

/** From the environment (config.ts): a vendor when LISTINGS_API_URL is set. */
export type ListingsProviderConfig = { apiUrl?: string | undefined; apiKey?: string | undefined };

/** The vendor when one is configured, otherwise the simulated provider over our own database. */
export function createListingsProvider(
  db: Database,
  config: ListingsProviderConfig = {},
  log?: ProviderLog,
): ListingsProvider {
  if (!config.apiUrl) return createSimulatedListingsProvider(db);
  return createHttpListingsProvider({ baseUrl: config.apiUrl, apiKey: config.apiKey, log });
}
