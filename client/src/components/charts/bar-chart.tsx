import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { phoneQuery, useMediaQuery } from '@/lib/use-media-query';
import { useChartFrame } from './chart-card';
import { axisLabel, axisLine, axisTick, chartMargin, gridStroke, shortLabel } from './chart-theme';
import { ChartTooltipContent, type TooltipLine } from './chart-tooltip';
import { SizedChart } from './sized-chart';

export type BarSeries = {
  /** The datum's field holding the series' value. */
  key: string;
  name: string;
  colour: string;
};

export type BarChartViewProps<Datum extends Record<string, unknown>> = {
  data: Datum[];
  /** The datum's field naming its category (a year, a building). */
  categoryKey: string;
  series: BarSeries[];
  /** Series stacked into one bar per category, or side by side. */
  stacked?: boolean;
  /** Bars grow to the right, categories down the side (long names, rankings). */
  horizontal?: boolean;
  /** The value axis' title with its unit: 'RSF (sf)', 'WALT (years)'. */
  valueLabel: string;
  categoryLabel?: string;
  /** A tick on the value axis (compact). */
  tickFormat: (value: number) => string;
  /** A value in the tooltip (whole). */
  valueFormat: (value: number) => string;
  tooltipTitle?: (label: string, datum: Record<string, unknown> | undefined) => string;
  tooltipExtra?: (datum: Record<string, unknown>) => TooltipLine[];
  /** A per-bar colour for a single series (the "Other" bar in grey), by datum. */
  barColour?: (datum: Datum, index: number) => string | undefined;
  /** A value-axis reference line (an average). */
  reference?: { value: number; label: string };
  /** The value axis' upper bound (100 for percentages). */
  valueMax?: number;
  height?: number;
  /** Width given to category names on a horizontal chart. */
  categoryWidth?: number;
  /** Values are counts: whole-number ticks only. */
  counts?: boolean;
  /** A label at the end of each bar of a single-series chart ('27 · 82%'), from its datum. */
  barLabel?: (datum: Datum) => string;
};

/** Bars of one or more series per category: stacked, grouped, upright or horizontal. */
export function BarChartView<Datum extends Record<string, unknown>>({
  data,
  categoryKey,
  series,
  stacked = false,
  horizontal = false,
  valueLabel,
  categoryLabel,
  tickFormat,
  valueFormat,
  tooltipTitle,
  tooltipExtra,
  barColour,
  reference,
  valueMax,
  height = 300,
  categoryWidth = 150,
  counts = false,
  barLabel,
}: BarChartViewProps<Datum>) {
  const frame = useChartFrame();
  // On a phone the names get less room, so the bars keep some.
  const phone = useMediaQuery(phoneQuery);
  const nameWidth = phone ? Math.min(categoryWidth, 112) : categoryWidth;
  const valueDomain: [number, number | 'auto'] = [0, valueMax ?? 'auto'];
  const labelRoom = barLabel
    ? Math.min(140, 12 + Math.max(0, ...data.map((datum) => barLabel(datum).length)) * 6.5)
    : 0;
  const valueAxis = {
    type: 'number' as const,
    tick: axisTick,
    axisLine: axisLine,
    tickLine: false,
    tickFormatter: (value: number) => tickFormat(value),
    domain: valueDomain,
    allowDecimals: !counts,
  };
  const categoryAxis = {
    type: 'category' as const,
    dataKey: categoryKey,
    tick: axisTick,
    axisLine: axisLine,
    tickLine: false,
  };
  return (
    <SizedChart height={height}>
      {(width) => (
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          width={width}
          height={height}
          margin={{
            ...chartMargin,
            top: reference || (barLabel && !horizontal) ? 22 : chartMargin.top,
            // Room for the labels at the ends of horizontal bars (about 6.5 px a character at 11 px).
            right: barLabel && horizontal ? labelRoom : chartMargin.right,
            bottom: categoryLabel && !horizontal ? 16 : chartMargin.bottom,
          }}
          role="img"
          aria-label={frame?.title}
          aria-describedby={frame?.answer ? frame.descriptionId : undefined}
          title={frame?.title}
          barCategoryGap={horizontal ? '20%' : '18%'}
        >
          <CartesianGrid stroke={gridStroke} vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis {...valueAxis} label={axisLabel(valueLabel, 'x')} height={40} />
              <YAxis
                {...categoryAxis}
                width={nameWidth}
                interval={0}
                tick={(props: YAxisTickContentProps) => (
                  <CategoryTick {...props} maxChars={Math.floor((nameWidth - 8) / 7.2)} />
                )}
              />
            </>
          ) : (
            <>
              <XAxis
                {...categoryAxis}
                label={categoryLabel ? axisLabel(categoryLabel, 'x') : undefined}
                height={categoryLabel ? 40 : 28}
              />
              <YAxis {...valueAxis} width="auto" label={axisLabel(valueLabel, 'y')} />
            </>
          )}
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltipContent
                {...props}
                format={valueFormat}
                title={tooltipTitle}
                extra={tooltipExtra}
                hideZero={stacked}
                reverse={stacked}
              />
            )}
          />
          {reference ? (
            <ReferenceLine
              {...(horizontal ? { x: reference.value } : { y: reference.value })}
              stroke="#334155"
              strokeDasharray="4 3"
              label={{
                value: reference.label,
                position: horizontal ? 'top' : 'right',
                fontSize: 11,
                fill: '#334155',
              }}
            />
          ) : null}
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.name}
              fill={item.colour}
              stackId={stacked ? 'stack' : undefined}
              isAnimationActive={false}
              maxBarSize={horizontal ? 28 : 56}
            >
              {barColour
                ? data.map((datum, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per data point, in order
                    <Cell key={index} fill={barColour(datum, index) ?? item.colour} />
                  ))
                : null}
              {barLabel ? (
                <LabelList
                  position={horizontal ? 'right' : 'top'}
                  valueAccessor={(entry) => barLabel(entry.payload as Datum)}
                  fontSize={11}
                  fill="#334155"
                />
              ) : null}
            </Bar>
          ))}
        </BarChart>
      )}
    </SizedChart>
  );
}

/**
 * A category name on one line, shortened to fit (recharts would wrap it over two); the whole name is
 * its SVG title, and the tooltip and table show it too.
 */
function CategoryTick({ x, y, payload, maxChars }: YAxisTickContentProps & { maxChars: number }) {
  const name = String(payload.value);
  const text = shortLabel(name, maxChars);
  return (
    <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fontSize={axisTick.fontSize} fill={axisTick.fill}>
      {text === name ? null : <title>{name}</title>}
      {text}
    </text>
  );
}
