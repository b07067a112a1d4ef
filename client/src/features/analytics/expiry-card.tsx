import type { ExpirySchedule } from '@common/analytics';
import { useState } from 'react';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount, csvPercent } from '@/components/charts/chart-data';
import { formatCompactMoney, formatCompactNumber } from '@/components/charts/chart-theme';
import { ChartToggleGroup } from '@/components/charts/chart-toggle-group';
import {
  type ExpiryChartRow,
  type ExpiryMetric,
  type ExpiryPeriodMode,
  expiryAnswer,
  expiryChartRows,
  expiryStacks,
} from '@/lib/analytics/expiry-figures';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format-number';

export type ExpiryCardProps = {
  schedule: ExpirySchedule | undefined;
  status: ChartCardStatus;
  scopeName: string;
};

const periodOptions = [
  { value: 'years', label: 'Years' },
  { value: 'quarters', label: 'Quarters' },
] as const;

const metricOptions = [
  { value: 'rsf', label: 'RSF' },
  { value: 'annualRent', label: 'Annual rent' },
] as const;

const percent = (fraction: number) => formatPercent(fraction * 100);

/** Lease expiration schedule: RSF or annual rent ending per year (10) or quarter (8), stacked by building. */
export function ExpiryCard({ schedule, status, scopeName }: ExpiryCardProps) {
  const [mode, setMode] = useState<ExpiryPeriodMode>('years');
  const [metric, setMetric] = useState<ExpiryMetric>('rsf');
  const periods = schedule ? (mode === 'years' ? schedule.years : schedule.quarters) : [];
  const stacks = schedule ? expiryStacks(schedule, periods) : [];
  const rows = expiryChartRows(periods, stacks, metric);
  const isRsf = metric === 'rsf';
  const format = isRsf
    ? (value: number) => `${formatNumber(value)} sf`
    : (value: number) => formatMoney(value);

  const table: ChartTable<ExpiryChartRow> = {
    caption: `Leases expiring per ${mode === 'years' ? 'year' : 'quarter'}, with their share of the scope`,
    columns: [
      { header: mode === 'years' ? 'Year' : 'Quarter', value: (row) => row.label },
      {
        header: 'Leases',
        value: (row) => row.leases,
        format: (value) => formatNumber(Number(value)),
        numeric: true,
      },
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
        format: (value) => percent(Number(value)),
        csv: (row) => csvPercent(row.shareOfRsf),
        numeric: true,
      },
      {
        header: 'Annual rent ($)',
        value: (row) => row.annualRent,
        format: (value) => formatMoney(Number(value)),
        csv: (row) => csvAmount(row.annualRent),
        numeric: true,
      },
      {
        header: 'Share of rent (%)',
        value: (row) => row.shareOfRent,
        format: (value) => percent(Number(value)),
        csv: (row) => csvPercent(row.shareOfRent),
        numeric: true,
      },
      ...stacks.map((stack) => ({
        header: `${stack.name} (${isRsf ? 'sf' : '$'})`,
        value: (row: ExpiryChartRow) => Number(row[stack.key] ?? 0),
        format: (value: string | number | null) =>
          isRsf ? formatNumber(Number(value)) : formatMoney(Number(value)),
        csv: (row: ExpiryChartRow) => csvAmount(Number(row[stack.key] ?? 0)),
        numeric: true,
      })),
    ],
    rows,
  };

  const empty = schedule !== undefined && rows.every((row) => row.leases === 0);
  const holdover = schedule?.holdover;
  return (
    <ChartCard
      title="Lease expiration schedule"
      answer={schedule ? (expiryAnswer(schedule, mode, metric, scopeName) ?? undefined) : undefined}
      headingLevel={3}
      status={
        status.kind === 'ready' && empty
          ? {
              kind: 'empty',
              title: 'No leases expire in this scope',
              description: 'No lease in place or signed ends in the next ten years for these buildings.',
            }
          : status
      }
      table={table}
      legend={stacks.map(({ name, colour }) => ({ name, colour }))}
      skeletonHeight={320}
      controls={
        <>
          <ChartToggleGroup label="Period" value={mode} options={periodOptions} onChange={setMode} />
          <ChartToggleGroup label="Measure" value={metric} options={metricOptions} onChange={setMetric} />
        </>
      }
      footnote={
        holdover && holdover.leases > 0
          ? `Not shown: ${formatNumber(holdover.leases)} held-over ${holdover.leases === 1 ? 'lease' : 'leases'} (${formatNumber(holdover.rsf)} sf, ${formatMoney(holdover.annualRent)} a year) past their end with no end ahead.`
          : null
      }
    >
      <BarChartView
        data={rows}
        categoryKey="label"
        series={stacks.map((stack) => ({ key: stack.key, name: stack.name, colour: stack.colour }))}
        stacked
        valueLabel={isRsf ? 'RSF expiring (sf)' : 'Annual rent expiring ($)'}
        tickFormat={isRsf ? formatCompactNumber : formatCompactMoney}
        valueFormat={format}
        height={320}
        tooltipExtra={(datum) => {
          const row = datum as ExpiryChartRow;
          return [
            { name: 'Total', value: format(row.total) },
            { name: `Share of ${isRsf ? 'RSF' : 'rent'}`, value: percent(row.share) },
            { name: 'Leases', value: formatNumber(row.leases) },
          ];
        }}
      />
    </ChartCard>
  );
}
