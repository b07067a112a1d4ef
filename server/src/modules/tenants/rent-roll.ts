import { CsvError, type CsvRecord, parseCsvRecords, toCsv } from '@common/csv';
import { industries } from '@common/industries';
import { type LeaseType, leaseTypeLabels, leaseTypes } from '@common/lease-types';
import { createTenantSchema, type RentRollColumn, type RentRollRow, rentRollColumns } from '@common/tenants';
import { badRequest } from '../../errors';

/*
 * The rent roll's rows, read and checked on their own (no database): the import service adds the
 * checks that need the portfolio (property, suite, overlapping leases, existing tenants).
 */

export const maxRentRollRows = 10_000;

export type CheckedRow = Omit<RentRollRow, 'tenantAction'> & {
  /** The name as compared with others: case and edge spaces ignored. */
  tenantKey: string;
  leaseType: LeaseType | null;
};

/** The downloadable template: the header and one example row (a tenant with a lease). */
export function rentRollTemplate(): string {
  const example = [
    'Example Dental Group',
    'Dental',
    'Jane Doe',
    'jane.doe@example.com',
    '(512) 555-0100',
    'Example Property',
    '101',
    '2025-01-01',
    '2029-12-31',
    '32.50',
    'net',
    '3',
  ];
  return toCsv([[...rentRollColumns], example]);
}

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function nulCharacterMessage(line: number, column: string): string {
  return `Line ${line}, ${column}: contains a NUL character; re-save the file as CSV and try again.`;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000), so a file with one is refused before any row is checked,
 * naming the first cell that has it: its line and the column's header (its position when unnamed).
 */
function refuseNulCharacters(records: CsvRecord[]): void {
  const [header] = records;
  for (const record of records) {
    const index = record.fields.findIndex((field) => field.includes('\u0000'));
    if (index === -1) continue;
    const name = record === header ? '' : (header?.fields[index] ?? '').trim();
    throw badRequest(nulCharacterMessage(record.line, name || `column ${index + 1}`));
  }
}

/** Records of the file as column → value; a missing column reads as ''. Blank lines are skipped. */
export function readRentRoll(csv: string): { line: number; values: Record<RentRollColumn, string> }[] {
  let records: ReturnType<typeof parseCsvRecords>;
  try {
    records = parseCsvRecords(csv);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const nonBlank = records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  refuseNulCharacters(nonBlank);
  const [header, ...rows] = nonBlank;
  if (!header) throw badRequest('The file is empty');
  const names = header.fields.map(normalizeHeader);
  if (!names.includes('tenant_name')) {
    throw badRequest(`The file has no tenant_name column; the columns are: ${rentRollColumns.join(', ')}`);
  }
  if (rows.length === 0) throw badRequest('The file has a header but no rows');
  if (rows.length > maxRentRollRows) {
    throw badRequest(`A rent roll may have at most ${maxRentRollRows.toLocaleString('en-US')} rows`);
  }
  return rows.map(({ line, fields }) => {
    const values = Object.fromEntries(rentRollColumns.map((column) => [column, ''])) as Record<
      RentRollColumn,
      string
    >;
    names.forEach((name, index) => {
      if ((rentRollColumns as readonly string[]).includes(name)) {
        values[name as RentRollColumn] = (fields[index] ?? '').trim();
      }
    });
    return { line, values };
  });
}

/** 'yyyy-mm-dd' or the US 'MM/dd/yyyy' (one-digit month and day allowed), as 'yyyy-mm-dd'; null if not a real date. */
export function parseDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1900 || year > 2200) return null;
  return date.toISOString().slice(0, 10);
}

/** '$1,234.50' → 1234.5; '3%' → 3; null when not a plain number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

const leaseTypeAliases = new Map<string, LeaseType>([
  ...leaseTypes.map((type) => [type, type] as const),
  ...leaseTypes.map((type) => [leaseTypeLabels[type].toLowerCase(), type] as const),
  ['nnn', 'triple-net'],
  ['triple net', 'triple-net'],
  ['modified gross', 'modified-gross'],
]);

export function parseLeaseType(text: string): LeaseType | null {
  return leaseTypeAliases.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

const leaseColumns = [
  'property_name',
  'suite',
  'lease_start',
  'lease_end',
  'base_rent_psf',
  'lease_type',
] as const;

/** One row's own problems, each naming its column as the file does. */
export function checkRow(line: number, values: Record<RentRollColumn, string>): CheckedRow {
  const errors: string[] = [];
  const industry = values.industry
    ? (industries.find((known) => known.toLowerCase() === values.industry.toLowerCase()) ?? null)
    : null;
  if (values.industry && !industry) errors.push(`industry: Must be one of: ${industries.join(', ')}`);
  const tenant = createTenantSchema.safeParse({
    name: values.tenant_name,
    contactName: values.contact_name,
    contactEmail: values.contact_email,
    contactPhone: values.contact_phone,
  });
  const columnOf: Record<string, RentRollColumn> = {
    name: 'tenant_name',
    contactName: 'contact_name',
    contactEmail: 'contact_email',
    contactPhone: 'contact_phone',
  };
  for (const issue of tenant.error?.issues ?? []) {
    errors.push(`${columnOf[String(issue.path[0])] ?? 'tenant_name'}: ${issue.message}`);
  }

  const createsLease = [...leaseColumns, 'escalation_pct' as const].some((column) => values[column] !== '');
  const leaseStart = values.lease_start ? parseDate(values.lease_start) : null;
  const leaseEnd = values.lease_end ? parseDate(values.lease_end) : null;
  const baseRentPsf = values.base_rent_psf ? parseAmount(values.base_rent_psf) : null;
  const escalationPct = values.escalation_pct ? parseAmount(values.escalation_pct) : null;
  const leaseType = values.lease_type ? parseLeaseType(values.lease_type) : null;
  if (createsLease) {
    for (const column of leaseColumns) {
      if (values[column] === '') errors.push(`${column}: Required for a lease`);
    }
    if (values.lease_start && !leaseStart)
      errors.push('lease_start: Must be a date (yyyy-mm-dd or MM/dd/yyyy)');
    if (values.lease_end && !leaseEnd) errors.push('lease_end: Must be a date (yyyy-mm-dd or MM/dd/yyyy)');
    if (leaseStart && leaseEnd && leaseEnd <= leaseStart) errors.push('lease_end: Must be after lease_start');
    if (values.base_rent_psf && (baseRentPsf === null || baseRentPsf > 100_000)) {
      errors.push('base_rent_psf: Must be a number from 0 to 100,000 ($/RSF/yr)');
    }
    if (values.escalation_pct && (escalationPct === null || escalationPct > 100)) {
      errors.push('escalation_pct: Must be a percentage from 0 to 100');
    }
    if (values.lease_type && !leaseType) errors.push(`lease_type: Must be one of: ${leaseTypes.join(', ')}`);
  }
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    line,
    tenantName: values.tenant_name,
    tenantKey: values.tenant_name.toLowerCase(),
    industry,
    contactName: orNull(values.contact_name),
    contactEmail: orNull(values.contact_email),
    contactPhone: orNull(values.contact_phone),
    propertyName: orNull(values.property_name),
    suite: orNull(values.suite),
    leaseStart,
    leaseEnd,
    baseRentPsf,
    leaseType,
    escalationPct: createsLease ? (escalationPct ?? 0) : null,
    createsLease,
    errors,
  };
}
