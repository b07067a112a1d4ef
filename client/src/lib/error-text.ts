import { isApiError } from '@/lib/api-client';

/** What the user reads when a failure carries no message meant for them. */
export const genericFailureText = 'Something went wrong. Please try again.';

/**
 * What a failure says to the user: the server's own message when it refused the request (a 4xx whose
 * body has one), otherwise `fallback`, so a status code, a raw body or a server fault never shows.
 */
export function errorText(error: unknown, fallback = genericFailureText): string {
  return isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}
