import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { errorText, genericFailureText } from '@/lib/error-text';

/**
 * Places a failed submit's message (`errorText`'s: the server's words for a 4xx, `fallback`
 * otherwise). When the server named one of `fields` as the input at fault, the message goes under that
 * input, which takes the focus, and nothing is returned; otherwise the message is returned for the
 * form's alert.
 */
export function applyServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly FieldPath<T>[],
  fallback = genericFailureText,
): string | undefined {
  const message = errorText(error, fallback);
  const named = isApiError(error) && error.status < 500 ? error.field : undefined;
  const field = fields.find((name) => name === named);
  if (field === undefined) return message;
  form.setError(field, { message }, { shouldFocus: true });
  return undefined;
}
