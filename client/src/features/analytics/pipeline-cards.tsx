import type { PipelineAnalytics } from '@common/analytics';
import { categoryColour } from '@common/palettes';
import { useState } from 'react';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount, csvPercent } from '@/components/charts/chart-data';
import { formatCompactNumber } from '@/components/charts/chart-theme';
import { ChartToggleGroup } from '@/components/charts/chart-toggle-group';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber, formatPercent } from '@/lib/format-number';

type StageRow = PipelineAnalytics['stages'][number];
type ReasonRow = PipelineAnalytics['deadReasons'][number];

type Measure = 'deals' | 'rsf';
const measureOptions = [
  { value: 'deals', label: 'Deals' },
  { value: 'rsf', label: 'RSF' },
] as const;

const percentOf = (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction * 100));
const count = (value: number) => formatNumber(value);
const sf = (value: number) => `${formatNumber(value)} sf`;
/** The Deals and RSF columns of a table whose rows count both. */
function dealsAndRsf<Row extends { deals: number; rsf: number }>(): ChartTable<Row>['columns'] {
  return [
    { header: 'Deals', value: (row) => row.deals, format: (v) => count(Number(v)), numeric: true },
    {
      header: 'RSF (sf)',
      value: (row) => row.rsf,
      format: (v) => formatNumber(Number(v)),
      csv: (row) => csvAmount(row.rsf),
      numeric: true,
    },
  ];
}

const days = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} days`);

export type PipelineCardProps = { pipeline: PipelineAnalytics | undefined; status: ChartCardStatus };

const noDeals = {
  kind: 'empty' as const,
  title: 'No deals in this period',
  description: 'No deal in these buildings was created in the chosen period.',
};

/** Deals (or their RSF) reaching each stage, with the conversion from the stage before. */
export function PipelineFunnelCard({ pipeline, status }: PipelineCardProps) {
  const [measure, setMeasure] = useState<Measure>('deals');
  const stages = pipeline?.stages ?? [];
  const first = stages[0];
  const last = stages.at(-1);
  const answer =
    pipeline && first && last && pipeline.deals > 0
      ? `Of ${formatNumber(pipeline.deals)} deals created ${formatMediumDate(pipeline.from)} – ${formatMediumDate(pipeline.to)}, ${formatNumber(last.deals)} (${formatPercent((last.deals / pipeline.deals) * 100)}) reached ${last.label}.`
      : undefined;
  const table: ChartTable<StageRow> = {
    caption: 'Deals and RSF reaching each stage, conversion from the stage before and median days in it',
    columns: [
      { header: 'Stage', value: (row) => row.label },
      ...dealsAndRsf<StageRow>(),
      {
        header: 'Conversion (%)',
        value: (row) => row.conversion,
        format: (v) => percentOf(v === null ? null : Number(v)),
        csv: (row) => csvPercent(row.conversion),
        numeric: true,
      },
      {
        header: 'Median days in stage',
        value: (row) => row.medianDays,
        format: (v) => (v === null ? '—' : formatNumber(Number(v), 1)),
        numeric: true,
      },
    ],
    rows: stages,
  };
  const isDeals = measure === 'deals';
  return (
    <ChartCard
      title="Pipeline funnel"
      answer={answer}
      status={status.kind === 'ready' && pipeline?.deals === 0 ? noDeals : status}
      table={table}
      legend={[
        {
          name: isDeals ? 'Deals reaching the stage' : 'RSF of deals reaching the stage',
          colour: categoryColour(0),
        },
      ]}
      controls={
        <ChartToggleGroup label="Measure" value={measure} options={measureOptions} onChange={setMeasure} />
      }
      footnote="Each bar is labelled with its figure and the conversion from the stage before."
    >
      <BarChartView
        data={stages}
        categoryKey="label"
        series={[
          { key: isDeals ? 'deals' : 'rsf', name: isDeals ? 'Deals' : 'RSF', colour: categoryColour(0) },
        ]}
        horizontal
        categoryWidth={120}
        valueLabel={isDeals ? 'Deals' : 'RSF (sf)'}
        tickFormat={formatCompactNumber}
        valueFormat={isDeals ? count : sf}
        counts={isDeals}
        barLabel={(row) =>
          `${formatCompactNumber(isDeals ? row.deals : row.rsf)}${row.conversion === null ? '' : ` · ${percentOf(row.conversion)}`}`
        }
        height={Math.max(200, 56 + stages.length * 36)}
        tooltipExtra={(datum) => {
          const row = datum as StageRow;
          return [
            { name: isDeals ? 'RSF' : 'Deals', value: isDeals ? sf(row.rsf) : count(row.deals) },
            { name: 'Conversion', value: percentOf(row.conversion) },
          ];
        }}
      />
    </ChartCard>
  );
}

/** The median days a deal stays in each stage before moving on. */
export function StageVelocityCard({ pipeline, status }: PipelineCardProps) {
  const stages = pipeline?.stages ?? [];
  const timed = stages.filter((stage) => stage.medianDays !== null);
  const slowest = [...timed].sort((a, b) => (b.medianDays ?? 0) - (a.medianDays ?? 0))[0];
  const answer = slowest
    ? `Deals stay longest in ${slowest.label}: a median of ${days(slowest.medianDays)}.`
    : undefined;
  const table: ChartTable<StageRow> = {
    caption: 'Median days a deal stays in each stage',
    columns: [
      { header: 'Stage', value: (row) => row.label },
      {
        header: 'Median days in stage',
        value: (row) => row.medianDays,
        format: (v) => (v === null ? '—' : formatNumber(Number(v), 1)),
        numeric: true,
      },
      {
        header: 'Deals reaching it',
        value: (row) => row.deals,
        format: (v) => count(Number(v)),
        numeric: true,
      },
    ],
    rows: stages,
  };
  return (
    <ChartCard
      title="Time in stage"
      answer={answer}
      status={
        status.kind === 'ready' && timed.length === 0
          ? pipeline?.deals === 0
            ? noDeals
            : {
                kind: 'empty',
                title: 'No completed stages yet',
                description: 'No deal of the period has moved on from a stage.',
              }
          : status
      }
      table={table}
      legend={[{ name: 'Median days in the stage', colour: categoryColour(4) }]}
    >
      <BarChartView
        data={stages}
        categoryKey="label"
        series={[{ key: 'medianDays', name: 'Median days', colour: categoryColour(4) }]}
        horizontal
        categoryWidth={120}
        valueLabel="Median days in stage"
        tickFormat={(value) => formatNumber(value)}
        valueFormat={(value) => days(value)}
        height={Math.max(200, 56 + stages.length * 36)}
      />
    </ChartCard>
  );
}

/** Why the period's dead deals were lost, by count or by RSF. */
export function DeadReasonsCard({ pipeline, status }: PipelineCardProps) {
  const [measure, setMeasure] = useState<Measure>('deals');
  // Most deals first (then most RSF), as the server sorts them.
  const reasons = pipeline?.deadReasons ?? [];
  const dead = reasons.reduce((sum, reason) => sum + reason.deals, 0);
  const top = reasons[0];
  const answer =
    top && dead > 0
      ? `${top.label} is the most common reason deals die: ${formatNumber(top.deals)} of ${formatNumber(dead)} dead deals (${formatPercent((top.deals / dead) * 100)}).`
      : undefined;
  const table: ChartTable<ReasonRow> = {
    caption: 'Dead deals by reason, count and RSF',
    columns: [{ header: 'Reason', value: (row) => row.label }, ...dealsAndRsf<ReasonRow>()],
    rows: reasons,
  };
  const isDeals = measure === 'deals';
  return (
    <ChartCard
      title="Dead-deal reasons"
      answer={answer}
      status={
        status.kind === 'ready' && dead === 0
          ? {
              kind: 'empty',
              title: 'No dead deals in this period',
              description: 'No deal created in the period was lost.',
            }
          : status
      }
      table={table}
      legend={[{ name: isDeals ? 'Dead deals' : 'RSF of dead deals', colour: categoryColour(5) }]}
      controls={
        <ChartToggleGroup label="Measure" value={measure} options={measureOptions} onChange={setMeasure} />
      }
    >
      <BarChartView
        data={reasons}
        categoryKey="label"
        series={[
          { key: isDeals ? 'deals' : 'rsf', name: isDeals ? 'Deals' : 'RSF', colour: categoryColour(5) },
        ]}
        horizontal
        categoryWidth={140}
        valueLabel={isDeals ? 'Dead deals' : 'RSF (sf)'}
        tickFormat={formatCompactNumber}
        valueFormat={isDeals ? count : sf}
        counts={isDeals}
        height={Math.max(160, 56 + reasons.length * 36)}
        tooltipExtra={(datum) => {
          const row = datum as ReasonRow;
          return [{ name: isDeals ? 'RSF' : 'Deals', value: isDeals ? sf(row.rsf) : count(row.deals) }];
        }}
      />
    </ChartCard>
  );
}
