import { describe, expect, it } from 'vitest';
import { afterFailedSend, firstRetryDelayMs, maxMailAttempts, maxRetryDelayMs, retryDelayMs } from './mail';

describe('retryDelayMs', () => {
  it('doubles from one minute after each failed send', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual(
      [1, 2, 4, 8].map((minutes) => minutes * firstRetryDelayMs),
    );
  });

  it('never waits longer than six hours', () => {
    expect(retryDelayMs(20)).toBe(maxRetryDelayMs);
    expect(retryDelayMs(10_000)).toBe(maxRetryDelayMs);
  });
});

describe('afterFailedSend', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('keeps the mail pending, due after the backoff, until the last attempt', () => {
    expect(afterFailedSend(1, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-11-25T12:01:00Z'),
    });
    expect(afterFailedSend(maxMailAttempts - 1, now).status).toBe('pending');
  });

  it(`marks the mail failed after ${maxMailAttempts} attempts`, () => {
    expect(afterFailedSend(maxMailAttempts, now).status).toBe('failed');
    expect(afterFailedSend(maxMailAttempts + 1, now).status).toBe('failed');
  });
});
