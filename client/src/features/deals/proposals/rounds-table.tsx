import type { ProposalRound } from '@common/proposal-rounds';
import { useRef } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RoundActions, type RoundActionsProps } from './round-actions';
import { RoundHeading, roundRows } from './round-rows';
import { useNewestInView } from './use-newest-in-view';

export type RoundsViewProps = { rounds: ProposalRound[] } & Omit<RoundActionsProps, 'round' | 'className'>;

// Row labels stay in view while the rounds scroll sideways.
const stickyColumn = 'sticky left-0 z-10 min-w-40 whitespace-normal';

/**
 * The rounds side by side, oldest on the left, newest on the right: a column each, a row per term.
 * When they do not all fit, the table opens scrolled to the newest.
 */
export function RoundsTable({ rounds, ...actions }: RoundsViewProps) {
  const table = useRef<HTMLTableElement>(null);
  useNewestInView(table, rounds.length, true);
  return (
    <Table ref={table} aria-label="Proposal rounds">
      <TableHeader>
        <TableRow>
          <TableHead className={`${stickyColumn} bg-slate-50`}>
            <span className="sr-only">Term</span>
          </TableHead>
          {rounds.map((round) => (
            <TableHead key={round.id} scope="col" className="min-w-44 py-3 align-top">
              <RoundHeading round={round} />
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {roundRows.map((row) => (
          <TableRow key={row.label} className={row.emphasis ? 'bg-primary-soft' : 'bg-card'}>
            <TableHead scope="row" className={`${stickyColumn} bg-inherit normal-case tracking-normal`}>
              {row.label}
            </TableHead>
            {rounds.map((round) => (
              <TableCell
                key={round.id}
                className={`text-right align-top tabular-nums ${row.emphasis ? 'font-semibold' : ''}`}
              >
                {row.value(round)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow className="bg-card">
          <TableHead scope="row" className={`${stickyColumn} bg-inherit normal-case tracking-normal`}>
            Actions
          </TableHead>
          {rounds.map((round) => (
            <TableCell key={round.id} className="align-top">
              <RoundActions round={round} {...actions} className="flex-col items-stretch" />
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
