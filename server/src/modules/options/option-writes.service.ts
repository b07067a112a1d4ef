import { type OptionInput, type OptionItem, optionMessages } from '@common/options';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { auditLog, leases, options, properties, spaces, tenants } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { requireActiveOwner } from '../owners/owners.service';
import { databaseErrorCode } from '../properties/sql-helpers';
import { getOption } from './option-list.service';

/** The row to write: referenced ids exist and agree with the asset; a lease's tenant by default. */
async function resolveInput(tx: Transaction, input: OptionInput) {
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw badRequest('Asset not found', 'propertyId');
  const spaceId = input.spaceId ?? null;
  if (spaceId !== null) {
    const [space] = await tx
      .select({ propertyId: spaces.propertyId })
      .from(spaces)
      .where(eq(spaces.id, spaceId));
    if (!space) throw badRequest('Suite not found', 'spaceId');
    if (space.propertyId !== input.propertyId) throw badRequest(optionMessages.spaceNotInProperty, 'spaceId');
  }
  await requireActiveOwner(tx, input.ownerId ?? null);
  const leaseId = input.leaseId ?? null;
  let tenantId = input.tenantId ?? null;
  if (leaseId !== null) {
    const [lease] = await tx
      .select({ tenantId: leases.tenantId, propertyId: spaces.propertyId })
      .from(leases)
      .innerJoin(spaces, eq(spaces.id, leases.spaceId))
      .where(eq(leases.id, leaseId));
    if (!lease) throw badRequest('Lease not found', 'leaseId');
    if (lease.propertyId !== input.propertyId) throw badRequest(optionMessages.leaseNotInProperty, 'leaseId');
    tenantId ??= lease.tenantId;
  }
  if (tenantId !== null) {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    // A tenant taken from the lease exists (the foreign key says so): a missing one is the input's.
    if (!tenant) throw badRequest('Tenant not found', 'tenantId');
  }
  return {
    propertyId: input.propertyId,
    spaceId,
    leaseId,
    tenantId,
    optionType: input.optionType,
    noticeStart: input.noticeStart,
    noticeEnd: input.noticeEnd,
    effectiveDate: input.effectiveDate,
    targets: input.targets || null,
    description: input.description || null,
    ...(input.ownerId === undefined ? {} : { ownerId: input.ownerId }),
  };
}

/** A referenced row deleted or a check broken between our checks and the write is still a 400. */
function asBadRequest(error: unknown): never {
  const code = databaseErrorCode(error);
  if (code === '23503') throw badRequest('A referenced asset, suite, lease or tenant no longer exists');
  if (code === '23514') throw badRequest(optionMessages.effectiveAfterNotice, 'effectiveDate');
  throw error;
}

/** POST /api/options. */
export async function createOption(
  db: Database,
  today: string,
  userId: number,
  input: OptionInput,
): Promise<OptionItem> {
  const id = await db
    .transaction(async (tx) => {
      const values = await resolveInput(tx, input);
      const [row] = await tx.insert(options).values(values).returning({ id: options.id });
      await tx.insert(auditLog).values({ userId, action: 'create', entity: 'option', entityId: row!.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      return asBadRequest(error);
    });
  return getOption(db, id, today);
}

/** PUT /api/options/:id: the whole option is replaced. */
export async function updateOption(
  db: Database,
  today: string,
  userId: number,
  id: number,
  input: OptionInput,
): Promise<OptionItem> {
  await db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: options.id })
        .from(options)
        .where(eq(options.id, id))
        .for('update');
      if (!existing) throw notFound(optionMessages.notFound);
      const values = await resolveInput(tx, input);
      await tx.update(options).set(values).where(eq(options.id, id));
      await tx.insert(auditLog).values({ userId, action: 'update', entity: 'option', entityId: id });
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      return asBadRequest(error);
    });
  return getOption(db, id, today);
}

/** DELETE /api/options/:id. */
export async function deleteOption(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(options).where(eq(options.id, id)).returning({ id: options.id });
    if (deleted.length === 0) throw notFound(optionMessages.notFound);
    await tx.insert(auditLog).values({ userId, action: 'delete', entity: 'option', entityId: id });
  });
}
