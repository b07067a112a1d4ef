import type { TenantConcentration } from '@common/analytics';
import { categoryColour, otherColour } from '@common/palettes';
import { BarChartView } from '@/components/charts/bar-chart';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import { type ChartTable, csvAmount, csvPercent } from '@/components/charts/chart-data';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format-number';

type TenantRow = {
  name: string;
  annualRent: number;
  rsf: number | null;
  suites: number | null;
  share: number;
  /** share × 100, what the bars draw. */
  sharePct: number;
  other: boolean;
};

const otherName = 'All other tenants';

export type TenantConcentrationCardProps = {
  tenants: TenantConcentration | undefined;
  status: ChartCardStatus;
  scopeName: string;
};

/** The 10 tenants carrying the most rent in place, with the rest as one bar. */
export function TenantConcentrationCard({ tenants, status, scopeName }: TenantConcentrationCardProps) {
  const total = tenants?.totalAnnualRent ?? 0;
  const rows: TenantRow[] = (tenants?.tenants ?? []).map((tenant) => ({
    name: tenant.name,
    annualRent: tenant.annualRent,
    rsf: tenant.rsf,
    suites: tenant.suites,
    share: tenant.share,
    sharePct: tenant.share * 100,
    other: false,
  }));
  if (tenants && tenants.otherRent > 0 && total > 0) {
    const share = tenants.otherRent / total;
    rows.push({
      name: otherName,
      annualRent: tenants.otherRent,
      rsf: null,
      suites: null,
      share,
      sharePct: share * 100,
      other: true,
    });
  }
  const top = rows.filter((row) => !row.other);
  const topShare = top.reduce((sum, row) => sum + row.share, 0);
  const largest = top[0];
  const answer =
    largest && total > 0
      ? top.length === 1
        ? `${largest.name} pays all of ${scopeName} rent in place.`
        : `The ${top.length} largest tenants pay ${formatPercent(topShare * 100)} of ${scopeName} rent in place; ${largest.name} alone pays ${formatPercent(largest.share * 100)}.`
      : undefined;

  const table: ChartTable<TenantRow> = {
    caption: 'The tenants with the largest share of annual rent in place',
    columns: [
      { header: 'Tenant', value: (row) => row.name },
      {
        header: 'Share of rent (%)',
        value: (row) => row.share,
        format: (v) => formatPercent(Number(v) * 100),
        csv: (row) => csvPercent(row.share),
        numeric: true,
      },
      {
        header: 'Annual rent ($)',
        value: (row) => row.annualRent,
        format: (v) => formatMoney(Number(v)),
        csv: (row) => csvAmount(row.annualRent),
        numeric: true,
      },
      {
        header: 'RSF (sf)',
        value: (row) => row.rsf,
        format: (v) => (v === null ? '—' : formatNumber(Number(v))),
        numeric: true,
      },
      {
        header: 'Suites',
        value: (row) => row.suites,
        format: (v) => (v === null ? '—' : formatNumber(Number(v))),
        numeric: true,
      },
    ],
    rows,
  };
  return (
    <ChartCard
      title="Tenant concentration"
      answer={answer}
      status={
        status.kind === 'ready' && rows.length === 0
          ? {
              kind: 'empty',
              title: 'No rent in place in this scope',
              description: 'No tenant pays rent on the as-of day in these buildings.',
            }
          : status
      }
      table={table}
      legend={[
        { name: 'Tenant', colour: categoryColour(0) },
        ...(rows.some((row) => row.other) ? [{ name: otherName, colour: otherColour }] : []),
      ]}
    >
      <BarChartView
        data={rows}
        categoryKey="name"
        series={[{ key: 'sharePct', name: 'Share of rent', colour: categoryColour(0) }]}
        barColour={(row) => (row.other ? otherColour : undefined)}
        horizontal
        valueLabel="Share of annual rent (%)"
        tickFormat={(value) => formatPercent(value, 0)}
        valueFormat={(value) => formatPercent(value)}
        height={Math.max(160, 56 + rows.length * 30)}
        tooltipExtra={(datum) => [
          { name: 'Annual rent', value: formatMoney((datum as TenantRow).annualRent) },
        ]}
      />
    </ChartCard>
  );
}
