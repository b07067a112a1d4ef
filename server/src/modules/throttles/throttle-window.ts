/** At most `max` attempts in a window of `windowMs` that opens with the first attempt. */
export type ThrottlePolicy = { max: number; windowMs: number };

export type ThrottleState = { count: number; windowStartedAt: Date; lockedUntil: Date | null };

export type ThrottleDecision =
  | { allowed: true; state: ThrottleState; expiresAt: Date }
  | { allowed: false; retryAfterMs: number };

/**
 * Counts one attempt. The attempt that spends the window's last place is allowed and locks the key
 * for `windowMs` from then; attempts during the lock are refused and not counted, so waiting is
 * enough to be let in again. A window that ran out without filling starts afresh.
 */
export function takeAttempt(
  state: ThrottleState | undefined,
  now: Date,
  { max, windowMs }: ThrottlePolicy,
): ThrottleDecision {
  if (state?.lockedUntil && state.lockedUntil > now) {
    return { allowed: false, retryAfterMs: state.lockedUntil.getTime() - now.getTime() };
  }
  const fresh =
    !state || state.lockedUntil !== null || now.getTime() - state.windowStartedAt.getTime() >= windowMs;
  const count = fresh ? 1 : state.count + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const lockedUntil = count >= max ? new Date(now.getTime() + windowMs) : null;
  const windowEnd = windowStartedAt.getTime() + windowMs;
  return {
    allowed: true,
    state: { count, windowStartedAt, lockedUntil },
    expiresAt: new Date(Math.max(windowEnd, lockedUntil?.getTime() ?? 0)),
  };
}

/** Whole seconds for a Retry-After header, never 0 while still refused. */
export const retryAfterSeconds = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 1000));
