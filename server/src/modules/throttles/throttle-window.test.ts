import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, type ThrottleState, takeAttempt } from './throttle-window';

const policy = { max: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, seconds));

/** Takes attempts at the given seconds, carrying the state along; answers each decision. */
function attempts(seconds: number[], start?: ThrottleState) {
  let state = start;
  return seconds.map((second) => {
    const decision = takeAttempt(state, at(second), policy);
    if (decision.allowed) state = decision.state;
    return decision;
  });
}

describe('takeAttempt', () => {
  it('allows `max` attempts in a window and locks the key for a window from the last one', () => {
    const [first, , third, fourth] = attempts([0, 10, 20, 30]);
    expect(first).toEqual({
      allowed: true,
      state: { count: 1, windowStartedAt: at(0), lockedUntil: null },
      expiresAt: at(60),
    });
    expect(third).toEqual({
      allowed: true,
      state: { count: 3, windowStartedAt: at(0), lockedUntil: at(80) },
      expiresAt: at(80),
    });
    expect(fourth).toEqual({ allowed: false, retryAfterMs: 50_000 });
  });

  it('does not count refused attempts, so the lock ends when its window does', () => {
    const decisions = attempts([0, 1, 2, 30, 40, 61, 62]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(decisions[6]).toMatchObject({ state: { count: 1, windowStartedAt: at(62), lockedUntil: null } });
  });

  it('starts afresh when a window passes without filling', () => {
    const decisions = attempts([0, 10, 60, 61]);
    expect(decisions.map((decision) => decision.allowed && decision.state.count)).toEqual([1, 2, 1, 2]);
  });

  it('locks on the first attempt when only one is allowed', () => {
    const decision = takeAttempt(undefined, at(0), { max: 1, windowMs: 60_000 });
    expect(decision).toMatchObject({ allowed: true, state: { lockedUntil: at(60) } });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds and never answers 0', () => {
    expect(retryAfterSeconds(50_000)).toBe(50);
    expect(retryAfterSeconds(50_001)).toBe(51);
    expect(retryAfterSeconds(1)).toBe(1);
  });
});
