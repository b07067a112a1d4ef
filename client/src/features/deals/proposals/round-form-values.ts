import type { OpportunityDetail } from '@common/deal-detail';
import {
  type ProposalRound,
  type ProposalSide,
  type proposalRoundFormSchema,
  roundToCounter,
} from '@common/proposal-rounds';
import { format } from 'date-fns';
import type { z } from 'zod';

export type RoundFormInput = z.input<typeof proposalRoundFormSchema>;

const text = (value: number | null) => (value === null ? '' : String(value));

/** A round's terms as the form's text, under `side` and `roundDate`. */
function valuesOf(round: ProposalRound, side: ProposalSide, roundDate: string, note: string): RoundFormInput {
  return {
    side,
    roundDate,
    leaseType: round.leaseType,
    areaRsf: text(round.areaRsf),
    termMonths: text(round.termMonths),
    baseRent: text(round.baseRent),
    rentEscalation: text(round.rentEscalation),
    rentFreeMonths: text(round.rentFreeMonths),
    tenantImprovements: text(round.tenantImprovements),
    leasingCommissionPct: text(round.leasingCommissionPct),
    otherLandlordCosts: text(round.otherLandlordCosts),
    note,
  };
}

/** The form for a round being edited: its own values. */
export const editValues = (round: ProposalRound) =>
  valuesOf(round, round.side, round.roundDate, round.note ?? '');

export const todayIso = () => format(new Date(), 'yyyy-MM-dd');

/**
 * What a new round starts with, dated today. An offer or counter copies the round it answers (the
 * latest offer from either side, else the latest round); a budget or previous lease, and a first
 * round, start from the deal's size and rent with five years, 3 % bumps and the default commission.
 */
export function newRoundValues(
  side: ProposalSide,
  rounds: ProposalRound[],
  deal: Pick<OpportunityDetail, 'squareFeetNeeded' | 'proposedRent'>,
  defaultCommissionPct: number | null,
): RoundFormInput {
  const answered = side === 'landlord' || side === 'tenant' ? roundToCounter(rounds) : undefined;
  if (answered) return valuesOf(answered, side, todayIso(), '');
  return {
    side,
    roundDate: todayIso(),
    leaseType: 'gross',
    areaRsf: String(deal.squareFeetNeeded),
    termMonths: '60',
    baseRent: text(deal.proposedRent),
    rentEscalation: '3',
    rentFreeMonths: '0',
    tenantImprovements: '0',
    leasingCommissionPct: side === 'previous' ? '' : text(defaultCommissionPct),
    otherLandlordCosts: '0',
    note: '',
  };
}
