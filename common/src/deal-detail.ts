import { z } from 'zod';
import { dealLostReasons } from './deal-history';
import { dealStages, dealTypes } from './deal-stages';
import { approvalStatuses } from './proposal-rounds';

/*
 * One deal as the deal screen reads it (GET /api/opportunities/:id): the opportunity record with its
 * building, suite, tenant and people.
 */

/** A team member as a deal names them: its lead, its creator, a task's assignee, a document's uploader. */
export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const opportunityDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prospectName: z.string(),
  stage: z.enum(dealStages),
  dealType: z.enum(dealTypes),
  description: z.string().nullable(),
  potentialValue: z.number().nullable(),
  probability: z.number().int(),
  /** yyyy-MM-dd */
  expectedCloseDate: z.string().nullable(),
  squareFeetNeeded: z.number().int(),
  proposedRent: z.number().nullable(),
  brokerName: z.string().nullable(),
  brokerCompany: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  lead: personSchema.nullable(),
  createdBy: personSchema,
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    market: z.string(),
  }),
  space: z
    .object({
      id: z.number().int(),
      name: z.string(),
      squareFeet: z.number().int(),
      floorNumber: z.number().int(),
    })
    .nullable(),
  tenant: z
    .object({
      id: z.number().int(),
      name: z.string(),
      industry: z.string().nullable(),
      contactName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
    })
    .nullable(),
  /** The lease created from this deal once won ('Create Lease'), if any. */
  leaseId: z.number().int().nullable(),
  /** ISO timestamp of the move into the current stage. */
  stageEnteredAt: z.string(),
  /** For a dead deal, the stage it was lost at; null otherwise or when not recorded. */
  lostAtStage: z.enum(dealStages).nullable(),
  lostReason: z.enum(dealLostReasons).nullable(),
  lostReasonNote: z.string().nullable(),
  /** True once someone set the probability by hand (it no longer follows the stage). */
  probabilityByHand: z.boolean(),
  /** The approval status of the deal's latest submitted proposal round; null when none was submitted. */
  approvalStatus: z.enum(approvalStatuses).nullable(),
  /** Bumped by every write; a write may send it back to be refused (409) when the deal changed since. */
  version: z.number().int(),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const opportunityNotFoundMessage = 'Opportunity not found';
