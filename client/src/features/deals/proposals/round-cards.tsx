import { proposalSideLabels } from '@common/proposal-rounds';
import { useRef } from 'react';
import { formatMediumDate } from '@/lib/format-date';
import { RoundActions } from './round-actions';
import { RoundHeading, roundRows } from './round-rows';
import type { RoundsViewProps } from './rounds-table';
import { useNewestInView } from './use-newest-in-view';

/**
 * On a phone: one card per round, oldest first, swiped sideways and opened at the newest; every card
 * names its own rows, so the labels stay beside their figures.
 */
export function RoundCards({ rounds, ...actions }: RoundsViewProps) {
  const list = useRef<HTMLOListElement>(null);
  useNewestInView(list, rounds.length);
  return (
    <div className="flex flex-col gap-2">
      {rounds.length > 1 ? (
        <p className="px-1 text-muted-foreground text-xs">
          Swipe sideways for the earlier rounds; the newest is last.
        </p>
      ) : null}
      <ol
        ref={list}
        aria-label="Proposal rounds"
        className="-mx-1 flex snap-x snap-mandatory items-start gap-3 overflow-x-auto px-1 pb-2"
      >
        {rounds.map((round, index) => (
          <li
            key={round.id}
            aria-label={`${proposalSideLabels[round.side]} of ${formatMediumDate(round.roundDate)}`}
            className="relative flex w-[85%] max-w-sm shrink-0 snap-start flex-col gap-3 rounded-lg border border-border bg-card p-3"
          >
            <div className="flex items-start justify-between gap-2">
              <RoundHeading round={round} />
              <span className="shrink-0 text-muted-foreground text-xs">
                {index + 1} of {rounds.length}
              </span>
            </div>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 text-sm">
              {roundRows.map((row) => (
                <div key={row.label} className={`contents ${row.emphasis ? 'font-semibold' : ''}`}>
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="text-right tabular-nums">{row.value(round)}</dd>
                </div>
              ))}
            </dl>
            <RoundActions round={round} {...actions} className="flex-wrap" />
          </li>
        ))}
      </ol>
    </div>
  );
}
