/**
 * The console walker of the guard test: every control of one product's console, clicked in a real Chromium against
 * the emulator, with the API calls each click makes (the console's `/__console/api` requests) and whether the
 * headless gate, with the emulator treated as a real console, held it.
 *
 * A page is walked from its base state: each control (button, link, menu item, tab, switch) is clicked; a click that
 * opens something (a dialog, a menu, a drawer, a tab's content) has the controls it brought walked in turn, replaying
 * the path to them from a fresh state; a click that navigates queues the page it went to; a click that writes ends
 * its path, and the account's snapshot is restored before the next one. Row actions are walked on the first row that
 * has them (rows repeat); a dialog whose button did nothing is filled in (boxes checked, empty fields typed) and its
 * button tried once more.
 */
import type { Request } from 'playwright-core';
import type { Element, Observation, PageSnapshot } from '../../protocol';
import { headlessGate } from '../../companion/agent/guard/headless-gate';
import type { PlaywrightDriver } from '../../companion/driver/playwright';

export interface ApiCall {
  product: string;
  action: string;
  params: Record<string, unknown>;
}

/** One control the walk clicked. */
export interface Walked {
  product: string;
  /** The page's path with resource names and ids replaced by `:id`. */
  page: string;
  /** The names clicked from the page's base state; the last is this control. */
  path: string[];
  role: string;
  /** The write actions the click called. */
  writes: string[];
  /** The effect of the first destructive write (the emulator's `effect` mark), else null. */
  destructive: string | null;
  held: boolean;
  reason?: string;
  /** The click failed (the page runtime's reason). */
  error?: string;
  /** Destructive writes the same click followed with a new setting of the same resource (an edit). */
  replaced?: string[];
}

export interface WalkOptions {
  /** Whether a console API call is a write, and what it destroys (null: harmless), from the emulator's catalogue. */
  classify(call: ApiCall): { write: boolean; effect: string | null };
  /** Restores the account's state to what it was before the walk (the emulator's snapshot). */
  restore(): Promise<void>;
  /** Path prefix of the product's pages (`/ecs`): a click that goes elsewhere is not followed. */
  prefix: string;
  maxPages?: number;
  maxDepth?: number;
  /** Fills in a text field a dialog asks for: a value its console accepts, by the field's name. */
  valueFor?(field: Element): string;
}

interface Step {
  key: string;
  /** The key with the row left out even for a menu trigger: what one row's control shares with the next row's. */
  kind: string;
  name: string;
  /** `fill`: not a click; the open dialog's boxes checked and its empty fields filled in. */
  fill?: boolean;
}

const FILL: Step = { key: '(fill)', kind: '(fill)', name: '(fill in the dialog)', fill: true };

const CLICKABLE = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'switch', 'navitem', 'treeitem']);
/** Choices a click changes: walked where a click opened them (a dialog's radio group, an inline form), then its buttons again. */
const INPUTS = new Set(['radio', 'checkbox']);
const BACK_OUT = /^(cancel|close|取消|关闭|返回|back)$/i;
const ID_SEGMENT = /\d|^[a-z0-9-]{24,}$/i;

/**
 * A control's identity across reloads: role, name and containers, rows left out (one row stands for its table); a
 * link that shows the row's own data (its id or name) is known by its column instead.
 */
function keyOf(e: Element, rowScoped = true): string {
  const row = e.within.find((w) => w.startsWith('row:'));
  // A menu trigger (More, ⋮) opens what its own row offers: each row's is its own control.
  const place = e.within.filter((w) => !w.startsWith('row:') || (rowScoped && e.states.expanded !== undefined)).join('>');
  const data = row && e.name && row.includes(e.name);
  return `${e.role}|${data ? '(row data)' : e.name}|${place}`;
}
/** Where a URL is, for telling whether a click went somewhere: origin, path and the `tab` parameter. */
const placeOf = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.searchParams.get('tab') ? `?tab=${u.searchParams.get('tab')}` : ''}`;
  } catch {
    return url;
  }
};
/** Whether two calls name the same resource: an identifying value (an id, a domain name) of the first is in the second. */
function sharesResource(a: ApiCall, b: ApiCall): boolean {
  const values = Object.entries(a.params).filter(([k, v]) => k !== 'RegionId' && typeof v === 'string' && v.length >= 6).map(([, v]) => v as string);
  const other = JSON.stringify(b.params);
  return values.some((v) => other.includes(v));
}
/** The controls of a snapshot with their choices: two views are the same state when these are equal. */
const stateOf = (snap: PageSnapshot) => snap.elements.filter((e) => CLICKABLE.has(e.role) || INPUTS.has(e.role) || e.role === 'switch' || e.role === 'combobox')
  .map((e) => `${keyOf(e)}|${e.states.checked ?? ''}|${e.states.selected ?? ''}|${e.value ?? ''}`).sort().join('\n');
const pathKey = (url: string, steps: Step[]) => `${url} ${steps.map((s) => s.key).join(' > ')}`;
const sameControls = (a: PageSnapshot, b: PageSnapshot) => {
  const x = keysOf(a);
  const y = keysOf(b);
  return x.size === y.size && [...x].every((k) => y.has(k));
};
/** The element of a step: the first that can be used now (row 1's Attach may be disabled where row 3's is not). */
const locate = (snap: PageSnapshot, step: Step) =>
  snap.elements.find((e) => keyOf(e) === step.key && !e.states.disabled && !e.blocked) ?? snap.elements.find((e) => keyOf(e) === step.key);
const keysOf = (snap: PageSnapshot) => new Set(snap.elements.filter((e) => CLICKABLE.has(e.role)).map((e) => keyOf(e)));
export const template = (url: string) => {
  const u = new URL(url);
  const path = u.pathname.split('/').map((s) => (ID_SEGMENT.test(s) ? ':id' : s)).join('/');
  const tab = u.searchParams.get('tab');
  return tab ? `${path}?tab=${tab}` : path;
};

export class ConsoleWalker {
  readonly walked: Walked[] = [];
  readonly skipped: string[] = [];
  /** What the walk cost: clicks, page loads, restores of the account. */
  readonly cost = { clicks: 0, loads: 0, hardLoads: 0, restores: 0, escapes: 0, reused: 0, loadMs: 0, clickMs: 0, observeMs: 0, escapeMs: 0, restoreMs: 0, observes: 0 };
  private calls: ApiCall[] = [];
  /** What the last path left behind: nothing, an overlay or a changed view, another page, written state. */
  private dirty: 'clean' | 'view' | 'page' | 'state' = 'page';
  private current = '';
  private chrome = new Set<string>();
  private readonly gate = headlessGate({ emulatorUrl: null });
  private readonly seenPages = new Set<string>();
  private readonly doneKeys = new Set<string>();
  /** Controls walked on the current page below its roots (one row's More menu stands for the next row's same items). */
  private pageDone = new Set<string>();
  /** The container of the product's main left navigation (`nav:Elastic Compute Service`). */
  private mainNav: string | null | undefined;

  constructor(private readonly driver: PlaywrightDriver, private readonly opts: WalkOptions) {
    driver.activePage.context().on('request', (r) => this.onRequest(r));
  }

  private onRequest(r: Request): void {
    if (r.method() !== 'POST' || !r.url().endsWith('/__console/api')) return;
    try {
      const body = JSON.parse(r.postData() ?? '{}') as { product?: string; action?: string; params?: Record<string, unknown> };
      if (body.product && body.action) this.calls.push({ product: body.product, action: body.action, params: body.params ?? {} });
    } catch {
      this.calls.push({ product: '?', action: 'unreadable request', params: {} });
    }
  }

  /** Walks the product from its start pages; returns what it clicked. */
  async walkProduct(product: string, starts: string[]): Promise<Walked[]> {
    const queue = starts.filter((u) => this.addPage(u));
    let pages = 0;
    while (queue.length && pages < (this.opts.maxPages ?? 40)) {
      pages++;
      await this.walkPage(product, queue.shift()!, queue);
    }
    if (queue.length) this.skipped.push(...queue.map((u) => `${product}: page ${template(u)} (page limit)`));
    return this.walked.filter((w) => w.product === product);
  }

  private addPage(url: string): boolean {
    const t = template(url);
    if (this.seenPages.has(t)) return false;
    this.seenPages.add(t);
    return true;
  }

  private async walkPage(product: string, url: string, queue: string[]): Promise<void> {
    const base = await this.reach(url, []);
    if (!base) return void this.skipped.push(`${product}: page ${template(url)} did not open`);
    this.chrome = await this.chromeKeys(base);
    this.pageDone = new Set();
    // The product's own left navigation leads to the pages the walk starts from: judged, not clicked.
    this.mainNav ??= base.elements.find((e) => e.role === 'navitem')?.within[0] ?? null;
    for (const root of this.controls(base, new Set())) {
      // A navigation entry or a link of the same name and place is the same on every page of the product; any
      // other control is walked on each page that has it.
      const el = locate(base, root)!;
      // The tabs of a page (`?tab=`) share its header: each control of it is walked once for the page.
      const once = el.role === 'navitem' || el.role === 'link' ? `${product}|${root.key}` : `${template(url).split('?')[0]}|${root.key}`;
      if (this.doneKeys.has(once)) continue;
      this.doneKeys.add(once);
      if (el.role === 'navitem' && el.within[0] === this.mainNav) {
        await this.judgeOnly(base, root, { product, page: template(url), path: [root.name], role: '', writes: [], destructive: null, held: false });
        continue;
      }
      await this.explore(product, url, [root], queue);
    }
  }

  /** The distinct controls of a snapshot not in `known` (the first of each key: one row stands for its table). */
  private controls(snap: PageSnapshot, known: Set<string>, inputs = false): Step[] {
    const out = new Map<string, Step>();
    for (const e of snap.elements) {
      const input = inputs && INPUTS.has(e.role) && !e.states.checked;
      if (!(CLICKABLE.has(e.role) || input) || e.states.disabled || e.blocked || BACK_OUT.test(e.name.trim())) continue;
      const key = keyOf(e);
      if (known.has(key) || this.chrome.has(key) || out.has(key)) continue;
      out.set(key, { key, kind: keyOf(e, false), name: e.name });
    }
    return [...out.values()];
  }

  /** The keys of the console's own top bar (walked once, on its own), not of the product's pages. */
  private async chromeKeys(snap: PageSnapshot): Promise<Set<string>> {
    const refs = snap.elements.map((e) => e.ref);
    const inBar = await this.driver.activePage.evaluate((all) => all.filter((r) => (window as unknown as { __aca: { resolve(r: string): { closest(s: string): unknown } | null } }).__aca.resolve(r)?.closest('[role=banner]')), refs);
    const set = new Set(inBar);
    return new Set(snap.elements.filter((e) => set.has(e.ref)).map((e) => keyOf(e)));
  }

  /** Clicks `path`'s last control from the state its earlier steps lead to; walks what it opens. */
  private async explore(product: string, url: string, path: Step[], queue: string[]): Promise<void> {
    const before = await this.reach(url, path.slice(0, -1));
    if (!before) return void this.skipped.push(`${product}: ${template(url)} ${path.map((p) => p.name).join(' > ')} (the path did not replay)`);
    const step = path.at(-1)!;
    if (!locate(before, step)) return void this.skipped.push(`${product}: ${template(url)} ${path.map((p) => p.name).join(' > ')} (not on the page any more)`);
    const walked: Walked = { product, page: template(url), path: path.filter((p) => !p.fill).map((p) => p.name), role: '', writes: [], destructive: null, held: false };
    // A link to another page of the product is judged like a click and followed without clicking it.
    const href = await this.hrefOf(before, step);
    if (href) {
      await this.judgeOnly(before, step, walked);
      if (new URL(href).pathname.startsWith(this.opts.prefix) && new URL(href).origin === new URL(url).origin && this.addPage(href)) queue.push(href);
      return;
    }
    let after = await this.click(before, step, walked);
    if (this.dirty === 'page') {
      const went = this.opened ?? this.driver.url();
      if (new URL(went).pathname.startsWith(this.opts.prefix) && new URL(went).origin === new URL(url).origin && this.addPage(went)) queue.push(went);
      return;
    }
    if (!after || this.dirty === 'state') return;
    // A dialog's button that did nothing: the dialog wants its fields first.
    if (before.dialog && after.dialog === before.dialog && this.inDialog(after, step)) {
      const filled = await this.fill(after);
      if (filled) {
        const retried = await this.click(filled, step, walked);
        if (!retried || this.dirty !== 'view') return;
        after = retried;
      }
    }
    if (path.filter((p) => !p.fill).length >= (this.opts.maxDepth ?? 3)) return;
    let next = [...path];
    // A dialog that opened with its confirmation disabled: fill it in first, as a person must.
    if (after.dialog && after.dialog !== before.dialog && after.elements.some((e) => this.isDialogButton(e) && e.states.disabled)) {
      const filled = await this.fill(after);
      if (filled) {
        after = filled;
        next = [...path, FILL];
      }
    }
    // The tab now shows the state `next` leads to: its first child starts from here.
    this.here = { path: pathKey(url, next), state: stateOf(after) };
    const known = new Set(before.elements.map((e) => keyOf(e)));
    const target = locate(before, step);
    const changesChoice = target !== undefined && (INPUTS.has(target.role) || target.role === 'switch');
    // After a choice is changed (a radio, a box, a switch), the buttons around it commit the new choice: walk them
    // again, as children of this choice.
    const children = changesChoice ? this.commitButtons(after, target) : this.controls(after, known, true);
    for (const child of children) {
      const seen = `${step.kind} > ${child.key}`;
      if (this.pageDone.has(seen)) continue;
      this.pageDone.add(seen);
      await this.explore(product, url, [...next, child], queue);
    }
  }

  /** The buttons (not back-outs) in the dialog or form of `input`, else every other button of the view it is in. */
  private commitButtons(snap: PageSnapshot, input: Element): Step[] {
    const box = input.within.filter((w) => w.startsWith('dialog') || w.startsWith('form')).at(0);
    return this.controls(snap, new Set()).filter((c) => {
      const e = locate(snap, c);
      return e?.role === 'button' && (box ? e.within.includes(box) : !e.within.some((w) => w.startsWith('row:') || w.startsWith('nav')));
    });
  }

  private isDialogButton(e: Element): boolean {
    return e.role === 'button' && e.within.some((w) => w.startsWith('dialog')) && !BACK_OUT.test(e.name.trim());
  }

  /** The URL a link goes to, when it is a real address other than the page's own (not `#` or `javascript:`). */
  private async hrefOf(snap: PageSnapshot, step: Step): Promise<string | null> {
    const target = locate(snap, step);
    if (!target || (target.role !== 'link' && target.role !== 'navitem')) return null;
    const href = await this.driver.activePage.evaluate((ref) => {
      const el = (window as unknown as { __aca: { resolve(r: string): { closest(s: string): unknown } | null } }).__aca.resolve(ref);
      const a = el?.closest('a[href]') as HTMLAnchorElement | null;
      return a && /^https?:/.test(a.href) && a.target !== '_blank' ? a.href : null;
    }, target.ref);
    return href && placeOf(href) !== placeOf(this.driver.url()) ? href : null;
  }

  /** Records the guard's judgement of a click without clicking (a link that only goes to another page). */
  private async judgeOnly(before: PageSnapshot, step: Step, walked: Walked): Promise<void> {
    const target = locate(before, step)!;
    const gated = await this.gate({ thought: '', action: { type: 'click', ref: target.ref }, docStep: null, raw: '' }, { page: before, tabs: [], step: null, steps: [], history: [], provisioning: [] });
    Object.assign(walked, { role: target.role, held: gated.kind === 'refuse', ...(gated.kind === 'refuse' ? { reason: gated.reason } : {}) });
    this.walked.push(walked);
  }

  private inDialog(snap: PageSnapshot, step: Step): boolean {
    return snap.elements.some((e) => keyOf(e) === step.key && e.within.some((w) => w.startsWith('dialog')));
  }

  /** One click, judged first; records it (updating `walked` in place on a retry) and sets `dirty`. */
  private async click(before: PageSnapshot, step: Step, walked: Walked): Promise<PageSnapshot | null> {
    const target = locate(before, step);
    if (!target) return null;
    const observation: Observation = { page: before, tabs: [], step: null, steps: [], history: [], provisioning: [] };
    const gated = await this.gate({ thought: '', action: { type: 'click', ref: target.ref }, docStep: null, raw: '' }, observation);
    const page = this.driver.activePage;
    const url = this.driver.url();
    this.calls = [];
    this.opened = null;
    this.cost.clicks++;
    const t0 = performance.now();
    if (process.env.ACA_GUARD_TRACE) console.log('click', walked.page, walked.path.join(' > '), target.ref);
    const result = await this.driver.act({ type: 'click', ref: target.ref });
    this.cost.clickMs += performance.now() - t0;
    let after: PageSnapshot | null = null;
    if (this.driver.activePage !== page) {
      // A new tab: what it shows is another page; this walk stays in the first tab.
      const opened = this.driver.activePage;
      this.opened = opened.url();
      await opened.close();
      await this.driver.act({ type: 'switch_tab', tab: '0' });
    } else {
      after = await this.observe().catch(() => null);
      // A menu may open a moment after the page settles (a popup shown on a timer): look again.
      for (let i = 0; after && result.ok && target.states.expanded !== undefined && i < 6 && placeOf(this.driver.url()) === placeOf(url) && sameControls(before, after); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await this.observe().catch(() => null);
      }
    }
    if (!result.ok) walked.error = `${result.error?.code}: ${result.error?.message}`;
    const writes = this.calls.map((c) => ({ c, k: this.opts.classify(c) })).filter((x) => x.k.write);
    walked.role = target.role;
    walked.writes = writes.map((w) => `${w.c.product}.${w.c.action}`);
    // A removal that the same click follows with a new setting of the same resource is how a console edits (CDN:
    // a rule whose kind changes is removed and set again): an edit, listed as `replaced`, not a destruction.
    const kept = writes.filter((w, i) => w.k.effect && !writes.slice(i + 1).some((later) => !later.k.effect && later.c.product === w.c.product && sharesResource(w.c, later.c)));
    walked.destructive = kept[0]?.k.effect ?? null;
    const replaced = writes.filter((w) => w.k.effect && !kept.includes(w));
    if (replaced.length) walked.replaced = replaced.map((w) => `${w.c.product}.${w.c.action}`);
    walked.held = gated.kind === 'refuse';
    if (gated.kind === 'refuse') walked.reason = gated.reason;
    if (!this.walked.includes(walked)) this.walked.push(walked);
    if (writes.length) this.dirty = 'state';
    else if (placeOf(this.driver.url()) !== placeOf(url) || result.changes.newTab || !after) this.dirty = 'page';
    else this.dirty = 'view';
    return after;
  }

  /** The controls of each page's base state, to tell whether Escape brought it back. */
  private readonly bases = new Map<string, Set<string>>();

  private isBase(url: string, snap: PageSnapshot): boolean {
    const base = this.bases.get(url);
    if (!base || snap.dialog) return false;
    const now = keysOf(snap);
    return now.size === base.size && [...now].every((k) => base.has(k));
  }

  /** The URL of a tab the last click opened. */
  private opened: string | null = null;

  /**
   * Opens `url` inside the running console without loading the document again: the history API and a `popstate`,
   * through the console's home first so that the page mounts afresh (its dialogs closed, its lists read again).
   * False when the tab is not on the console (another origin, an error page).
   */
  private async softReload(url: string): Promise<boolean> {
    const target = new URL(url);
    if (new URL(this.driver.url()).origin !== target.origin) return false;
    // A page drawn in an embedded frame is loaded afresh: a frame replaced under the runtime's refs once crashed the
    // renderer on the next click (f2:… refs after several replacements).
    if (await this.driver.activePage.evaluate(() => document.querySelector('iframe') !== null)) return false;
    const go = (path: string) => this.driver.activePage.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
      return (window as unknown as { __aca?: { settle(o: object): Promise<boolean> } }).__aca?.settle({ quietMs: 12 }) ?? false;
    }, path);
    try {
      if (!(await go('/'))) return false;
      await go(target.pathname + target.search);
      return placeOf(this.driver.url()) === placeOf(url);
    } catch {
      return false;
    }
  }

  private async observe(): Promise<PageSnapshot> {
    const t0 = performance.now();
    try {
      return await this.driver.observe();
    } finally {
      this.cost.observes++;
      this.cost.observeMs += performance.now() - t0;
    }
  }

  /**
   * Takes away the messages of earlier clicks (an error toast would cover the next control: a person waits for it
   * to go); answers how many other overlays (menus, popups, dialogs) are still open.
   */
  private async clearMessages(): Promise<number> {
    return this.driver.activePage.evaluate(() => {
      const docs = [document, ...[...document.querySelectorAll('iframe')].flatMap((f) => {
        try {
          return f.contentDocument ? [f.contentDocument] : [];
        } catch {
          return [];
        }
      })];
      let open = 0;
      for (const d of docs) {
        for (const m of d.querySelectorAll('.next-message, .next-notification')) (m.closest('.next-overlay-wrapper') ?? m).remove();
        open += d.querySelectorAll('.next-overlay-wrapper.opened').length;
      }
      return open;
    });
  }

  /** A page that opens a dialog by itself (a link that asked for it: `?tab=backends` from "Add Backend Server") starts with it closed. */
  private async closeOpened(snap: PageSnapshot): Promise<PageSnapshot> {
    if (!snap.dialog) return snap;
    await this.driver.act({ type: 'press', key: 'Escape' });
    return this.observe();
  }

  /** Polls `refresh` every 150 ms until `done` holds or `times` polls have passed; the last snapshot. */
  private async until(done: () => boolean, refresh: () => Promise<PageSnapshot>, times: number): Promise<PageSnapshot> {
    let snap = await refresh();
    for (let i = 0; i < times && !done(); i++) {
      await new Promise((r) => setTimeout(r, 150));
      snap = await refresh();
    }
    return snap;
  }

  /** A snapshot once the page stopped adding controls (an embedded frame loads after its parent settles). */
  private async stable(): Promise<PageSnapshot> {
    const framesLoaded = () => this.driver.activePage.evaluate(() => [...document.querySelectorAll('iframe')].every((f) => {
      try {
        return f.contentDocument?.readyState === 'complete' && f.contentDocument.body.childElementCount > 0;
      } catch {
        return true;
      }
    }));
    for (let i = 0; i < 30 && !(await framesLoaded()); i++) await new Promise((r) => setTimeout(r, 100));
    let snap = await this.observe();
    if (!(await this.driver.activePage.evaluate(() => document.querySelector('iframe') !== null))) return snap;
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const again = await this.observe();
      if (again.elements.length === snap.elements.length) return again;
      snap = again;
    }
    return snap;
  }

  /** Checks a dialog's unchecked boxes and types into its empty text fields; the snapshot after, or null if nothing to fill. */
  private async fill(snap: PageSnapshot): Promise<PageSnapshot | null> {
    let changed = false;
    for (const e of snap.elements) {
      if (!e.within.some((w) => w.startsWith('dialog')) || e.states.disabled || e.states.readonly) continue;
      if (e.role === 'checkbox' && !e.states.checked) {
        changed = (await this.driver.act({ type: 'check', ref: e.ref, checked: true })).ok || changed;
      } else if ((e.role === 'textbox' || e.role === 'spinbutton') && !e.value && this.opts.valueFor) {
        changed = (await this.driver.act({ type: 'type', ref: e.ref, text: this.opts.valueFor(e), clear: true, submit: false })).ok || changed;
      } else if (e.role === 'combobox' && !e.value) {
        changed = (await this.pickFirst(e)) || changed;
      }
    }
    return changed ? this.observe() : null;
  }

  /** Opens a drop-down and picks its first choice. */
  private async pickFirst(combo: Element): Promise<boolean> {
    if (!(await this.driver.act({ type: 'click', ref: combo.ref })).ok) return false;
    const open = await this.observe();
    const first = open.elements.find((o) => o.role === 'option' && !o.states.disabled && o.within.some((w) => w.startsWith('menu')));
    if (!first) {
      await this.driver.act({ type: 'press', key: 'Escape' });
      return false;
    }
    return (await this.driver.act({ type: 'click', ref: first.ref })).ok;
  }

  /**
   * The state `steps` lead to from `url`'s base state: the page reloaded (after restoring the account when the last
   * path wrote) unless the last path only opened something that Escape closes.
   */
  private async reach(url: string, steps: Step[]): Promise<PageSnapshot | null> {
    let snap: PageSnapshot | null = null;
    // The last click changed nothing (a tab already shown, Refresh): the state its path reached is still here.
    const want = pathKey(url, steps);
    if (this.dirty === 'view' && this.current === url && this.here?.path === want) {
      const now = await this.observe();
      if (stateOf(now) === this.here.state) {
        this.cost.reused++;
        return now;
      }
    }
    const reached = await this.reachAfresh(url, steps);
    if (reached) this.here = { path: want, state: stateOf(reached) };
    return reached;
  }

  /** Where the walk stands: the path whose state the tab shows now, as `stateOf` reads it. */
  private here: { path: string; state: string } | null = null;

  private async reachAfresh(url: string, steps: Step[]): Promise<PageSnapshot | null> {
    let snap: PageSnapshot | null = null;
    if (this.dirty === 'view' && this.current === url) {
      const t0 = performance.now();
      await this.driver.act({ type: 'press', key: 'Escape' });
      await this.driver.act({ type: 'press', key: 'Escape' });
      this.cost.escapeMs += performance.now() - t0;
      snap = (await this.clearMessages()) === 0 ? await this.observe() : null;
      if (snap && !this.isBase(url, snap)) snap = null;
      if (snap) this.cost.escapes++;
    } else if (this.dirty === 'clean' && this.current === url) {
      snap = await this.observe();
    }
    if (!snap || placeOf(this.driver.url()) !== placeOf(url)) {
      if (this.dirty === 'state') {
        const t0 = performance.now();
        await this.opts.restore();
        this.cost.restores++;
        this.cost.restoreMs += performance.now() - t0;
      }
      this.cost.loads++;
      const t0 = performance.now();
      snap = (await this.softReload(url)) && (await this.clearMessages()) === 0 ? await this.closeOpened(await this.stable()) : null;
      // After a restore the page is what it was when first walked: give its lists (in a frame too) time to come.
      if (snap && this.bases.has(url)) snap = await this.until(() => this.isBase(url, snap!), async () => (snap = await this.observe()), 10);
      if (!snap || (this.bases.has(url) && !this.isBase(url, snap))) {
        this.cost.hardLoads++;
        const r = await this.driver.act({ type: 'navigate', url });
        if (!r.ok) return null;
        snap = await this.closeOpened(await this.stable());
        if (this.bases.has(url)) snap = await this.until(() => this.isBase(url, snap!), async () => (snap = await this.observe()), 20);
      }
      // The first time, the page is walked once it has stopped changing: its base is what every path starts from.
      if (!this.bases.has(url)) {
        for (let i = 0, before = stateOf(snap); i < 8; i++) {
          await new Promise((r) => setTimeout(r, 250));
          snap = await this.observe();
          const now = stateOf(snap);
          if (now === before) break;
          before = now;
        }
      }
      this.cost.loadMs += performance.now() - t0;
      if (!this.bases.has(url)) this.bases.set(url, keysOf(snap));
    }
    this.current = url;
    this.dirty = 'clean';
    for (const step of steps) {
      if (step.fill) {
        snap = (await this.fill(snap)) ?? snap;
        continue;
      }
      const el = locate(snap, step);
      if (!el) return null;
      // The gate sees every turn of the path, as it would in an episode (it remembers the choices made on the way).
      await this.gate({ thought: '', action: { type: 'click', ref: el.ref }, docStep: null, raw: '' }, { page: snap, tabs: [], step: null, steps: [], history: [], provisioning: [] });
      this.cost.clicks++;
      if (process.env.ACA_GUARD_TRACE) console.log('replay', step.name, el.ref);
      const r = await this.driver.act({ type: 'click', ref: el.ref });
      if (!r.ok || placeOf(this.driver.url()) !== placeOf(url)) {
        this.dirty = 'page';
        return null;
      }
      this.dirty = 'view';
      snap = await this.observe();
    }
    return snap;
  }
}
