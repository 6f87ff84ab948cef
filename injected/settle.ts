/**
 * "The page has settled": no DOM mutation for `quietMs`, no request of the page in flight, no visible
 * loading indicator; at most `timeoutMs`. Finite CSS animations and transitions (Fusion fades overlays in
 * and out for 300 ms) are fast-forwarded to their end, which fires their end events, so the widgets finish
 * at once and the quiet window can stay short. The mutation clock and the request counter are installed
 * once per document (at injection), so a page that is already quiet settles at once.
 */
/** Calls of window.open (a click that opens a tab through script rather than a link). */
export const opened = { count: 0 };

interface SettleState {
  last: number;
  inflight: number;
}

type Host = Window & { __acaSettle?: SettleState };

/** Loading indicators, and a button showing its spinner (a submit at work: create, then wait, then create more). */
const LOADING = '.next-loading-tip, .next-loading-indicator, .next-loading-fusion-reactor, .next-loading-dot, .next-btn-loading, [aria-busy="true"]';

function state(): SettleState {
  const host = window as Host;
  if (!host.__acaSettle) {
    const s: SettleState = { last: performance.now(), inflight: 0 };
    host.__acaSettle = s;
    const observe = () => new MutationObserver(() => (s.last = performance.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    observe();
    trackRequests(s);
  }
  return host.__acaSettle;
}

/** Counts the page's fetch and XHR requests in flight (effective where this code shares the page's world). */
function trackRequests(s: SettleState): void {
  const open = window.open;
  window.open = function (this: Window, ...args: Parameters<Window['open']>) {
    opened.count++;
    return open.apply(this, args);
  };
  const done = () => {
    s.inflight = Math.max(0, s.inflight - 1);
    s.last = performance.now();
  };
  const origFetch = window.fetch;
  if (origFetch) {
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      s.inflight++;
      return origFetch.apply(this, args).finally(done);
    } as typeof fetch;
  }
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    s.inflight++;
    this.addEventListener('loadend', done, { once: true });
    return send.apply(this, args);
  };
}

export function installSettle(): void {
  state();
}

function busy(): boolean {
  for (const el of document.querySelectorAll(LOADING)) if (el.checkVisibility({ visibilityProperty: true })) return true;
  return false;
}

/** Jumps running finite animations to their end (infinite ones, such as spinners, keep running). */
export function finishAnimations(): void {
  for (const a of document.getAnimations()) {
    if (a.playState !== 'running') continue;
    const end = a.effect?.getComputedTiming().endTime;
    if (typeof end === 'number' && Number.isFinite(end)) a.finish();
  }
}

export interface SettleOptions {
  /** Quiet time without DOM mutations, ms (default 50). */
  quietMs?: number;
  /** Give up after this long, ms (default 3000). */
  timeoutMs?: number;
}

/** Resolves true when settled, false on timeout (the page is then observed as it is). */
export async function settle(opts: SettleOptions = {}): Promise<boolean> {
  const s = state();
  const quiet = opts.quietMs ?? 50;
  const start = performance.now();
  const deadline = start + (opts.timeoutMs ?? 3000);
  // One frame first, so that work queued by the action (React commits, timers of 0 ms) shows up.
  await new Promise((r) => setTimeout(r, 0));
  for (;;) {
    finishAnimations();
    const now = performance.now();
    if (document.readyState !== 'loading' && s.inflight === 0 && now - s.last >= quiet && !busy()) return true;
    if (now >= deadline) return false;
    const wait = s.inflight === 0 && now - s.last < quiet ? quiet - (now - s.last) : 20;
    await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 5), deadline - now)));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
