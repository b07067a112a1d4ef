import { showsSegmentLabel } from '@common/stacking-layout';
import type { StackingSpace } from '@common/stacking-plan';
import { TriangleAlert } from 'lucide-react';
import { memo } from 'react';
import { formatNumber, formatSquareFeet } from '@/lib/format-number';
import { type ColourMode, fillStyle, segmentFill, unassignedColour } from './segment-colours';
import { segmentAriaLabel, segmentText } from './segment-label';
import type { FloorLayout } from './use-stacking-layout';

export type FloorBarProps = {
  layout: FloorLayout;
  matched: Set<number> | null;
  mode: ColourMode;
  today: string;
  /** Id of the visually hidden 'Filtered out' text dimmed segments point at. */
  dimmedDescriptionId: string;
  onSelect: (space: StackingSpace, floorNumber: number) => void;
};

/**
 * One floor: its label, a bar of plain segment buttons with CSS widths (cheap even at 1,500 suites) and
 * its area summary. A segment the filters drop is dimmed, never removed, so the bar keeps its shape.
 */
export const FloorBar = memo(function FloorBar({
  layout,
  matched,
  mode,
  today,
  dimmedDescriptionId,
  onSelect,
}: FloorBarProps) {
  const { floor, segments } = layout;
  return (
    <li
      className="grid grid-cols-[4.5rem_minmax(0,1fr)_7rem] items-center gap-3"
      aria-label={`Floor ${floor.number}`}
    >
      <span className="font-medium text-slate-700 text-sm">Floor {floor.number}</span>
      <div className="flex h-11 overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {segments.map((segment, index) => {
          const style = { width: `${segment.widthPct}%` };
          if (segment.kind === 'unassigned') {
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: at most one remainder, always last
                key={`unassigned-${index}`}
                title={`Unassigned, ${formatSquareFeet(segment.sf)}`}
                className="print-exact flex shrink-0 items-center justify-center overflow-hidden text-[11px] text-slate-600"
                style={{ ...style, backgroundColor: unassignedColour }}
              >
                {showsSegmentLabel(segment.widthPct) ? 'Unassigned' : null}
              </div>
            );
          }
          const { space } = segment;
          const dimmed = matched !== null && !matched.has(space.id);
          // Also the tooltip: a narrow segment shows no text of its own.
          const label = segmentAriaLabel(space);
          const fill = segmentFill(space, mode, today);
          return (
            <button
              key={space.id}
              type="button"
              data-state={dimmed ? 'dimmed' : 'match'}
              data-space-id={space.id}
              aria-label={label}
              title={label}
              aria-describedby={dimmed ? dimmedDescriptionId : undefined}
              onClick={() => onSelect(space, floor.number)}
              className="print-exact relative flex shrink-0 cursor-pointer items-center overflow-hidden border-white border-r text-left font-medium text-[11px] leading-tight transition-opacity last:border-r-0 hover:brightness-110 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-slate-900 focus-visible:outline-offset-[-2px] data-[state=dimmed]:opacity-20"
              data-hatched={fill.hatched ? '' : undefined}
              style={{ ...style, ...fillStyle(fill), color: fill.text }}
            >
              {showsSegmentLabel(segment.widthPct) ? (
                <span className="truncate px-1.5">{segmentText(space)}</span>
              ) : null}
              {space.conflictCount > 0 ? (
                <TriangleAlert
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 size-3 fill-amber-300 text-slate-900"
                />
              ) : null}
            </button>
          );
        })}
      </div>
      <span className="text-right text-muted-foreground text-xs leading-snug">
        {formatNumber(floor.totalSf)} sf
        <br />
        {formatNumber(floor.vacantSf)} sf vacant
      </span>
    </li>
  );
});
