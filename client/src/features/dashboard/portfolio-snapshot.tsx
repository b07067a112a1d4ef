import { lazy, Suspense } from 'react';
import { SnapshotSkeleton } from '@/components/analytics/lazy-scope-snapshot';

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
      <Suspense fallback={<SnapshotSkeleton />}>
        <PortfolioCards />
      </Suspense>
    </section>
  );
}
