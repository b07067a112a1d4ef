import type { DealEventKind } from '@common/deal-history';
import { daysInStageText } from '@common/deal-history-feed';
import {
  ArrowRightLeft,
  BadgeCheck,
  CirclePlus,
  FileText,
  History,
  type LucideIcon,
  Percent,
  UserRound,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TabError } from '@/components/ui/tab-error';
import { formatDateTime } from '@/lib/format-date';
import { useDealHistory } from './api/get-deal-history';

export type HistoryTabProps = { dealId: number };

const kindIcons: Record<DealEventKind, LucideIcon> = {
  created: CirclePlus,
  stage: ArrowRightLeft,
  probability: Percent,
  assignment: UserRound,
  round: FileText,
  terms: FileText,
  approval: BadgeCheck,
};

/** Every change to the deal, newest first, with who made it and when; and the days in its stage. */
export function HistoryTab({ dealId }: HistoryTabProps) {
  const history = useDealHistory(dealId);
  return (
    <Card>
      <CardHeader className="flex flex-col gap-1">
        <CardTitle>History</CardTitle>
        {history.data ? (
          <p className="text-muted-foreground text-sm">
            {daysInStageText(history.data.daysInStage, history.data.stage)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading history…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : history.isError ? (
          <TabError what="history" />
        ) : history.data.events.length === 0 ? (
          <EmptyState icon={History} title="No history yet" description="Changes to this deal appear here." />
        ) : (
          <ol aria-label="Deal history" className="flex flex-col">
            {history.data.events.map((event) => {
              const Icon = kindIcons[event.kind];
              return (
                <li key={event.id} className="flex gap-3 border-border border-b py-3 last:border-b-0">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                    <Icon aria-hidden="true" className="size-3.5" />
                  </span>
                  <div className="min-w-0">
                    <p className="break-words text-foreground text-sm">{event.text}</p>
                    <p className="text-muted-foreground text-xs">
                      {event.by?.fullName ?? 'LeaseLens'} ·{' '}
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
