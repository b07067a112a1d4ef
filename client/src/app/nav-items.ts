import {
  Building2,
  ChartColumn,
  ChartNoAxesCombined,
  FileText,
  Handshake,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react';

export type NavItem = { label: string; path: string; icon: LucideIcon };

/** The sidebar's entries, top to bottom. */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: LayoutDashboard },
  { label: 'Portfolio & Properties', path: '/portfolio', icon: Building2 },
  { label: 'Tenant Directory', path: '/tenants', icon: Users },
  { label: 'Lease Documents', path: '/leases', icon: FileText },
  { label: 'Deals', path: '/deals', icon: Handshake },
  { label: 'AI Opportunities', path: '/opportunities', icon: Sparkles },
  { label: 'Campaigns', path: '/campaigns', icon: Megaphone },
  { label: 'Stacking Plans', path: '/stacking-plans', icon: Layers },
  { label: 'Lease Comps', path: '/lease-comps', icon: ChartColumn },
  { label: 'Analytics', path: '/analytics', icon: ChartNoAxesCombined },
  { label: 'Settings', path: '/settings', icon: Settings },
];

/**
 * Entries that also light up on other paths: a detail screen lights its list's entry (a deal and an
 * opportunity are both deal records; /properties is the Assets list under its other name), and the
 * stacking plan answers at both spellings.
 */
const alsoActiveOn: Record<string, readonly string[]> = {
  '/portfolio': ['/properties'],
  '/deals': ['/deal-detail', '/opportunity-detail'],
  '/stacking-plans': ['/stacking-plan'],
  '/analytics': ['/heatmap', '/rent-roll'],
};

/**
 * An entry is highlighted when the current path starts with its path (or one of its
 * `alsoActiveOn` paths); the root entry only on an exact match.
 */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  const prefixes = [itemPath, ...(alsoActiveOn[itemPath] ?? [])];
  return prefixes.some((prefix) => currentPath.startsWith(prefix));
}
