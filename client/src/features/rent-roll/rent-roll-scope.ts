/*
 * The rent roll's scope: one building or the portfolio, on an as-of day — `building` and `asOf` in
 * the screen's URL and in the API's query alike. A value the API would refuse is left out.
 */

export type RentRollScope = {
  /** A property id; null for every building. */
  building: number | null;
  /** 'yyyy-MM-dd'; null for the organisation's today. */
  asOf: string | null;
};

export const emptyRentRollScope: RentRollScope = { building: null, asOf: null };

const recordId = /^[1-9]\d{0,8}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real day as 'yyyy-MM-dd', else null. */
export function isoDateOrNull(value: string | null | undefined): string | null {
  if (!value || !isoDate.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function rentRollScopeFromSearchParams(params: URLSearchParams): RentRollScope {
  const building = params.get('building') ?? '';
  return {
    building: recordId.test(building) ? Number(building) : null,
    asOf: isoDateOrNull(params.get('asOf')),
  };
}

/** The scope's query, for the API, the exports and the URL: only what is set. */
export function rentRollScopeToQuery(scope: RentRollScope): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.building !== null) query.set('building', String(scope.building));
  if (scope.asOf !== null) query.set('asOf', scope.asOf);
  return query;
}
