import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { trainingPath } from './training-paths';

/** ?category= names no category: say so (never echo the address's text) and lead back to them all. */
export function CategoryNotFound() {
  return (
    <section
      aria-labelledby="category-not-found"
      className="flex flex-col items-center rounded-xl border border-border border-dashed px-6 py-12 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestion aria-hidden="true" className="size-6" />
      </div>
      <h2 id="category-not-found" className="font-semibold text-slate-900 text-xl tracking-tight">
        Category Not Found
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground text-sm">
        The training category you requested could not be found or has been removed.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-6">
        <Link to={trainingPath}>Browse all categories</Link>
      </Button>
    </section>
  );
}
