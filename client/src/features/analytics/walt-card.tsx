import type { WaltResponse } from '@common/analytics';
import { categoryColour } from '@common/palettes';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount } from '@/components/charts/chart-data';
import { formatMoney, formatNumber, formatYears } from '@/lib/format-number';

type WaltRow = {
  name: string;
  inPlaceSf: number;
  inPlaceRent: number;
  byArea: number | null;
  byRent: number | null;
};

/** Buildings drawn (the most RSF in place); the table lists every one. */
const chartedBuildings = 12;

const waltSeries = [
  { key: 'byArea', name: 'By area', colour: categoryColour(0) },
  { key: 'byRent', name: 'By rent', colour: categoryColour(1) },
];

/** Years to the hundredth for the CSV (the table rounds the exact figure to a tenth). */
const years = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export type WaltCardProps = { walt: WaltResponse | undefined; status: ChartCardStatus; scopeName: string };

/** WALT per building, weighted by area and by rent (years). */
export function WaltCard({ walt, status, scopeName }: WaltCardProps) {
  const buildings: WaltRow[] = [...(walt?.buildings ?? [])]
    .filter((building) => building.inPlaceSf > 0)
    .sort((a, b) => b.inPlaceSf - a.inPlaceSf || a.name.localeCompare(b.name));
  const portfolio = walt?.portfolio;
  const answer =
    portfolio && portfolio.byArea !== null
      ? `${capitalise(scopeName)} WALT is ${formatYears(portfolio.byArea)} by area and ${formatYears(portfolio.byRent)} by rent.`
      : undefined;
  const table: ChartTable<WaltRow> = {
    caption: 'Weighted average lease term remaining per building',
    columns: [
      { header: 'Building', value: (row) => row.name },
      {
        header: 'WALT by area (years)',
        value: (row) => row.byArea,
        format: (v) => formatYears(v === null ? null : Number(v)),
        csv: (row) => years(row.byArea),
        numeric: true,
      },
      {
        header: 'WALT by rent (years)',
        value: (row) => row.byRent,
        format: (v) => formatYears(v === null ? null : Number(v)),
        csv: (row) => years(row.byRent),
        numeric: true,
      },
      {
        header: 'RSF in place (sf)',
        value: (row) => row.inPlaceSf,
        format: (v) => formatNumber(Number(v)),
        csv: (row) => csvAmount(row.inPlaceSf),
        numeric: true,
      },
      {
        header: 'Annual rent in place ($)',
        value: (row) => row.inPlaceRent,
        format: (v) => formatMoney(Number(v)),
        csv: (row) => csvAmount(row.inPlaceRent),
        numeric: true,
      },
    ],
    rows: buildings,
    footer: portfolio ? { name: 'All buildings', ...portfolio } : undefined,
  };
  const charted = buildings.slice(0, chartedBuildings);
  return (
    <ChartCard
      title="WALT by building"
      answer={answer}
      status={
        status.kind === 'ready' && buildings.length === 0
          ? {
              kind: 'empty',
              title: 'No leases in place in this scope',
              description: 'WALT weighs the leases in place on the as-of day.',
            }
          : status
      }
      table={table}
      legend={waltSeries.map(({ name, colour }) => ({ name, colour }))}
      footnote={
        buildings.length > chartedBuildings
          ? `The chart shows the ${chartedBuildings} buildings with the most RSF in place, of ${formatNumber(buildings.length)}; the table lists all of them.`
          : null
      }
    >
      <BarChartView
        data={charted}
        categoryKey="name"
        series={waltSeries}
        horizontal
        valueLabel="WALT (years)"
        tickFormat={(value) => formatNumber(value, 1)}
        valueFormat={(value) => formatYears(value)}
        reference={
          portfolio?.byArea != null
            ? { value: portfolio.byArea, label: `All: ${formatYears(portfolio.byArea)}` }
            : undefined
        }
        height={Math.max(160, 56 + charted.length * 44)}
      />
    </ChartCard>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
