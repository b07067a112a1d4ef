import { type DashboardTilesLayout, defaultDashboardTiles } from '@common/dashboard';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveDashboardTiles } from './api/preferences';
import { CustomizeDialog } from './customize-dialog';
import { type ResourceTile, resourceTileById } from './resource-tiles';
import { AllHiddenNote, SectionHeader } from './section-header';

function ResourceLink({ tile }: { tile: ResourceTile }) {
  const id = useId();
  const Icon = tile.icon;
  return (
    <Link
      to={tile.path}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="group flex items-center gap-3.5 rounded-xl border border-border bg-card p-3.5 shadow-xs sm:p-4 transition hover:border-indigo-200 hover:shadow-md"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block truncate font-medium text-slate-900">
          {tile.title}
        </span>
        <span id={`${id}-description`} className="block truncate text-muted-foreground text-xs">
          {tile.description}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-primary"
      />
    </Link>
  );
}

/** Spec §2.3: shortcuts to every area, in the user's order without the tiles they hid. */
export function ResourcesSection({ layout }: { layout: DashboardTilesLayout | undefined }) {
  const [customizing, setCustomizing] = useState(false);
  const save = useSaveDashboardTiles();
  const shown = layout?.resources.filter((entry) => !entry.hidden) ?? [];

  return (
    <section aria-labelledby="resources-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="resources-heading"
        title="Resources"
        description="Jump to any part of your workspace."
        onCustomize={() => setCustomizing(true)}
        customizeDisabled={!layout}
      />
      {!layout ? (
        <ul aria-busy="true" className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className="h-[4.5rem] rounded-xl" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <AllHiddenNote title="Resources" />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
          {shown.map((entry) => (
            <li key={entry.id}>
              <ResourceLink tile={resourceTileById(entry.id)} />
            </li>
          ))}
        </ul>
      )}
      {layout ? (
        <CustomizeDialog
          open={customizing}
          onOpenChange={setCustomizing}
          title="Customize Resources"
          layout={layout.resources}
          defaultLayout={defaultDashboardTiles.resources}
          titleOf={(id) => resourceTileById(id).title}
          onSave={(resources) => save.mutateAsync({ ...layout, resources })}
        />
      ) : null}
    </section>
  );
}
