/**
 * Number formats used across the screens (US English). Missing values (null, undefined, NaN) show
 * as an em dash, never as a made-up figure.
 */
export const missingValue = '—';

type Maybe = number | null | undefined;

const isMissing = (value: Maybe): value is null | undefined => value == null || Number.isNaN(value);

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 12,500 (up to `decimals` fraction digits, default 0) */
export function formatNumber(value: Maybe, decimals = 0): string {
  if (isMissing(value)) return missingValue;
  return numberFormat({ maximumFractionDigits: decimals }).format(value);
}

/** $1,200,000 (whole dollars unless `decimals` is given) */
export function formatMoney(value: Maybe, decimals = 0): string {
  if (isMissing(value)) return missingValue;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** $1.2M, $850K, $950 */
export function formatMoneyCompact(value: Maybe): string {
  if (isMissing(value)) return missingValue;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Rent per square foot per year, always 2 decimals: $32.50 */
export const formatRentPsf = (value: Maybe): string => formatMoney(value, 2);

/** 12,500 sf */
export function formatSquareFeet(value: Maybe): string {
  if (isMissing(value)) return missingValue;
  return `${formatNumber(value)} sf`;
}

/** A value already in percent units: 7.5 → '7.5%', 3 → '3%' (up to `decimals`, default 1). */
export function formatPercent(value: Maybe, decimals = 1): string {
  if (isMissing(value)) return missingValue;
  return `${formatNumber(value, decimals)}%`;
}

/** Years, always one decimal: '4.3 yrs', '1.0 yrs'. */
export function formatYears(value: Maybe): string {
  if (isMissing(value)) return missingValue;
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} yrs`;
}
