import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/deals/approval-badge';
import { NerFigure } from '@/components/ner/ner-figure';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatRelativeTime } from '@/lib/format-date';
import { formatSquareFeet, missingValue } from '@/lib/format-number';
import { dealDetailPath } from './deal-paths';
import { DealStageSelect } from './deal-stage-select';
import { proposedRentLabel, rentFigure } from './pipeline-stages';

export type DealsTableRowProps = {
  deal: DealListItem;
  /** aria-rowindex: the header is row 1. */
  rowIndex: number;
  height: number;
  /** The stage to show (a picked one while its save runs). */
  stage: DealStage;
  isPending: boolean;
  isSelected: boolean;
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
};

/** The asking rent under the NER, labelled so it is not read as one. */
function ProposedRent({ deal }: { deal: DealListItem }) {
  const label = proposedRentLabel(deal);
  if (label === null) return null;
  return (
    <div className="truncate text-muted-foreground text-xs" title={label}>
      {label}
    </div>
  );
}

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a, button, input, [role="combobox"], label') !== null;

/**
 * One pipeline row. Memoised: new filters, a page loading or a row picked elsewhere redraw only the
 * rows whose props changed (the handlers it gets are stable).
 */
export const DealsTableRow = memo(function DealsTableRow({
  deal,
  rowIndex,
  height,
  stage,
  isPending,
  isSelected,
  onToggle,
  onOpen,
  onStageChange,
}: DealsTableRowProps) {
  const handleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // Controls in the row do their own job; the stage list opens in a portal outside the row.
    if (!event.currentTarget.contains(event.target as Node) || isInteractive(event.target)) return;
    onOpen(deal.id);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(deal.id);
  };

  return (
    <TableRow
      aria-rowindex={rowIndex}
      tabIndex={0}
      style={{ height }}
      data-state={isSelected ? 'selected' : undefined}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      className="cursor-pointer hover:bg-slate-50 focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
    >
      <TableCell className="px-2">
        <input
          type="checkbox"
          aria-label={`Select ${deal.prospectName}`}
          checked={isSelected}
          onChange={() => onToggle(deal.id)}
          className="size-4 cursor-pointer accent-primary"
        />
      </TableCell>
      <TableCell className="px-2">
        <div>
          <Link
            to={dealDetailPath(deal.id)}
            tabIndex={-1}
            title={deal.prospectName}
            className="block truncate font-medium text-foreground hover:text-primary hover:underline"
          >
            {deal.prospectName}
          </Link>
          <div className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-xs">
            <span className="truncate">{deal.renewalOrNew}</span>
            <ApprovalBadge status={deal.approvalStatus} />
          </div>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap px-2 text-right tabular-nums">
        {formatSquareFeet(deal.squareFeetNeeded)}
      </TableCell>
      <TableCell className="px-2">
        <div>
          <div className="truncate" title={deal.property.name}>
            {deal.property.name}
          </div>
          <div
            className="truncate text-muted-foreground text-xs"
            title={`${deal.property.city}, ${deal.property.state}`}
          >
            {deal.property.city}, {deal.property.state}
          </div>
        </div>
      </TableCell>
      <TableCell className="px-2">
        <DealStageSelect
          value={stage}
          label={`Stage for ${deal.prospectName}`}
          disabled={isPending}
          className="w-full"
          onChange={(next) => onStageChange(deal, next)}
        />
      </TableCell>
      <TableCell className="px-2 text-right tabular-nums">
        <div className="whitespace-nowrap">
          <NerFigure terms={deal.nerTerms} figure={rentFigure(deal)} subject={deal.prospectName} />
        </div>
        <ProposedRent deal={deal} />
      </TableCell>
      <TableCell className="px-2">
        <div className="truncate" title={deal.brokerName ?? undefined}>
          {deal.brokerName ?? 'Broker'}
        </div>
      </TableCell>
      <TableCell className="px-2 text-muted-foreground text-xs">
        <div className="line-clamp-2" title={deal.latestUpdate ?? undefined}>
          {deal.latestUpdate ?? missingValue}
        </div>
      </TableCell>
      <TableCell className="px-2 text-muted-foreground text-xs">
        <time dateTime={deal.lastActivityAt}>{formatRelativeTime(deal.lastActivityAt)}</time>
      </TableCell>
    </TableRow>
  );
});
