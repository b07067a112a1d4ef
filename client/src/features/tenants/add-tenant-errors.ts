import { isApiError } from '@/lib/api-client';

export type AddTenantField = 'name' | 'industry' | 'contactName' | 'contactEmail' | 'contactPhone';

const fields: readonly AddTenantField[] = ['name', 'industry', 'contactName', 'contactEmail', 'contactPhone'];

/** Where a failed save's message belongs: on a field (409 duplicate, a 400 naming a field) or the form. */
export function addTenantErrorPlacement(error: unknown): { field: AddTenantField | 'root'; message: string } {
  if (isApiError(error, 409)) {
    return { field: 'name', message: error.serverMessage ?? 'A tenant with this name already exists' };
  }
  if (isApiError(error, 400)) {
    const message = error.serverMessage ?? 'Check the form and try again.';
    // The API's 400 reads '<field>: <message>'.
    const match = /^(\w+): (.+)$/.exec(message);
    const field = fields.find((name) => name === match?.[1]);
    return field && match?.[2] ? { field, message: match[2] } : { field: 'root', message };
  }
  if (isApiError(error, 403)) return { field: 'root', message: 'You do not have permission to add tenants.' };
  return { field: 'root', message: 'The tenant could not be saved. Please try again.' };
}
