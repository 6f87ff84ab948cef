// Retries and polling shared by the SDK wrapper, the provisioner and the rewards.

/** How transient failures are retried. */
export interface RetryOptions {
  /** Attempts in all, the first included. Default 4. */
  maxAttempts?: number;
  /** Delay before the second attempt, doubled for each further one. Default 300 ms. */
  baseDelayMs?: number;
  /** Upper bound of one delay. Default 5000 ms. */
  maxDelayMs?: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with "equal jitter": half the delay is fixed, half random, so parallel clients spread out. */
export function backoffDelay(attempt: number, opts: RetryOptions = {}): number {
  const { baseDelayMs = 300, maxDelayMs = 5000 } = opts;
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * Runs `fn` until it succeeds, `retryable(err)` says no, or `maxAttempts` is reached; the last error is
 * rethrown unchanged (never swallowed), with `attempts` recorded on it when it is an object.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  retryable: (err: unknown) => boolean,
  opts: RetryOptions = {},
): Promise<T> {
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 4);
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= maxAttempts || !retryable(err)) {
        if (err && typeof err === 'object') (err as { attempts?: number }).attempts = attempt;
        throw err;
      }
      await sleep(backoffDelay(attempt, opts));
    }
  }
}

/** Options of `waitFor`. */
export interface WaitOptions {
  /** Give up after this long. Default 120 s (real instances take a minute to start). */
  timeoutMs?: number;
  /** First poll interval, growing by half each poll up to `maxIntervalMs`. Default 200 ms. */
  intervalMs?: number;
  /** Default 3000 ms. */
  maxIntervalMs?: number;
}

/**
 * Polls `probe` until it returns a value other than `undefined`; throws a `WaitTimeoutError` describing
 * `what` and the last state seen when the time is up.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<{ done: true; value: T } | { done: false; state: string }>,
  opts: WaitOptions = {},
): Promise<T> {
  const { timeoutMs = 120_000, maxIntervalMs = 3000 } = opts;
  let interval = opts.intervalMs ?? 200;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe();
    if (result.done) return result.value;
    if (Date.now() + interval > deadline) throw new WaitTimeoutError(what, result.state, timeoutMs);
    await sleep(interval);
    interval = Math.min(maxIntervalMs, interval * 1.5);
  }
}

export class WaitTimeoutError extends Error {
  readonly code = 'WaitTimeout';
  constructor(
    readonly what: string,
    readonly lastState: string,
    readonly timeoutMs: number,
  ) {
    super(`Timed out after ${timeoutMs} ms waiting for ${what}; last state: ${lastState}.`);
    this.name = 'WaitTimeoutError';
  }
}
