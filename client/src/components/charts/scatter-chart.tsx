import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartFrame } from './chart-card';
import { dateTicks } from './chart-data';
import { axisLabel, axisLine, axisTick, chartMargin, gridStroke } from './chart-theme';
import { SizedChart } from './sized-chart';

export type ScatterSeries<Point> = {
  key: string;
  name: string;
  colour: string;
  points: Point[];
  /** A marker shape besides colour, so series differ for every reader. */
  shape?: 'circle' | 'diamond' | 'square' | 'triangle' | 'cross' | 'star' | 'wye';
};

export type ScatterChartViewProps<Point extends Record<string, unknown>> = {
  series: ScatterSeries<Point>[];
  xKey: string;
  yKey: string;
  xLabel: string;
  yLabel: string;
  /** The x values are timestamps (ms); ticks fall on the first of a month. */
  xTickFormat: (value: number) => string;
  yTickFormat: (value: number) => string;
  /** The tooltip of one point. */
  describe: (point: Point) => { title: string; lines: { name: string; value: string }[] };
  height?: number;
};

/** Points of one or more series on two numeric axes (a date as a timestamp, a rate). */
export function ScatterChartView<Point extends Record<string, unknown>>({
  series,
  xKey,
  yKey,
  xLabel,
  yLabel,
  xTickFormat,
  yTickFormat,
  describe,
  height = 320,
}: ScatterChartViewProps<Point>) {
  const frame = useChartFrame();
  const xs = series.flatMap((item) => item.points.map((point) => Number(point[xKey])));
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  // A margin of 2% of the span each side, so the first and last points are not cut in half.
  const margin = Math.max((max - min) * 0.02, 86_400_000);
  return (
    <SizedChart height={height}>
      {(width) => (
        <ScatterChart
          width={width}
          height={height}
          margin={{ ...chartMargin, bottom: 16 }}
          role="img"
          aria-label={frame?.title}
          aria-describedby={frame?.answer ? frame.descriptionId : undefined}
          title={frame?.title}
        >
          <CartesianGrid stroke={gridStroke} />
          <XAxis
            type="number"
            dataKey={xKey}
            name={xLabel}
            domain={[min - margin, max + margin]}
            ticks={dateTicks(min - margin, max + margin)}
            allowDataOverflow
            tick={axisTick}
            axisLine={axisLine}
            tickLine={false}
            tickFormatter={(value: number) => xTickFormat(value)}
            label={axisLabel(xLabel, 'x')}
            height={40}
            minTickGap={16}
          />
          <YAxis
            type="number"
            dataKey={yKey}
            name={yLabel}
            tick={axisTick}
            axisLine={axisLine}
            tickLine={false}
            width="auto"
            domain={['auto', 'auto']}
            padding={{ top: 8, bottom: 8 }}
            tickFormatter={(value: number) => yTickFormat(value)}
            label={axisLabel(yLabel, 'y')}
          />
          <Tooltip
            isAnimationActive={false}
            cursor={{ strokeDasharray: '3 3' }}
            content={({ active, payload }) => {
              const point = payload?.[0]?.payload as Point | undefined;
              if (!active || !point) return null;
              const { title, lines } = describe(point);
              return (
                <div className="max-w-72 rounded-md border border-border bg-card px-3 py-2 text-xs shadow-lg">
                  <p className="mb-1 font-semibold text-foreground">{title}</p>
                  <ul className="flex flex-col gap-0.5">
                    {lines.map((line) => (
                      <li key={line.name} className="flex justify-between gap-3">
                        <span className="text-slate-600">{line.name}</span>
                        <span className="font-medium text-foreground tabular-nums">{line.value}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            }}
          />
          {series.map((item) => (
            <Scatter
              key={item.key}
              name={item.name}
              data={item.points}
              fill={item.colour}
              fillOpacity={0.75}
              shape={item.shape ?? 'circle'}
              isAnimationActive={false}
            />
          ))}
        </ScatterChart>
      )}
    </SizedChart>
  );
}
