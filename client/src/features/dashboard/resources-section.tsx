import { ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { type ResourceTile, resourceTiles } from './resource-tiles';

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

/** Spec §2.3: shortcuts to every area. 'Customize' only says that it is coming. */
export function ResourcesSection() {
  const handleCustomize = () => {
    toast({
      title: 'Customize Resources',
      description: 'Choosing and arranging your resource tiles is coming soon.',
    });
  };

  return (
    <section aria-labelledby="resources-heading" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="resources-heading" className="font-semibold text-lg text-slate-900 tracking-tight">
            Resources
          </h2>
          <p className="text-muted-foreground">Jump to any part of your workspace.</p>
        </div>
        <Button variant="outline" size="sm" onClick={handleCustomize}>
          <SlidersHorizontal aria-hidden="true" className="size-3.5" />
          Customize
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {resourceTiles.map((tile) => (
          <li key={tile.path}>
            <ResourceLink tile={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
