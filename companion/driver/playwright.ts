/**
 * The headless driver: one isolated BrowserContext per episode, the page runtime (`injected/`) injected into
 * every document, page actions executed by the runtime in the page (as the extension does), and navigation,
 * history and tabs handled here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ActionResult, PageAction, PageSnapshot } from '../../protocol';
import type { Driver, Screenshot, Tab } from './driver';
import { runtimeSource } from './runtime';

export interface OpenOptions {
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

const POPUP_TIMEOUT = 5000;
const QUIET_MS = 12;
const NAVIGATION_TIMEOUT = 10_000;
const CONTEXT_GONE = /Execution context was destroyed|Target closed|navigat|Cannot find context/i;

export class PlaywrightDriver implements Driver {
  private page: Page;
  private readonly ids = new WeakMap<Page, string>();
  private nextTab = 1;
  private refFloor = 0;
  /** Pages opened since the driver started (the 'page' event can come after the action's result). */
  private opened: Page[] = [];

  private readonly settleOpts: string;

  private constructor(private readonly context: BrowserContext, page: Page, private readonly opts: OpenOptions) {
    this.page = page;
    this.settleOpts = JSON.stringify({ quietMs: QUIET_MS, ...opts.settle });
    this.track(page);
    context.on('page', (p) => {
      this.track(p);
      this.opened.push(p);
    });
  }

  static async open(browser: Browser, opts: OpenOptions = {}): Promise<PlaywrightDriver> {
    const source = runtimeSource();
    const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 800 }, locale: opts.locale });
    if (opts.cookies?.length) await context.addCookies(opts.cookies);
    await context.addInitScript({ content: source });
    const page = await context.newPage();
    return new PlaywrightDriver(context, page, opts);
  }

  /** Names the tab; when the active tab closes (a popup that closes itself), the last open one takes over. */
  private track(p: Page): void {
    this.idOf(p);
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
    const opts = JSON.stringify({ refFloor: this.refFloor, maxChars: this.opts.maxChars });
    const [json, next] = await this.call<[string, number]>(`aca.settle(${this.settleOpts}).then(() => [aca.snapshotJSON(${opts}), aca.nextRef()])`);
    this.refFloor = Math.max(this.refFloor, next);
    return JSON.parse(json) as PageSnapshot;
  }

  async act(action: PageAction): Promise<ActionResult> {
    switch (action.type) {
      case 'navigate':
        return this.navigation(() => this.page.goto(new URL(action.url, this.page.url() === 'about:blank' ? undefined : this.page.url()).href, { waitUntil: 'domcontentloaded' }));
      case 'back':
        return this.navigation(async () => {
          // goBack() answers null both for "no history" and for a same-document (SPA) step back.
          if (!(await this.page.evaluate('window.navigation ? navigation.canGoBack : history.length > 1'))) throw new Error('there is no previous page');
          await this.page.goBack({ waitUntil: 'domcontentloaded' });
        });
      case 'switch_tab':
        return this.switchTab(action.tab);
    }
    const page = this.page;
    const before = page.url();
    const known = this.opened.length;
    let result: ActionResult;
    let pending = { tab: false, navigation: false };
    try {
      [result, pending] = await this.call<[ActionResult, typeof pending]>(`aca.act(${JSON.stringify(action)}, ${this.settleOpts}).then((r) => [r, aca.pending()])`);
    } catch (e) {
      if (!CONTEXT_GONE.test(String(e))) return { ok: false, error: { code: 'other', message: String((e as Error).message ?? e) }, changes: {} };
      // The action took the page to a new document (a link, a form post): its runtime died with the old one.
      result = { ok: true, changes: {} };
      pending.navigation = true;
    }
    // A tab the page said it opened may be announced after the result; one opened some other way is taken if seen.
    const tab =
      this.opened.slice(known).find((p) => !p.isClosed()) ??
      (pending.tab ? await this.context.waitForEvent('page', { timeout: POPUP_TIMEOUT }).catch(() => null) : null);
    if (tab) {
      this.page = tab;
      await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
      await this.call(`aca.settle(${this.settleOpts})`).catch(() => undefined);
      return { ...result, changes: { ...result.changes, newTab: tab.url() } };
    }
    if (pending.navigation && page.url() === before) {
      await page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: NAVIGATION_TIMEOUT }).catch(() => undefined);
    }
    if (page.url() !== before) {
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      if (pending.navigation) await this.call(`aca.settle(${this.settleOpts})`).catch(() => undefined);
      result.changes = { ...result.changes, navigated: page.url() };
    }
    return result;
  }

  private async navigation(go: () => Promise<unknown>): Promise<ActionResult> {
    try {
      await go();
      await this.call(`aca.settle(${this.settleOpts})`);
      return { ok: true, changes: { navigated: this.page.url() } };
    } catch (e) {
      return { ok: false, error: { code: 'navigation-failed', message: String((e as Error).message ?? e).split('\n')[0] }, changes: {} };
    }
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
