/**
 * The tab the guard walk works in: bringing it to the state a path leads to from a page's base state, as cheaply as
 * it can be done honestly. Escape when the last path only opened something; the console re-mounted in place (the
 * history API) or loaded afresh otherwise; the account restored from the emulator's snapshot first when the last
 * path wrote; the page waited for until it shows its base again (lists, frames).
 */
import type { Element, PageSnapshot } from '../../protocol';
import type { PlaywrightDriver } from '../../companion/driver/playwright';
import { keysOf, locate, pathKey, placeOf, sameControls, stateOf, type Step } from './walk-keys';

/** What the last path left behind: nothing, an overlay or a changed view, another page, written state. */
export type Dirty = 'clean' | 'view' | 'page' | 'state';

export interface TabOptions {
  /** Restores the account to its seeded state (the emulator's snapshot). */
  restore(): Promise<void>;
  /** A value the console accepts in a text field a dialog asks for. */
  valueFor?(field: Element): string;
  /** Shown every click of a replayed path before it runs (the gate remembers the choices made on the way). */
  onReplay(snap: PageSnapshot, ref: string): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ConsoleTab {
  dirty: Dirty = 'page';
  /** Where the walk stands: the path whose state the tab shows now, as `stateOf` reads it. */
  here: { path: string; state: string } | null = null;
  /** What the walk cost. */
  readonly cost = { clicks: 0, loads: 0, hardLoads: 0, restores: 0, reused: 0 };
  private current = '';
  /** The controls of each page's base state. */
  private readonly bases = new Map<string, Set<string>>();

  constructor(readonly driver: PlaywrightDriver, private readonly opts: TabOptions) {}

  observe(): Promise<PageSnapshot> {
    return this.driver.observe();
  }

  /** The state `steps` lead to from `url`'s base state, or null when the path no longer replays. */
  async reach(url: string, steps: Step[]): Promise<PageSnapshot | null> {
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

  private async reachAfresh(url: string, steps: Step[]): Promise<PageSnapshot | null> {
    let snap = await this.base(url);
    if (!snap) return null;
    for (const step of steps) {
      if (step.fill) {
        snap = (await this.fill(snap)) ?? snap;
        continue;
      }
      const el = locate(snap, step);
      if (!el) return null;
      await this.opts.onReplay(snap, el.ref);
      this.cost.clicks++;
      const r = await this.driver.act({ type: 'click', ref: el.ref });
      if (!r.ok || placeOf(this.driver.url()) !== placeOf(url)) {
        this.dirty = 'page';
        return null;
      }
      this.dirty = 'view';
      const before = snap;
      snap = await this.observe();
      // A menu or submenu may open a moment after the page settles (a popup shown on a timer): look again.
      for (let i = 0; el.states.expanded !== undefined && i < 10 && sameControls(before, snap); i++) {
        await sleep(100);
        snap = await this.observe();
      }
    }
    return snap;
  }

  /** `url` in its base state. */
  private async base(url: string): Promise<PageSnapshot | null> {
    let snap: PageSnapshot | null = null;
    if (this.dirty === 'view' && this.current === url) {
      await this.driver.act({ type: 'press', key: 'Escape' });
      await this.driver.act({ type: 'press', key: 'Escape' });
      snap = (await this.clearMessages()) === 0 ? await this.observe() : null;
      if (snap && !this.isBase(url, snap)) snap = null;
    } else if (this.dirty === 'clean' && this.current === url) {
      snap = await this.observe();
    }
    if (!snap || placeOf(this.driver.url()) !== placeOf(url)) snap = await this.load(url);
    if (!snap) return null;
    this.current = url;
    this.dirty = 'clean';
    return snap;
  }

  /** Opens `url` afresh (restoring the account first when the last path wrote) and waits for its base. */
  private async load(url: string): Promise<PageSnapshot | null> {
    if (this.dirty === 'state') {
      await this.opts.restore();
      this.cost.restores++;
    }
    this.cost.loads++;
    const known = this.bases.has(url);
    let snap = (await this.remount(url)) && (await this.clearMessages()) === 0 ? await this.closeOpened(await this.settled()) : null;
    // After a restore the page is what it was when first walked: give its lists (in a frame too) time to come.
    if (snap && known) snap = await this.until(url, snap, 10);
    if (!snap || (known && !this.isBase(url, snap))) {
      this.cost.hardLoads++;
      if (!(await this.driver.act({ type: 'navigate', url })).ok) return null;
      snap = await this.closeOpened(await this.settled());
      if (known) snap = await this.until(url, snap, 20);
    }
    if (!known) {
      // The first time, the page is walked once it has stopped changing: its base is what every path starts from.
      for (let i = 0, before = stateOf(snap); i < 8; i++) {
        await sleep(250);
        snap = await this.observe();
        if (stateOf(snap) === before) break;
        before = stateOf(snap);
      }
      this.bases.set(url, keysOf(snap));
    }
    return snap;
  }

  private isBase(url: string, snap: PageSnapshot): boolean {
    const base = this.bases.get(url);
    if (!base || snap.dialog) return false;
    const now = keysOf(snap);
    return now.size === base.size && [...now].every((k) => base.has(k));
  }

  /** Polls every 150 ms until the page shows its base again or `times` polls have passed. */
  private async until(url: string, snap: PageSnapshot, times: number): Promise<PageSnapshot> {
    for (let i = 0; i < times && !this.isBase(url, snap); i++) {
      await sleep(150);
      snap = await this.observe();
    }
    return snap;
  }

  /**
   * Opens `url` inside the running console without loading the document again: the history API and a `popstate`,
   * through the console's home first so that the page mounts afresh (its dialogs closed, its lists read again).
   * False when the tab is not on the console (another origin, an error page) or the page holds a frame.
   */
  private async remount(url: string): Promise<boolean> {
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

  /**
   * Takes away the messages of earlier clicks (an error toast would cover the next control: a person waits for it
   * to go); answers how many other overlays (menus, popups, dialogs) are still open.
   */
  private clearMessages(): Promise<number> {
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

  /** A snapshot once the page's embedded frames have loaded and stopped adding controls. */
  private async settled(): Promise<PageSnapshot> {
    const frames = () => this.driver.activePage.evaluate(() => {
      const all = [...document.querySelectorAll('iframe')];
      const loaded = all.every((f) => {
        try {
          return f.contentDocument?.readyState === 'complete' && f.contentDocument.body.childElementCount > 0;
        } catch {
          return true;
        }
      });
      return { any: all.length > 0, loaded };
    });
    for (let i = 0; i < 30 && !(await frames()).loaded; i++) await sleep(100);
    let snap = await this.observe();
    if (!(await frames()).any) return snap;
    for (let i = 0; i < 10; i++) {
      await sleep(100);
      const again = await this.observe();
      if (again.elements.length === snap.elements.length) return again;
      snap = again;
    }
    return snap;
  }

  /**
   * Checks a dialog's unchecked boxes, types into its empty text fields, picks its empty drop-downs; null if nothing to
   * fill. `page`: the fields of the page's forms instead (in no dialog, row or menu), for a form page's own commit.
   */
  async fill(snap: PageSnapshot, scope: 'dialog' | 'page' = 'dialog'): Promise<PageSnapshot | null> {
    const inScope = (e: Element) => scope === 'dialog'
      ? e.within.some((w) => w.startsWith('dialog'))
      : e.within.some((w) => w.startsWith('form')) && !e.within.some((w) => /^(dialog|row|menu|nav|toast)/.test(w));
    let changed = false;
    for (const e of snap.elements) {
      if (!inScope(e) || e.states.disabled || e.states.readonly) continue;
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
}
