import { toCsv } from '@common/csv';
import { type OptionItem, optionFlagLabels, optionStatusLabels } from '@common/options';

export const optionsExportFileName = 'options-export.csv';

const header = [
  'Asset',
  'Suite',
  'Tenant',
  'Option Type',
  'Targets',
  'Notice Start',
  'Notice End',
  'Effective',
  'Status',
  'Flag',
  'Conflicts',
  'Description',
];

/**
 * CSV with a BOM, so spreadsheet programs read UTF-8 names correctly (as the other exports). Suite is
 * empty for an option over no suite; dates are yyyy-mm-dd, with the four-digit year.
 */
export function optionsCsv(items: OptionItem[]): string {
  const rows = items.map((item) => [
    item.property.name,
    item.space?.suite ?? '',
    item.tenant?.name ?? '',
    item.optionType,
    item.targets ?? '',
    item.noticeStart,
    item.noticeEnd,
    item.effectiveDate,
    optionStatusLabels[item.status],
    item.flag ? optionFlagLabels[item.flag] : '',
    item.conflicts.map((conflict) => conflict.message).join('; '),
    item.description ?? '',
  ]);
  return `\uFEFF${toCsv([header, ...rows])}`;
}
