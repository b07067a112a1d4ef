import { z } from 'zod';
import { expiryPeriodSchema, occupancyFiguresSchema } from './analytics';
import { dealsPathForStages } from './deal-stage-filter';
import { type DealStage, dealStages } from './deal-stages';

/*
 * Contracts of GET /api/dashboard (every figure computed from the database) and the ids of
 * the dashboard's tiles, which the 'dashboardTiles' preference (common/preferences.ts) orders and hides.
 *
 * Figure definitions (all over the whole portfolio, "today" being the server's calendar day, UTC):
 * - openTasks: deal tasks assigned to the signed-in user and not completed.
 * - activeDeals: deals (opportunities) whose stage is neither 'deal' (closed won) nor 'dead' (idle
 *   included): `activeDealStages`.
 * - leasesExpiring90: active leases ending within 90 days of today, including active leases already
 *   past their end date (as `expiring` of /api/leases, common/leases.ts).
 * - newAiOpportunities: AI opportunities with status 'new' that are not retired.
 * - vacancies: suites whose status is vacant: no current lease and none signed to start later
 *   (suiteStatus() in lease-lifecycle.ts; as /api/spaces?availability=vacant).
 * - properties: number of properties.
 * - options: options not expired (optionStatus ≠ 'expired', i.e. effective date ≥ today; common/options.ts).
 * - stackingPlans: buildings with at least one floor.
 */

export const dashboardTilesSchema = z.object({
  activeDeals: z.number().int().nonnegative(),
  leasesExpiring90: z.number().int().nonnegative(),
  newAiOpportunities: z.number().int().nonnegative(),
  vacancies: z.number().int().nonnegative(),
  properties: z.number().int().nonnegative(),
  options: z.number().int().nonnegative(),
  stackingPlans: z.number().int().nonnegative(),
});
export type DashboardTileCounts = z.infer<typeof dashboardTilesSchema>;

/** The side panel's upcoming tasks: the user's open tasks, due soonest first (undated last), at most 5. */
export const upcomingTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'yyyy-MM-dd' or null. */
  dueDate: z.string().nullable(),
  opportunity: z.object({ id: z.number().int(), prospectName: z.string() }),
  /** The deal's Tasks tab: /deals/:id?tab=tasks. */
  path: z.string(),
});
export type UpcomingTask = z.infer<typeof upcomingTaskSchema>;

export const maxUpcomingTasks = 5;

export const dashboardResponseSchema = z.object({
  openTasks: z.number().int().nonnegative(),
  tiles: dashboardTilesSchema,
  upcomingTasks: z.array(upcomingTaskSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// ------------------------------------------------------------------------- portfolio snapshot

/** Years the home screen's expiry chart shows: this one (from today) and the four after it. */
export const snapshotYears = 5;

/**
 * GET /api/dashboard/portfolio: the home screen's Portfolio cards, the figures of Analytics for the
 * whole portfolio on today (occupancy of /api/analytics/occupancy, the first `snapshotYears` years of
 * /api/analytics/expiry) without their per-building detail.
 */
export const portfolioSnapshotSchema = z.object({
  asOf: z.string(),
  occupancy: occupancyFiguresSchema,
  years: z.array(expiryPeriodSchema.omit({ byBuilding: true, annualRent: true, shareOfRent: true })),
});
export type PortfolioSnapshot = z.infer<typeof portfolioSnapshotSchema>;
export type SnapshotYear = PortfolioSnapshot['years'][number];

// ------------------------------------------------------------------------------- tile layout

/** The stages the Active Deals tile counts: every stage but 'deal' (closed won) and 'dead'. */
export const activeDealStages: DealStage[] = dealStages.filter(
  (stage) => stage !== 'deal' && stage !== 'dead',
);

/** Daily Workflow tiles in their default order; each id is the key of its count in `tiles`. */
export const workflowTileIds = [
  'activeDeals',
  'leasesExpiring90',
  'newAiOpportunities',
  'vacancies',
  'properties',
  'options',
  'stackingPlans',
] as const;
export type WorkflowTileId = (typeof workflowTileIds)[number];

/**
 * Titles and routes of the Daily Workflow tiles. Active Deals opens the pipeline on the
 * stages it counts, so the list shows the tile's figure.
 */
export const workflowTiles: Record<WorkflowTileId, { title: string; path: string }> = {
  activeDeals: { title: 'Active Deals', path: dealsPathForStages(activeDealStages) },
  leasesExpiring90: { title: 'Lease Expirations', path: '/leases' },
  newAiOpportunities: { title: 'AI Opportunities', path: '/opportunities' },
  vacancies: { title: 'Vacancies', path: '/spaces' },
  properties: { title: 'Properties', path: '/properties' },
  options: { title: 'Options & Encumbrances', path: '/options' },
  stackingPlans: { title: 'Stacking Plans', path: '/stacking-plan' },
};

/** Resources tiles in their default order (client/src/features/dashboard/resource-tiles.ts). */
export const resourceTileIds = [
  'tenants',
  'portfolio',
  'deals',
  'ai-opportunities',
  'leases',
  'training',
  'options',
  'stacking-plan',
  'properties',
  'lease-comps',
  'campaigns',
  'settings',
  'listings-search',
] as const;
export type ResourceTileId = (typeof resourceTileIds)[number];

function tileLayoutSchema<T extends string>(ids: readonly [T, ...T[]]) {
  return z
    .array(z.object({ id: z.enum(ids, 'Unknown tile'), hidden: z.boolean() }).strict())
    .max(ids.length, 'Too many tiles')
    .refine((tiles) => new Set(tiles.map((tile) => tile.id)).size === tiles.length, 'A tile is listed twice');
}

/**
 * A user's order of the tiles and which are hidden. Tiles missing from a saved layout (added by a
 * later release) show at the end; `normalizeTileLayout` applies that.
 */
export const dashboardTilesLayoutSchema = z
  .object({
    workflow: tileLayoutSchema(workflowTileIds),
    resources: tileLayoutSchema(resourceTileIds),
  })
  .strict();
export type DashboardTilesLayout = z.infer<typeof dashboardTilesLayoutSchema>;
export type TileLayoutEntry<T extends string> = { id: T; hidden: boolean };

export const defaultDashboardTiles: DashboardTilesLayout = {
  workflow: workflowTileIds.map((id) => ({ id, hidden: false })),
  resources: resourceTileIds.map((id) => ({ id, hidden: false })),
};

/** The saved order, known ids only, each once, with every tile the saved layout lacks appended shown. */
export function normalizeTileLayout<T extends string>(
  saved: readonly TileLayoutEntry<string>[],
  ids: readonly T[],
): TileLayoutEntry<T>[] {
  const known = new Set<string>(ids);
  const seen = new Set<string>();
  const result: TileLayoutEntry<T>[] = [];
  for (const entry of saved) {
    if (!known.has(entry.id) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push({ id: entry.id as T, hidden: entry.hidden });
  }
  for (const id of ids) if (!seen.has(id)) result.push({ id, hidden: false });
  return result;
}
