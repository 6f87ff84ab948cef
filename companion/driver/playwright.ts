/**
 * The headless driver: one isolated BrowserContext per episode, the page runtime (`injected/`) injected into
 * every document, page actions executed by the runtime in the page (as the extension does), and navigation,
 * history and tabs handled here. Every top-level document passes the run's allow-list (navigation-guard.ts):
 * a refused or failed navigation is the action's error, and the page stays where it was.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ActionResult, NavigationAllowList, PageAction, PageSnapshot } from '../../protocol';
import type { Driver, Screenshot, Tab } from './driver';
import { NavigationGuard, type NavigationEvent } from './navigation-guard';
import { runtimeSource } from './runtime';

export interface OpenOptions {
  /** Where the browser may go: the emulator's origin, the console hosts, the help center (protocol/navigation.ts). */
  allow: NavigationAllowList;
  /** Default 1280x800. */
  viewport?: { width: number; height: number };
  locale?: string;
  cookies?: Parameters<BrowserContext['addCookies']>[0];
  /** Character budget of the snapshot text (default: the runtime's, 12000). */
  maxChars?: number;
  /**
   * How the page must be quiet before an observation and after an action (default 12 ms without DOM mutations,
   * 3 s max: the runtime runs in the page's own world here, so it also waits for the page's requests and short
   * timers, and the quiet window only has to cover a render between two of them).
   */
  settle?: { quietMs?: number; timeoutMs?: number };
}

/** What a run on the emulator allows: its origin and the help center. */
export const emulatorAllowList = (emulatorUrl: string): NavigationAllowList => ({ origins: [new URL(emulatorUrl).origin] });

const POPUP_TIMEOUT = 5000;
const QUIET_MS = 12;
const NAVIGATION_TIMEOUT = 10_000;
/** How long a failed navigation waits for Chromium's error page (it commits within milliseconds when it comes). */
const ERROR_PAGE_WAIT = 2000;
const CONTEXT_GONE = /Execution context was destroyed|Target closed|navigat|Cannot find context/i;

/**
 * Notes in the page when it starts leaving its document (a form, `location.href`, a meta refresh: navigations
 * the page runtime cannot foresee), so the driver waits for the new document or the guard's refusal.
 */
const LEAVING_SCRIPT = `(() => {
  if (window.top !== window || !window.navigation) return;
  navigation.addEventListener('navigate', (e) => {
    if (e.destination.sameDocument) return;
    queueMicrotask(() => { if (!e.defaultPrevented) window.__acaLeaving = e.destination.url; });
  });
})()`;

const dedupe = (events: NavigationEvent[]) => [...new Map(events.map((e) => [e.message, e])).values()];

export class PlaywrightDriver implements Driver {
  private page: Page;
  private readonly ids = new WeakMap<Page, string>();
  private nextTab = 1;
  private refFloor = 0;
  /** Pages opened since the driver started (the 'page' event can come after the action's result). */
  private opened: Page[] = [];

  private readonly settleOpts: string;

  private constructor(private readonly context: BrowserContext, page: Page, private readonly opts: OpenOptions, private readonly guard: NavigationGuard) {
    this.page = page;
    this.settleOpts = JSON.stringify({ quietMs: QUIET_MS, ...opts.settle });
    this.track(page);
    context.on('page', (p) => {
      this.track(p);
      this.opened.push(p);
    });
  }

  static async open(browser: Browser, opts: OpenOptions): Promise<PlaywrightDriver> {
    const source = runtimeSource();
    const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 800 }, locale: opts.locale });
    const guard = new NavigationGuard(opts.allow);
    await guard.install(context);
    if (opts.cookies?.length) await context.addCookies(opts.cookies);
    await context.addInitScript({ content: source });
    await context.addInitScript({ content: LEAVING_SCRIPT });
    const page = await context.newPage();
    return new PlaywrightDriver(context, page, opts, guard);
  }

  /** Names the tab; when the active tab closes (a popup that closes itself), the last open one takes over. */
  private track(p: Page): void {
    this.idOf(p);
    this.guard.watch(p);
    p.on('close', () => {
      if (this.page === p) this.page = this.context.pages().at(-1) ?? p;
    });
  }

  private idOf(p: Page): string {
    let id = this.ids.get(p);
    if (!id) {
      id = `tab${this.nextTab++}`;
      this.ids.set(p, id);
    }
    return id;
  }

  /**
   * Evaluates `expr` (which may use `aca`, the page runtime) in the active page; a document that lacks the
   * runtime (opened before the init script, or about:blank) gets it injected first.
   */
  private async call<T>(expr: string): Promise<T> {
    const wrapped = `(async () => { const aca = window.__aca; if (!aca) return { __acaMissing: true }; return ${expr}; })()`;
    let r = (await this.page.evaluate(wrapped)) as T | { __acaMissing: true };
    if (r && typeof r === 'object' && '__acaMissing' in r) {
      await this.page.evaluate(runtimeSource());
      r = (await this.page.evaluate(wrapped)) as T;
    }
    return r as T;
  }

  async observe(): Promise<PageSnapshot> {
    return this.read(true);
  }

  async peek(): Promise<PageSnapshot> {
    return this.read(false);
  }

  /** The snapshot of the active page; a page the run refuses is never read (the guard takes it back first). */
  private async read(settle: boolean): Promise<PageSnapshot> {
    for (let attempt = 1; ; attempt++) {
      if (!(await this.guard.clear(this.page))) throw new Error(`the page is at ${this.page.url()}, which this run does not allow, and could not be taken back`);
      const opts = JSON.stringify({ refFloor: this.refFloor, maxChars: this.opts.maxChars });
      let read: [string, number];
      try {
        read = await this.call<[string, number]>(`${settle ? `aca.settle(${this.settleOpts})` : 'Promise.resolve()'}.then(() => [aca.snapshotJSON(${opts}), aca.nextRef()])`);
      } catch (error) {
        // The page left its document while being read (its own navigation, or the guard taking it back).
        if (!CONTEXT_GONE.test(String(error)) || attempt === 3) throw error;
        await this.page.waitForLoadState('domcontentloaded').catch(() => undefined);
        continue;
      }
      const [json, next] = read;
      this.refFloor = Math.max(this.refFloor, next);
      const snapshot = JSON.parse(json) as PageSnapshot;
      // The document may have changed between the check and the read: the snapshot says which one it read.
      if (this.guard.fit(snapshot.url)) return snapshot;
      if (attempt === 3) throw new Error(`the page keeps going to ${snapshot.url}, which this run does not allow`);
    }
  }

  async act(action: PageAction): Promise<ActionResult> {
    switch (action.type) {
      case 'navigate': {
        const verdict = this.guard.check(action.url, this.page.url());
        if (!verdict.allowed) return { ok: false, error: { code: 'navigation-refused', message: `navigation refused: ${verdict.reason}` }, changes: {} };
        return this.navigation(() => this.page.goto(verdict.url, { waitUntil: 'domcontentloaded' }));
      }
      case 'back':
        return this.navigation(async () => {
          // goBack() answers null both for "no history" and for a same-document (SPA) step back.
          if (!(await this.page.evaluate('window.navigation ? navigation.canGoBack : history.length > 1'))) throw new Error('there is no previous page');
          await this.page.goBack({ waitUntil: 'domcontentloaded' });
        });
      case 'switch_tab':
        return this.switchTab(action.tab);
    }
    return this.guarded(await this.inPage(action));
  }

  /** A page action run by the runtime in the page; follows the tab or the navigation it causes. */
  private async inPage(action: PageAction): Promise<ActionResult> {
    const page = this.page;
    const before = page.url();
    const known = this.opened.length;
    let result: ActionResult;
    let pending = { tab: false, navigation: false };
    try {
      [result, pending] = await this.call<[ActionResult, typeof pending]>(`(window.__acaLeaving = null, aca.act(${JSON.stringify(action)}, ${this.settleOpts}).then((r) => [r, aca.pending()]))`);
      if (!pending.navigation) pending.navigation = (await page.evaluate('window.__acaLeaving ?? null').catch(() => 'gone')) !== null;
    } catch (e) {
      if (!CONTEXT_GONE.test(String(e))) return { ok: false, error: { code: 'other', message: String((e as Error).message ?? e) }, changes: {} };
      // The action took the page to a new document (a link, a form post): its runtime died with the old one.
      result = { ok: true, changes: {} };
      pending.navigation = true;
    }
    // A tab the page said it opened may be announced after the result; one opened some other way is taken if seen.
    const tab =
      this.opened.slice(known).find((p) => !p.isClosed()) ??
      (pending.tab && !this.guard.pending ? await this.firstOf(this.context.waitForEvent('page', { timeout: POPUP_TIMEOUT }), POPUP_TIMEOUT) : null);
    if (tab) {
      await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
      await this.guard.idle();
      // A popup whose first document the guard refused stays blank: close it, the driver stays where it was.
      if (this.guard.pending && ['', 'about:blank'].includes(tab.url())) await tab.close().catch(() => undefined);
      if (!tab.isClosed()) {
        this.page = tab;
        await this.call(`aca.settle(${this.settleOpts})`).catch(() => undefined);
        return { ...result, changes: { ...result.changes, newTab: tab.url() } };
      }
    }
    if (pending.navigation && page.url() === before && !this.guard.pending) {
      await this.firstOf(page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: NAVIGATION_TIMEOUT }), NAVIGATION_TIMEOUT);
    }
    await this.guard.idle();
    if (!page.isClosed() && page.url() !== before) {
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      if (pending.navigation) await this.call(`aca.settle(${this.settleOpts})`).catch(() => undefined);
      result.changes = { ...result.changes, navigated: page.url() };
    }
    return result;
  }

  /** `event`, or null as soon as the guard refuses something (the awaited page or tab will then never come). */
  private async firstOf<T>(event: Promise<T>, timeoutMs: number): Promise<T | null> {
    return Promise.race([event.catch(() => null), this.guard.next(timeoutMs).then(() => null)]);
  }

  private async navigation(go: () => Promise<unknown>): Promise<ActionResult> {
    const page = this.page;
    const before = page.url();
    try {
      await go();
      await this.guard.idle();
      await this.call(`aca.settle(${this.settleOpts})`);
      return this.guarded({ ok: true, changes: this.page.url() === before ? {} : { navigated: this.page.url() } });
    } catch (e) {
      const message = String((e as Error).message ?? e).split('\n')[0].replace(/^page\.\w+: /, '');
      this.guard.note({ code: 'navigation-failed', message: `navigation failed: ${message}` });
      // Chromium commits its error page just after the failure: the guard takes the page back from it within this action.
      if (/net::ERR_/.test(message) && !/^chrome-error:/.test(page.url())) {
        await this.firstOf(page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame() && /^chrome-error:/.test(f.url()), timeout: ERROR_PAGE_WAIT }), ERROR_PAGE_WAIT);
      }
      return this.guarded({ ok: false, changes: {} });
    }
  }

  /**
   * What the guard refused or saw fail while the action ran becomes the action's error (the page stays where it
   * was, or went back there); with nothing to report, the result is the action's own.
   */
  private async guarded(result: ActionResult): Promise<ActionResult> {
    await this.guard.idle();
    const events = dedupe(this.guard.take());
    if (!events.length) return result;
    const code = events.some((e) => e.code === 'navigation-refused') ? 'navigation-refused' : 'navigation-failed';
    const stay = `; the page is at ${this.page.url()}`;
    return { ok: false, error: { code, message: `${events.map((e) => e.message).join('; ')}${stay}` }, changes: result.changes };
  }

  private async switchTab(tab: string): Promise<ActionResult> {
    const pages = this.context.pages();
    const target =
      pages.find((p) => this.idOf(p) === tab) ??
      pages[Number.isInteger(Number(tab)) ? Number(tab) : -1] ??
      pages.find((p) => p.url().includes(tab));
    if (!target) return { ok: false, error: { code: 'invalid-action', message: `no tab "${tab}"; tabs: ${pages.map((p) => this.idOf(p)).join(', ')}` }, changes: {} };
    this.page = target;
    await target.bringToFront();
    return { ok: true, changes: { navigated: target.url() } };
  }

  async screenshot(): Promise<Screenshot> {
    if (!(await this.guard.clear(this.page))) throw new Error(`the page is at ${this.page.url()}, which this run does not allow`);
    // Right after a navigation the compositor may have no frame yet ("Unable to capture screenshot"): retry once.
    const data = await this.page.screenshot({ type: 'png' }).catch(async () => {
      await this.page.bringToFront();
      await this.page.waitForTimeout(100);
      return this.page.screenshot({ type: 'png' });
    });
    const size = this.page.viewportSize() ?? { width: 1280, height: 800 };
    return { data, mime: 'image/png', width: size.width, height: size.height };
  }

  async tabs(): Promise<Tab[]> {
    return Promise.all(
      this.context.pages().map(async (p) => ({ id: this.idOf(p), url: p.url(), title: await p.title().catch(() => ''), active: p === this.page })),
    );
  }

  url(): string {
    return this.page.url();
  }

  async goto(url: string): Promise<void> {
    const r = await this.act({ type: 'navigate', url });
    if (!r.ok) throw new Error(r.error?.message ?? `could not open ${url}`);
  }

  /** The active Playwright page (for tests and benchmarks that need raw access). */
  get activePage(): Page {
    return this.page;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
