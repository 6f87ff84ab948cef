/** Resolving an action's target (ref or point) to a live element, and the checks a person's click implies. */
import type { ActionResult, PageAction } from '../protocol/action';
import { closestDeep, deepElementFromPoint, frameOffset, isRendered, parentOf } from './dom';
import { isBlockedBy, dialogTitle, topModal } from './overlays';
import { knownRef, nextRef, resolveRef } from './refs';
import { isDisabled } from './roles';
import { inPassingOverlay } from './transitions';

export type ErrorCode = NonNullable<ActionResult['error']>['code'];

/** A page-level failure, reported in the ActionResult (never thrown out of `act`). */
export class ActError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

/** The point is covered by an overlay on its way in or out (a closing dialog's mask): wait for it, then try again. */
export class PassingOverlay extends ActError {
  constructor(message: string) {
    super('not-visible', message);
  }
}

type Point = NonNullable<Extract<PageAction, { type: 'click' }>['point']>;

/** The target part of a GUI action (the space of a point defaults to viewport pixels). */
export interface Targeted {
  ref?: string;
  point?: Omit<Point, 'space'> & { space?: Point['space'] };
}

/** Top-viewport pixels of a point target. */
export function toViewport(p: NonNullable<Targeted['point']>): { x: number; y: number } {
  return p.space === 'norm1000' ? { x: (p.x / 1000) * window.innerWidth, y: (p.y / 1000) * window.innerHeight } : { x: p.x, y: p.y };
}

export function resolveTarget(a: Targeted): Element {
  if (a.ref) {
    const el = resolveRef(a.ref);
    if (el) return el;
    const n = Number(/e(\d+)$/.exec(a.ref)?.[1] ?? NaN);
    if (knownRef(a.ref) || n < nextRef()) throw new ActError('element-gone', `[${a.ref}] is no longer on the page (it was removed or re-rendered); observe again and use a current ref`);
    throw new ActError('element-gone', `no element [${a.ref}] on this page; use a ref from the latest observation`);
  }
  if (a.point) {
    const { x, y } = toViewport(a.point);
    const el = deepElementFromPoint(x, y);
    if (!el) throw new ActError('not-visible', `nothing at (${Math.round(x)}, ${Math.round(y)}): outside the viewport`);
    return el;
  }
  throw new ActError('invalid-action', 'needs a target: "ref" or "point"');
}

function describe(el: Element): string {
  const t = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}${t ? ` "${t}"` : ''}`;
}

/** Scrolls the element into view when needed and checks that a person could use it. */
export function ensureUsable(el: Element, opts: { allowDisabled?: boolean } = {}): void {
  if (!isRendered(el)) throw new ActError('not-visible', `${describe(el)} is hidden`);
  if (el.closest('.next-overlay-wrapper:not(.opened)')) throw new ActError('not-visible', `${describe(el)} is in a dialog or menu that is closing`);
  let r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) throw new ActError('not-visible', `${describe(el)} has no size on screen`);
  const win = el.ownerDocument.defaultView ?? window;
  if (r.top < 0 || r.left < 0 || r.bottom > win.innerHeight || r.right > win.innerWidth) {
    (el as HTMLElement).scrollIntoView({ block: 'center', inline: 'nearest' });
    r = el.getBoundingClientRect();
  }
  if (!opts.allowDisabled && isDisabled(el)) throw new ActError('disabled', `${describe(el)} is disabled`);
  const modal = topModal();
  if (modal && isBlockedBy(modal, el)) throw new ActError('blocked', `the dialog "${dialogTitle(modal.dialog)}" is open: close it or act inside it first`);
}

/**
 * The element that receives a click on `el` and where (frame-local coordinates): the centre if it hits `el`
 * (or something inside it), else the first of a few inner points that does.
 */
export function hitPoint(el: Element): { target: Element; x: number; y: number } {
  try {
    return hitOnce(el);
  } catch (e) {
    if (e instanceof PassingOverlay) throw e;
    // Covered where it is (a sticky bar, a scrolled container): bring it to the middle once and look again.
    (el as HTMLElement).scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    return hitOnce(el);
  }
}

function hitOnce(el: Element): { target: Element; x: number; y: number } {
  const r = el.getBoundingClientRect();
  const off = frameOffset(el);
  const fx = [0.5, 0.25, 0.75, 0.5, 0.5];
  const fy = [0.5, 0.5, 0.5, 0.25, 0.75];
  let first: Element | null = null;
  for (let i = 0; i < fx.length; i++) {
    const x = r.left + r.width * fx[i];
    const y = r.top + r.height * fy[i];
    const hit = deepElementFromPoint(x + off.dx, y + off.dy);
    if (hit && (hit === el || containsOrLabels(el, hit))) return { target: hit, x, y };
    first ??= hit;
  }
  const message = `${describe(el)} is covered by ${first ? describe(first) : 'nothing clickable'}`;
  if (first && inPassingOverlay(first)) throw new PassingOverlay(`${message}, a dialog or menu that is opening or closing`);
  throw new ActError('not-visible', message);
}

function containsOrLabels(el: Element, hit: Element): boolean {
  for (let e: Element | null = hit; e; e = parentOf(e)) if (e === el) return true;
  // A Fusion checkbox input is covered by its own wrapper's parts; the wrapping label forwards the click.
  const label = closestDeep(hit, 'label');
  return !!label && label.contains(el);
}

/** Whether an action on `ref` could run now (scrolling it into view if needed): resolves, visible, not blocked, takes the click. */
export function check(ref: string): { ok: boolean; code?: ErrorCode; message?: string } {
  try {
    const el = resolveTarget({ ref });
    ensureUsable(el, { allowDisabled: true });
    hitPoint(el);
    return { ok: true };
  } catch (e) {
    return e instanceof ActError ? { ok: false, code: e.code, message: e.message } : { ok: false, code: 'other', message: String(e) };
  }
}
