import type { ResourceTileId } from '@common/dashboard';
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

export type ResourceTile = {
  id: ResourceTileId;
  title: string;
  path: string;
  description: string;
  icon: LucideIcon;
};

/** The Resources tiles, in their default order. */
export const resourceTiles: readonly ResourceTile[] = [
  {
    id: 'tenants',
    title: 'Tenants',
    path: '/tenants',
    description: 'Contacts, industries and tenant health',
    icon: Users,
  },
  {
    id: 'portfolio',
    title: 'Portfolio',
    path: '/portfolio',
    description: 'Your buildings, occupancy and vacancy',
    icon: Building2,
  },
  {
    id: 'deals',
    title: 'Deals',
    path: '/deals',
    description: 'The pipeline from inquiry to signed lease',
    icon: Handshake,
  },
  {
    id: 'ai-opportunities',
    title: 'AI Opportunities',
    path: '/opportunities',
    description: 'Renewals, matches and risks found for you',
    icon: Sparkles,
  },
  {
    id: 'leases',
    title: 'Leases',
    path: '/leases',
    description: 'Lease documents and critical dates',
    icon: FileText,
  },
  {
    id: 'training',
    title: 'Training Center',
    path: '/training',
    description: 'Lessons on leasing and on LeaseLens',
    icon: GraduationCap,
  },
  {
    id: 'options',
    title: 'Options',
    path: '/options',
    description: 'Renewals, terminations, ROFO and ROFR',
    icon: ListChecks,
  },
  {
    id: 'stacking-plan',
    title: 'Stacking Plan',
    path: '/stacking-plan',
    description: 'Floor-by-floor occupancy at a glance',
    icon: Layers,
  },
  {
    id: 'properties',
    title: 'Properties',
    path: '/properties',
    description: 'Building details, spaces and comps',
    icon: Building,
  },
  {
    id: 'lease-comps',
    title: 'Lease Comps',
    path: '/lease-comps',
    description: 'Recent comparable lease transactions',
    icon: ChartColumn,
  },
  {
    id: 'campaigns',
    title: 'Campaigns',
    path: '/campaigns',
    description: 'Outreach to tenants and brokers',
    icon: Megaphone,
  },
  {
    id: 'settings',
    title: 'Settings',
    path: '/settings',
    description: 'Your profile and preferences',
    icon: Settings,
  },
  {
    id: 'listings-search',
    title: 'Tenant Database Search',
    path: '/listings-search',
    description: 'Search the tenant and building database',
    icon: UserSearch,
  },
];

const byId = new Map(resourceTiles.map((tile) => [tile.id, tile]));

export function resourceTileById(id: ResourceTileId): ResourceTile {
  const tile = byId.get(id);
  if (!tile) throw new Error(`Unknown resource tile ${id}`);
  return tile;
}
