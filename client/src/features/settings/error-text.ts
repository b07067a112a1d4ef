import { isApiError } from '@/lib/api-client';

/** The server's message for a request the user can fix (4xx), otherwise the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}
