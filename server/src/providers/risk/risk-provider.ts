import type { BuildingHealth, BuildingRiskData, TenantRiskData, TenantSentimentView } from '@common/risk';

/**
 * What a lookup answers. Failures are values, not exceptions, so a vendor outage reaches the caller as
 * `{success:false, message}` instead of a 500.
 */
export type RiskResult<T> =
  | { status: 'found'; message: string; data: T }
  | { status: 'not_found'; message: string }
  | { status: 'unavailable'; message: string };

/** The tenant/building risk data source: simulated from our database, or a vendor when one is configured. */
export type RiskProvider = {
  /** The tenant named (case-insensitive); not_found when the source does not know it. */
  getTenantStatus(tenantName: string): Promise<RiskResult<TenantRiskAnswer>>;
  /** The building at that address (or with that name); not_found when the source does not know it. */
  getBuildingRisk(buildingAddress: string): Promise<RiskResult<BuildingRiskAnswer>>;
};

/**
 * A tenant's status and, from a provider that reads surveys, the figures it was read from: the
 * latest survey (null when the tenant has none). Absent from a provider that answers a bare status.
 */
export type TenantRiskAnswer = TenantRiskData & { sentiment?: TenantSentimentView | null };

/** A building's risk and, from a provider that reads our records, the health it was read from. */
export type BuildingRiskAnswer = BuildingRiskData & { health?: BuildingHealth };

export const found = <T>(data: T, message = 'OK'): RiskResult<T> => ({ status: 'found', message, data });
export const notFound = (message: string): RiskResult<never> => ({ status: 'not_found', message });
export const unavailable = (message: string): RiskResult<never> => ({ status: 'unavailable', message });
