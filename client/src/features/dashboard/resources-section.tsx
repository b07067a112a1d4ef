import type { DashboardTilesLayout } from '@common/dashboard';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type ResourceTile, resourceTileById } from './resource-tiles';
import { TileSection } from './tile-section';

/** A tile whose link is named by its visible title; the description, outside it, describes it. */
function ResourceLink({ tile }: { tile: ResourceTile }) {
  const id = useId();
  const Icon = tile.icon;
  return (
    <div className="group relative flex items-center gap-3.5 rounded-xl border border-border bg-card p-3.5 shadow-xs transition hover:border-indigo-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary/50 sm:p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <Link
          to={tile.path}
          aria-describedby={`${id}-description`}
          className="block truncate font-medium text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {tile.title}
        </Link>
        <span id={`${id}-description`} className="block truncate text-muted-foreground text-xs">
          {tile.description}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-primary"
      />
    </div>
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
