import { isApiError } from '@/lib/api-client';

/** Spec §8's '{status}: {body}', with a JSON error body reduced to its message. */
export function errorText(error: unknown): string {
  if (isApiError(error))
    return error.serverMessage ? `${error.status}: ${error.serverMessage}` : error.message;
  return error instanceof Error ? error.message : String(error);
}
