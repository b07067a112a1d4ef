import { type WorkflowTileId, workflowTiles } from '@common/dashboard';
import {
  Building,
  CalendarClock,
  DoorOpen,
  Handshake,
  Layers,
  ListChecks,
  type LucideIcon,
  Sparkles,
} from 'lucide-react';

export type WorkflowTile = {
  id: WorkflowTileId;
  title: string;
  path: string;
  description: string;
  icon: LucideIcon;
};

const details: Record<WorkflowTileId, { description: string; icon: LucideIcon; path?: string }> = {
  activeDeals: { description: 'Deals in the pipeline', icon: Handshake },
  // The count is the 90-day figure, so the list opens on the same window.
  leasesExpiring90: {
    description: 'Ending within 90 days',
    icon: CalendarClock,
    path: '/leases?expiring=90',
  },
  newAiOpportunities: { description: 'New AI-found opportunities', icon: Sparkles },
  vacancies: { description: 'Suites without an active lease', icon: DoorOpen },
  properties: { description: 'Buildings in the portfolio', icon: Building },
  options: { description: 'Options not yet expired', icon: ListChecks },
  stackingPlans: { description: 'Buildings with floor plans', icon: Layers },
};

/** The Daily Workflow tiles, with the counts' meaning (common/dashboard.ts). */
export const workflowTileById = (id: WorkflowTileId): WorkflowTile => {
  const { description, icon, path } = details[id];
  return { id, title: workflowTiles[id].title, path: path ?? workflowTiles[id].path, description, icon };
};
