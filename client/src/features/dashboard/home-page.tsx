import { Bell, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { notificationsLabel, UnreadBadge } from '@/components/notifications/unread-badge';
import { SearchBox, SearchIconButton } from '@/components/search/search-triggers';
import { Avatar } from '@/components/ui/avatar';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format-date';
import { displayName, useCurrentUser } from '@/lib/session/current-user';
import { useSignOut } from '@/lib/session/use-sign-out';
import { useDashboard } from './api/dashboard';
import { useNotifications } from './api/notifications';
import { BriefingCard } from './briefing-card';
import { greetingFor, tasksReadyText } from './greeting';
import { PortfolioSnapshot } from './portfolio-snapshot';
import { ResourcesSection } from './resources-section';
import { SidePanel } from './side-panel';
import { useTileLayout } from './use-tile-layout';
import { WorkflowSection } from './workflow-section';

/** The home dashboard (/), shown without the sidebar and top bar. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  const dashboard = useDashboard();
  const layout = useTileLayout();
  const unread = useNotifications().data?.unread ?? 0;
  const now = new Date();
  const failed = dashboard.isError ? null : undefined;

  return (
    <div className="min-h-dvh">
      <header className="border-border border-b bg-white">
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <SearchBox />
          <div className="flex items-center gap-1 sm:gap-2">
            <SearchIconButton />
            {/* The bell leads to the side panel's notifications (below the tiles on a phone). */}
            <a
              href="#home-notifications"
              aria-label={notificationsLabel(unread)}
              className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-muted"
            >
              <Bell aria-hidden="true" className="size-5" />
              <UnreadBadge unread={unread} />
            </a>
            <Button variant="ghost" size="sm" onClick={signOut} disabled={isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Sign out</span>
            </Button>
            <Link
              to="/settings"
              aria-label="Account settings"
              className="rounded-full transition hover:ring-2 hover:ring-slate-200"
            >
              <Avatar src={user?.avatar} className="size-9" />
            </Link>
          </div>
        </div>
      </header>

      {/*
        Two columns from lg: greeting, tiles and briefing on the left; the panel with the Resources
        list under it on the right, so neither column leaves a large empty area beside the other.
        The order is the reading order on a phone, where everything stacks.
      */}
      <main className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:px-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-10 lg:row-span-2">
          <div>
            <p className="font-medium text-primary text-sm">{formatLongDate(now)}</p>
            <h1 className="mt-1 font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {`${greetingFor(now)}, ${displayName(user, 'there')}`}
            </h1>
            {dashboard.data ? (
              <p className="mt-1.5 text-base text-muted-foreground">
                {`You have ${tasksReadyText(dashboard.data.openTasks)}.`}
              </p>
            ) : dashboard.isPending ? (
              <Skeleton className="mt-2.5 h-5 w-48" />
            ) : (
              <p className="mt-1.5 text-base text-muted-foreground">Welcome to your leasing workspace.</p>
            )}
          </div>
          <WorkflowSection layout={layout} counts={dashboard.data?.tiles ?? failed} />
          <PortfolioSnapshot />
          <BriefingCard />
        </div>
        <div className="@container min-w-0 lg:col-start-2 lg:row-start-2">
          <ResourcesSection layout={layout} />
        </div>
        <SidePanel
          tasks={dashboard.data?.upcomingTasks ?? failed}
          className="lg:col-start-2 lg:row-start-1"
        />
      </main>
    </div>
  );
}
