import type { ErrorCode } from '@common/errors';

export type AppErrorOptions = {
  /** Sent with the answer, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
  /** Fields sent beside `message` in the body, e.g. the id of the record a 409 conflicts with. */
  details?: Record<string, unknown>;
  /** The dotted path of the input the refusal concerns, so a form shows the message under it. */
  field?: string;
  /** Defaults to the status's code (`codeForStatus`). */
  code?: ErrorCode;
};

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_value',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'unavailable',
  503: 'unavailable',
};

/** The code of a refusal known only by its status: another 4xx is a `bad_request`, another 5xx `internal`. */
export const codeForStatus = (status: number): ErrorCode =>
  statusCodes[status] ?? (status < 500 ? 'bad_request' : 'internal');

/** A failure the caller can act on: it reaches the client as `{ message, field?, code }` with `status`. */
export class AppError extends Error {
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown>;
  readonly field: string | undefined;
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    { headers = {}, details = {}, field, code = codeForStatus(status) }: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.headers = headers;
    this.details = details;
    this.field = field;
    this.code = code;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message);
/** A 400 refusing a value the caller sent; `field` names the input when one is to blame. */
export const badRequest = (message: string, field?: string) => new AppError(400, message, { field });
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
/** A 409 whose body carries `details` beside its message. */
export const conflictWith = (message: string, details: Record<string, unknown>) =>
  new AppError(409, message, { details });
/** A 429 that tells the client, in a Retry-After header too, how many seconds to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
