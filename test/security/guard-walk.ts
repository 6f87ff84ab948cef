/**
 * The console walker of the guard test: every control of one product's console, clicked in a real Chromium against
 * the emulator, with the API calls each click makes (the console's `/__console/api` requests) and whether the
 * headless gate, with the emulator treated as a real console, held it.
 *
 * A page is walked from its base state (walk-tab.ts brings the tab there): each control (button, link, menu item,
 * tab, switch) is clicked; a click that opens something (a dialog, a menu, a drawer, a tab's content, an inline form)
 * has the controls it brought walked in turn, and a choice it offers (a radio, a box, a switch) is changed and the
 * buttons around it walked again; a click that navigates queues the page it went to (a link with an address is
 * followed without a click); a click that writes ends its path. Row actions are walked on the first row that has them
 * (rows repeat), a row's menu on every row but each item once; a dialog (or a form page) whose button did nothing is filled in (boxes
 * checked, empty fields typed, drop-downs picked) and its button tried once more.
 */
import type { Request } from 'playwright-core';
import type { Element, Observation, PageSnapshot } from '../../protocol';
import { headlessGate } from '../../companion/agent/guard/headless-gate';
import type { PlaywrightDriver } from '../../companion/driver/playwright';
import { ConsoleTab } from './walk-tab';
import { BACK_OUT, CLICKABLE, FILL, INPUTS, keyOf, locate, pathKey, placeOf, sameControls, sharesResource, stateOf, template, type ApiCall, type Step, type Walked } from './walk-keys';

export type { ApiCall, Walked } from './walk-keys';

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

/** A group of more boxes than this in one container is a list of like values (hours, ports, days). */
const LIKE_GROUP = 4;
const LIKE_COMMITS = 2;

/** A button of the page itself: in no dialog, row, menu, navigation or tab list. */
const isPageCommit = (e: Element) =>
  e.role === 'button' && !e.within.some((w) => /^(dialog|row|menu|nav|tabs|toast)/.test(w)) && !BACK_OUT.test(e.name.trim());

const observationOf = (page: PageSnapshot): Observation => ({ page, tabs: [], step: null, steps: [], history: [], provisioning: [] });

export class ConsoleWalker {
  readonly walked: Walked[] = [];
  readonly skipped: string[] = [];
  private readonly tab: ConsoleTab;
  private readonly gate = headlessGate({ emulatorUrl: null });
  private calls: ApiCall[] = [];
  /** The URL of a tab the last click opened. */
  private opened: string | null = null;
  private chrome = new Set<string>();
  private readonly seenPages = new Set<string>();
  private readonly doneKeys = new Set<string>();
  /** Controls walked on the current page below its roots (one row's More menu stands for the next row's same items). */
  private pageDone = new Set<string>();
  /** How many boxes of each large group of like boxes had their commit walked (`likeChoiceCommitted`). */
  private readonly likeCommits = new Map<string, number>();
  /** The container of the product's main left navigation (`nav:Elastic Compute Service`). */
  private mainNav: string | null | undefined;

  constructor(private readonly driver: PlaywrightDriver, private readonly opts: WalkOptions) {
    this.tab = new ConsoleTab(driver, { restore: opts.restore, valueFor: opts.valueFor, onReplay: async (snap, ref) => void (await this.judge(snap, ref)) });
    driver.activePage.context().on('request', (r) => this.onRequest(r));
  }

  /** Clicks, page loads (and of them full reloads), account restores, paths that were still in place. */
  get cost() {
    return this.tab.cost;
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

  private judge(page: PageSnapshot, ref: string) {
    return this.gate({ thought: '', action: { type: 'click', ref }, docStep: null, raw: '' }, observationOf(page));
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

  private follow(went: string, from: string, queue: string[]): void {
    const to = new URL(went);
    if (to.pathname.startsWith(this.opts.prefix) && to.origin === new URL(from).origin && this.addPage(went)) queue.push(went);
  }

  private async walkPage(product: string, url: string, queue: string[]): Promise<void> {
    const base = await this.tab.reach(url, []);
    if (!base) return void this.skipped.push(`${product}: page ${template(url)} did not open`);
    this.chrome = await this.chromeKeys(base);
    this.pageDone = new Set();
    // The product's own left navigation leads to the pages the walk starts from: judged, not clicked.
    this.mainNav ??= base.elements.find((e) => e.role === 'navitem')?.within[0] ?? null;
    for (const root of this.controls(base, new Set())) {
      const el = locate(base, root)!;
      // A navigation entry or a link is the same on every page of the product; any other control is walked on
      // each page that has it, once for all the tabs (`?tab=`) of a page, which share its header.
      const once = el.role === 'navitem' || el.role === 'link' ? `${product}|${root.key}` : `${template(url).split('?')[0]}|${root.key}`;
      if (this.doneKeys.has(once)) continue;
      this.doneKeys.add(once);
      const walked: Walked = { product, page: template(url), path: [root.name], role: el.role, writes: [], destructive: null, held: false };
      if (el.role === 'navitem' && el.within[0] === this.mainNav) await this.judgeOnly(base, el, walked);
      else await this.explore(product, url, [root], queue);
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

  /** The keys of the console's own top bar, not of the product's pages. */
  private async chromeKeys(snap: PageSnapshot): Promise<Set<string>> {
    const refs = snap.elements.map((e) => e.ref);
    const inBar = await this.driver.activePage.evaluate((all) => all.filter((r) => (window as unknown as { __aca: { resolve(r: string): { closest(s: string): unknown } | null } }).__aca.resolve(r)?.closest('[role=banner]')), refs);
    const set = new Set(inBar);
    return new Set(snap.elements.filter((e) => set.has(e.ref)).map((e) => keyOf(e)));
  }

  /** Clicks `path`'s last control from the state its earlier steps lead to; walks what it opens. */
  private async explore(product: string, url: string, path: Step[], queue: string[]): Promise<void> {
    const named = `${product}: ${template(url)} ${path.map((p) => p.name).join(' > ')}`;
    const before = await this.tab.reach(url, path.slice(0, -1));
    if (!before) return void this.skipped.push(`${named} (the path did not replay)`);
    const step = path.at(-1)!;
    const target = locate(before, step);
    if (!target) return void this.skipped.push(`${named} (not on the page any more)`);
    const walked: Walked = { product, page: template(url), path: path.filter((p) => !p.fill).map((p) => p.name), role: target.role, writes: [], destructive: null, held: false };
    const href = await this.hrefOf(target);
    if (href) {
      await this.judgeOnly(before, target, walked);
      return this.follow(href, url, queue);
    }
    let after = await this.click(before, step, walked);
    if (this.tab.dirty === 'page') return this.follow(this.opened ?? this.driver.url(), url, queue);
    if (!after || this.tab.dirty === 'state') return;
    // A dialog's button that did nothing: the dialog wants its fields first.
    if (before.dialog && after.dialog === before.dialog && target.within.some((w) => w.startsWith('dialog'))) {
      const filled = await this.tab.fill(after);
      if (filled) {
        after = await this.click(filled, step, walked);
        if (!after || this.tab.dirty !== 'view') return;
      }
    }
    // A page's own commit (Confirm Order) that did nothing: the page's form wants its fields first (a terms box).
    if (!before.dialog && !after.dialog && walked.writes.length === 0 && isPageCommit(target) && sameControls(before, after)) {
      const filled = await this.tab.fill(after, 'page');
      if (filled) {
        after = await this.click(filled, step, walked);
        if (!after || this.tab.dirty !== 'view') return;
      }
    }
    if (path.filter((p) => !p.fill).length >= (this.opts.maxDepth ?? 4)) return;
    let next = [...path];
    // A dialog that opened with its confirmation disabled: fill it in first, as a person must.
    if (after.dialog && after.dialog !== before.dialog && after.elements.some((e) => this.isDialogButton(e) && e.states.disabled)) {
      const filled = await this.tab.fill(after);
      if (filled) {
        after = filled;
        next = [...path, FILL];
      }
    }
    // The tab now shows the state `next` leads to: its first child starts from here.
    this.tab.here = { path: pathKey(url, next), state: stateOf(after) };
    // After a choice is changed (a radio, a box, a switch), the buttons around it commit it: walked again, as its children.
    const children = INPUTS.has(target.role) || target.role === 'switch'
      ? (this.likeChoiceCommitted(url, after, target, named) ? [] : this.commitButtons(after, target))
      : this.controls(after, new Set(before.elements.map((e) => keyOf(e))), true);
    for (const child of children) {
      const seen = `${step.kind} > ${child.key}`;
      if (this.pageDone.has(seen)) continue;
      this.pageDone.add(seen);
      await this.explore(product, url, [...next, child], queue);
    }
  }

  /**
   * A box among many like ones (the hours of a snapshot policy, the ports of a quick-add list): each is clicked and
   * judged, but its commit is walked again only for the first LIKE_COMMITS of them; the others send the same call with
   * another value of the same parameter. Radios and short groups are committed each (a mode may change the call).
   */
  private likeChoiceCommitted(url: string, snap: PageSnapshot, box: Element, named: string): boolean {
    if (box.role !== 'checkbox') return false;
    const place = box.within.join('>');
    const like = snap.elements.filter((e) => e.role === 'checkbox' && e.within.join('>') === place).length;
    if (like <= LIKE_GROUP) return false;
    const group = `${template(url)}|${place}`;
    const committed = this.likeCommits.get(group) ?? 0;
    if (committed < LIKE_COMMITS) {
      this.likeCommits.set(group, committed + 1);
      return false;
    }
    this.skipped.push(`${named} (its commit: one of ${like} like boxes, ${LIKE_COMMITS} committed)`);
    return true;
  }

  private isDialogButton(e: Element): boolean {
    return e.role === 'button' && e.within.some((w) => w.startsWith('dialog')) && !BACK_OUT.test(e.name.trim());
  }

  /** The buttons (not back-outs) in the dialog or form of `input`, else every other button of the view it is in. */
  private commitButtons(snap: PageSnapshot, input: Element): Step[] {
    const box = input.within.filter((w) => w.startsWith('dialog') || w.startsWith('form')).at(0);
    return this.controls(snap, new Set()).filter((c) => {
      const e = locate(snap, c);
      return e?.role === 'button' && (box ? e.within.includes(box) : !e.within.some((w) => w.startsWith('row:') || w.startsWith('nav')));
    });
  }

  /** The URL a link goes to, when it is a real address other than the page's own (not `#` or `javascript:`). */
  private async hrefOf(target: Element): Promise<string | null> {
    if (target.role !== 'link' && target.role !== 'navitem') return null;
    const href = await this.driver.activePage.evaluate((ref) => {
      const el = (window as unknown as { __aca: { resolve(r: string): { closest(s: string): unknown } | null } }).__aca.resolve(ref);
      const a = el?.closest('a[href]') as HTMLAnchorElement | null;
      return a && /^https?:/.test(a.href) && a.target !== '_blank' ? a.href : null;
    }, target.ref);
    return href && placeOf(href) !== placeOf(this.driver.url()) ? href : null;
  }

  /** Records the guard's judgement of a click without clicking (a link or navigation entry that only goes to another page). */
  private async judgeOnly(before: PageSnapshot, target: Element, walked: Walked): Promise<void> {
    const gated = await this.judge(before, target.ref);
    Object.assign(walked, { held: gated.kind === 'refuse', ...(gated.kind === 'refuse' ? { reason: gated.reason } : {}) });
    this.walked.push(walked);
  }

  /** One click, judged first; records it (updating `walked` in place on a retry) and sets the tab's `dirty`. */
  private async click(before: PageSnapshot, step: Step, walked: Walked): Promise<PageSnapshot | null> {
    const target = locate(before, step);
    if (!target) return null;
    const gated = await this.judge(before, target.ref);
    const page = this.driver.activePage;
    const url = this.driver.url();
    this.calls = [];
    this.opened = null;
    this.tab.cost.clicks++;
    const result = await this.driver.act({ type: 'click', ref: target.ref });
    let after: PageSnapshot | null = null;
    if (this.driver.activePage !== page) {
      // A new tab: what it shows is another page; this walk stays in the first tab.
      const opened = this.driver.activePage;
      this.opened = opened.url();
      await opened.close();
      await this.driver.act({ type: 'switch_tab', tab: '0' });
    } else {
      after = await this.tab.observe().catch(() => null);
      // A menu may open a moment after the page settles (a popup shown on a timer): look again.
      for (let i = 0; after && result.ok && target.states.expanded !== undefined && i < 6 && placeOf(this.driver.url()) === placeOf(url) && sameControls(before, after); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await this.tab.observe().catch(() => null);
      }
    }
    if (!result.ok) walked.error = `${result.error?.code}: ${result.error?.message}`;
    this.record(walked, gated);
    if (this.calls.some((c) => this.opts.classify(c).write)) this.tab.dirty = 'state';
    else if (placeOf(this.driver.url()) !== placeOf(url) || result.changes.newTab || !after) this.tab.dirty = 'page';
    else this.tab.dirty = 'view';
    return after;
  }

  /** What the click wrote and destroyed, and whether the gate held it. */
  private record(walked: Walked, gated: Awaited<ReturnType<ConsoleWalker['judge']>>): void {
    const writes = this.calls.map((c) => ({ c, k: this.opts.classify(c) })).filter((x) => x.k.write);
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
  }
}
