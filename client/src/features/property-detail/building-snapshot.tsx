import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

// With the chart library, loaded once the property has drawn.
const ScopeSnapshot = lazy(() =>
  import('@/components/charts/scope-snapshot').then((module) => ({ default: module.ScopeSnapshot })),
);

export type BuildingSnapshotProps = { building: { id: number; name: string } };

/** The building's occupancy today and its lease expiries of the next five years, linking to Analytics. */
export function BuildingSnapshot({ building }: BuildingSnapshotProps) {
  return (
    <Suspense fallback={<SnapshotSkeleton />}>
      <ScopeSnapshot building={building} headingLevel={3} />
    </Suspense>
  );
}

function SnapshotSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-28" />
        <Skeleton className="h-24 w-full" />
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-[180px] w-full" />
      </Card>
    </div>
  );
}
