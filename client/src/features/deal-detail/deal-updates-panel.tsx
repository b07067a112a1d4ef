import { MapPin, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useDealUpdates } from './api/get-deal-updates';
import { DealUpdateForm } from './deal-update-form';
import { MentionText } from './mention-text';

export type DealUpdatesPanelProps = { dealId: number };

/** The side panel's Updates tab: post a note or a tour, then the deal's activity, newest first. */
export function DealUpdatesPanel({ dealId }: DealUpdatesPanelProps) {
  const updates = useDealUpdates(dealId);
  // A mention's notification links to /deal-detail/:id#update-:n: bring that update into view.
  const target = useLocation().hash.slice(1);
  const loaded = updates.isSuccess;
  useEffect(() => {
    if (loaded && target.startsWith('update-')) {
      document.getElementById(target)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    }
  }, [loaded, target]);

  return (
    <div className="flex flex-col gap-5">
      <DealUpdateForm dealId={dealId} />
      {updates.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading updates…</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : updates.isError ? (
        <p role="status" className="text-muted-foreground text-sm">
          Updates could not be loaded. Please try again later.
        </p>
      ) : updates.data.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title="No updates yet"
          description="Post the first note on this deal."
        />
      ) : (
        <ol aria-label="Updates" className="flex flex-col gap-4">
          {updates.data.map((update) => (
            <li
              key={update.id}
              id={`update-${update.id}`}
              className={cn(
                'flex gap-3 rounded-lg',
                target === `update-${update.id}` && 'bg-primary-soft/60 p-2 ring-1 ring-primary/20',
              )}
            >
              <Avatar src={update.user.avatar} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-sm">{update.user.fullName || update.user.username}</span>
                  {update.isTour ? (
                    <Badge variant="success">
                      <MapPin aria-hidden="true" className="size-3" />
                      Tour
                    </Badge>
                  ) : null}
                </div>
                <time dateTime={update.createdAt} className="block text-muted-foreground text-xs">
                  {formatDateTime(update.createdAt)}
                </time>
                <p className="mt-1 whitespace-pre-line break-words text-sm">
                  <MentionText text={update.content} mentions={update.mentions} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
