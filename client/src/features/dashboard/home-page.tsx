import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-date';
import { displayName, useCurrentUser } from '@/lib/session/current-user';
import { useSignOut } from '@/lib/session/use-sign-out';
import { ResourcesSection } from './resources-section';

/** The home dashboard (/), shown without the sidebar and top bar (spec §2.2, §2.3). */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();

  return (
    <div className="min-h-dvh">
      <header className="border-border border-b bg-white">
        <div className="mx-auto flex h-16 max-w-screen-xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={signOut} disabled={isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
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

      <main className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <div>
          <p className="font-medium text-primary text-sm">{formatLongDate(new Date())}</p>
          <h1 className="mt-1 font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Good Afternoon, {displayName(user, 'there')}
          </h1>
          <p className="mt-1.5 text-base text-muted-foreground">Welcome to your leasing workspace.</p>
        </div>
        <ResourcesSection />
      </main>
    </div>
  );
}
