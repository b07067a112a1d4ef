import { opportunityNotFoundMessage } from '@common/deal-detail';
import {
  type LeaseTerms,
  lacksRenewalTerm,
  leaseTermsExistMessage,
  type leaseTermsInputSchema,
  type leaseTermsPatchSchema,
  noLeaseTermsMessage,
  renewalTermRequiredMessage,
} from '@common/lease-terms';
import { nerOfTerms } from '@common/ner';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database';
import { auditLog, leaseTerms, opportunities } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { leaseTermsChanges } from './lease-terms-changes';
import { lockDeal } from './opportunities.service';

/** The one kind of lease terms a deal holds now; proposal rounds hold the others. */
const kind = 'proposal';

type TermsRow = typeof leaseTerms.$inferSelect;
type TermsInput = z.output<typeof leaseTermsInputSchema>;
type TermsPatch = z.output<typeof leaseTermsPatchSchema>;

export function toLeaseTerms(row: TermsRow): LeaseTerms {
  return {
    id: row.id,
    opportunityId: row.opportunityId,
    kind: row.kind,
    leaseType: row.leaseType,
    term: row.termMonths,
    baseRent: row.baseRent,
    rentEscalation: row.rentEscalation,
    rentFreePeriod: row.rentFreeMonths,
    tenantImprovements: row.tenantImprovements,
    securityDeposit: row.securityDeposit,
    renewalOption: row.renewalOption,
    renewalTerm: row.renewalTerm,
    leasingCommissionPct: row.leasingCommissionPct,
    otherLandlordCosts: row.otherLandlordCosts,
    // The table's checks keep term and rent positive, so there is always a figure.
    ner: nerOfTerms(row) ?? { straightLine: 0, discounted: 0 },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's names → the table's (term → term_months, rentFreePeriod → rent_free_months). */
function toColumns(input: Partial<TermsInput>) {
  const { term, rentFreePeriod, ...rest } = input;
  // The contract takes any non-negative number; the column holds whole months.
  if (rest.renewalTerm !== undefined && !Number.isInteger(rest.renewalTerm)) {
    throw badRequest('Renewal term must be a whole number of months', 'renewalTerm');
  }
  const columns: Partial<typeof leaseTerms.$inferInsert> = { ...rest };
  if (term !== undefined) columns.termMonths = term;
  if (rentFreePeriod !== undefined) columns.rentFreeMonths = rentFreePeriod;
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

async function dealExists(db: Database, id: number): Promise<void> {
  const [deal] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  if (!deal) throw notFound(opportunityNotFoundMessage);
}

/**
 * The deal's lease terms (the row of kind 'proposal': the pipeline's NER and, once won, the lease), or
 * null when it has none yet (404 only for a missing deal). Proposal rounds hold every other set of terms.
 */
export async function getLeaseTerms(db: Database, id: number): Promise<LeaseTerms | null> {
  await dealExists(db, id);
  const [row] = await db
    .select()
    .from(leaseTerms)
    .where(and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, kind)));
  return row ? toLeaseTerms(row) : null;
}

type Write = { db: Database; userId: number; id: number; now: Date };

/** POST: the deal's first terms (409 when it has them); the deal's last activity moves to now. */
export async function createLeaseTerms(
  { db, userId, id, now }: Write,
  input: TermsInput,
): Promise<LeaseTerms> {
  return db.transaction(async (tx) => {
    await lockDeal(tx, id);
    const [row] = await tx
      .insert(leaseTerms)
      .values({
        ...toColumns(input),
        termMonths: input.term,
        baseRent: input.baseRent,
        opportunityId: id,
        kind,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [leaseTerms.opportunityId, leaseTerms.kind] })
      .returning();
    if (!row) throw new AppError(409, leaseTermsExistMessage);
    await touch(tx, userId, id, 'create', now);
    await recordDealEvents(tx, [
      {
        opportunityId: id,
        userId,
        kind: 'terms',
        note: 'entered directly, not from a proposal round',
        at: now,
      },
    ]);
    return toLeaseTerms(row);
  });
}

/**
 * PATCH: changes the fields sent (404 when the deal has no terms yet). The saved terms must
 * still pair a ticked renewal option with a term (400 and nothing written otherwise): a patch may tick
 * the option alone, or zero the term alone.
 */
export async function updateLeaseTerms(
  { db, userId, id, now }: Write,
  input: TermsPatch,
): Promise<LeaseTerms> {
  return db.transaction(async (tx) => {
    await lockDeal(tx, id);
    const ofDeal = and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, kind));
    const [before] = await tx.select().from(leaseTerms).where(ofDeal);
    if (!before) throw notFound(noLeaseTermsMessage);
    const [row] = await tx
      .update(leaseTerms)
      .set({ ...toColumns(input), updatedAt: now })
      .where(ofDeal)
      .returning();
    if (!row) throw notFound(noLeaseTermsMessage);
    if (lacksRenewalTerm(row.renewalOption, row.renewalTerm)) {
      throw badRequest(renewalTermRequiredMessage, 'renewalTerm');
    }
    await touch(tx, userId, id, 'update', now);
    const changes = leaseTermsChanges(before, row);
    if (changes) {
      await recordDealEvents(tx, [{ opportunityId: id, userId, kind: 'terms', note: changes, at: now }]);
    }
    return toLeaseTerms(row);
  });
}

/** The columns of the deal's terms an accepted proposal round sets. */
export type AcceptedTerms = Pick<
  typeof leaseTerms.$inferInsert,
  | 'leaseType'
  | 'termMonths'
  | 'baseRent'
  | 'rentEscalation'
  | 'rentFreeMonths'
  | 'tenantImprovements'
  | 'leasingCommissionPct'
  | 'otherLandlordCosts'
>;

/**
 * Sets the deal's lease terms to an accepted round's, in the caller's transaction (which has locked
 * the deal): created when it has none, else overwritten; the security deposit and renewal option,
 * which rounds do not carry, stay as they were. The trigger moves the pipeline's NER with them.
 */
export async function writeAcceptedTerms(
  tx: Transaction,
  userId: number,
  id: number,
  terms: AcceptedTerms,
  now: Date,
): Promise<void> {
  await tx
    .insert(leaseTerms)
    .values({ ...terms, opportunityId: id, kind, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [leaseTerms.opportunityId, leaseTerms.kind],
      set: { ...terms, updatedAt: now },
    });
  await tx.insert(auditLog).values({
    userId,
    action: 'lease_terms.accept',
    entity: 'opportunity',
    entityId: id,
    detail: { kind },
  });
}

async function touch(tx: Transaction, userId: number, id: number, action: string, now: Date) {
  await tx.update(opportunities).set({ lastActivityAt: now, updatedAt: now }).where(eq(opportunities.id, id));
  await tx.insert(auditLog).values({
    userId,
    action: `lease_terms.${action}`,
    entity: 'opportunity',
    entityId: id,
    detail: { kind },
  });
}
