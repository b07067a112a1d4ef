import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerError } from './apply-server-error';

type Values = { name: string; spaceId: string };
const fields = ['name', 'spaceId'] as const;

const refusal = (status: number, body: object | string) =>
  new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

function place(error: unknown, fallback?: string) {
  const form = { setError: vi.fn() };
  const alert = applyServerError<Values>(form, error, fields, fallback);
  return { alert, setError: form.setError };
}

describe('applyServerError', () => {
  it("puts the message under the form's field the server named, focused, and returns nothing for the alert", () => {
    const { alert, setError } = place(
      refusal(400, { message: 'The space is not in that property', field: 'spaceId', code: 'invalid_value' }),
    );
    expect(alert).toBeUndefined();
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'spaceId',
      { message: 'The space is not in that property' },
      { shouldFocus: true },
    );
  });

  it("returns the server's message for the alert when the field is not one of the form's, or none is named", () => {
    const other = place(refusal(400, { message: 'Too far', field: 'terms.rent', code: 'validation' }));
    expect(other.alert).toBe('Too far');
    expect(other.setError).not.toHaveBeenCalled();
    const unnamed = place(refusal(409, { message: 'Already exists', code: 'conflict' }));
    expect(unnamed.alert).toBe('Already exists');
    expect(unnamed.setError).not.toHaveBeenCalled();
  });

  it('returns the fallback, never a status or a body, for a server fault or a failure without a message', () => {
    expect(place(refusal(500, { message: 'Internal Server Error', field: 'name' }), 'Try again.').alert).toBe(
      'Try again.',
    );
    expect(place(refusal(502, '<html>Bad gateway</html>'), 'Try again.').alert).toBe('Try again.');
    expect(place(new TypeError('Failed to fetch'), 'Try again.').alert).toBe('Try again.');
  });

  it('does not read the field out of the message text', () => {
    const { alert, setError } = place(refusal(400, { message: 'name: Name is required' }));
    expect(alert).toBe('name: Name is required');
    expect(setError).not.toHaveBeenCalled();
  });
});
