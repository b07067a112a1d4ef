import type { RentRollPreview, RentRollResult, RentRollRow } from '@common/tenants';
import { type DetectedEncoding, textEncodingLabels } from '@common/text-encodings';
import { plural } from '@common/words';

export type RentRollSummary = {
  rows: number;
  valid: number;
  invalid: number;
  newTenants: number;
  existingTenants: number;
  leases: number;
};

/** What a previewed file would do: rows, rows with errors, tenants created or reused, leases added. */
export function summarizeRentRoll(preview: Omit<RentRollPreview, 'encoding'>): RentRollSummary {
  const ok = preview.rows.filter((row) => row.errors.length === 0);
  return {
    rows: preview.rows.length,
    valid: preview.valid,
    invalid: preview.invalid,
    newTenants: ok.filter((row) => row.tenantAction === 'create').length,
    existingTenants: ok.filter((row) => row.tenantAction === 'exists').length,
    leases: ok.filter((row) => row.createsLease).length,
  };
}

/** 'Encoding: Windows-1252 (detected)', or '(byte order mark)' when the file named its encoding. */
export function encodingText({ name, byteOrderMark }: DetectedEncoding): string {
  return `Encoding: ${textEncodingLabels[name]} (${byteOrderMark ? 'byte order mark' : 'detected'})`;
}

/** Why Import is disabled for the file checked so far (null: it may be imported). */
export function importBlockedReason(summary: RentRollSummary | null, fileChosen: boolean): string | null {
  if (summary === null)
    return fileChosen ? 'The file was not accepted: see why above' : 'Choose a rent roll file first';
  if (summary.invalid > 0) return 'Fix the rows with errors first: nothing is imported while any row has one';
  if (summary.rows === 0) return 'The file has no rows to import';
  return null;
}

/** The success toast's text: '{t} tenants and {l} leases imported, {d} duplicates skipped'. */
export function importedText({ importedTenants, importedLeases, skippedDuplicates }: RentRollResult): string {
  return `${plural(importedTenants, 'tenant')} and ${plural(importedLeases, 'lease')} imported, ${plural(skippedDuplicates, 'duplicate')} skipped`;
}

/** Rows to list: those with errors first when asked, at most `limit` (a rent roll may have 10,000 rows). */
export function rowsToShow(rows: readonly RentRollRow[], onlyErrors: boolean, limit: number): RentRollRow[] {
  const chosen = onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows;
  return chosen.slice(0, limit);
}
