import type { ExpiryPeriod, OccupancyFigures } from '@common/analytics';
import { expiryPalette, occupancySeries, otherColour } from '@common/palettes';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useExpirySchedule, useOccupancy } from '@/lib/analytics/analytics-api';
import { expiryAnswer } from '@/lib/analytics/expiry-figures';
import { scopePossessive } from '@/lib/analytics/scope-name';
import { scopedPath } from '@/lib/analytics/use-analytics-scope';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { BarChartView } from './bar-chart';
import { ChartCard, type ChartCardStatus, chartStatusOf } from './chart-card';
import { type ChartTable, csvAmount, csvPercent } from './chart-data';
import { AlertIcon } from './chart-icons';
import { formatCompactNumber } from './chart-theme';

/** Years the small schedule shows: this one and the four after it (one colour each of expiryPalette). */
export const snapshotYears = 5;

export type ScopeSnapshotProps = {
  /** The building of a property page; the whole portfolio without one. */
  building?: { id: number; name: string };
  headingLevel?: 2 | 3;
};

/**
 * Occupancy and the next five years of lease expiries for a scope (the portfolio, or one building),
 * each linking to /analytics with that scope. Small, for the dashboard and the property page; loaded
 * lazily with the chart library.
 */
export function ScopeSnapshot({ building, headingLevel = 2 }: ScopeSnapshotProps) {
  const scope = building ? { building: building.id } : {};
  const expiry = useExpirySchedule(scope);
  const occupancy = useOccupancy(scope);
  const analyticsPath = scopedPath('/analytics', scope);
  const scopeName = scopePossessive(
    { building: building?.id ?? null, assetManager: null, market: null },
    building?.name,
  );
  const years: ExpiryPeriod[] = expiry.data?.years.slice(0, snapshotYears) ?? [];
  const today = occupancy.data?.months.find((month) => month.date === occupancy.data?.asOf);
  return (
    <SnapshotCards
      occupancy={today}
      occupancyFailed={occupancy.isError && !occupancy.data}
      onOccupancyRetry={() => void occupancy.refetch()}
      years={years}
      expiryStatus={chartStatusOf(expiry)}
      expiryAnswer={
        expiry.data ? (expiryAnswer(expiry.data, 'years', 'rsf', scopeName) ?? undefined) : undefined
      }
      analyticsPath={analyticsPath}
      headingLevel={headingLevel}
    />
  );
}

/** A year of the small expiry schedule: the RSF and leases ending in it. */
export type SnapshotYearRow = Pick<ExpiryPeriod, 'label' | 'rsf' | 'shareOfRsf' | 'leases'>;

export type SnapshotCardsProps = {
  /** Occupancy on the as-of day; undefined while it loads. */
  occupancy: OccupancyFigures | undefined;
  occupancyFailed: boolean;
  onOccupancyRetry: () => void;
  /** This year and the four after it. */
  years: SnapshotYearRow[];
  expiryStatus: ChartCardStatus;
  expiryAnswer: string | undefined;
  /** Where both cards link: Analytics, in their scope. */
  analyticsPath: string;
  headingLevel: 2 | 3;
};

/**
 * The two cards of a scope's snapshot, from figures already read: occupancy on the as-of day, and the
 * RSF expiring in each of the next five years (as a chart, a table and a CSV).
 */
export function SnapshotCards({
  occupancy,
  occupancyFailed,
  onOccupancyRetry,
  years,
  expiryStatus,
  expiryAnswer: answer,
  analyticsPath,
  headingLevel,
}: SnapshotCardsProps) {
  const table: ChartTable<SnapshotYearRow> = {
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
  };
  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <OccupancySnapshot
        occupancy={occupancy}
        failed={occupancyFailed}
        onRetry={onOccupancyRetry}
        analyticsPath={analyticsPath}
        headingLevel={headingLevel}
      />
      <ChartCard
        title="Lease expiries, next 5 years"
        answer={answer}
        headingLevel={headingLevel}
        compact
        skeletonHeight={180}
        status={
          expiryStatus.kind === 'ready' && years.every((year) => year.leases === 0)
            ? {
                kind: 'empty',
                title: 'No leases expire in the next 5 years',
                description: 'No lease in place or signed ends before then.',
              }
            : expiryStatus
        }
        table={table}
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
            {
              name: 'Share of RSF',
              value: formatPercent(Number((datum as SnapshotYearRow).shareOfRsf) * 100),
            },
          ]}
        />
      </ChartCard>
    </div>
  );
}

type OccupancySnapshotProps = {
  occupancy: OccupancyFigures | undefined;
  failed: boolean;
  onRetry: () => void;
  analyticsPath: string;
  headingLevel: 2 | 3;
};

/** Occupancy on the as-of day: the share let, and a bar of leased, pre-leased and vacant RSF. */
function OccupancySnapshot({
  occupancy,
  failed,
  onRetry,
  analyticsPath,
  headingLevel,
}: OccupancySnapshotProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 p-4">
      <Heading id={headingId} className="font-semibold text-base text-foreground leading-6">
        Occupancy
      </Heading>
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
