import { z } from 'zod';

/*
 * Every option and lease has an owner: the person its critical dates remind. An owner set on the
 * record wins; without one the record follows its building's asset manager.
 */

export const inactiveOwnerMessage = 'Owner must be an active team member';

/** `ownerId` null: follow the building's asset manager. */
export const ownerIdSchema = z
  .number('Owner must be a team member or null')
  .int('Owner must be a team member or null')
  .positive('Owner must be a team member or null')
  .nullable();

export const ownerUpdateSchema = z.object({ ownerId: ownerIdSchema });
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;

/** What an option or lease answers about its owner. */
export const ownerFields = {
  /** The effective owner: the one set, else the building's asset manager (null when it has none). */
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** Whether an owner is set on the record (false: it follows the asset manager). */
  ownerAssigned: z.boolean(),
};
