import { formatMoneyCompact, formatNumber } from '@/lib/format-number';

/*
 * The look every chart shares: axis text, grid and margins. Colours of series come only from
 * common/src/palettes.ts; these are the greys around them (slate, as the rest of the app).
 */
export const axisTick = { fontSize: 12, fill: '#475569' } as const;
export const axisLine = { stroke: '#cbd5e1' } as const;
export const gridStroke = '#e2e8f0';
export const referenceStroke = '#334155';
export const chartMargin = { top: 8, right: 12, bottom: 4, left: 4 } as const;

/** An axis title (with its unit), drawn along the axis. */
export function axisLabel(value: string, axis: 'x' | 'y') {
  return axis === 'y'
    ? {
        value,
        angle: -90,
        position: 'insideLeft' as const,
        style: { textAnchor: 'middle' as const, fontSize: 12, fill: '#334155' },
      }
    : { value, position: 'insideBottom' as const, offset: -2, style: { fontSize: 12, fill: '#334155' } };
}

/** 1.2M, 850K, 16.5K, 950: a tick of square feet or counts (at most one decimal, so ticks stay apart). */
export function formatCompactNumber(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${formatNumber(value / 1_000_000, 1)}M`;
  if (size >= 1_000) return `${formatNumber(value / 1_000, 1)}K`;
  return formatNumber(value, 1);
}

/** $1.2M: a tick of dollars. */
export const formatCompactMoney = (value: number): string => formatMoneyCompact(value);

/** A long category name shortened for an axis tick ('Northwind Traders Incorpor…'); the tooltip and table keep it whole. */
export function shortLabel(text: string, max = 22): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
