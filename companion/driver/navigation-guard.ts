/**
 * The headless driver's navigation guard: every top-level document a context loads must pass the run's
 * allow-list (protocol/navigation.ts), whoever asks for it (the policy's `navigate`, a link, a form, a popup,
 * `window.open`, a meta refresh, script).
 *
 * Three layers, because no single hook sees everything:
 *  1. `context.route`: a navigation request to a refused URL is answered `204 No Content` before it leaves the
 *     browser, so the page stays where it was (a popup stays blank and is closed).
 *  2. Playwright does not route the hops of a server redirect: a redirected request to a refused URL is seen on
 *     the `request` event, and the frame's pending navigation is stopped at once.
 *  3. A main frame that still commits a refused URL (the redirect outran the stop; a scheme no route sees, like
 *     `blob:`) or an error page (an unreachable host) is taken back to the page before it, or closed if it is
 *     a popup with nothing to go back to. The agent never observes such a page.
 * Each refusal and failure is kept until the driver takes it into the next action's result.
 */
import type { BrowserContext, Frame, Page, Request, Route } from 'playwright-core';
import { checkNavigation, type NavigationAllowList } from '../../protocol';

export interface NavigationEvent {
  code: 'navigation-refused' | 'navigation-failed';
  message: string;
}

const ERROR_PAGE = /^chrome-error:/;

export class NavigationGuard {
  private events: NavigationEvent[] = [];
  private waiters: (() => void)[] = [];
  /** URLs a redirect was refused to, reported already. */
  private readonly redirects = new Set<string>();
  private work: Promise<unknown> = Promise.resolve();
  /** The last network failure of a top-level navigation, so an error page can say which URL failed. */
  private readonly lastFailure = new WeakMap<Page, string>();
  /** The last document of each page that the run allows: where a recovery returns to. */
  private readonly lastGood = new WeakMap<Page, string>();

  constructor(readonly allow: NavigationAllowList) {}

  /** The verdict for a URL the policy asked for, relative to the page it is on. */
  check(url: string, base: string) {
    return checkNavigation(url, this.allow, base);
  }

  async install(context: BrowserContext): Promise<void> {
    await context.route('**/*', (route, request) => this.route(route, request));
    context.on('request', (request) => this.redirected(request));
    context.on('requestfailed', (request) => {
      const frame = topFrameOf(request);
      if (!frame || frame === 'popup' || !request.isNavigationRequest()) return;
      const why = request.failure()?.errorText ?? 'failed';
      if (why !== 'net::ERR_ABORTED') this.lastFailure.set(frame.page(), `${why} at ${request.url()}`);
    });
  }

  /**
   * Watches one page's main frame (layer 3), from the document it has now (a popup is announced after its
   * first document committed). Chromium's own refusals (a web page's link to a local file) are heard in the
   * console, so the driver need not wait for a navigation that will never come.
   */
  watch(page: Page): void {
    const seen = (url: string) => {
      if (url === '' || url === 'about:blank') return;
      if (this.fit(url)) return void this.lastGood.set(page, url);
      if (ERROR_PAGE.test(url)) {
        const failure = this.lastFailure.get(page);
        this.lastFailure.delete(page);
        this.note({ code: 'navigation-failed', message: `navigation failed: ${failure ?? 'the page could not be loaded'}` });
        return this.recover(page, url);
      }
      const verdict = checkNavigation(url, this.allow);
      if (verdict.allowed) return;
      // A redirect already said so: the stop came too late, the page goes back without a second message.
      if (!this.redirects.delete(verdict.url)) this.note({ code: 'navigation-refused', message: `refused to stay on ${verdict.reason}` });
      this.recover(page, url);
    };
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen(frame.url()));
    page.on('console', (message) => {
      const local = /^Not allowed to load local resource: (\S+)/.exec(message.text());
      if (local) this.note({ code: 'navigation-refused', message: `the page tried to open ${checkNavigation(local[1], this.allow).url}: local files are never opened` });
    });
    seen(page.url());
  }

  /** Resolves on the next refusal or failure, or after `timeoutMs`: a navigation the driver waits for may never come. */
  next(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.waiters.push(wake);
    });
  }

  /** Whether a refusal or failure is waiting to be taken. */
  get pending(): boolean {
    return this.events.length > 0;
  }

  /**
   * Makes sure `page` shows nothing the run refuses before it is observed: waits for running recoveries, and
   * starts one when the page is on a refused URL or an error page (a commit that came after the last check).
   * Returns whether the page is fit to be read.
   */
  async clear(page: Page): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.idle();
      if (page.isClosed() || this.fit(page.url())) return true;
      this.recover(page, page.url());
    }
    await this.idle();
    return this.fit(page.url());
  }

  /** Whether a page at `url` may be read: not an error page, and allowed (a new tab's empty URL is). */
  fit(url: string): boolean {
    return url === '' || (!ERROR_PAGE.test(url) && checkNavigation(url, this.allow).allowed);
  }

  /** Resolves once every recovery started so far is over. */
  async idle(): Promise<void> {
    for (let seen: Promise<unknown> | null = null; seen !== this.work; ) {
      seen = this.work;
      await seen;
    }
  }

  /** The refusals and failures since the last call. */
  take(): NavigationEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  note(event: NavigationEvent): void {
    this.events.push(event);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async route(route: Route, request: Request): Promise<void> {
    const frame = request.isNavigationRequest() ? topFrameOf(request) : null;
    const verdict = frame ? checkNavigation(request.url(), this.allow) : null;
    if (!frame || !verdict || verdict.allowed) return route.continue().catch(() => undefined);
    this.note({ code: 'navigation-refused', message: `the page tried to open ${frame === 'popup' ? 'a new tab at ' : ''}${verdict.reason}` });
    await route.fulfill({ status: 204 }).catch(() => undefined);
  }

  private redirected(request: Request): void {
    if (!request.redirectedFrom() || !request.isNavigationRequest()) return;
    const frame = topFrameOf(request);
    const verdict = frame ? checkNavigation(request.url(), this.allow) : null;
    if (!frame || !verdict || verdict.allowed) return;
    this.note({ code: 'navigation-refused', message: `a redirect tried to open ${verdict.reason}` });
    this.redirects.add(verdict.url);
    if (frame !== 'popup') this.schedule(() => frame.evaluate('window.stop()'));
  }

  /**
   * Back to the page before: one step back in history (the refused or failed document is one entry), and if
   * that is not where the page was (an error page can replace entries), to its last allowed document; a popup
   * with none is closed, any other page left blank. Only while the page still shows `url`: a frame may announce
   * one document twice.
   */
  private recover(page: Page, url: string): void {
    this.schedule(async () => {
      if (page.isClosed() || page.url() !== url) return;
      const good = this.lastGood.get(page);
      if (!good) return (await page.opener()) ? page.close() : page.goto('about:blank');
      await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => null);
      if (page.url() !== good) await page.goto(good, { waitUntil: 'domcontentloaded' });
    });
  }

  private schedule(job: () => Promise<unknown>): void {
    this.work = this.work.then(job).catch(() => undefined);
  }
}

/**
 * The top-level frame a request loads a document into; `'popup'` for a new page's first document (Playwright
 * has no frame for it yet); null for a subframe or a request without a frame (a service worker's).
 */
function topFrameOf(request: Request): Frame | 'popup' | null {
  try {
    const frame = request.frame();
    return frame.parentFrame() === null ? frame : null;
  } catch (error) {
    return request.isNavigationRequest() && /before the frame is created/.test(String(error)) ? 'popup' : null;
  }
}
