import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { useId } from 'react';
import { DealCard } from './deal-card';
import { SelectAllBox } from './select-all-box';
import type { DealSelection } from './use-deal-selection';

export type DealCardListProps = {
  items: DealListItem[];
  stageOf: (deal: DealListItem) => DealStage;
  isPending: (id: number) => boolean;
  onStageChange: (deal: DealListItem, stage: DealStage) => void;
  selection: DealSelection;
};

/**
 * The pipeline on a phone: the loaded deals as cards in the page's own scroll (no box scrolling
 * inside the page), each with the table row's actions: open, select and change the stage.
 */
export function DealCardList({ items, stageOf, isPending, onStageChange, selection }: DealCardListProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-3 border-border border-b px-4 py-2.5 text-muted-foreground text-sm">
        <SelectAllBox
          id={id}
          items={items}
          selection={selection}
          className="size-5 cursor-pointer accent-primary"
        />
        <label htmlFor={id}>Select all deals on this page</label>
      </div>
      <ul aria-label="Deals" className="divide-y divide-border">
        {items.map((deal) => (
          <DealCard
            key={deal.id}
            deal={deal}
            stage={stageOf(deal)}
            isPending={isPending(deal.id)}
            isSelected={selection.selected.has(deal.id)}
            onToggle={selection.toggle}
            onStageChange={onStageChange}
          />
        ))}
      </ul>
    </div>
  );
}
