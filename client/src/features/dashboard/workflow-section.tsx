import type { DashboardTileCounts, DashboardTilesLayout } from '@common/dashboard';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { TileSection } from './tile-section';
import { type WorkflowTile, workflowTileById } from './workflow-tiles';

function WorkflowLink({ tile, count }: { tile: WorkflowTile; count: number | null | undefined }) {
  const id = useId();
  const Icon = tile.icon;
  return (
    <Link
      to={tile.path}
      aria-labelledby={`${id}-title ${id}-count`}
      aria-describedby={`${id}-description`}
      className="group flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-white">
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
        {count === undefined ? (
          <Skeleton className="h-7 w-10" />
        ) : (
          <span
            id={`${id}-count`}
            className="font-semibold text-2xl text-slate-900 tabular-nums tracking-tight"
          >
            {formatNumber(count)}
          </span>
        )}
      </span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block font-medium text-slate-900 text-sm leading-5">
          {tile.title}
        </span>
        <span id={`${id}-description`} className="block truncate text-muted-foreground text-xs">
          {tile.description}
        </span>
      </span>
    </Link>
  );
}

export type WorkflowSectionProps = {
  layout: DashboardTilesLayout | undefined;
  /** undefined while loading, null when the figures could not be read. */
  counts: DashboardTileCounts | null | undefined;
};

/** Spec §2.3's Daily Workflow: one tile per area with its count from GET /api/dashboard. */
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
