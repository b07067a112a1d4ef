import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { memo } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/deals/approval-badge';
import { NerFigure } from '@/components/ner/ner-figure';
import { formatRelativeTime } from '@/lib/format-date';
import { formatPercent, formatSquareFeet } from '@/lib/format-number';
import { dealDetailPath } from './deal-paths';
import { DealStageSelect } from './deal-stage-select';
import { rentFigure } from './pipeline-stages';

export type DealCardProps = {
  deal: DealListItem;
  stage: DealStage;
  isPending: boolean;
  isSelected: boolean;
  onToggle: (id: number) => void;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
};

/** A pipeline row as a card on a phone: select it, open it by its name, change its stage. */
export const DealCard = memo(function DealCard({
  deal,
  stage,
  isPending,
  isSelected,
  onToggle,
  onStageChange,
}: DealCardProps) {
  return (
    <li
      aria-label={deal.prospectName}
      data-state={isSelected ? 'selected' : undefined}
      className="flex flex-col gap-2 px-4 py-3 data-[state=selected]:bg-primary-soft/60"
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          aria-label={`Select ${deal.prospectName}`}
          checked={isSelected}
          onChange={() => onToggle(deal.id)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={dealDetailPath(deal.id)}
              className="min-w-0 truncate font-medium text-foreground hover:text-primary hover:underline"
            >
              {deal.prospectName}
            </Link>
            <ApprovalBadge status={deal.approvalStatus} />
          </div>
          <p className="truncate text-muted-foreground text-xs">
            {deal.property.name} · {deal.property.city}, {deal.property.state}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-x-3 pl-8 text-xs">
        <dt className="text-muted-foreground">Size</dt>
        <dt className="text-muted-foreground">NER/sqft/yr</dt>
        <dt className="text-muted-foreground">Probability</dt>
        <dd className="tabular-nums">{formatSquareFeet(deal.squareFeetNeeded)}</dd>
        <dd className="tabular-nums">
          <NerFigure terms={deal.nerTerms} figure={rentFigure(deal)} subject={deal.prospectName} />
        </dd>
        <dd className="tabular-nums">{formatPercent(deal.probability, 0)}</dd>
      </dl>
      <div className="flex items-center justify-between gap-3 pl-8">
        <DealStageSelect
          value={stage}
          label={`Stage for ${deal.prospectName}`}
          disabled={isPending}
          className="w-44"
          onChange={(next) => onStageChange(deal, next)}
        />
        <time dateTime={deal.lastActivityAt} className="text-muted-foreground text-xs">
          {formatRelativeTime(deal.lastActivityAt)}
        </time>
      </div>
    </li>
  );
});
