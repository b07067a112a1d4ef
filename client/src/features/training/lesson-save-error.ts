import type { CreateTrainingLessonInput } from '@common/training';
import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/apply-server-error';

const lessonFields = ['title', 'category', 'tags', 'isPdfAvailable', 'expandedContent'] as const;

/**
 * Places the server's refusal of a lesson: under the field it names, else returned for the form's
 * alert (with our words for a 403, a 404 and a failure without a message meant for the user).
 */
export function placeLessonSaveError(
  form: { setError: UseFormSetError<CreateTrainingLessonInput> },
  error: unknown,
): string | undefined {
  if (isApiError(error, 403)) return 'You do not have permission to edit lessons.';
  if (isApiError(error, 404)) return 'This lesson no longer exists.';
  return applyServerError(
    form,
    error,
    lessonFields,
    isApiError(error, 400)
      ? 'Check the form and try again.'
      : 'The lesson could not be saved. Please try again.',
  );
}
