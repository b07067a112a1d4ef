// Without zod: the client's API layer, on every screen's first load, reads these codes alone.

/**
 * What kind of refusal an error is, for code that reacts to it (the status alone does not tell a
 * request-schema failure from a value the server refused):
 * - `validation`: the request did not match its schema; `field` names the first offending input.
 * - `invalid_value`: a value was well-formed but refused (a record that does not exist, a value the
 *   database cannot store, a rule checked on the server); `field` names it when one input is to blame.
 * - `bad_request`: any other 4xx the caller caused that has no code of its own.
 * - `unauthenticated` 401, `forbidden` 403, `not_found` 404, `conflict` 409, `payload_too_large` 413,
 *   `unsupported_media_type` 415, `rate_limited` 429.
 * - `unavailable` 502/503: something the server relies on (its database, a data provider) did not
 *   answer; asking again later may work.
 * - `internal`: the server failed; the message says nothing more.
 */
export const errorCodes = [
  'validation',
  'invalid_value',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
