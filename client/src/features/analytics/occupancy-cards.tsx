import type { OccupancyResponse } from '@common/analytics';
import { categoryColour, occupancySeries } from '@common/palettes';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount, csvPercent } from '@/components/charts/chart-data';
import { formatCompactNumber } from '@/components/charts/chart-theme';
import { LineChartView } from '@/components/charts/line-chart';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber, formatPercent } from '@/lib/format-number';

type BuildingOccupancy = OccupancyResponse['buildings'][number];
type MonthOccupancy = OccupancyResponse['months'][number];

/** Buildings drawn in the chart (the largest by RSF); the table lists every one. */
export const chartedBuildings = 12;

const percentOf = (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction * 100));
const sf = (value: number) => `${formatNumber(value)} sf`;

const figureColumns = <Row extends BuildingOccupancy | MonthOccupancy>(): ChartTable<Row>['columns'] => [
  {
    header: 'Leased (sf)',
    value: (row) => row.leasedRsf,
    format: (v) => formatNumber(Number(v)),
    csv: (row) => csvAmount(row.leasedRsf),
    numeric: true,
  },
  {
    header: 'Pre-leased (sf)',
    value: (row) => row.preLeasedRsf,
    format: (v) => formatNumber(Number(v)),
    csv: (row) => csvAmount(row.preLeasedRsf),
    numeric: true,
  },
  {
    header: 'Vacant (sf)',
    value: (row) => row.vacantRsf,
    format: (v) => formatNumber(Number(v)),
    csv: (row) => csvAmount(row.vacantRsf),
    numeric: true,
  },
  {
    header: 'Total (sf)',
    value: (row) => row.totalRsf,
    format: (v) => formatNumber(Number(v)),
    csv: (row) => csvAmount(row.totalRsf),
    numeric: true,
  },
  {
    header: 'Occupancy (%)',
    value: (row) => row.occupancy,
    format: (v) => percentOf(v === null ? null : Number(v)),
    csv: (row) => csvPercent(row.occupancy),
    numeric: true,
  },
];

export type OccupancyCardProps = { occupancy: OccupancyResponse | undefined; status: ChartCardStatus };

/** Leased, pre-leased and vacant RSF per building on the as-of day. */
export function OccupancyByBuildingCard({ occupancy, status }: OccupancyCardProps) {
  const buildings = [...(occupancy?.buildings ?? [])].sort(
    (a, b) => b.totalRsf - a.totalRsf || a.name.localeCompare(b.name),
  );
  const charted = buildings.slice(0, chartedBuildings);
  const totals = occupancy?.months.find((month) => month.date === occupancy.asOf);
  const mostVacant = [...buildings].sort((a, b) => b.vacantRsf - a.vacantRsf)[0];

  const answer = (() => {
    if (!totals || totals.occupancy === null) return undefined;
    const overall = `${percentOf(totals.occupancy)} of ${formatNumber(totals.totalRsf)} sf is leased or pre-leased`;
    if (!mostVacant || mostVacant.vacantRsf <= 0) return `${overall}; no building has vacant space.`;
    return buildings.length > 1
      ? `${overall}; ${mostVacant.name} has the most vacant space (${sf(mostVacant.vacantRsf)}).`
      : `${overall}; ${sf(mostVacant.vacantRsf)} is vacant.`;
  })();

  const table: ChartTable<BuildingOccupancy> = {
    caption: 'Leased, pre-leased and vacant RSF per building',
    columns: [{ header: 'Building', value: (row) => row.name }, ...figureColumns<BuildingOccupancy>()],
    rows: buildings,
  };
  return (
    <ChartCard
      title="Occupancy by building"
      answer={answer}
      status={
        status.kind === 'ready' && buildings.every((building) => building.totalRsf === 0)
          ? {
              kind: 'empty',
              title: 'No suites in this scope',
              description: 'These buildings have no suites with rentable area.',
            }
          : status
      }
      table={table}
      legend={occupancySeries.map(({ name, colour }) => ({ name, colour }))}
      footnote={
        buildings.length > chartedBuildings
          ? `The chart shows the ${chartedBuildings} largest of ${formatNumber(buildings.length)} buildings; the table lists all of them.`
          : null
      }
    >
      <BarChartView
        data={charted}
        categoryKey="name"
        series={[...occupancySeries]}
        stacked
        horizontal
        valueLabel="RSF (sf)"
        tickFormat={formatCompactNumber}
        valueFormat={sf}
        height={Math.max(160, 56 + charted.length * 34)}
        tooltipExtra={(datum) => [
          { name: 'Occupancy', value: percentOf((datum as BuildingOccupancy).occupancy) },
        ]}
      />
    </ChartCard>
  );
}

/** 'Mar 2026' for a month of the trend ('2026-03'). */
function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const name = names[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}

type TrendRow = MonthOccupancy & { occupancyPct: number | null };

/** Portfolio occupancy month by month, 24 months back to 24 ahead, the as-of month marked. */
export function OccupancyTrendCard({ occupancy, status }: OccupancyCardProps) {
  const rows: TrendRow[] = (occupancy?.months ?? []).map((month) => ({
    ...month,
    occupancyPct: month.occupancy === null ? null : month.occupancy * 100,
  }));
  const asOfRow = rows.find((row) => row.date === occupancy?.asOf) ?? rows[Math.floor(rows.length / 2)];
  const first = rows[0];
  const last = rows.at(-1);
  const answer =
    asOfRow?.occupancy != null && first && last
      ? `Occupancy is ${percentOf(asOfRow.occupancy)} on ${formatMediumDate(asOfRow.date)}, against ${percentOf(first.occupancy)} ${rows.indexOf(asOfRow)} months before; the leases on record take it to ${percentOf(last.occupancy)} by ${monthLabel(last.month)}.`
      : undefined;

  const table: ChartTable<TrendRow> = {
    caption: 'Portfolio occupancy month by month',
    columns: [
      { header: 'Month', value: (row) => monthLabel(row.month), csv: (row) => row.date },
      ...figureColumns<TrendRow>(),
    ],
    rows,
  };
  return (
    <ChartCard
      title="Occupancy over time"
      answer={answer}
      status={
        status.kind === 'ready' && rows.every((row) => row.occupancy === null)
          ? {
              kind: 'empty',
              title: 'No suites in this scope',
              description: 'There is no rentable area to measure occupancy against.',
            }
          : status
      }
      table={table}
      legend={[{ name: 'Occupancy (leased + pre-leased)', colour: categoryColour(0), line: true }]}
      footnote="Past months read today's lease records; months ahead count the leases signed so far."
    >
      <LineChartView
        data={rows}
        categoryKey="month"
        series={[{ key: 'occupancyPct', name: 'Occupancy', colour: categoryColour(0), area: true }]}
        valueLabel="Occupancy (%)"
        tickFormat={(value) => formatPercent(value, 0)}
        valueFormat={(value) => formatPercent(value)}
        categoryFormat={monthLabel}
        valueDomain={[0, 100]}
        marker={asOfRow ? { category: asOfRow.month, label: 'As of' } : undefined}
        tooltipExtra={(datum) => {
          const row = datum as TrendRow;
          return [
            { name: 'Leased + pre-leased', value: sf(row.leasedRsf + row.preLeasedRsf) },
            { name: 'Vacant', value: sf(row.vacantRsf) },
          ];
        }}
      />
    </ChartCard>
  );
}
