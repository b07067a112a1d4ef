import {
  type BuildingRiskResultData,
  buildingViewFromRisk,
  riskMessages,
  type TenantSentimentView,
  type TenantStatusData,
  tenantViewFromRisk,
} from '@common/risk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { notFound } from '../../errors';
import { findPropertyByAddress, findTenantByName, propertyOfTenant } from '../../providers/risk/risk-lookups';
import type { RiskProvider, RiskResult } from '../../providers/risk/risk-provider';
import { hasOpenActionPlan, latestSentiment } from '../../providers/risk/tenant-sentiment';

/**
 * The provider's tenant status with our matching tenant attached (null when we have none), so the
 * demo can file an action plan against a real record whichever provider answered, and the card's
 * figures: the provider's survey reading, or — from a provider that answers a bare status — the
 * status's figures marked as estimates. Whether an open action plan exists is always ours.
 */
export async function tenantStatus(
  db: Database,
  provider: RiskProvider,
  tenantName: string,
  today: string,
): Promise<RiskResult<TenantStatusData>> {
  const result = await provider.getTenantStatus(tenantName);
  if (result.status !== 'found') return result;
  const { sentiment: read, ...data } = result.data;
  const tenant = await findTenantByName(db, tenantName);
  const tenantId = tenant?.id ?? null;
  const propertyId = tenant ? await propertyOfTenant(db, tenant.id, today) : null;
  const hasActionPlan = tenant ? await hasOpenActionPlan(db, tenant.id) : false;
  const sentiment: TenantSentimentView | null =
    read === undefined
      ? tenantViewFromRisk(data.risk_status, {
          reason: data.risk_reason,
          tenantId,
          propertyId,
          hasActionPlan,
        })
      : read && { ...read, tenantId, propertyId: read.propertyId ?? propertyId, hasActionPlan };
  return {
    ...result,
    data: {
      ...data,
      tenant_id: tenantId,
      property_id: propertyId,
      sentiment,
      has_action_plan: hasActionPlan,
    },
  };
}

/**
 * The provider's building risk with our matching property attached (null when we have none) and
 * the health card: the provider's reading of our records, or the level's figures marked as estimates.
 */
export async function buildingRisk(
  db: Database,
  provider: RiskProvider,
  buildingAddress: string,
): Promise<RiskResult<BuildingRiskResultData>> {
  const result = await provider.getBuildingRisk(buildingAddress);
  if (result.status !== 'found') return result;
  const { health, ...data } = result.data;
  const property = await findPropertyByAddress(db, buildingAddress);
  const propertyId = property?.id ?? null;
  return {
    ...result,
    data: {
      ...data,
      property_id: propertyId,
      health: health ?? buildingViewFromRisk({ ...data, property_id: propertyId }),
    },
  };
}

/** The tenant page's sentiment card from its latest survey; 404 without tenant or survey. */
export async function tenantSentiment(db: Database, tenantId: number): Promise<TenantSentimentView> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound(riskMessages.tenantNotFound);
  const sentiment = await latestSentiment(db, tenantId);
  if (!sentiment) throw notFound(riskMessages.noSurvey);
  return sentiment;
}
