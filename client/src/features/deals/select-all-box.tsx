import type { DealListItem } from '@common/deal-list';
import { useEffect, useRef } from 'react';
import type { DealSelection } from './use-deal-selection';

export type SelectAllBoxProps = {
  items: readonly DealListItem[];
  selection: DealSelection;
  id?: string;
  className?: string;
};

/** Ticks every deal loaded on this page, or unticks them; shows "some" when only part of them are. */
export function SelectAllBox({ items, selection, id, className }: SelectAllBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = items.filter((item) => selection.selected.has(item.id)).length;
  const all = items.length > 0 && ticked === items.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      aria-label="Select all deals on this page"
      checked={all}
      disabled={items.length === 0}
      onChange={() =>
        selection.setMany(
          items.map((item) => item.id),
          !all,
        )
      }
      className={className ?? 'size-4 cursor-pointer accent-primary'}
    />
  );
}
