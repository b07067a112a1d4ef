import { describe, expect, it } from 'vitest';
import {
  activeDealStages,
  dashboardTilesLayoutSchema,
  defaultDashboardTiles,
  normalizeTileLayout,
  workflowTileIds,
  workflowTiles,
} from './dashboard';

describe('dashboard tile layout', () => {
  it('shows every tile in the default order', () => {
    expect(defaultDashboardTiles.workflow.map((tile) => tile.id)).toEqual([...workflowTileIds]);
    expect(defaultDashboardTiles.resources.every((tile) => !tile.hidden)).toBe(true);
  });

  it('keeps the saved order, drops unknown and repeated tiles and appends missing ones', () => {
    expect(
      normalizeTileLayout(
        [
          { id: 'b', hidden: true },
          { id: 'gone', hidden: false },
          { id: 'b', hidden: false },
        ],
        ['a', 'b', 'c'],
      ),
    ).toEqual([
      { id: 'b', hidden: true },
      { id: 'a', hidden: false },
      { id: 'c', hidden: false },
    ]);
  });

  it('rejects an unknown tile and a tile listed twice', () => {
    expect(
      dashboardTilesLayoutSchema.safeParse({ workflow: [{ id: 'weather', hidden: false }], resources: [] })
        .success,
    ).toBe(false);
    const twice = { id: 'tenants', hidden: false };
    expect(dashboardTilesLayoutSchema.safeParse({ workflow: [], resources: [twice, twice] }).success).toBe(
      false,
    );
    expect(dashboardTilesLayoutSchema.safeParse(defaultDashboardTiles).success).toBe(true);
  });
});

describe('the Active Deals tile', () => {
  it('opens the pipeline on every stage it counts: all but Deal Complete and Dead, idle included', () => {
    expect(activeDealStages).toEqual([
      'inquiry',
      'touring',
      'proposal',
      'loi',
      'legal',
      'lease_execution',
      'idle',
    ]);
    expect(workflowTiles.activeDeals.path).toBe(
      '/deals?stage=inquiry,touring,proposal,loi,legal,lease_execution,idle',
    );
  });
});
