import {
  type DashboardTilesLayout,
  defaultDashboardTiles,
  normalizeTileLayout,
  resourceTileIds,
  workflowTileIds,
} from '@common/dashboard';
import { usePreferences } from './api/preferences';

/**
 * The user's tile layout ('Customize', saved as the dashboardTiles preference). Undefined while it
 * loads; the default layout when it cannot be read, so the tiles still show.
 */
export function useTileLayout(): DashboardTilesLayout | undefined {
  const preferences = usePreferences();
  const saved = preferences.data?.dashboardTiles ?? (preferences.isError ? defaultDashboardTiles : undefined);
  if (!saved) return undefined;
  return {
    workflow: normalizeTileLayout(saved.workflow, workflowTileIds),
    resources: normalizeTileLayout(saved.resources, resourceTileIds),
  };
}
