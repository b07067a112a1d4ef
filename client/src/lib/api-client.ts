import { type ErrorCode, errorCodes } from '@common/error-codes';
import { browserNavigation } from './browser-navigation';

/**
 * The one way the client talks to the server: same origin, cookies always sent, JSON in and out. A
 * non-OK answer becomes an ApiError whose message is "{status}: {body or statusText}" (the generic
 * error text); the server's `{ message, field?, code? }` body is read through its getters.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The response body as text ('' when empty). */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` of the server's error body, when there is one. */
  get serverMessage(): string | undefined {
    const message = this.serverBody?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The dotted path of the input the server refused ('spaceId', 'terms.rent'), when it names one. */
  get field(): string | undefined {
    const field = this.serverBody?.field;
    return typeof field === 'string' && field !== '' ? field : undefined;
  }

  /** What kind of refusal the server reports ('validation', 'conflict', …), when the body says. */
  get code(): ErrorCode | undefined {
    const code = this.serverBody?.code;
    return errorCodes.find((known) => known === code);
  }

  /** The error body as an object (`{ message, … }`), when it is JSON. */
  get serverBody(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: there is no server body to read.
    }
    return undefined;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type UnauthorizedHandler = (loginUrl: string) => void;

/** A full page load: whatever the old session cached in memory is gone. */
let unauthorizedHandler: UnauthorizedHandler = (loginUrl) => browserNavigation.assign(loginUrl);

/** Replaces what happens on a 401 (tests observe it); returns a function restoring the previous one. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/** '/login?next=<path+search>' for the page the browser is on now. */
export function loginUrlFor(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const next = `${location.pathname}${location.search}`;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (a file's bytes) with this Content-Type, instead of a JSON body. */
  raw?: { body: Blob; contentType: string };
  signal?: AbortSignal;
  /** Send the browser to /login on a 401. Default: true, except for /api/auth/* calls. */
  redirectOnUnauthorized?: boolean;
};

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, raw, signal } = options;
  const hasBody = body !== undefined;
  const contentType = raw?.contentType ?? (hasBody ? 'application/json' : undefined);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: contentType
      ? { Accept: 'application/json', 'Content-Type': contentType }
      : { Accept: 'application/json' },
    body: raw ? raw.body : hasBody ? JSON.stringify(body) : undefined,
    signal,
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const redirect = options.redirectOnUnauthorized ?? !path.startsWith('/api/auth/');
    const onLoginPage = window.location.pathname === '/login';
    if (response.status === 401 && redirect && !onLoginPage) unauthorizedHandler(loginUrlFor());
    throw new ApiError(response.status, response.statusText, text);
  }
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type BodyOptions = Omit<ApiRequestOptions, 'method' | 'body' | 'raw'>;

/** Shorthands over apiFetch, one per method. */
export const api = {
  get: <T>(path: string, options?: BodyOptions) => apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiFetch<T>(path, { ...options, method: 'DELETE' }),
  /** POSTs a file's raw bytes with its own Content-Type (errors as every call: "{status}: {body}"). */
  upload: <T>(path: string, file: Blob, contentType: string, options?: BodyOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', raw: { body: file, contentType } }),
};
