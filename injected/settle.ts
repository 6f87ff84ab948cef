/**
 * "The page has settled": no DOM mutation for `quietMs`, no request of the page in flight, no short timer
 * of the page pending (a render chained through `setTimeout`), no visible loading indicator, no overlay, menu or
 * nav in transition (transitions.ts); at most `timeoutMs`. Finite CSS animations and transitions (Fusion fades
 * overlays in and out for 300 ms) are fast-forwarded to their end, which fires their end events, so the widgets
 * finish at once and the quiet window can stay short; what only a timer ends (a closing Dialog's mask) is waited
 * for. The mutation clock and the request counter are installed
 * once per document (at injection), so a page that is already quiet settles at once.
 */
import { frameDocuments } from './dom';
import { inTransition } from './transitions';

/** Calls of window.open (a click that opens a tab through script rather than a link). */
export const opened = { count: 0 };

interface SettleState {
  last: number;
  inflight: number;
  /** The page's pending timers of at most SHORT_TIMER_MS (ids). */
  timers: Set<number>;
  /** Messages posted on the page's MessageChannels and not yet delivered, and when the last was posted. */
  messages: number;
  postedAt: number;
}

type Host = Window & { __acaSettle?: SettleState; __acaSetTimeout?: typeof setTimeout };

/**
 * A timer this short is the page finishing what the action started (a deferred render, a transition step);
 * longer ones are polls, debounces and housekeeping (Fusion's Table re-syncs its fixed columns 100 ms after every
 * update, which would hold every settle of a table page for 100 ms more).
 */
const SHORT_TIMER_MS = 50;

/**
 * The runtime's own waits use the browser's setTimeout, kept aside before the page's is wrapped (and kept on
 * the window, so a runtime injected again into the same document does not take the wrapper for the original).
 */
const host = window as Host;
host.__acaSetTimeout ??= window.setTimeout.bind(window) as unknown as typeof setTimeout;
const nativeSetTimeout = host.__acaSetTimeout;
const delay = (ms: number) => new Promise<void>((r) => nativeSetTimeout(r, ms));

/** Loading indicators, and a button showing its spinner (a submit at work: create, then wait, then create more). */
const LOADING = '.next-loading-tip, .next-loading-indicator, .next-loading-fusion-reactor, .next-loading-dot, .next-btn-loading, [aria-busy="true"]';

/** The windows whose work the page is made of: this one and its same-origin frames' (dom.ts `frameDocuments`). */
export function pageWindows(win: Window = window): Window[] {
  return frameDocuments(win.document).flatMap((d) => (d.defaultView ? [d.defaultView] : []));
}

/** The window's settle state, installed on first use (times are this runtime's `performance.now()`). */
function state(win: Window = window): SettleState {
  const h = win as Host;
  if (!h.__acaSettle) {
    const s: SettleState = { last: performance.now(), inflight: 0, timers: new Set(), messages: 0, postedAt: 0 };
    h.__acaSettle = s;
    new (win as Window & typeof globalThis).MutationObserver(() => (s.last = performance.now())).observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
    trackRequests(s, win);
  }
  return h.__acaSettle;
}

/** Counts the page's fetch and XHR requests in flight (effective where this code shares the page's world). */
function trackRequests(s: SettleState, win: Window): void {
  const open = win.open;
  win.open = function (this: Window, ...args: Parameters<Window['open']>) {
    opened.count++;
    return open.apply(this, args);
  };
  const done = () => {
    s.inflight = Math.max(0, s.inflight - 1);
    s.last = performance.now();
  };
  trackTimers(s, win);
  trackScheduler(s, win);
  const origFetch = win.fetch;
  if (origFetch) {
    win.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      s.inflight++;
      return origFetch.apply(this, args).finally(done);
    } as typeof fetch;
  }
  const xhr = (win as Window & { XMLHttpRequest: typeof XMLHttpRequest }).XMLHttpRequest.prototype;
  const send = xhr.send;
  xhr.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    s.inflight++;
    this.addEventListener('loadend', done, { once: true });
    return send.apply(this, args);
  };
}

/**
 * Counts the page's short timers until they fire or are cleared: a page that renders in steps chained by
 * timers (a list, then its rows) is not settled in between, however quiet the DOM looks for a moment.
 * Effective where this code shares the page's world (the headless driver); a content script sees only its own.
 */
function trackTimers(s: SettleState, win: Window): void {
  type SetTimer = (handler: unknown, ms?: number, ...args: unknown[]) => number;
  const set = win.setTimeout.bind(win) as unknown as SetTimer;
  const clear = win.clearTimeout.bind(win);
  const wrapped: SetTimer = (handler, ms, ...args) => {
    if (typeof handler !== 'function' || (ms ?? 0) > SHORT_TIMER_MS) return set(handler, ms, ...args);
    const id = set((...a: unknown[]) => {
      s.timers.delete(id);
      (handler as (...x: unknown[]) => void)(...a);
    }, ms, ...args);
    s.timers.add(id);
    return id;
  };
  win.setTimeout = wrapped as unknown as typeof window.setTimeout;
  win.clearTimeout = ((id?: number) => {
    if (id !== undefined) s.timers.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
}

/**
 * A message posted on a MessageChannel is work the page scheduled for its next task: React's scheduler renders in
 * 5 ms slices chained this way, and a render in progress mutates nothing until it commits (a dialog opened by a
 * click can appear 100 ms after the DOM went quiet). Counted from post to delivery on channels the page creates
 * after injection; a message undelivered after MESSAGE_STALE_MS (its port went to a worker) no longer counts.
 */
function trackScheduler(s: SettleState, win: Window): void {
  const Native = (win as Window & typeof globalThis).MessageChannel;
  if (!Native) return;
  class Tracked extends Native {
    constructor() {
      super();
      for (const port of [this.port1, this.port2]) {
        const post = port.postMessage.bind(port) as (...a: unknown[]) => void;
        port.postMessage = ((...args: unknown[]) => {
          s.messages++;
          s.postedAt = performance.now();
          return post(...args);
        }) as MessagePort['postMessage'];
        port.addEventListener('message', () => {
          s.messages = Math.max(0, s.messages - 1);
          s.last = performance.now();
        });
      }
    }
  }
  (win as Window & { MessageChannel: typeof MessageChannel }).MessageChannel = Tracked;
}

/** A posted message not delivered within this long is not coming (its port was transferred). */
const MESSAGE_STALE_MS = 200;

export function installSettle(): void {
  for (const w of pageWindows()) state(w);
}

function busy(doc: Document): boolean {
  for (const el of doc.querySelectorAll(LOADING)) if (el.checkVisibility({ visibilityProperty: true })) return true;
  return false;
}

/** Jumps running finite animations to their end (infinite ones, such as spinners, keep running). */
export function finishAnimations(doc: Document = document): void {
  for (const a of doc.getAnimations()) {
    if (a.playState !== 'running') continue;
    const end = a.effect?.getComputedTiming().endTime;
    if (typeof end === 'number' && Number.isFinite(end)) a.finish();
  }
}

export interface SettleOptions {
  /**
   * Quiet time without DOM mutations, ms (default 50). Where the runtime shares the page's world and so sees
   * its requests and timers (the headless driver), a short window is enough.
   */
  quietMs?: number;
  /** Give up after this long, ms (default 3000). */
  timeoutMs?: number;
}

/** Resolves true when settled, false on timeout (the page is then observed as it is). */
export async function settle(opts: SettleOptions = {}): Promise<boolean> {
  state();
  const quiet = opts.quietMs ?? 50;
  const start = performance.now();
  const deadline = start + (opts.timeoutMs ?? 3000);
  // One frame first, so that work queued by the action (React commits, timers of 0 ms) shows up.
  await delay(0);
  for (;;) {
    const wins = pageWindows();
    const states = wins.map((w) => state(w));
    for (const w of wins) finishAnimations(w.document);
    const now = performance.now();
    const last = Math.max(...states.map((x) => x.last));
    const idle = states.every((x) => x.inflight === 0 && x.timers.size === 0 && (x.messages === 0 || now - x.postedAt > MESSAGE_STALE_MS));
    const loaded = wins.every((w) => w.document.readyState !== 'loading');
    const still = !inTransition(wins.map((w) => w.document), now);
    if (loaded && idle && still && now - last >= quiet && !wins.some((w) => busy(w.document))) return true;
    if (now >= deadline) return false;
    const wait = idle && now - last < quiet ? quiet - (now - last) : 10;
    await delay(Math.min(Math.max(wait, 5), deadline - now));
  }
}

export const sleep = delay;
