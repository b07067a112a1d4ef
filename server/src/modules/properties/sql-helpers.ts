import { asc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { properties, spaces } from '../../db/schema';

/** Small pieces the portfolio services (properties, spaces, tenants) share. */

/** `%keyword%` for ILIKE with the keyword's own `%`, `_` and `\` matched literally (PostgreSQL's default escape is `\`). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The SQLSTATE of a PostgreSQL error (Drizzle wraps the driver's error in `cause`), or undefined
 * for anything else, so a service can tell "the data conflicts" from "the server broke".
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** A keyword found in a building's name, address, city or market (the Assets and Spaces filters). */
export function propertyMatches(pattern: string): SQL | undefined {
  return or(
    ilike(properties.name, pattern),
    ilike(properties.address, pattern),
    ilike(properties.city, pattern),
    ilike(properties.market, pattern),
  );
}

export type Page = { limit?: number | undefined; offset?: number | undefined };

/** Suites in reading order: '200' before '1000', '1A' before '1B'. */
export const suiteOrder = [sql`length(${spaces.suite})`, asc(spaces.suite)];
