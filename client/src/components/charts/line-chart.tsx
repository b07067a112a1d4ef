import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartFrame } from './chart-card';
import { axisLabel, axisLine, axisTick, chartMargin, gridStroke, referenceStroke } from './chart-theme';
import { ChartTooltipContent, type TooltipLine } from './chart-tooltip';
import { SizedChart } from './sized-chart';

export type LineSeries = {
  key: string;
  name: string;
  colour: string;
  /** Filled under the line (an area) rather than a bare line. */
  area?: boolean;
};

export type LineChartViewProps<Datum extends Record<string, unknown>> = {
  data: Datum[];
  categoryKey: string;
  series: LineSeries[];
  valueLabel: string;
  categoryLabel?: string;
  tickFormat: (value: number) => string;
  valueFormat: (value: number) => string;
  /** How a category reads on the axis ('2026-03' → 'Mar 26'). */
  categoryFormat?: (value: string) => string;
  tooltipTitle?: (label: string, datum: Record<string, unknown> | undefined) => string;
  tooltipExtra?: (datum: Record<string, unknown>) => TooltipLine[];
  /** A vertical marker at one category (today, the as-of month). */
  marker?: { category: string; label: string };
  valueDomain?: [number, number];
  height?: number;
};

/** One or more lines (or areas) over ordered categories, with an optional marker. */
export function LineChartView<Datum extends Record<string, unknown>>({
  data,
  categoryKey,
  series,
  valueLabel,
  categoryLabel,
  tickFormat,
  valueFormat,
  categoryFormat,
  tooltipTitle,
  tooltipExtra,
  marker,
  valueDomain,
  height = 280,
}: LineChartViewProps<Datum>) {
  const frame = useChartFrame();
  return (
    <SizedChart height={height}>
      {(width) => (
        <ComposedChart
          data={data}
          width={width}
          height={height}
          margin={{ ...chartMargin, top: marker ? 20 : chartMargin.top, bottom: categoryLabel ? 16 : 4 }}
          role="img"
          aria-label={frame?.title}
          aria-describedby={frame?.answer ? frame.descriptionId : undefined}
          title={frame?.title}
        >
          <CartesianGrid stroke={gridStroke} vertical={false} />
          <XAxis
            dataKey={categoryKey}
            tick={axisTick}
            axisLine={axisLine}
            tickLine={false}
            tickFormatter={categoryFormat ? (value: string) => categoryFormat(String(value)) : undefined}
            minTickGap={16}
            label={categoryLabel ? axisLabel(categoryLabel, 'x') : undefined}
            height={categoryLabel ? 40 : 28}
          />
          <YAxis
            type="number"
            tick={axisTick}
            axisLine={axisLine}
            tickLine={false}
            width="auto"
            domain={valueDomain ?? [0, 'auto']}
            tickFormatter={(value: number) => tickFormat(value)}
            label={axisLabel(valueLabel, 'y')}
          />
          <Tooltip
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltipContent
                {...props}
                format={valueFormat}
                title={
                  tooltipTitle ?? (categoryFormat ? (label: string) => categoryFormat(label) : undefined)
                }
                extra={tooltipExtra}
              />
            )}
          />
          {marker ? (
            <ReferenceLine
              x={marker.category}
              stroke={referenceStroke}
              strokeDasharray="4 3"
              label={{ value: marker.label, position: 'top', fontSize: 11, fill: referenceStroke }}
            />
          ) : null}
          {series.map((item) =>
            item.area ? (
              <Area
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.name}
                stroke={item.colour}
                strokeWidth={2}
                fill={item.colour}
                fillOpacity={0.12}
                isAnimationActive={false}
                dot={false}
              />
            ) : (
              <Line
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.name}
                stroke={item.colour}
                strokeWidth={2}
                isAnimationActive={false}
                dot={false}
              />
            ),
          )}
        </ComposedChart>
      )}
    </SizedChart>
  );
}
