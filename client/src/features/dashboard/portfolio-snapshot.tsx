import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

// With the chart library, loaded once the screen around it has drawn: its first JavaScript does not grow.
const PortfolioCards = lazy(() =>
  import('./portfolio-cards').then((module) => ({ default: module.PortfolioCards })),
);

/** The home screen's portfolio figures: occupancy today and the lease expiries of the next five years. */
export function PortfolioSnapshot() {
  return (
    <section aria-labelledby="home-portfolio" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="home-portfolio" className="font-semibold text-lg text-slate-900 tracking-tight">
          Portfolio
        </h2>
        <p className="text-muted-foreground">Occupancy today and the leases ending soonest.</p>
      </div>
      <Suspense fallback={<CardsSkeleton />}>
        <PortfolioCards />
      </Suspense>
    </section>
  );
}

/** Stands where the two cards will be, at their height. */
function CardsSkeleton() {
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
