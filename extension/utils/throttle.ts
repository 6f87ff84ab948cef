/** Runs calls one at a time, at least `gapMs` apart (Chrome allows two captureVisibleTab calls a second). */
export function throttle<A extends unknown[], R>(gapMs: number, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let chain: Promise<unknown> = Promise.resolve();
  let last = 0;
  return (...args) => {
    const next = chain.then(async () => {
      const wait = last + gapMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      last = Date.now();
      return fn(...args);
    });
    chain = next.catch(() => undefined);
    return next;
  };
}
