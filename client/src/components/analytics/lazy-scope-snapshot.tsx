import { lazy, Suspense } from 'react';
import type { ScopeSnapshotProps } from '@/components/charts/scope-snapshot';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

// With the chart library, loaded once the screen around it has drawn: its first JavaScript does not grow.
const ScopeSnapshot = lazy(() =>
  import('@/components/charts/scope-snapshot').then((module) => ({ default: module.ScopeSnapshot })),
);

/**
 * Occupancy today and the lease expiries of the next five years, for the portfolio or one building,
 * linking to Analytics; a skeleton of the two cards while the chart code loads.
 */
export function LazyScopeSnapshot(props: ScopeSnapshotProps) {
  return (
    <Suspense fallback={<SnapshotSkeleton />}>
      <ScopeSnapshot {...props} />
    </Suspense>
  );
}

/** Stands where the two cards will be, at their height. */
export function SnapshotSkeleton() {
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
