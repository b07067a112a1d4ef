import { formatTerm } from '@common/lease-terms';
import type { FigureVariance, ProposalRound } from '@common/proposal-rounds';
import { proposalSideLabels } from '@common/proposal-rounds';
import { plural } from '@common/words';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { NerFigure } from '@/components/ner/ner-figure';
import { Badge } from '@/components/ui/badge';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber, formatPercent, formatRentPsf, missingValue } from '@/lib/format-number';
import { commissionText, leaseTypeLabel } from '@/lib/lease-labels';
import { RoundApproval } from './round-approval';
import { VarianceText } from './variance-text';

/** 'landlord offer of Mar 1, 2026': how a round is named in buttons and panels. */
export const roundTitle = (round: ProposalRound) =>
  `${proposalSideLabels[round.side].toLowerCase()} of ${formatMediumDate(round.roundDate)}`;

/** Months to one decimal: '1 month', '2.5 months'. */
const months = (value: number) => plural(Math.round(value * 10) / 10, 'month');

/** A figure with its variance against the budget under it, when the round has one. */
function WithVariance({
  children,
  variance,
  amount,
}: {
  children: ReactNode;
  variance: FigureVariance | undefined;
  amount: (value: number) => string;
}) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <span>{children}</span>
      {variance ? <VarianceText variance={variance} amount={amount} /> : null}
    </span>
  );
}

export type RoundRow = { label: string; value: (round: ProposalRound) => ReactNode; emphasis?: boolean };

const nerRow = (label: string, kind: 'straightLine' | 'discounted'): RoundRow => ({
  label,
  emphasis: true,
  value: (round) => (
    <WithVariance
      variance={round.variance?.[kind === 'straightLine' ? 'nerStraightLine' : 'nerDiscounted']}
      amount={formatRentPsf}
    >
      <NerFigure
        terms={round}
        kind={kind}
        figure={formatRentPsf(round.ner[kind])}
        subject={`${proposalSideLabels[round.side]} of ${formatMediumDate(round.roundDate)}`}
      />
    </WithVariance>
  ),
});

/** The comparison's rows, top to bottom: the terms, both NERs, the note and the approval. */
export const roundRows: RoundRow[] = [
  { label: 'Lease type', value: (round) => leaseTypeLabel(round.leaseType) },
  { label: 'Area', value: (round) => `${formatNumber(round.areaRsf)} RSF` },
  { label: 'Term', value: (round) => formatTerm(round.termMonths) },
  {
    label: 'Base rent ($/SF/yr)',
    value: (round) => (
      <WithVariance variance={round.variance?.baseRent} amount={formatRentPsf}>
        {formatRentPsf(round.baseRent)}
      </WithVariance>
    ),
  },
  { label: 'Escalation (per year)', value: (round) => formatPercent(round.rentEscalation, 2) },
  {
    label: 'Free rent',
    value: (round) => (
      <WithVariance variance={round.variance?.rentFreeMonths} amount={months}>
        {months(round.rentFreeMonths)}
      </WithVariance>
    ),
  },
  {
    label: 'TI allowance ($/SF)',
    value: (round) => (
      <WithVariance variance={round.variance?.tenantImprovements} amount={formatRentPsf}>
        {formatRentPsf(round.tenantImprovements)}
      </WithVariance>
    ),
  },
  { label: 'Leasing commission', value: (round) => commissionText(round.leasingCommissionPct) },
  { label: 'Other landlord costs ($/SF)', value: (round) => formatRentPsf(round.otherLandlordCosts) },
  nerRow('NER, straight-line ($/SF/yr)', 'straightLine'),
  nerRow('NER, discounted ($/SF/yr)', 'discounted'),
  {
    label: 'Note',
    value: (round) => <span className="whitespace-normal">{round.note ?? missingValue}</span>,
  },
  { label: 'Approval', value: (round) => <RoundApproval round={round} /> },
];

/** The round's side and date, and 'Accepted' on the one whose terms are the deal's. */
export function RoundHeading({ round }: { round: ProposalRound }) {
  return (
    <span className="flex flex-col items-start gap-1 normal-case tracking-normal">
      <span className="font-semibold text-foreground text-sm">{proposalSideLabels[round.side]}</span>
      <span className="font-normal text-muted-foreground text-xs">{formatMediumDate(round.roundDate)}</span>
      {round.accepted ? (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          Accepted
        </Badge>
      ) : null}
    </span>
  );
}
