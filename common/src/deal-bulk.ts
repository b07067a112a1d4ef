import { z } from 'zod';
import { dealLostReasons } from './deal-history';
import { selectableDealStages } from './deal-stages';

/** The most deals one bulk action changes. */
export const maxBulkDeals = 500;

const ids = z
  .array(z.number().int().positive(), 'Select at least one deal')
  .min(1, 'Select at least one deal')
  .max(maxBulkDeals, `Select at most ${maxBulkDeals} deals`);

/**
 * POST /api/opportunities/bulk: one change to every selected deal, all or nothing. A move to Dead
 * carries the reason, as a single move does.
 */
export const bulkDealActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('stage'),
    ids,
    stage: z.enum(selectableDealStages, 'Unknown stage'),
    lostReason: z.enum(dealLostReasons, 'Unknown reason').optional(),
    lostReasonNote: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  }),
  z.object({ action: z.literal('lead'), ids, leadUserId: z.number().int().positive().nullable() }),
]);
export type BulkDealAction = z.input<typeof bulkDealActionSchema>;

/** What a bulk action answers: how many deals it changed, in words for the toast. */
export const bulkDealResultSchema = z.object({ changed: z.number().int(), message: z.string() });
export type BulkDealResult = z.infer<typeof bulkDealResultSchema>;
