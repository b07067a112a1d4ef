import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/apply-server-error';
import { errorText } from '@/lib/error-text';

export type AddTenantField = 'name' | 'industry' | 'contactName' | 'contactEmail' | 'contactPhone';

const fields: readonly AddTenantField[] = ['name', 'industry', 'contactName', 'contactEmail', 'contactPhone'];

/**
 * Places a failed save's message: a 409 is a duplicate name, shown on the name; a refusal naming one of
 * the form's fields shows under it; anything else is returned for the form's alert.
 */
export function placeAddTenantError(
  form: { setError: UseFormSetError<Record<AddTenantField, string>> },
  error: unknown,
): string | undefined {
  if (isApiError(error, 409)) {
    const message = errorText(error, 'A tenant with this name already exists');
    form.setError('name', { message }, { shouldFocus: true });
    return undefined;
  }
  if (isApiError(error, 403)) return 'You do not have permission to add tenants.';
  return applyServerError(form, error, fields, 'The tenant could not be saved. Please try again.');
}
