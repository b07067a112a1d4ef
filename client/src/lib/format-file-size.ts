import { plural } from '@common/words';
import { formatNumber, missingValue } from './format-number';

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size as every screen shows it: '45 bytes', '1.5 KB', '820 KB', '1.4 MB' (1 KB = 1,024
 * bytes; one decimal below 10 of a unit, whole numbers above).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return missingValue;
  if (bytes < 1024) return plural(bytes, 'byte');
  let size = bytes / 1024;
  let unit = 0;
  const shown = () => Number(size.toFixed(size < 10 ? 1 : 0));
  // 1,023.8 KB would read '1,024 KB': it is 1 MB.
  while (shown() >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${formatNumber(shown(), 1)} ${units[unit]}`;
}
