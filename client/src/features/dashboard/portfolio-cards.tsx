import type { ExpirySchedule, OccupancyFigures } from '@common/analytics';
import type { PortfolioSnapshot, SnapshotYear } from '@common/dashboard';
import { expiryPalette, occupancySeries, otherColour } from '@common/palettes';
import { useId } from 'react';
import { Link } from 'react-router';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, chartStatusOf } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount, csvPercent } from '@/components/charts/chart-data';
import { AlertIcon } from '@/components/charts/chart-icons';
import { formatCompactNumber } from '@/components/charts/chart-theme';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { expiryAnswer } from '@/lib/analytics/expiry-figures';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { usePortfolioSnapshot } from './api/portfolio';

/** Both cards link to the portfolio on the Analytics screen. */
const analyticsPath = '/analytics';

const expiryTable = (years: SnapshotYear[]): ChartTable<SnapshotYear> => ({
  caption: 'RSF expiring per year, next five years',
  columns: [
    { header: 'Year', value: (row) => row.label },
    {
      header: 'RSF (sf)',
      value: (row) => row.rsf,
      format: (value) => formatNumber(Number(value)),
      csv: (row) => csvAmount(row.rsf),
      numeric: true,
    },
    {
      header: 'Share of RSF (%)',
      value: (row) => row.shareOfRsf,
      format: (value) => formatPercent(Number(value) * 100),
      csv: (row) => csvPercent(row.shareOfRsf),
      numeric: true,
    },
    { header: 'Leases', value: (row) => row.leases, numeric: true },
  ],
  rows: years,
});

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
  const years = snapshot.data?.years ?? [];
  const status = chartStatusOf(snapshot);
  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <OccupancyCard
        occupancy={snapshot.data?.occupancy}
        failed={snapshot.isError && !snapshot.data}
        onRetry={() => void snapshot.refetch()}
      />
      <ChartCard
        title="Lease expiries, next 5 years"
        answer={snapshot.data ? answerOf(snapshot.data) : undefined}
        headingLevel={3}
        compact
        skeletonHeight={180}
        status={
          status.kind === 'ready' && years.every((year) => year.leases === 0)
            ? {
                kind: 'empty',
                title: 'No leases expire in the next 5 years',
                description: 'No lease in place or signed ends before then.',
              }
            : status
        }
        table={expiryTable(years)}
        footer={
          <Link to={analyticsPath} className="font-medium text-primary hover:underline">
            Expiry schedule in Analytics
          </Link>
        }
      >
        <BarChartView
          data={years}
          categoryKey="label"
          series={[{ key: 'rsf', name: 'RSF expiring', colour: expiryPalette[0] ?? otherColour }]}
          barColour={(_, index) => expiryPalette[index] ?? otherColour}
          valueLabel="RSF (sf)"
          tickFormat={formatCompactNumber}
          valueFormat={(value) => `${formatNumber(value)} sf`}
          height={180}
          tooltipExtra={(datum) => [
            { name: 'Share of RSF', value: formatPercent(Number((datum as SnapshotYear).shareOfRsf) * 100) },
          ]}
        />
      </ChartCard>
    </div>
  );
}

type OccupancyCardProps = {
  occupancy: OccupancyFigures | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** Occupancy today: the share let, and a bar of leased, pre-leased and vacant RSF. */
function OccupancyCard({ occupancy, failed, onRetry }: OccupancyCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 p-4">
      <h3 id={headingId} className="font-semibold text-base text-foreground leading-6">
        Occupancy
      </h3>
      {failed ? (
        <EmptyState
          icon={AlertIcon}
          title="Could not load the occupancy."
          description="Please try again later."
          action={
            <button
              type="button"
              onClick={onRetry}
              className="font-medium text-primary text-sm hover:underline"
            >
              Try again
            </button>
          }
        />
      ) : !occupancy ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : occupancy.totalRsf === 0 ? (
        <p className="text-muted-foreground text-sm">No suites with rentable area in this scope.</p>
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="font-semibold text-3xl text-slate-900 tabular-nums">
              {formatPercent((occupancy.occupancy ?? 0) * 100)}
            </span>
            <span className="text-muted-foreground text-sm">leased or pre-leased</span>
          </p>
          <div aria-hidden="true" className="flex h-3 w-full overflow-hidden rounded-full bg-muted">
            {occupancySeries.map((part) => (
              <span
                key={part.key}
                className="h-full"
                style={{
                  width: `${(occupancy[part.key] / occupancy.totalRsf) * 100}%`,
                  backgroundColor: part.colour,
                }}
              />
            ))}
          </div>
          <dl className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 text-sm">
            {occupancySeries.map((part) => (
              <div key={part.key} className="col-span-2 grid grid-cols-subgrid">
                <dt className="flex items-center gap-2 text-slate-600">
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-sm"
                    style={{ backgroundColor: part.colour }}
                  />
                  {part.name}
                </dt>
                <dd className="text-right font-medium text-foreground tabular-nums">{`${formatNumber(occupancy[part.key])} sf`}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <Link to={analyticsPath} className="mt-auto pt-1 font-medium text-primary text-sm hover:underline">
        Occupancy in Analytics
      </Link>
    </Card>
  );
}
