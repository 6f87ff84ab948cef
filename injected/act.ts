/**
 * Page actions executed in the page (the extension and the headless driver act identically). Each returns an
 * ActionResult after the page settles, with what changed: URL, dialog opened or closed, new toasts.
 */
import type { ActionResult, PageAction } from '../protocol/action';
import { deepElementFromPoint, frameOffset } from './dom';
import { clickAt, hoverAt, pending } from './events';
import { check, press, select, type } from './input';
import { currentDialog, currentToasts } from './overlays';
import { opened, settle, sleep, type SettleOptions } from './settle';
import { ActError, ensureUsable, hitPoint, PassingOverlay, resolveTarget, toViewport, type Targeted } from './target';
import { inPassingOverlay } from './transitions';

interface PageState {
  url: string;
  dialog: string | null;
  toasts: string[];
}

function pageState(): PageState {
  return { url: location.href, dialog: currentDialog(), toasts: currentToasts() };
}

function changes(before: PageState, after: PageState): ActionResult['changes'] {
  const c: ActionResult['changes'] = {};
  if (after.url !== before.url) c.navigated = after.url;
  if (after.dialog && after.dialog !== before.dialog) c.dialogOpened = after.dialog;
  if (before.dialog && before.dialog !== after.dialog) c.dialogClosed = before.dialog;
  const toasts = after.toasts.filter((t) => !before.toasts.includes(t));
  if (toasts.length) c.toasts = toasts;
  return c;
}

/** Click on the element a person would hit: the target's centre, or the exact point when the action gave one. */
function clickOnce(a: Targeted, count: number): void {
  if (a.point && !a.ref) {
    const { x, y } = toViewport(a.point);
    const el = deepElementFromPoint(x, y);
    if (!el) throw new ActError('not-visible', 'nothing at that point');
    if (inPassingOverlay(el)) throw new PassingOverlay('the point is covered by a dialog or menu that is opening or closing');
    ensureUsable(el);
    const off = frameOffset(el);
    return clickAt(el, x - off.dx, y - off.dy, count);
  }
  const el = resolveTarget(a);
  ensureUsable(el);
  const hit = hitPoint(el);
  clickAt(hit.target, hit.x, hit.y, count);
}

/**
 * A click never lands on the mask of an overlay that is opening or closing (it would be lost, or close what just
 * opened): the page is settled (which waits for the transition) and the click tried again.
 */
export async function clickTarget(a: Targeted, count = 1, opts: SettleOptions = {}): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return clickOnce(a, count);
    } catch (e) {
      if (!(e instanceof PassingOverlay) || attempt >= PASSING_RETRIES) throw e;
      await settle(opts);
    }
  }
}

/** How often a click waits for a passing overlay before it reports the point covered. */
const PASSING_RETRIES = 2;

function scroll(a: Extract<PageAction, { type: 'scroll' }>): void {
  const el = a.ref || a.point ? resolveTarget(a) : null;
  const vertical = a.direction === 'up' || a.direction === 'down';
  const sign = a.direction === 'up' || a.direction === 'left' ? -1 : 1;
  let scroller: Element | null = el;
  const can = (e: Element) => {
    const st = getComputedStyle(e);
    const ov = vertical ? st.overflowY : st.overflowX;
    const room = vertical ? e.scrollHeight - e.clientHeight : e.scrollWidth - e.clientWidth;
    return room > 1 && (ov === 'auto' || ov === 'scroll' || e === document.scrollingElement);
  };
  while (scroller && !can(scroller)) scroller = scroller.parentElement;
  if (!scroller) {
    // The page; consoles often scroll an inner container instead of the document.
    const root = document.scrollingElement;
    scroller = root && can(root) ? root : largestScroller(can);
  }
  if (!scroller) throw new ActError('other', 'nothing on the page can scroll that way');
  const amount = (a.amount ?? (vertical ? scroller.clientHeight : scroller.clientWidth) * 0.8) * sign;
  const before = vertical ? scroller.scrollTop : scroller.scrollLeft;
  scroller.scrollBy(vertical ? { top: amount } : { left: amount });
  const after = vertical ? scroller.scrollTop : scroller.scrollLeft;
  if (after === before) throw new ActError('other', `cannot scroll ${a.direction}: already at the end`);
}

function largestScroller(can: (e: Element) => boolean): Element | null {
  let best: Element | null = null;
  let area = 0;
  for (const e of document.querySelectorAll('div, main, section, ul')) {
    const r = e.getBoundingClientRect();
    if (r.width * r.height > area && can(e)) {
      best = e;
      area = r.width * r.height;
    }
  }
  return best;
}

async function waitFor(a: Extract<PageAction, { type: 'wait' }>): Promise<void> {
  if (!a.text) return sleep(a.ms ?? 0);
  const want = a.text.toLowerCase().replace(/\s+/g, ' ');
  const deadline = Date.now() + (a.ms ?? 10_000);
  while (Date.now() < deadline) {
    if (document.body.innerText.toLowerCase().replace(/\s+/g, ' ').includes(want)) return;
    await sleep(100);
  }
  throw new ActError('timeout', `"${a.text}" did not appear within ${a.ms ?? 10_000} ms`);
}

async function run(a: PageAction, opts: SettleOptions): Promise<void> {
  switch (a.type) {
    case 'click':
      return clickTarget(a, 1, opts);
    case 'double_click':
      return clickTarget(a, 2, opts);
    case 'hover': {
      const el = resolveTarget(a);
      ensureUsable(el, { allowDisabled: true });
      const hit = hitPoint(el);
      return hoverAt(hit.target, hit.x, hit.y);
    }
    case 'type':
      return type(a);
    case 'select':
      return select(a);
    case 'check':
      return check(a);
    case 'scroll':
      return scroll(a);
    case 'press':
      return press(a.key);
    case 'wait':
      return waitFor(a);
    case 'navigate':
    case 'back':
    case 'switch_tab':
      throw new ActError('invalid-action', `${a.type} is done by the driver, not in the page`);
  }
}

/** After `act`: whether it opened a tab or started leaving the document (the driver waits for those). */
export function lastPending(): { tab: boolean; navigation: boolean } {
  return { ...pending };
}

export async function act(a: PageAction, opts: SettleOptions = {}): Promise<ActionResult> {
  const before = pageState();
  const opens = opened.count;
  pending.tab = pending.navigation = false;
  let error: ActionResult['error'];
  try {
    await run(a, opts);
  } catch (e) {
    error = e instanceof ActError ? { code: e.code, message: e.message } : { code: 'other', message: String((e as Error)?.message ?? e) };
  }
  if (a.type !== 'wait') await settle(opts);
  if (opened.count !== opens) pending.tab = true;
  const result: ActionResult = { ok: !error, changes: changes(before, pageState()) };
  if (error) result.error = error;
  return result;
}
