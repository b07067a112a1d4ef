import { z } from 'zod';
import { dealLostReasons } from './deal-history';
import { type DealStage, dealStageLabels, dealStages, dealTypes } from './deal-stages';

/*
 * What changes a deal: Add Deal, Edit Deal (and the lead and probability of the deal screen) and a
 * stage move. A field an update does not send keeps its value.
 */

/** The longest texts a deal and what hangs on it take, in characters. */
export const maxTextLength = { title: 200, name: 200, description: 5000, comment: 5000, task: 300 } as const;

const money = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} must be a non-negative number`)
    .max(1_000_000_000, `${label} is too large`);
/** A 'yyyy-MM-dd' day field, such as an expected close or a task's due date. */
export const dealDaySchema = z.iso.date('Must be a date (yyyy-MM-dd)');

/** The editable fields of a deal, without defaults (an update must not reset what it does not send). */
const dealFieldsSchema = z.object({
  prospectName: z.string().trim().min(1, 'Prospect name is required').max(maxTextLength.name),
  propertyId: z.number('Property is required').int().positive('Property is required'),
  tenantId: z.number().int().positive().nullish(),
  spaceId: z.number().int().positive().nullish(),
  dealType: z.enum(dealTypes, 'Must be new, renewal or expansion'),
  squareFeetNeeded: z
    .number('Size must be a number')
    .int('Size must be a whole number of square feet')
    .positive('Size must be a positive number')
    .max(10_000_000, 'Size is too large'),
  proposedRent: money('Proposed rent').nullish(),
  brokerName: z.string().trim().max(maxTextLength.name).nullish(),
  brokerCompany: z.string().trim().max(maxTextLength.name).nullish(),
  leadUserId: z.number().int().positive().nullish(),
  title: z.string().trim().max(maxTextLength.title).nullish(),
  description: z.string().trim().max(maxTextLength.description).nullish(),
  expectedCloseDate: dealDaySchema.nullish(),
});
/** Add Deal (POST /api/opportunities) and /deals/new. */
export const createDealSchema = dealFieldsSchema.extend({
  stage: z.enum(dealStages, 'Unknown stage').default('inquiry'),
  dealType: dealFieldsSchema.shape.dealType.default('new'),
  /** Create the deal although the same tenant has an open deal on the building (asked after a 409). */
  allowDuplicate: z.boolean().optional(),
});

/**
 * The 409 that Add Deal answers when the tenant (the tenant record, or else the prospect's name) has
 * an open deal — any stage but Deal Complete and Dead — on the same building, and so on any of its
 * suites: the message names it, and `duplicateDealId` lets the screen open it.
 */
export const duplicateDealConflictSchema = z.object({
  message: z.string(),
  duplicateDealId: z.number().int().positive(),
});
export type DuplicateDealConflict = z.infer<typeof duplicateDealConflictSchema>;

export function duplicateDealMessage(deal: { prospectName: string; propertyName: string; stage: DealStage }) {
  return `${deal.prospectName} already has an open deal on ${deal.propertyName} (${dealStageLabels[deal.stage]}).`;
}
export type CreateDealInput = z.input<typeof createDealSchema>;

/** Why a PATCH both sets the probability and asks it to follow the stage. */
export const probabilityBothWaysMessage = 'Set a probability or let it follow the stage, not both';

/**
 * Edit Deal, the lead picker and the probability of the deal screen (PATCH /api/opportunities/:id):
 * any subset. A probability sent is set by hand (it stops following the stage);
 * `probabilityFollowsStage: true` puts it back on the stage's figure. A new `leadUserId` is a
 * reassignment. `version`, when sent, refuses the edit if the deal changed since it was read (409).
 */
export const updateDealSchema = dealFieldsSchema
  .extend({
    title: z.string().trim().min(1, 'Title is required').max(maxTextLength.title),
    potentialValue: money('Potential value').nullish(),
    probability: z
      .number('Probability must be a number')
      .int('Probability must be a whole number')
      .min(0, 'Probability must be between 0 and 100')
      .max(100, 'Probability must be between 0 and 100'),
    probabilityFollowsStage: z.literal(true, 'Must be true'),
    version: z.number().int().positive(),
  })
  .partial()
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), 'Nothing to update')
  .refine(
    (value) => value.probability === undefined || value.probabilityFollowsStage === undefined,
    probabilityBothWaysMessage,
  );
export type UpdateDealInput = z.input<typeof updateDealSchema>;

/**
 * PATCH /api/opportunities/:id/stage. A move to Dead carries why (`lostReason`, and words with
 * 'other'); `version`, when sent, refuses the move if the deal changed since it was read (409).
 */
export const stageUpdateSchema = z.object({
  stage: z.enum(dealStages, 'Unknown stage'),
  lostReason: z.enum(dealLostReasons, 'Unknown reason').optional(),
  lostReasonNote: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  version: z.number().int().positive().optional(),
});
export type StageUpdate = z.input<typeof stageUpdateSchema>;
