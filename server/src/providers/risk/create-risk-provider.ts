import type { Database } from '../../db/database';
import type { ProviderLog } from '../http/vendor-client';
import { createHttpRiskProvider } from './http-risk-provider';
import type { RiskProvider } from './risk-provider';
import { createSimulatedRiskProvider } from './simulated-risk-provider';

/** From the environment (config.ts): a vendor when RISK_API_URL is set. */
export type RiskProviderConfig = { apiUrl?: string | undefined; apiKey?: string | undefined };

/** The vendor when one is configured, otherwise the simulated provider over our own database. */
export function createRiskProvider(
  db: Database,
  config: RiskProviderConfig = {},
  log: ProviderLog | undefined,
  /** Today's calendar day, 'yyyy-mm-dd': the day the simulated provider reads the leases on. */
  today: () => string | Promise<string>,
): RiskProvider {
  if (!config.apiUrl) return createSimulatedRiskProvider(db, today);
  return createHttpRiskProvider({ baseUrl: config.apiUrl, apiKey: config.apiKey, log });
}
