import {
  type DashboardTileCounts,
  type DashboardTilesLayout,
  defaultDashboardTiles,
} from '@common/dashboard';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { useSaveDashboardTiles } from './api/preferences';
import { CustomizeDialog } from './customize-dialog';
import { AllHiddenNote, SectionHeader } from './section-header';
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
  const [customizing, setCustomizing] = useState(false);
  const save = useSaveDashboardTiles();
  const shown = layout?.workflow.filter((entry) => !entry.hidden) ?? [];

  return (
    <section aria-labelledby="workflow-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="workflow-heading"
        title="Daily Workflow"
        description="Where your portfolio needs you today."
        onCustomize={() => setCustomizing(true)}
        customizeDisabled={!layout}
      />
      {!layout ? (
        <ul aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 7 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className="h-28 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <AllHiddenNote title="Daily Workflow" />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {shown.map((entry) => (
            <li key={entry.id}>
              <WorkflowLink
                tile={workflowTileById(entry.id)}
                count={counts === undefined ? undefined : (counts?.[entry.id] ?? null)}
              />
            </li>
          ))}
        </ul>
      )}
      {layout ? (
        <CustomizeDialog
          open={customizing}
          onOpenChange={setCustomizing}
          title="Customize Workflow"
          layout={layout.workflow}
          defaultLayout={defaultDashboardTiles.workflow}
          titleOf={(id) => workflowTileById(id).title}
          onSave={(workflow) => save.mutateAsync({ ...layout, workflow })}
        />
      ) : null}
    </section>
  );
}
