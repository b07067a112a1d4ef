import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo, LogoMark } from '@/components/ui/brand-logo';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { isNavItemActive, navItems } from './nav-items';
import { SidebarLink } from './sidebar-link';
import { SidebarUser } from './sidebar-user';

export type SidebarProps = {
  /** Narrow, icon-only form (w-16) instead of the wide one (w-48). */
  collapsed?: boolean;
  /** Shows the 'Collapse sidebar' / 'Expand sidebar' button when given. */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
  /** Shown at the right of the logo (the phone menu's close button). */
  headerAction?: ReactNode;
  className?: string;
};

/** The main navigation: logo, the ten entries, the collapse toggle and the signed-in user. */
export function Sidebar({
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
  headerAction,
  className,
}: SidebarProps) {
  const { pathname } = useLocation();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggle = onToggleCollapsed ? (
    <button
      type="button"
      aria-label={toggleLabel}
      aria-expanded={!collapsed}
      onClick={onToggleCollapsed}
      className={cn(
        'flex h-9 w-full cursor-pointer items-center gap-2.5 rounded-md px-2 text-[13px] text-slate-400 transition-colors hover:bg-white/5 hover:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      <ToggleIcon aria-hidden="true" className="size-4 shrink-0" />
      {collapsed ? null : <span>Collapse</span>}
    </button>
  ) : null;

  return (
    <nav
      aria-label="Main"
      className={cn(
        'flex h-full flex-col overflow-hidden bg-sidebar text-sidebar-foreground',
        collapsed ? 'w-16' : 'w-48',
        className,
      )}
    >
      <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-sidebar-border border-b px-4">
        {collapsed ? <LogoMark /> : <BrandLogo tone="light" />}
        {headerAction}
      </div>

      <ul className="flex flex-1 flex-col gap-0.5 overflow-y-auto overflow-x-hidden px-2 py-3">
        {navItems.map((item) => (
          <li key={item.path}>
            <SidebarLink
              item={item}
              active={isNavItemActive(item.path, pathname)}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>

      {toggle ? (
        <div className="shrink-0 px-2 pb-2">
          {collapsed ? (
            <Tooltip content={toggleLabel} side="right">
              {toggle}
            </Tooltip>
          ) : (
            toggle
          )}
        </div>
      ) : null}

      <SidebarUser collapsed={collapsed} onNavigate={onNavigate} />
    </nav>
  );
}
