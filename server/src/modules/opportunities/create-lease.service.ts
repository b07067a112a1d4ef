import { addDays, addMonths } from '@common/calendar-days';
import {
  createLeaseBlocker,
  createLeaseMessages,
  renewedLease,
  signedRenewalOf,
  wonLeaseStart,
} from '@common/create-lease';
import type { DealType } from '@common/deal-stages';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { toLeaseFacts } from '../../db/lease-facts';
import { auditLog, leases, leaseTerms } from '../../db/schema';
import { AppError } from '../../errors';
import { databaseErrorCode } from '../properties/sql-helpers';
import { lockDeal } from './deal-lock';

const conflict = (message: string) => new AppError(409, message);

type DealForLease = {
  id: number;
  dealType: DealType;
  tenantId: number;
  spaceId: number;
  expectedCloseDate: string | null;
};

/** The suite's leases as the lifecycle rules read them, with the deal each was written from. */
async function suiteLeases(tx: Transaction, spaceId: number) {
  const rows = await tx.select().from(leases).where(eq(leases.spaceId, spaceId)).for('update');
  return rows.map((row) => ({ ...toLeaseFacts(row), opportunityId: row.opportunityId }));
}

/**
 * The won deal's lease: for a renewal, the tenant's renewal lease already signed is linked to the
 * deal (and to the lease it follows); otherwise the lease is written from the proposal terms — a
 * renewal from the day after the renewed lease ends (that lease, held over, is then closed), any
 * other deal from its expected close date or today — and runs the term, its last day the day
 * before the anniversary, as the seed's leases are dated. 409 when the space already has a lease
 * for those dates.
 */
async function writeDealLease(
  tx: Transaction,
  userId: number,
  deal: DealForLease,
  terms: typeof leaseTerms.$inferSelect | undefined,
  today: string,
): Promise<number | null> {
  const onSuite = await suiteLeases(tx, deal.spaceId);
  const renewed = deal.dealType === 'renewal' ? renewedLease(onSuite, deal.tenantId, today) : undefined;
  const signed = renewed ? signedRenewalOf(renewed, onSuite, today) : undefined;
  if (renewed && signed) {
    await tx
      .update(leases)
      .set({ opportunityId: deal.id, followsLeaseId: sql`coalesce(${leases.followsLeaseId}, ${renewed.id})` })
      .where(eq(leases.id, signed.id));
    await audit(tx, userId, deal.id, { leaseId: signed.id, linked: true });
    return signed.id;
  }
  if (!terms) return null;

  const startDate = wonLeaseStart(deal, renewed, today);
  const endDate = addDays(addMonths(startDate, terms.termMonths), -1);
  const [overlapping] = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.spaceId, deal.spaceId),
        inArray(leases.status, ['active', 'pending']),
        lte(leases.startDate, endDate),
        gte(leases.endDate, startDate),
        renewed ? ne(leases.id, renewed.id) : undefined,
      ),
    )
    .limit(1);
  if (overlapping) throw conflict(createLeaseMessages.spaceLeased);
  const active = startDate <= today;
  // A renewal that has started takes over from the lease it renews, which a holdover left active.
  if (renewed && active)
    await tx
      .update(leases)
      .set({ status: 'expired' })
      .where(and(eq(leases.id, renewed.id), eq(leases.status, 'active')));

  const [lease] = await tx
    .insert(leases)
    .values({
      tenantId: deal.tenantId,
      spaceId: deal.spaceId,
      startDate,
      endDate,
      baseRentPsf: terms.baseRent,
      escalationPct: terms.rentEscalation,
      leaseType: terms.leaseType,
      // A lease that starts later waits as pending; the space's current one stays active meanwhile.
      status: active ? 'active' : 'pending',
      securityDeposit: terms.securityDeposit,
      freeRentMonths: terms.rentFreeMonths,
      tiPsf: terms.tenantImprovements,
      opportunityId: deal.id,
      followsLeaseId: renewed?.id ?? null,
    })
    .returning({ id: leases.id });
  await audit(tx, userId, deal.id, { leaseId: lease!.id });
  return lease!.id;
}

const audit = (tx: Transaction, userId: number, dealId: number, detail: Record<string, unknown>) =>
  tx
    .insert(auditLog)
    .values({ userId, action: 'create_lease', entity: 'opportunity', entityId: dealId, detail });

/** The deal's lease already written (if any) and its proposal terms (if any), read in the deal's transaction. */
async function dealLeaseAndTerms(tx: Transaction, dealId: number) {
  const [existing] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.opportunityId, dealId));
  const [terms] = await tx
    .select()
    .from(leaseTerms)
    .where(and(eq(leaseTerms.opportunityId, dealId), eq(leaseTerms.kind, 'proposal')));
  return { existingLeaseId: existing?.id ?? null, terms };
}

type LockedDeal = Awaited<ReturnType<typeof lockDeal>>;

/**
 * After a renewal deal is won, in the same transaction (`deal` is its row, already locked): its lease
 * is linked or written at once (as Create Lease would), so the portfolio shows the suite renewed.
 * Nothing happens when the deal already has its lease, lacks a tenant, a suite or proposal terms
 * (Create Lease then says which), or its dates collide with another lease.
 */
export async function settleWonRenewal(tx: Transaction, userId: number, deal: LockedDeal, today: string) {
  if (deal.dealType !== 'renewal' || deal.tenantId === null || deal.spaceId === null) return;
  const { existingLeaseId, terms } = await dealLeaseAndTerms(tx, deal.id);
  if (existingLeaseId !== null) return;
  const forLease = { ...deal, tenantId: deal.tenantId, spaceId: deal.spaceId };
  // In a savepoint: a collision with another lease leaves the stage change standing (Create Lease
  // then names the problem).
  await tx
    .transaction((savepoint) => writeDealLease(savepoint, userId, forLease, terms, today))
    .catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
}

/**
 * POST /api/opportunities/:id/lease ('Create Lease'): a won deal with a tenant, a space and proposal
 * terms becomes the space's lease (writeDealLease).
 */
export async function createLeaseFromDeal(
  db: Database,
  userId: number,
  id: number,
  today: string,
): Promise<{ leaseId: number }> {
  try {
    return await db.transaction(async (tx) => {
      const deal = await lockDeal(tx, id);
      const { existingLeaseId, terms } = await dealLeaseAndTerms(tx, id);
      const blocker = createLeaseBlocker({
        stage: deal.stage,
        leaseId: existingLeaseId,
        hasTenant: deal.tenantId !== null,
        hasSpace: deal.spaceId !== null,
        hasProposalTerms: terms !== undefined,
      });
      // After the rule, the other three tests only tell the types what it has checked.
      if (blocker || !terms || deal.tenantId === null || deal.spaceId === null) {
        throw conflict(blocker ?? createLeaseMessages.noTerms);
      }

      const leaseId = await writeDealLease(
        tx,
        userId,
        { ...deal, tenantId: deal.tenantId, spaceId: deal.spaceId },
        terms,
        today,
      );
      if (leaseId === null) throw conflict(createLeaseMessages.noTerms);
      return { leaseId };
    });
  } catch (error) {
    // Another request won the race: the deal's lease or the space's active lease now exists.
    if (databaseErrorCode(error) === '23505') {
      const message = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes(
        'opportunity',
      )
        ? createLeaseMessages.alreadyCreated
        : createLeaseMessages.spaceLeased;
      throw conflict(message);
    }
    throw error;
  }
}
