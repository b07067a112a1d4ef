/** A failure the caller can act on: its message reaches the client as `{ message }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
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
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(retryAfterSeconds) });
