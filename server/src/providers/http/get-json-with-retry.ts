import { setTimeout as sleep } from 'node:timers/promises';

export type JsonOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'not_found' }
  /** Still failing after the retry, or failing in a way a retry cannot fix (4xx, not JSON). */
  | { kind: 'failed'; reason: string };

export type GetJsonOptions = {
  headers: Record<string, string>;
  /** Per attempt, including reading the body. */
  timeoutMs: number;
  /** Wait before the one retry; up to half as much again is added at random so callers do not retry in step. */
  retryDelayMs: number;
};

type Attempt = JsonOutcome | { kind: 'retryable'; reason: string };

async function attempt(url: string, { headers, timeoutMs }: GetJsonOptions): Promise<Attempt> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 404) return { kind: 'not_found' };
      const reason = `HTTP ${response.status}`;
      return response.status >= 500 ? { kind: 'retryable', reason } : { kind: 'failed', reason };
    }
    const text = await response.text();
    try {
      return { kind: 'ok', body: JSON.parse(text) };
    } catch {
      return { kind: 'failed', reason: 'response is not JSON' };
    }
  } catch (error) {
    // Connection refused or reset, DNS failure, or the timeout's abort (also while reading the body).
    return {
      kind: 'retryable',
      reason: error instanceof Error ? `${error.name}: ${error.message}` : 'error',
    };
  }
}

/**
 * A GET that never throws. Only for idempotent reads: a network error, a timeout or a 5xx is
 * retried once after a short, jittered pause.
 */
export async function getJsonWithRetry(url: string, options: GetJsonOptions): Promise<JsonOutcome> {
  const first = await attempt(url, options);
  if (first.kind !== 'retryable') return first;
  await sleep(options.retryDelayMs + Math.random() * (options.retryDelayMs / 2));
  const second = await attempt(url, options);
  return second.kind === 'retryable' ? { kind: 'failed', reason: second.reason } : second;
}
