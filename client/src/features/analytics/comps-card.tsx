import { type CompAnalytics, type CompPoint, maxCompPoints } from '@common/analytics';
import { type ExpenseBasis, expenseBasisLabels } from '@common/expense-bases';
import { compLeaseTypes } from '@common/lease-types';
import { categoryColour } from '@common/palettes';
import { format as formatDate } from 'date-fns';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { ChartCard, type ChartCardStatus } from '@/components/charts/chart-card';
import type { ChartTable } from '@/components/charts/chart-data';
import { ChartToggleGroup } from '@/components/charts/chart-toggle-group';
import { ScatterChartView } from '@/components/charts/scatter-chart';
import { compTypeLabel } from '@/components/lease-comps/lease-comp-display';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type CompAnalyticsFilters, compFiltersError } from '@/lib/analytics/analytics-api';
import { formatMediumDate, toDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useDebouncedText } from '@/lib/use-debounced-text';

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

const allOption = 'all';

export type CompsCardProps = {
  comps: CompAnalytics | undefined;
  status: ChartCardStatus;
  filters: CompAnalyticsFilters;
  buildings: BuildingOption[];
  onChange: (change: Partial<CompAnalyticsFilters>) => void;
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
  const filterError = compFiltersError(filters);
  return (
    <div className="flex flex-col gap-4">
      <CompFilterBar
        filters={filters}
        buildings={buildings}
        onChange={onChange}
        onClear={onClear}
        error={filterError}
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

type CompFilterBarProps = {
  filters: CompAnalyticsFilters;
  buildings: BuildingOption[];
  onChange: (change: Partial<CompAnalyticsFilters>) => void;
  onClear: () => void;
  error: string | null;
};

/** The filters of /lease-comps: building, type, transaction dates and size. */
function CompFilterBar({ filters, buildings, onChange, onClear, error }: CompFilterBarProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const active =
    filters.buildingId !== null ||
    filters.type !== null ||
    !!(filters.from || filters.to || filters.minSf || filters.maxSf);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[repeat(6,minmax(0,1fr))_auto] xl:items-end">
      <FilterSelect
        id={`${id}-building`}
        label="Comp building"
        value={filters.buildingId === null ? allOption : String(filters.buildingId)}
        options={[
          { value: allOption, label: 'All buildings' },
          ...buildings.map((building) => ({ value: String(building.id), label: building.name })),
        ]}
        onChange={(value) => onChange({ buildingId: value === allOption ? null : Number(value) })}
        className="col-span-2 md:col-span-2 xl:col-span-1"
      />
      <FilterSelect
        id={`${id}-type`}
        label="Comp type"
        value={filters.type ?? allOption}
        options={[
          { value: allOption, label: 'All types' },
          ...compLeaseTypes.map((value) => ({ value, label: compTypeLabel(value) })),
        ]}
        onChange={(value) =>
          onChange({ type: value === allOption ? null : (value as CompAnalyticsFilters['type']) })
        }
        className="col-span-2 md:col-span-2 xl:col-span-1"
      />
      <Field id={`${id}-from`} label="From date">
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          onChange={(event) => onChange({ from: event.target.value })}
          aria-invalid={error !== null && filters.from !== '' ? true : undefined}
          aria-describedby={errorId}
        />
      </Field>
      <Field id={`${id}-to`} label="To date">
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          onChange={(event) => onChange({ to: event.target.value })}
          aria-describedby={errorId}
        />
      </Field>
      <SizeFilter
        id={`${id}-min`}
        label="Min size (sf)"
        value={filters.minSf}
        onApply={(minSf) => onChange({ minSf })}
        describedBy={errorId}
      />
      <SizeFilter
        id={`${id}-max`}
        label="Max size (sf)"
        value={filters.maxSf}
        onApply={(maxSf) => onChange({ maxSf })}
        describedBy={errorId}
      />
      <Button
        variant="ghost"
        disabled={!active}
        onClick={onClear}
        className="col-span-2 justify-self-start md:col-span-1"
      >
        <X aria-hidden="true" className="size-4" />
        Clear comp filters
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="col-span-full text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

const wholeNumberInput = /^\d{0,8}$/;

type SizeFilterProps = {
  id: string;
  label: string;
  value: string;
  onApply: (value: string) => void;
  describedBy: string | undefined;
};

function SizeFilter({ id, label, value, onApply, describedBy }: SizeFilterProps) {
  const box = useDebouncedText(value, onApply);
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        inputMode="numeric"
        value={box.text}
        onChange={(event) => {
          if (wholeNumberInput.test(event.target.value)) box.setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') box.flush();
        }}
        placeholder="Any"
        maxLength={8}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
