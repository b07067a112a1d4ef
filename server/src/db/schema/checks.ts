import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** `column in ('a', 'b', …)` for a CHECK constraint; the values are inlined (constraints cannot take parameters). */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(values.map(literal), sql.raw(', '))})`;
}

/** `column between min and max` for a CHECK constraint. */
export function isBetween(column: AnyColumn, min: number, max: number): SQL {
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/** `column >= 0` (or `> 0` when strict) for a CHECK constraint. */
export function isNonNegative(column: AnyColumn): SQL {
  return sql`${column} >= 0`;
}

export function isPositive(column: AnyColumn): SQL {
  return sql`${column} > 0`;
}

/** Text that is not empty once trimmed. */
export function isNotBlank(column: AnyColumn): SQL {
  return sql`length(btrim(${column})) > 0`;
}
