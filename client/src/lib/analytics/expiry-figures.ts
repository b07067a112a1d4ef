import type { ExpiryPeriod, ExpirySchedule } from '@common/analytics';
import { categoryColour, otherColour } from '@common/palettes';
import { formatMoneyCompact, formatNumber } from '@/lib/format-number';

/*
 * The lease expiration schedule as charts draw it: the periods' figures from the server, regrouped for
 * stacking (the buildings with the most RSF expiring in the window, the rest as "Other"), and the
 * sentence that answers it. Nothing is recomputed from leases here: every number is the server's.
 */

export type ExpiryMetric = 'rsf' | 'annualRent';
export type ExpiryPeriodMode = 'years' | 'quarters';

export const expiryMetricLabels: Record<ExpiryMetric, string> = { rsf: 'RSF', annualRent: 'Annual rent' };

/** How many buildings are stacked by name; the rest are one "Other" stack. */
export const stackedBuildings = 7;

/** The field of a chart row holding the buildings beyond the named ones. */
export const otherStackKey = 'other';

export type ExpiryStack = { key: string; name: string; colour: string };

export type ExpiryChartRow = {
  label: string;
  start: string;
  end: string;
  leases: number;
  rsf: number;
  annualRent: number;
  shareOfRsf: number;
  shareOfRent: number;
  /** rsf or annualRent, as the metric asks. */
  total: number;
  /** The metric's share of the scope (0–1). */
  share: number;
} & Record<string, string | number>;

const buildingKey = (buildingId: number) => `b${buildingId}`;

/**
 * The stacks of the schedule: the `stackedBuildings` buildings with the most RSF ending over `periods`
 * (by RSF whatever the metric, so a building keeps its colour when the metric changes), largest first,
 * then "Other" when more buildings have leases ending in the window.
 */
export function expiryStacks(schedule: ExpirySchedule, periods: ExpiryPeriod[]): ExpiryStack[] {
  const rsfByBuilding = new Map<number, number>();
  for (const period of periods) {
    for (const entry of period.byBuilding) {
      rsfByBuilding.set(entry.buildingId, (rsfByBuilding.get(entry.buildingId) ?? 0) + entry.rsf);
    }
  }
  const names = new Map(schedule.buildings.map((building) => [building.id, building.name]));
  const ranked = [...rsfByBuilding.entries()]
    .filter(([, rsf]) => rsf > 0)
    .sort((a, b) => b[1] - a[1] || (names.get(a[0]) ?? '').localeCompare(names.get(b[0]) ?? ''));
  const named = ranked.slice(0, stackedBuildings).map(([buildingId], index) => ({
    key: buildingKey(buildingId),
    name: names.get(buildingId) ?? `Building ${buildingId}`,
    colour: categoryColour(index),
  }));
  return ranked.length > stackedBuildings
    ? [...named, { key: otherStackKey, name: 'Other buildings', colour: otherColour }]
    : named;
}

/** One chart row per period: its figures and, per stack, the metric's value. */
export function expiryChartRows(
  periods: ExpiryPeriod[],
  stacks: ExpiryStack[],
  metric: ExpiryMetric,
): ExpiryChartRow[] {
  const named = new Set(stacks.map((stack) => stack.key));
  return periods.map((period) => {
    const row: ExpiryChartRow = {
      label: period.label,
      start: period.start,
      end: period.end,
      leases: period.leases,
      rsf: period.rsf,
      annualRent: period.annualRent,
      shareOfRsf: period.shareOfRsf,
      shareOfRent: period.shareOfRent,
      total: metric === 'rsf' ? period.rsf : period.annualRent,
      share: metric === 'rsf' ? period.shareOfRsf : period.shareOfRent,
    };
    for (const stack of stacks) row[stack.key] = 0;
    for (const entry of period.byBuilding) {
      const key = named.has(buildingKey(entry.buildingId)) ? buildingKey(entry.buildingId) : otherStackKey;
      const value = metric === 'rsf' ? entry.rsf : entry.annualRent;
      row[key] = Number(row[key] ?? 0) + value;
    }
    return row;
  });
}

/** The periods a sentence sums: the first 3 years, or the first 4 quarters. */
export const expiryHorizon: Record<ExpiryPeriodMode, number> = { years: 3, quarters: 4 };

/**
 * "18% of the portfolio's RSF (412,000 sf) expires by the end of 2028." — the share of the scope's
 * RSF (or annual rent) whose leases end in the first periods of the schedule; null when the scope has
 * nothing to measure against.
 */
export function expiryAnswer(
  schedule: ExpirySchedule,
  mode: ExpiryPeriodMode,
  metric: ExpiryMetric,
  scopeName: string,
): string | null {
  const periods = (mode === 'years' ? schedule.years : schedule.quarters).slice(0, expiryHorizon[mode]);
  const last = periods.at(-1);
  const total = metric === 'rsf' ? schedule.totalRsf : schedule.totalAnnualRent;
  if (!last || total <= 0) return null;
  const amount = periods.reduce(
    (sum, period) => sum + (metric === 'rsf' ? period.rsf : period.annualRent),
    0,
  );
  const share = formatNumber((amount / total) * 100, amount > 0 && amount / total < 0.01 ? 1 : 0);
  const what = metric === 'rsf' ? 'RSF' : 'annual rent';
  const figure = metric === 'rsf' ? `${formatNumber(amount)} sf` : formatMoneyCompact(amount);
  return `${share}% of ${scopeName} ${what} (${figure}) expires by the end of ${last.label}.`;
}
