import type { PortfolioSnapshot } from '@common/ai-rules/snapshot';
import { addDays } from '@common/calendar-days';
import { asc, desc, gte, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  leaseComps,
  leases,
  opportunities,
  options,
  properties,
  spaces,
  tenantSurveys,
  tenants,
} from '../../db/schema';

/**
 * The portfolio as the rules read it, in eight queries whatever its size: every building, suite and
 * tenant, the active and the signed (not started) leases, the open and won deals, each tenant's latest survey, options whose notice
 * window has not closed and comps of the last two years. One repeatable-read transaction, so the
 * rules see one consistent moment.
 */
export async function loadPortfolioSnapshot(db: Database, today: string): Promise<PortfolioSnapshot> {
  return db.transaction(
    async (tx) => {
      // One after another: a transaction is one connection, which runs one query at a time anyway.
      const queries = [
        tx
          .select({
            id: properties.id,
            name: properties.name,
            market: properties.market,
            assetClass: properties.assetClass,
          })
          .from(properties),
        tx
          .select({
            id: spaces.id,
            propertyId: spaces.propertyId,
            suite: spaces.suite,
            rentableSf: spaces.rentableSf,
            askingRentPsf: spaces.askingRentPsf,
            isDivisible: spaces.isDivisible,
            minDivisibleSf: spaces.minDivisibleSf,
          })
          .from(spaces),
        tx
          .select({
            id: tenants.id,
            name: tenants.name,
            industry: tenants.industry,
            headcount: tenants.headcount,
            hasExpansionIntent: tenants.hasExpansionIntent,
          })
          .from(tenants),
        tx
          .select({
            id: leases.id,
            tenantId: leases.tenantId,
            spaceId: leases.spaceId,
            startDate: leases.startDate,
            endDate: leases.endDate,
            baseRentPsf: leases.baseRentPsf,
            escalationPct: leases.escalationPct,
            status: leases.status,
          })
          .from(leases)
          .where(inArray(leases.status, ['active', 'pending'])),
        tx
          .select({
            id: opportunities.id,
            tenantId: opportunities.tenantId,
            propertyId: opportunities.propertyId,
            spaceId: opportunities.spaceId,
            stage: opportunities.stage,
            dealType: opportunities.dealType,
            squareFeetNeeded: opportunities.squareFeetNeeded,
            proposedRent: opportunities.proposedRent,
            expectedCloseDate: opportunities.expectedCloseDate,
          })
          .from(opportunities)
          .where(ne(opportunities.stage, 'dead')),
        tx
          .selectDistinctOn([tenantSurveys.tenantId], {
            tenantId: tenantSurveys.tenantId,
            satisfactionScore: tenantSurveys.satisfactionScore,
            renewalLikelihood: tenantSurveys.renewalLikelihood,
            hasExpansionIntentions: tenantSurveys.hasExpansionIntentions,
            surveyDate: tenantSurveys.surveyDate,
          })
          .from(tenantSurveys)
          .orderBy(asc(tenantSurveys.tenantId), desc(tenantSurveys.surveyDate), desc(tenantSurveys.id)),
        tx
          .select({
            id: options.id,
            leaseId: options.leaseId,
            tenantId: options.tenantId,
            propertyId: options.propertyId,
            spaceId: options.spaceId,
            optionType: options.optionType,
            noticeStart: options.noticeStart,
            noticeEnd: options.noticeEnd,
            effectiveDate: options.effectiveDate,
          })
          .from(options)
          .where(gte(options.noticeEnd, today)),
        tx
          .select({
            propertyId: leaseComps.propertyId,
            startingPsf: leaseComps.startingPsf,
            transactionDate: leaseComps.transactionDate,
          })
          .from(leaseComps)
          .where(gte(leaseComps.transactionDate, addDays(today, -730))),
      ] as const;
      const propertyRows = await queries[0];
      const spaceRows = await queries[1];
      const tenantRows = await queries[2];
      const leaseRows = await queries[3];
      const dealRows = await queries[4];
      const surveyRows = await queries[5];
      const optionRows = await queries[6];
      const compRows = await queries[7];
      return {
        today,
        properties: propertyRows,
        spaces: spaceRows,
        tenants: tenantRows,
        leases: leaseRows
          .filter((lease) => lease.status === 'active')
          .map(({ status: _, ...lease }) => lease),
        signedLeases: leaseRows
          .filter((lease) => lease.status === 'pending')
          .map(({ status: _, ...lease }) => lease),
        deals: dealRows,
        surveys: surveyRows,
        options: optionRows,
        comps: compRows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
