import { isApiError } from '@/lib/api-client';

/** What the editor says when the server refuses a lesson. */
export function lessonSaveErrorMessage(error: unknown): string {
  if (isApiError(error, 400)) return error.serverMessage ?? 'Check the form and try again.';
  if (isApiError(error, 403)) return 'You do not have permission to edit lessons.';
  if (isApiError(error, 404)) return 'This lesson no longer exists.';
  return 'The lesson could not be saved. Please try again.';
}
