import {
  Building,
  Building2,
  ChartColumn,
  FileText,
  GraduationCap,
  Handshake,
  Layers,
  ListChecks,
  type LucideIcon,
  Megaphone,
  Settings,
  Sparkles,
  UserSearch,
  Users,
} from 'lucide-react';

export type ResourceTile = { title: string; path: string; description: string; icon: LucideIcon };

/** The Resources tiles of spec §2.3, in order. */
export const resourceTiles: readonly ResourceTile[] = [
  { title: 'Tenants', path: '/tenants', description: 'Contacts, industries and tenant health', icon: Users },
  {
    title: 'Portfolio',
    path: '/portfolio',
    description: 'Your buildings, occupancy and vacancy',
    icon: Building2,
  },
  {
    title: 'Deals',
    path: '/deals',
    description: 'The pipeline from inquiry to signed lease',
    icon: Handshake,
  },
  {
    title: 'AI Opportunities',
    path: '/opportunities',
    description: 'Renewals, matches and risks found for you',
    icon: Sparkles,
  },
  { title: 'Leases', path: '/leases', description: 'Lease documents and critical dates', icon: FileText },
  {
    title: 'Training Center',
    path: '/training',
    description: 'Lessons on leasing and on LeaseLens',
    icon: GraduationCap,
  },
  {
    title: 'Options',
    path: '/options',
    description: 'Renewals, terminations, ROFO and ROFR',
    icon: ListChecks,
  },
  {
    title: 'Stacking Plan',
    path: '/stacking-plan',
    description: 'Floor-by-floor occupancy at a glance',
    icon: Layers,
  },
  {
    title: 'Properties',
    path: '/properties',
    description: 'Building details, spaces and comps',
    icon: Building,
  },
  {
    title: 'Lease Comps',
    path: '/lease-comps',
    description: 'Recent comparable lease transactions',
    icon: ChartColumn,
  },
  { title: 'Campaigns', path: '/campaigns', description: 'Outreach to tenants and brokers', icon: Megaphone },
  { title: 'Settings', path: '/settings', description: 'Your profile and preferences', icon: Settings },
  {
    title: 'Tenant Database Search',
    path: '/listings-search',
    description: 'Search the tenant and building database',
    icon: UserSearch,
  },
];
