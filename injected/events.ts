/** Synthetic input events as a browser would fire them for a person's pointer and keyboard. */

let hovered: Element | null = null;

/** The element the runtime last moved the pointer onto (tooltips.ts ties an open tooltip to it). */
export function lastHovered(): Element | null {
  return hovered;
}

function mouseInit(el: Element, x: number, y: number, extra: MouseEventInit = {}): PointerEventInit {
  return { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, screenX: x, screenY: y, view: el.ownerDocument.defaultView, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true, ...extra };
}

function fire(el: Element, type: string, init: PointerEventInit): boolean {
  const win = el.ownerDocument.defaultView ?? window;
  const Ctor = type.startsWith('pointer') ? win.PointerEvent : win.MouseEvent;
  return el.dispatchEvent(new Ctor(type, init));
}

/** Moves the pointer onto `el` at (x, y) in its frame's coordinates, leaving the previously hovered element. */
export function hoverAt(el: Element, x: number, y: number): void {
  if (hovered && hovered !== el && hovered.isConnected) {
    const out = mouseInit(hovered, x, y, { relatedTarget: el });
    fire(hovered, 'pointerout', out);
    fire(hovered, 'pointerleave', { ...out, bubbles: false });
    fire(hovered, 'mouseout', out);
    fire(hovered, 'mouseleave', { ...out, bubbles: false });
  }
  const init = mouseInit(el, x, y, { relatedTarget: hovered && hovered !== el ? hovered : null });
  if (hovered !== el) {
    fire(el, 'pointerover', init);
    fire(el, 'pointerenter', { ...init, bubbles: false });
    fire(el, 'mouseover', init);
    fire(el, 'mouseenter', { ...init, bubbles: false });
  }
  fire(el, 'pointermove', init);
  fire(el, 'mousemove', init);
  hovered = el;
}

function focusTarget(el: Element): HTMLElement | null {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const h = e as HTMLElement;
    if (h.tabIndex >= 0 || h.isContentEditable || (h.tagName === 'INPUT' && !(h as HTMLInputElement).disabled)) return h;
  }
  return null;
}

/** What a click set in motion that only the driver can finish: a new tab, a new document. */
export const pending = { tab: false, navigation: false };

/** A link click the page did not cancel leaves the document or opens a tab. */
function followsLink(el: Element): void {
  const a = el.closest('a[href]') as HTMLAnchorElement | null;
  if (!a) return;
  const target = a.target || (a.ownerDocument.querySelector('base[target]') as HTMLBaseElement | null)?.target || '';
  if (target && target !== '_self' && target !== '_parent' && target !== '_top') pending.tab = true;
  else if (a.ownerDocument === document && a.href.split('#')[0] !== location.href.split('#')[0]) pending.navigation = true;
}

/** pointerdown … click (and dblclick for count 2) on `el` at (x, y); focus moves as a real mousedown moves it. */
export function clickAt(el: Element, x: number, y: number, count = 1): void {
  hoverAt(el, x, y);
  for (let i = 1; i <= count; i++) {
    const down = mouseInit(el, x, y, { buttons: 1, detail: i });
    fire(el, 'pointerdown', down);
    if (fire(el, 'mousedown', down)) {
      const f = focusTarget(el);
      const active = el.ownerDocument.activeElement as HTMLElement | null;
      if (f) {
        if (f !== active) f.focus({ preventScroll: true });
      } else if (active && active !== el.ownerDocument.body) active.blur();
    }
    const up = mouseInit(el, x, y, { buttons: 0, detail: i });
    fire(el, 'pointerup', up);
    fire(el, 'mouseup', up);
    if (fire(el, 'click', up) && i === 1) followsLink(el);
  }
  if (count === 2) fire(el, 'dblclick', mouseInit(el, x, y, { detail: 2 }));
}

const KEY_CODES: Record<string, number> = {
  Enter: 13, Escape: 27, Tab: 9, Backspace: 8, Delete: 46, ' ': 32, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39,
  ArrowDown: 40, PageUp: 33, PageDown: 34, Home: 36, End: 35,
};
const ALIASES: Record<string, string> = { Esc: 'Escape', Return: 'Enter', Space: ' ', Up: 'ArrowUp', Down: 'ArrowDown', Left: 'ArrowLeft', Right: 'ArrowRight', Del: 'Delete' };

export interface Key {
  key: string;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
}

/** "Control+Shift+A" -> key and modifiers. */
export function parseKey(combo: string): Key {
  const parts = combo.split('+').map((p) => p.trim());
  const raw = parts.pop() || '+';
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  const key = ALIASES[raw] ?? (raw.length === 1 ? raw : raw[0].toUpperCase() + raw.slice(1));
  return { key, ctrl: mods.has('control') || mods.has('ctrl'), shift: mods.has('shift'), alt: mods.has('alt'), meta: mods.has('meta') || mods.has('cmd') };
}

/** keydown (+ keypress for characters and Enter) + keyup; returns false when the page prevented the default. */
export function fireKey(el: Element, k: Key): boolean {
  const win = el.ownerDocument.defaultView ?? window;
  const code = KEY_CODES[k.key] ?? k.key.toUpperCase().charCodeAt(0);
  const make = (type: string) => {
    const ev = new win.KeyboardEvent(type, {
      key: k.key, code: k.key.length === 1 ? `Key${k.key.toUpperCase()}` : k.key, bubbles: true, cancelable: true, composed: true,
      ctrlKey: k.ctrl, shiftKey: k.shift, altKey: k.alt, metaKey: k.meta,
    });
    // Fusion and many widgets read the legacy keyCode/which, which the constructor leaves at 0.
    Object.defineProperty(ev, 'keyCode', { get: () => code });
    Object.defineProperty(ev, 'which', { get: () => code });
    return ev;
  };
  const ok = el.dispatchEvent(make('keydown'));
  if (ok && (k.key.length === 1 || k.key === 'Enter') && !k.ctrl && !k.meta) el.dispatchEvent(make('keypress'));
  el.dispatchEvent(make('keyup'));
  return ok;
}
