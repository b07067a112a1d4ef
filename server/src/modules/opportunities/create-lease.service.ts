import { createLeaseBlocker, createLeaseMessages } from '@common/create-lease';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, leases, leaseTerms } from '../../db/schema';
import { AppError } from '../../errors';
import { databaseErrorCode } from '../properties/sql-helpers';
import { lockDeal } from './opportunities.service';

const conflict = (message: string) => new AppError(409, message);

/** 'yyyy-mm-dd' + whole months, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * POST /api/opportunities/:id/lease ('Create Lease'): a won deal with a tenant, a space and proposal
 * terms becomes the space's lease, starting on the expected close date (or today) and running the
 * term; its last day is the day before the anniversary, as the seed's leases are dated.
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
      const [existing] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.opportunityId, id));
      const [terms] = await tx
        .select()
        .from(leaseTerms)
        .where(and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, 'proposal')));
      const blocker = createLeaseBlocker({
        stage: deal.stage,
        leaseId: existing?.id ?? null,
        hasTenant: deal.tenantId !== null,
        hasSpace: deal.spaceId !== null,
        hasProposalTerms: terms !== undefined,
      });
      // After the rule, the other three tests only tell the types what it has checked.
      if (blocker || !terms || deal.tenantId === null || deal.spaceId === null) {
        throw conflict(blocker ?? createLeaseMessages.noTerms);
      }

      const startDate = deal.expectedCloseDate ?? today;
      const endDate = dayBefore(addMonths(startDate, terms.termMonths));
      const [overlapping] = await tx
        .select({ id: leases.id })
        .from(leases)
        .where(
          and(
            eq(leases.spaceId, deal.spaceId),
            inArray(leases.status, ['active', 'pending']),
            lte(leases.startDate, endDate),
            gte(leases.endDate, startDate),
          ),
        )
        .limit(1);
      if (overlapping) throw conflict(createLeaseMessages.spaceLeased);

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
          status: startDate <= today ? 'active' : 'pending',
          securityDeposit: terms.securityDeposit,
          freeRentMonths: terms.rentFreeMonths,
          tiPsf: terms.tenantImprovements,
          opportunityId: id,
        })
        .returning({ id: leases.id });
      const leaseId = lease!.id;
      await tx.insert(auditLog).values({
        userId,
        action: 'create_lease',
        entity: 'opportunity',
        entityId: id,
        detail: { leaseId },
      });
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
