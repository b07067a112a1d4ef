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
    <div className="group relative flex items-center gap-3 rounded-lg px-2.5 py-2 transition hover:bg-muted has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary/50 @md:gap-3.5 @md:rounded-xl @md:border @md:border-border @md:bg-card @md:p-4 @md:shadow-xs @md:hover:border-indigo-200 @md:hover:bg-card @md:hover:shadow-md">
      <span className="flex size-9 shrink-0 @md:size-10 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <Link
          to={tile.path}
          aria-describedby={`${id}-description`}
          // The link covers the tile, so its hover text is the description a narrow tile may cut.
          title={tile.description}
          className="block truncate font-medium text-slate-900 outline-none after:absolute after:inset-0 after:rounded-lg @md:after:rounded-xl"
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

/**
 * Shortcuts to every area, in the user's order without the tiles they hid. Its form follows
 * the width it is given (inside an `@container`): narrow (the home screen's side column, a phone), one
 * card listing the links; wider, a grid of two or three tiles a row.
 */
export function ResourcesSection({ layout }: { layout: DashboardTilesLayout | undefined }) {
  return (
    <TileSection
      section="resources"
      title="Resources"
      description="Jump to any part of your workspace."
      customizeTitle="Customize Resources"
      layout={layout}
      gridClassName="grid grid-cols-1 rounded-xl border border-border bg-card p-1.5 shadow-xs @md:grid-cols-2 @md:gap-3 @md:border-0 @md:bg-transparent @md:p-0 @md:shadow-none @4xl:grid-cols-3"
      skeleton={{ count: 6, className: 'h-13 rounded-lg @md:h-[4.5rem] @md:rounded-xl' }}
      titleOf={(id) => resourceTileById(id).title}
      renderTile={(id) => <ResourceLink tile={resourceTileById(id)} />}
    />
  );
}
