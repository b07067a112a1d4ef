import { nerInputsOfTerms, roundCents, straightLineNer } from '@common/ner';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseTerms } from '../../db/schema';

type ProposalTerms = Pick<
  typeof leaseTerms.$inferSelect,
  | 'opportunityId'
  | 'termMonths'
  | 'baseRent'
  | 'rentEscalation'
  | 'rentFreeMonths'
  | 'tenantImprovements'
  | 'leasingCommissionPct'
  | 'otherLandlordCosts'
>;

type NerTerms = Omit<ProposalTerms, 'opportunityId'>;

/**
 * `nerOfTerms(terms).straightLine` without the discounted figure the pipeline does not show (that one
 * discounts every month: the 50,000-row export spent most of its time there).
 */
export function straightLineOfTerms(terms: NerTerms): number | null {
  const inputs = nerInputsOfTerms(terms);
  return inputs ? roundCents(straightLineNer(inputs)) : null;
}

/** A deal's straight-line NER and the terms it comes from (the client works out the breakdown from them). */
export type ProposalNer = { ner: number; terms: NerTerms };

/** Straight-line NER of each deal's proposal terms, with those terms, by deal id (from common/ner.ts). */
export async function proposalNers(db: Database, ids: number[]): Promise<Map<number, ProposalNer>> {
  if (ids.length === 0) return new Map();
  const rows: ProposalTerms[] = await db
    .select({
      opportunityId: leaseTerms.opportunityId,
      termMonths: leaseTerms.termMonths,
      baseRent: leaseTerms.baseRent,
      rentEscalation: leaseTerms.rentEscalation,
      rentFreeMonths: leaseTerms.rentFreeMonths,
      tenantImprovements: leaseTerms.tenantImprovements,
      leasingCommissionPct: leaseTerms.leasingCommissionPct,
      otherLandlordCosts: leaseTerms.otherLandlordCosts,
    })
    .from(leaseTerms)
    .where(
      and(
        // One array parameter for the page's ids (see anyOf in deal-filters.ts).
        sql`${leaseTerms.opportunityId} = any(${sql.param(ids)}::int[])`,
        eq(leaseTerms.kind, 'proposal'),
      ),
    );
  const ners = new Map<number, ProposalNer>();
  for (const { opportunityId, ...terms } of rows) {
    const ner = straightLineOfTerms(terms);
    if (ner !== null) ners.set(opportunityId, { ner, terms });
  }
  return ners;
}
