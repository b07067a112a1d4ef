import type { DashboardTilesLayout } from '@common/dashboard';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type ResourceTile, resourceTileById } from './resource-tiles';
import { TileSection } from './tile-section';

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
  return (
    <TileSection
      section="resources"
      title="Resources"
      description="Jump to any part of your workspace."
      customizeTitle="Customize Resources"
      layout={layout}
      gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3"
      skeleton={{ count: 6, className: 'h-[4.5rem] rounded-xl' }}
      titleOf={(id) => resourceTileById(id).title}
      renderTile={(id) => <ResourceLink tile={resourceTileById(id)} />}
    />
  );
}
