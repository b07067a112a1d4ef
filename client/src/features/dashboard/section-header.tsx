import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export type SectionHeaderProps = {
  id: string;
  title: string;
  description: string;
  onCustomize: () => void;
  /** The layout 'Customize' edits is still loading: a placeholder stands where the button will be. */
  layoutLoading?: boolean;
};

/** A tile section's heading with its 'Customize' button. */
export function SectionHeader({ id, title, description, onCustomize, layoutLoading }: SectionHeaderProps) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-semibold text-lg text-slate-900 tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {/* No disabled button without a reason: until there is a layout to edit, a placeholder. */}
      {layoutLoading ? (
        <Skeleton className="h-8 w-[6.5rem] shrink-0 rounded-md" />
      ) : (
        <Button variant="outline" size="sm" onClick={onCustomize} aria-label={`Customize ${title}`}>
          <SlidersHorizontal aria-hidden="true" className="size-3.5" />
          Customize
        </Button>
      )}
    </div>
  );
}

export function AllHiddenNote({ title }: { title: string }) {
  return (
    <p className="rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
      {`All ${title} tiles are hidden. Use Customize to show them.`}
    </p>
  );
}
