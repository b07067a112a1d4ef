import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { weightedValue } from '@common/weighted-value';
import { GripVertical } from 'lucide-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/deals/approval-badge';
import { NerFigure } from '@/components/ner/ner-figure';
import { cn } from '@/lib/cn';
import { formatMoneyCompact, formatPercent, formatSquareFeet } from '@/lib/format-number';
import { dealDetailPath } from './deal-paths';
import { DealStageSelect } from './deal-stage-select';
import { proposedRentLabel, rentFigure } from './pipeline-stages';

/** The drag payload's type: a deal id, so a drop from anywhere else is ignored. */
export const dealDragType = 'application/x-leaselens-deal';

export type BoardCardProps = {
  deal: DealListItem;
  stage: DealStage;
  pending: boolean;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
};

/** One deal on the board: drag it to another column, or use its 'Move to' select. */
export function BoardCard({ deal, stage, pending, onStageChange }: BoardCardProps) {
  const proposed = proposedRentLabel(deal);
  const handleDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(dealDragType, String(deal.id));
    event.dataTransfer.setData('text/plain', deal.prospectName);
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <li
      draggable={!pending}
      onDragStart={handleDragStart}
      aria-label={deal.prospectName}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-xs',
        pending ? 'opacity-70' : 'cursor-grab active:cursor-grabbing',
      )}
    >
      <div className="flex items-start gap-1.5">
        <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-300" />
        <div className="min-w-0 flex-1">
          <Link
            to={dealDetailPath(deal.id)}
            className="block truncate font-medium text-foreground text-sm hover:text-primary hover:underline"
          >
            {deal.prospectName}
          </Link>
          <p className="truncate text-muted-foreground text-xs">{deal.property.name}</p>
        </div>
      </div>
      {deal.approvalStatus ? (
        <div>
          <ApprovalBadge status={deal.approvalStatus} />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-2 text-xs">
        <dt className="text-muted-foreground">Size</dt>
        <dt className="text-muted-foreground">NER/sqft/yr</dt>
        <dd className="tabular-nums">{formatSquareFeet(deal.squareFeetNeeded)}</dd>
        <dd className="tabular-nums">
          <NerFigure terms={deal.nerTerms} figure={rentFigure(deal)} subject={deal.prospectName} />
        </dd>
        {proposed === null ? null : (
          <dd className="col-start-2 truncate text-muted-foreground" title={proposed}>
            {proposed}
          </dd>
        )}
        <dt className="mt-1.5 text-muted-foreground">Probability</dt>
        <dt className="mt-1.5 text-muted-foreground">Weighted value</dt>
        <dd className="tabular-nums">{formatPercent(deal.probability, 0)}</dd>
        <dd className="tabular-nums">
          {deal.potentialValue === null ? '—' : formatMoneyCompact(weightedValue(deal))}
        </dd>
      </dl>
      <DealStageSelect
        value={stage}
        label={`Move ${deal.prospectName} to`}
        disabled={pending}
        className="w-full"
        onChange={(next) => onStageChange(deal, next)}
      />
    </li>
  );
}
