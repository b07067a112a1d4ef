const maxRecordId = 2_147_483_647; // PostgreSQL integer

/** A path id as a record id, or null when it is not a positive whole number in PostgreSQL's range. */
export function parseRecordId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= maxRecordId ? id : null;
}
