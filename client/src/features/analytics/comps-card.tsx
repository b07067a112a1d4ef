import { type CompAnalytics, type CompPoint, maxCompPoints } from '@common/analytics';
import { type ExpenseBasis, expenseBasisLabels } from '@common/expense-bases';
import { categoryColour } from '@common/palettes';
import { format as formatDate } from 'date-fns';
import { useState } from 'react';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import type { ChartTable } from '@/components/charts/chart-data';
import { ChartToggleGroup } from '@/components/charts/chart-toggle-group';
import { ScatterChartView } from '@/components/charts/scatter-chart';
import { LeaseCompFilterBar } from '@/components/lease-comps/lease-comp-filter-bar';
import { formatMediumDate, toDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';
import { type LeaseCompFilterValues, leaseCompFilterError } from '@/lib/lease-comps/lease-comp-filters';
import type { BuildingOption } from '@/lib/properties/get-building-options';

type Rate = 'startingPsf' | 'effectivePsf';
const rateOptions = [
  { value: 'startingPsf', label: 'Starting' },
  { value: 'effectivePsf', label: 'Effective' },
] as const;
const rateLabels: Record<Rate, string> = { startingPsf: 'Starting rate', effectivePsf: 'Effective rate' };

/** One marker shape per basis besides its colour. */
const basisLooks: Record<ExpenseBasis, { colour: string; shape: 'circle' | 'diamond' }> = {
  gross: { colour: categoryColour(0), shape: 'circle' },
  net: { colour: categoryColour(1), shape: 'diamond' },
};

type PlottedComp = CompPoint & { basis: ExpenseBasis; time: number };
type CompRow = PlottedComp;

const _allOption = 'all';

export type CompsCardProps = {
  comps: CompAnalytics | undefined;
  status: ChartCardStatus;
  filters: LeaseCompFilterValues;
  buildings: BuildingOption[];
  onChange: (change: Partial<LeaseCompFilterValues>) => void;
  onClear: () => void;
};

/** Starting or effective rate of each comp against its transaction date, one series per expense basis. */
export function CompsCard({ comps, status, filters, buildings, onChange, onClear }: CompsCardProps) {
  const [rate, setRate] = useState<Rate>('startingPsf');
  const series = (comps?.series ?? []).map((entry) => ({
    basis: entry.basis,
    total: entry.total,
    points: entry.points.map(
      (point): PlottedComp => ({
        ...point,
        basis: entry.basis,
        time: toDate(point.transactionDate).getTime(),
      }),
    ),
  }));
  const plotted = series.reduce((sum, entry) => sum + entry.points.length, 0);
  const answer = comps ? compsAnswer(series) : undefined;
  const rows: CompRow[] = series
    .flatMap((entry) => entry.points)
    .sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id);
  const table: ChartTable<CompRow> = {
    caption: 'Lease comps by transaction date, with their starting and effective rates',
    columns: [
      {
        header: 'Transaction date',
        value: (row) => row.transactionDate,
        format: (v) => formatMediumDate(String(v)),
      },
      { header: 'Basis', value: (row) => expenseBasisLabels[row.basis] },
      { header: 'Building', value: (row) => row.buildingName },
      { header: 'Tenant', value: (row) => row.tenantName },
      {
        header: 'RSF (sf)',
        value: (row) => row.rentableSf,
        format: (v) => formatNumber(Number(v)),
        numeric: true,
      },
      {
        header: 'Starting rate ($/RSF/yr)',
        value: (row) => row.startingPsf,
        format: (v) => formatRentPsf(Number(v)),
        numeric: true,
      },
      {
        header: 'Effective rate ($/RSF/yr)',
        value: (row) => row.effectivePsf,
        format: (v) => formatRentPsf(Number(v)),
        numeric: true,
      },
    ],
    rows,
  };
  const filterError = leaseCompFilterError(filters);
  return (
    <div className="flex flex-col gap-4">
      <LeaseCompFilterBar
        filters={filters}
        buildings={buildings}
        onChange={onChange}
        onClear={onClear}
        labels={{ building: 'Comp building', type: 'Comp type', clear: 'Clear comp filters' }}
      />
      {filterError ? null : (
        <ChartCard
          title="Lease comp rates"
          answer={answer}
          status={
            status.kind === 'ready' && plotted === 0
              ? {
                  kind: 'empty',
                  title: 'No lease comps match',
                  description: 'Try a wider date or size range, or another building or type.',
                }
              : status
          }
          table={table}
          legend={series.map((entry) => ({
            name: expenseBasisLabels[entry.basis],
            colour: basisLooks[entry.basis].colour,
          }))}
          skeletonHeight={340}
          controls={<ChartToggleGroup label="Rate" value={rate} options={rateOptions} onChange={setRate} />}
          footnote={
            series.some((entry) => entry.total > entry.points.length)
              ? `Each basis shows its ${formatNumber(maxCompPoints)} most recent comps; the counts above are of every match.`
              : 'Gross rates include operating expenses and net rates do not, so the two are plotted apart and never averaged together.'
          }
        >
          <ScatterChartView
            series={series.map((entry) => ({
              key: entry.basis,
              name: expenseBasisLabels[entry.basis],
              colour: basisLooks[entry.basis].colour,
              shape: basisLooks[entry.basis].shape,
              points: entry.points,
            }))}
            xKey="time"
            yKey={rate}
            xLabel="Transaction date"
            yLabel={`${rateLabels[rate]} ($/RSF/yr)`}
            xTickFormat={(value) => formatDate(new Date(value), 'MMM yyyy')}
            yTickFormat={(value) => formatRentPsf(value).replace(/\.00$/, '')}
            height={340}
            describe={(point) => ({
              title: `${point.tenantName} · ${point.buildingName}`,
              lines: [
                { name: 'Date', value: formatMediumDate(point.transactionDate) },
                { name: 'Basis', value: expenseBasisLabels[point.basis] },
                { name: 'Starting', value: formatRentPsf(point.startingPsf) },
                { name: 'Effective', value: formatRentPsf(point.effectivePsf) },
                { name: 'Size', value: `${formatNumber(point.rentableSf)} sf` },
              ],
            })}
          />
        </ChartCard>
      )}
    </div>
  );
}

function compsAnswer(series: { basis: ExpenseBasis; total: number }[]): string | undefined {
  const total = series.reduce((sum, entry) => sum + entry.total, 0);
  if (total === 0) return undefined;
  const parts = series
    .filter((entry) => entry.total > 0)
    .map((entry) => `${formatNumber(entry.total)} ${expenseBasisLabels[entry.basis].toLowerCase()}`);
  return `${formatNumber(total)} comps match (${parts.join(' and ')}); each basis is its own series, as gross and net rates are not comparable.`;
}
