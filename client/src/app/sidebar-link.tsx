import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

export type SidebarLinkProps = {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
};

/** One sidebar entry; collapsed, it shows only the icon and names itself in a tooltip. */
export function SidebarLink({ item, active, collapsed, onNavigate }: SidebarLinkProps) {
  const Icon = item.icon;
  const link = (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        'group relative flex h-9 items-center gap-2.5 rounded-md px-2 font-medium text-[13px] tracking-tight transition-colors',
        active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      {active ? (
        <span aria-hidden="true" className="absolute inset-y-2 -left-2 w-0.5 rounded-full bg-indigo-400" />
      ) : null}
      <Icon
        aria-hidden="true"
        className={cn(
          'size-4 shrink-0',
          active ? 'text-indigo-300' : 'text-slate-400 group-hover:text-slate-200',
        )}
      />
      {collapsed ? (
        <span className="sr-only">{item.label}</span>
      ) : (
        // A label cut by the narrow column stays readable in full on hover.
        <span className="truncate" title={item.label}>
          {item.label}
        </span>
      )}
    </Link>
  );
  return collapsed ? (
    <Tooltip content={item.label} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
