/** A failure the caller can act on: its message reaches the client as `{ message }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Fields sent beside `message` in the body, e.g. the id of the record a 409 conflicts with. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
/** A 429 that tells the client, in a Retry-After header too, how many seconds to wait. */
/** A 409 whose body carries `details` beside its message. */
export const conflictWith = (message: string, details: Record<string, unknown>) =>
  new AppError(409, message, {}, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(retryAfterSeconds) });
