import type { SessionItem } from '@common/settings';
import { plural } from '@common/words';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date';
import { useEndOtherSessions, useEndSession, useSessions } from './api/get-sessions';
import { describeUserAgent } from './describe-user-agent';
import { SectionTitle } from './section-title';

const isPhone = (userAgent: string | null) => /iPhone|Android|Mobile/.test(userAgent ?? '');

/** Why 'Sign out other sessions' is disabled once the sessions are known. */
export const noOtherSessionsReason = 'No other browser is signed in to your account';

/** Active sessions: where the user is signed in, with sign-out of one or all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const handleEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast({ title: `Signed out of ${plural(ended, 'other session')}` }),
      onError: (error) =>
        toast({
          title: 'Sign out failed',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="settings-sessions-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <SectionTitle id="settings-sessions-title">Active sessions</SectionTitle>
          <CardDescription>Browsers signed in to your account.</CardDescription>
        </div>
        <DisabledReason
          reason={sessions.data && others === 0 ? noOtherSessionsReason : null}
          className="self-start"
        >
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={others === 0 || endOthers.isPending}
            onClick={handleEndOthers}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out other sessions
          </Button>
        </DisabledReason>
      </CardHeader>
      <CardContent>
        {sessions.data ? (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        ) : sessions.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Your sessions could not be loaded. Please try again later.
          </p>
        ) : (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: SessionItem }) {
  const end = useEndSession();
  const name = describeUserAgent(session.userAgent);
  const Icon = isPhone(session.userAgent) ? Smartphone : Monitor;
  const handleEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ title: 'Session signed out' }),
      onError: (error) =>
        toast({
          title: 'Sign out failed',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-foreground text-sm">
          {name}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-muted-foreground text-xs">
          {session.ip ? `${session.ip} · ` : ''}Signed in {formatDateTime(session.createdAt)} · Last active{' '}
          {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Sign out ${name} session signed in ${formatDateTime(session.createdAt)}`}
          disabled={end.isPending}
          onClick={handleEnd}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
