import type { CalendarFeed } from '@common/calendar-feeds';
import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feeds';
import { SectionTitle } from './section-title';

export const calendarFeedHelp =
  "Add this URL to Google Calendar, Outlook or Apple Calendar ('subscribe from URL').";

/** One subscription: the caller's own dates (no building) or one building's. */
type Scope = { propertyId: number | null; buildingName: string | null };

const scopeKey = (scope: Scope) => (scope.propertyId === null ? 'own' : String(scope.propertyId));

/**
 * Calendar subscription: a secret URL of the user's critical dates (and, for admins, of a building's)
 * that calendar apps fetch on their own. The URL is shown once, when made; regenerating or revoking
 * it stops the old one at once.
 */
export function CalendarFeedSection({ isAdmin }: { isAdmin: boolean }) {
  const feeds = useCalendarFeeds();
  // A URL just made, by scope: shown until the page is left (the server cannot show it again).
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const reveal = (scope: Scope, url: string | null) =>
    setRevealed((current) => {
      const next = { ...current };
      if (url === null) delete next[scopeKey(scope)];
      else next[scopeKey(scope)] = url;
      return next;
    });
  const own = feeds.data?.items.find((feed) => feed.property === null);

  return (
    <Card aria-labelledby="settings-calendar-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-calendar-title">Calendar subscription</SectionTitle>
        <CardDescription>
          The critical dates you own — option notice windows, effective dates and lease expirations — kept up
          to date in your own calendar. {calendarFeedHelp}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {feeds.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Your calendar subscriptions could not be loaded. Please try again later.
          </p>
        ) : !feeds.data ? (
          <div aria-busy="true">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <>
            <FeedControls
              scope={{ propertyId: null, buildingName: null }}
              feed={own}
              revealedUrl={revealed.own}
              onReveal={reveal}
            />
            {isAdmin ? (
              <BuildingFeeds feeds={feeds.data.items} revealed={revealed} onReveal={reveal} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Admins: choose a building, then create, regenerate or revoke its subscription URL. */
function BuildingFeeds({
  feeds,
  revealed,
  onReveal,
}: {
  feeds: readonly CalendarFeed[];
  revealed: Record<string, string>;
  onReveal: (scope: Scope, url: string | null) => void;
}) {
  const id = useId();
  const buildings = useBuildingOptions();
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const list = useLongSelect(buildingId === null ? undefined : String(buildingId));
  const liveBuildings = feeds.filter((feed) => feed.property !== null);
  const building = buildings.data?.find((item) => item.id === buildingId);
  const feed = feeds.find((item) => item.property?.id === buildingId);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border-border border-t pt-5">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-medium text-foreground text-sm">
          Building calendars
        </h3>
        <p className="text-muted-foreground text-sm">
          Admins can subscribe to one building’s calendar: all of its critical dates, whoever owns them.
        </p>
      </div>
      {liveBuildings.length > 0 ? (
        <ul aria-label="Buildings with a subscription URL" className="flex flex-col gap-1 text-sm">
          {liveBuildings.map((item) => (
            <li key={item.property?.id} className="flex flex-wrap items-center gap-x-2">
              <Button
                variant="link"
                className="h-auto p-0"
                onClick={() => setBuildingId(item.property?.id ?? null)}
              >
                {item.property?.name}
              </Button>
              <span className="text-muted-foreground text-xs">since {formatDateTime(item.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-80">
        <Label htmlFor={`${id}-building`}>Building</Label>
        <Select
          value={buildingId === null ? '' : String(buildingId)}
          onValueChange={(value) => setBuildingId(Number(value))}
          {...list.root}
        >
          <SelectTrigger id={`${id}-building`} placeholder="Choose a building" />
          <SelectContent>
            {(buildings.data ?? [])
              .filter((item) => list.shows(String(item.id)))
              .map((item) => (
                <SelectItem key={item.id} value={String(item.id)}>
                  {item.name}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>
      {buildingId !== null ? (
        <FeedControls
          key={buildingId}
          scope={{
            propertyId: buildingId,
            buildingName: building?.name ?? feed?.property?.name ?? 'this building',
          }}
          feed={feed}
          revealedUrl={revealed[String(buildingId)]}
          onReveal={onReveal}
        />
      ) : null}
    </section>
  );
}

type Confirming = 'regenerate' | 'revoke' | null;

/** One subscription's state, its URL once made, and its create / regenerate / revoke buttons. */
function FeedControls({
  scope,
  feed,
  revealedUrl,
  onReveal,
}: {
  scope: Scope;
  feed: CalendarFeed | undefined;
  revealedUrl: string | undefined;
  onReveal: (scope: Scope, url: string | null) => void;
}) {
  const id = useId();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const of = scope.buildingName === null ? '' : ` for ${scope.buildingName}`;
  const busy = create.isPending || revoke.isPending;

  const handleCreate = () =>
    create.mutate(scope.propertyId, {
      onSuccess: (created) => {
        onReveal(scope, created.url);
        setConfirming(null);
        toast({ title: `Subscription URL${of} ready`, description: 'Copy it now: it is shown only once.' });
      },
      onError: (error) =>
        toast({
          title: 'The subscription URL was not created',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const handleRevoke = () =>
    revoke.mutate(scope.propertyId, {
      onSuccess: () => {
        onReveal(scope, null);
        setConfirming(null);
        toast({ title: `Subscription URL${of} revoked` });
      },
      onError: (error) =>
        toast({
          title: 'The subscription URL was not revoked',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const handleCopy = async () => {
    if (!revealedUrl) return;
    if (await copyText(revealedUrl)) toast({ title: 'Subscription URL copied' });
    else
      toast({
        title: 'Copy failed',
        description: 'Select the URL and copy it with your keyboard.',
        variant: 'destructive',
      });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" id={`${id}-status`}>
          {scope.buildingName === null ? 'Your critical dates: ' : `${scope.buildingName}: `}
          <span className="text-muted-foreground">
            {feed ? `subscription URL active since ${formatDateTime(feed.createdAt)}` : 'no subscription URL'}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {feed ? (
            <>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming('regenerate')}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Regenerate URL
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming('revoke')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Revoke
              </Button>
            </>
          ) : (
            <Button size="sm" disabled={busy} onClick={handleCreate}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Create subscription URL
            </Button>
          )}
        </div>
      </div>
      {revealedUrl ? (
        <div className="flex flex-col gap-1.5 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <Label htmlFor={`${id}-url`}>Subscription URL{of}</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={revealedUrl}
              className="min-w-0 flex-1 bg-card font-mono text-xs"
              aria-describedby={`${id}-once`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={handleCopy}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </div>
          <p id={`${id}-once`} className="text-amber-900 text-xs">
            Copy this URL now: it is shown only once. Anyone who has it can see these dates; if it leaks,
            regenerate it. {calendarFeedHelp}
          </p>
        </div>
      ) : null}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {confirming === 'revoke'
                ? `Revoke the subscription URL${of}?`
                : `Regenerate the subscription URL${of}?`}
            </DialogTitle>
            <DialogDescription>
              {confirming === 'revoke'
                ? 'The current URL stops working at once, and calendars subscribed to it stop updating. You can create a new one later.'
                : 'The current URL stops working at once: calendars subscribed to it stop updating until you add the new URL.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={confirming === 'revoke' ? handleRevoke : handleCreate}
            >
              {confirming === 'revoke' ? 'Revoke URL' : 'Regenerate URL'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
