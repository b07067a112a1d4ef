import type { ExpirySchedule } from '@common/analytics';
import type { PortfolioSnapshot } from '@common/dashboard';
import { chartStatusOf } from '@/components/charts/chart-card';
import { SnapshotCards } from '@/components/charts/scope-snapshot';
import { expiryAnswer } from '@/lib/analytics/expiry-figures';
import { usePortfolioSnapshot } from './api/portfolio';

/** Both cards link to the portfolio on the Analytics screen. */
const analyticsPath = '/analytics';

/** The answer sentence of the Analytics expiry chart, over the snapshot's years (RSF only). */
function answerOf(snapshot: PortfolioSnapshot): string | undefined {
  const schedule: Pick<ExpirySchedule, 'years' | 'quarters' | 'totalRsf' | 'totalAnnualRent'> = {
    years: snapshot.years.map((year) => ({ ...year, annualRent: 0, shareOfRent: 0, byBuilding: [] })),
    quarters: [],
    totalRsf: snapshot.occupancy.totalRsf,
    totalAnnualRent: 0,
  };
  return expiryAnswer(schedule as ExpirySchedule, 'years', 'rsf', "the portfolio's") ?? undefined;
}

/**
 * Occupancy today and the lease expiries of the next five years over the whole portfolio, from one
 * small answer of the server (GET /api/dashboard/portfolio); loaded lazily with the chart library.
 */
export function PortfolioCards() {
  const snapshot = usePortfolioSnapshot();
  return (
    <SnapshotCards
      occupancy={snapshot.data?.occupancy}
      occupancyFailed={snapshot.isError && !snapshot.data}
      onOccupancyRetry={() => void snapshot.refetch()}
      years={snapshot.data?.years ?? []}
      expiryStatus={chartStatusOf(snapshot)}
      expiryAnswer={snapshot.data ? answerOf(snapshot.data) : undefined}
      analyticsPath={analyticsPath}
      headingLevel={3}
    />
  );
}
