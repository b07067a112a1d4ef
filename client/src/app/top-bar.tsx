import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { SearchBox, SearchIconButton } from '@/components/search/search-triggers';
import { Avatar } from '@/components/ui/avatar';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button } from '@/components/ui/button';
import { NotificationsBell } from '@/features/notifications/notifications-bell';
import { useCurrentUser } from '@/lib/session/current-user';

export type TopBarProps = {
  /** Opens the sidebar as an overlay (phones only; the button is hidden from md up). */
  onOpenMenu: () => void;
};

/** The bar above every shell screen. Search opens the command palette (also Ctrl/⌘-K); the bell lists notifications. */
export function TopBar({ onOpenMenu }: TopBarProps) {
  const { data: user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-border border-b bg-white/90 px-3 backdrop-blur sm:px-6 print:hidden">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <BrandLogo className="md:hidden" />

      <SearchBox />

      <div className="ml-auto flex items-center gap-1">
        <SearchIconButton />
        <NotificationsBell />
        <Link
          to="/settings"
          aria-label="Account settings"
          className="ml-1 rounded-full transition hover:ring-2 hover:ring-slate-200"
        >
          <Avatar src={user?.avatar} />
        </Link>
      </div>
    </header>
  );
}
