import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, genericFailureText } from './error-text';

const refusal = (status: number, body: string) => new ApiError(status, 'Status Text', body);

describe('errorText', () => {
  it("says a 4xx's server message as it is, without the status", () => {
    expect(errorText(refusal(409, '{"message":"Name taken","code":"conflict"}'), 'fallback')).toBe(
      'Name taken',
    );
    expect(errorText(refusal(400, '{"message":"Too long","field":"name","code":"validation"}'))).toBe(
      'Too long',
    );
  });

  it('says the fallback for a server fault, a body without a message, or anything else thrown', () => {
    expect(
      errorText(refusal(500, '{"message":"Internal Server Error","code":"internal"}'), 'Try later'),
    ).toBe('Try later');
    expect(errorText(refusal(400, 'not json'), 'Try later')).toBe('Try later');
    expect(errorText(new TypeError('Failed to fetch'), 'Try later')).toBe('Try later');
    expect(errorText(refusal(502, ''))).toBe(genericFailureText);
  });
});
