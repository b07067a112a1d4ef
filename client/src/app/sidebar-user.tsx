import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { displayName, displayRole, useCurrentUser } from '@/lib/session/current-user';
import { useSignOut } from '@/lib/session/use-sign-out';

export type SidebarUserProps = {
  collapsed: boolean;
  onNavigate?: () => void;
};

/** The sidebar footer: avatar, name and role (a link to /settings) and 'Sign out'. */
export function SidebarUser({ collapsed, onNavigate }: SidebarUserProps) {
  const { data: user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  const name = displayName(user);
  const role = displayRole(user);

  const signOutButton = (
    <button
      type="button"
      onClick={signOut}
      disabled={isPending}
      className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-white/5 hover:text-white disabled:opacity-50"
    >
      <LogOut aria-hidden="true" className="size-4" />
      <span className="sr-only">Sign out</span>
    </button>
  );

  return (
    <div
      className={cn(
        'flex shrink-0 items-center gap-1 border-sidebar-border border-t p-2',
        collapsed && 'flex-col',
      )}
    >
      <Link
        to="/settings"
        onClick={onNavigate}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2.5 rounded-md p-1.5 transition-colors hover:bg-white/5',
          collapsed && 'flex-none',
        )}
      >
        <Avatar src={user?.avatar} className="ring-1 ring-white/10" />
        {/* A name or role cut by the narrow column stays readable in full on hover. */}
        <span className={collapsed ? 'sr-only' : 'min-w-0 leading-tight'}>
          <span className="block truncate font-medium text-[13px] text-white" title={name}>
            {name}
          </span>
          <span className="block truncate text-slate-400 text-xs" title={role}>
            {role}
          </span>
        </span>
      </Link>
      <Tooltip content="Sign out" side={collapsed ? 'right' : 'top'}>
        {signOutButton}
      </Tooltip>
    </div>
  );
}
