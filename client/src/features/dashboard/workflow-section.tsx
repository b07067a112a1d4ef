import type { DashboardTileCounts, DashboardTilesLayout } from '@common/dashboard';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { TileSection } from './tile-section';
import { type WorkflowTile, workflowTileById } from './workflow-tiles';

/**
 * A tile whose link is named by its visible title and count (WCAG 2.5.3: the name holds the visible
 * text), with the description outside the link as its accessible description; the link's overlay
 * makes the whole tile clickable.
 */
function WorkflowLink({ tile, count }: { tile: WorkflowTile; count: number | null | undefined }) {
  const id = useId();
  const Icon = tile.icon;
  return (
    <div className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary/50">
      <Link
        to={tile.path}
        aria-describedby={`${id}-description`}
        className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-3 outline-none after:absolute after:inset-0 after:rounded-xl"
      >
        <span className="col-start-1 row-start-1 flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-white">
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
        <span className="col-span-2 row-start-2 block min-w-0 font-medium text-slate-900 text-sm leading-5">
          {tile.title}
        </span>{' '}
        {count === undefined ? (
          <Skeleton className="col-start-2 row-start-1 h-7 w-10 justify-self-end" />
        ) : (
          <span className="col-start-2 row-start-1 justify-self-end font-semibold text-2xl text-slate-900 tabular-nums tracking-tight">
            {formatNumber(count)}
          </span>
        )}
      </Link>
      <span id={`${id}-description`} className="block min-w-0 truncate text-muted-foreground text-xs">
        {tile.description}
      </span>
    </div>
  );
}

export type WorkflowSectionProps = {
  layout: DashboardTilesLayout | undefined;
  /** undefined while loading, null when the figures could not be read. */
  counts: DashboardTileCounts | null | undefined;
};

/** The dashboard's Daily Workflow: one tile per area with its count from GET /api/dashboard. */
export function WorkflowSection({ layout, counts }: WorkflowSectionProps) {
  return (
    <TileSection
      section="workflow"
      title="Daily Workflow"
      description="Where your portfolio needs you today."
      customizeTitle="Customize Workflow"
      layout={layout}
      gridClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      skeleton={{ count: 7, className: 'h-28 rounded-xl' }}
      titleOf={(id) => workflowTileById(id).title}
      renderTile={(id) => (
        <WorkflowLink
          tile={workflowTileById(id)}
          count={counts === undefined ? undefined : (counts?.[id] ?? null)}
        />
      )}
    />
  );
}
