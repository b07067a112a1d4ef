import { z } from 'zod';
import { type DealEventKind, dealEventKinds } from './deal-history';
import { isDealStage } from './deal-stage-filter';
import { type DealStage, dealStageLabels, dealStages } from './deal-stages';
import { type ApprovalStatus, approvalStatuses } from './proposal-rounds';

/** What a hand-set probability, and its return to following the stage, record as the event's note. */
export const probabilityNotes = { byHand: 'set by hand', followsStage: 'follows the stage again' } as const;

export type DealEventRecord = {
  kind: DealEventKind;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
};

const stageText = (value: string | null) =>
  value && isDealStage(value) ? dealStageLabels[value] : (value ?? 'no stage');
const percent = (value: string | null) => (value === null ? 'none' : `${value}%`);
const isApproval = (value: string | null): value is ApprovalStatus =>
  (approvalStatuses as readonly (string | null)[]).includes(value);
const withNote = (text: string, note: string | null) => (note ? `${text}: ${note}` : text);

const approvalTexts: Record<ApprovalStatus, string> = {
  pending: 'Submitted a proposal round for approval',
  approved: 'Approved the proposal round',
  rejected: 'Rejected the proposal round',
};

/**
 * One history event as a sentence. `nameOf` turns a user id (an assignment's from and to) into a
 * name. A stage event's note is the lost reason; a probability event without a note followed a
 * stage move.
 */
export function describeDealEvent(event: DealEventRecord, nameOf: (userId: string) => string): string {
  const { fromValue: from, toValue: to, note } = event;
  switch (event.kind) {
    case 'created':
      return to ? `Created the deal at ${stageText(to)}` : 'Created the deal';
    case 'stage': {
      const moved = `Moved from ${stageText(from)} to ${stageText(to)}`;
      return note ? `${moved}. Reason: ${note}` : moved;
    }
    case 'probability':
      return `Probability changed from ${percent(from)} to ${percent(to)} (${note ?? 'follows the stage'})`;
    case 'assignment':
      if (from && to) return `Lead changed from ${nameOf(from)} to ${nameOf(to)}`;
      if (to) return `Lead set to ${nameOf(to)}`;
      return from ? `Lead ${nameOf(from)} removed` : 'Lead removed';
    // A round's or the terms' note is the whole sentence ('Added the landlord offer of Nov 3, 2026').
    case 'round':
      return note ?? 'Changed a proposal round';
    case 'terms':
      return note ?? 'Changed the lease terms';
    case 'approval':
      return withNote(isApproval(to) ? approvalTexts[to] : 'Changed an approval', note);
  }
}

export const dealHistoryEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(dealEventKinds),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  note: z.string().nullable(),
  /** ISO timestamp. */
  at: z.string(),
  /** Who made the change; null for the system or a removed user. */
  by: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** The change as a sentence (describeDealEvent). */
  text: z.string(),
});
export type DealHistoryEvent = z.infer<typeof dealHistoryEventSchema>;

/** GET /api/opportunities/:id/history: newest first, with the days the deal has been in its stage. */
export const dealHistorySchema = z.object({
  stage: z.enum(dealStages),
  stageEnteredAt: z.string(),
  /** Calendar days in the organisation's time zone since the deal entered its stage (0 on the day). */
  daysInStage: z.number().int(),
  events: z.array(dealHistoryEventSchema),
});
export type DealHistory = z.infer<typeof dealHistorySchema>;

/** "12 days in LOI", "Entered Proposal today". */
export function daysInStageText(days: number, stage: DealStage): string {
  if (days <= 0) return `Entered ${dealStageLabels[stage]} today`;
  return `${days} ${days === 1 ? 'day' : 'days'} in ${dealStageLabels[stage]}`;
}
