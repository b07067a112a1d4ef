import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, leases, leaseTerms } from '../../db/schema';
import { AppError } from '../../errors';
import { databaseErrorCode } from '../properties/sql-helpers';
import { lockDeal } from './opportunities.service';

export const createLeaseMessages = {
  notWon: 'Only a won deal can become a lease',
  noTenant: 'Link the deal to a tenant before creating its lease',
  noSpace: 'Choose the deal’s space before creating its lease',
  noTerms: 'Add the proposal lease terms before creating the lease',
  alreadyCreated: 'A lease has already been created from this deal',
  spaceLeased: 'The space already has a lease for those dates',
} as const;

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
      if (deal.stage !== 'deal') throw conflict(createLeaseMessages.notWon);
      const [existing] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.opportunityId, id));
      if (existing) throw conflict(createLeaseMessages.alreadyCreated);
      if (deal.tenantId === null) throw conflict(createLeaseMessages.noTenant);
      if (deal.spaceId === null) throw conflict(createLeaseMessages.noSpace);
      const [terms] = await tx
        .select()
        .from(leaseTerms)
        .where(and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, 'proposal')));
      if (!terms) throw conflict(createLeaseMessages.noTerms);

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
