import type { RentRollRow } from './analytics';
import type { CsvCell } from './csv';
import { currentLease, effectiveEnd, nextLease, suiteStatus, suiteStatusLabels } from './lease-lifecycle';
import { inPlaceRentPsf } from './rent';
import type { RentedLeaseFacts } from './walt';

/*
 * The rent roll report's rules: which lease a suite's row shows and its figures, the options column,
 * the export's cells and its file name. The server builds the rows in SQL (suiteStates) and its tests
 * hold them against rentRollRow().
 */

/** An option as the rent roll names it. */
export type RentRollOption = { optionType: string; noticeEnd: string };

/** 'Renewal (notice by 2027-03-01); Termination (notice by 2028-01-31)': by notice date, then type. */
export function optionsSummary(options: readonly RentRollOption[]): string {
  return [...options]
    .sort((a, b) => a.noticeEnd.localeCompare(b.noticeEnd) || a.optionType.localeCompare(b.optionType))
    .map((option) => `${option.optionType} (notice by ${option.noticeEnd})`)
    .join('; ');
}

/** A suite as the rent roll reads it: where it is, its size and every lease it has had. */
export type RentRollSuite = {
  spaceId: number;
  buildingId: number;
  buildingName: string;
  suite: string;
  rsf: number;
  leases: readonly (RentedLeaseFacts & { tenantName: string })[];
};

/**
 * A suite's row on `asOf`: its lease in place (currentLease) or else the signed lease that starts next
 * (nextLease); none for a vacant suite. The end is the lease's last day (effectiveEnd), base rent its
 * starting rent, in-place rent the escalated rent on the day (the starting rent before it starts),
 * annual rent in-place rent × RSF; options as optionsSummary() gives them.
 */
export function rentRollRow(
  suite: RentRollSuite,
  asOf: string,
  optionsOf: (leaseId: number) => readonly RentRollOption[],
): RentRollRow {
  const lease = (currentLease(suite.leases, asOf) ?? nextLease(suite.leases, asOf)) as
    | RentRollSuite['leases'][number]
    | undefined;
  const rentPsf = lease ? inPlaceRentPsf(lease, asOf) : null;
  return {
    spaceId: suite.spaceId,
    buildingId: suite.buildingId,
    buildingName: suite.buildingName,
    suite: suite.suite,
    leaseId: lease?.id ?? null,
    tenantId: lease?.tenantId ?? null,
    tenantName: lease?.tenantName ?? null,
    rsf: suite.rsf,
    startDate: lease?.startDate ?? null,
    endDate: lease ? effectiveEnd(lease) : null,
    baseRentPsf: lease?.baseRentPsf ?? null,
    inPlaceRentPsf: rentPsf,
    annualRent: rentPsf === null ? null : rentPsf * suite.rsf,
    status: suiteStatus(suite.leases, asOf),
    options: lease ? optionsSummary(optionsOf(lease.id)) : '',
  };
}

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** A row's cells in the CSV, in `rentRollColumns` order: rates and rent to the cent, dates as yyyy-mm-dd. */
export function rentRollCsvCells(row: RentRollRow): CsvCell[] {
  return [
    row.buildingName,
    row.suite,
    row.tenantName,
    row.rsf,
    row.startDate,
    row.endDate,
    money(row.baseRentPsf),
    money(row.inPlaceRentPsf),
    money(row.annualRent),
    suiteStatusLabels[row.status],
    row.options,
  ];
}

/** 'Café Tower 2' → 'cafe-tower-2': lower-case letters and digits joined by hyphens. */
export function fileNameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `rent-roll-<building>-<asOf>.<extension>`, or `rent-roll-portfolio-…` without one building. */
export function rentRollFileName(
  buildingName: string | null,
  asOf: string,
  extension: 'csv' | 'xlsx',
): string {
  const scope = buildingName === null ? 'portfolio' : fileNameSlug(buildingName) || 'building';
  return `rent-roll-${scope}-${asOf}.${extension}`;
}
