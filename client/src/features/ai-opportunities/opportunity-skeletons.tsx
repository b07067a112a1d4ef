import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Three skeleton cards while the opportunities load. */
export function OpportunitySkeletons() {
  return (
    <div
      role="status"
      className="grid gap-4 lg:grid-cols-2"
      aria-busy="true"
      aria-label="Loading opportunities"
    >
      {[0, 1, 2].map((key) => (
        <Card key={key} data-testid="opportunity-skeleton" className="flex flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-lg" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
          <Skeleton className="h-2 w-full rounded-full" />
          <div className="flex justify-end gap-2">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}
