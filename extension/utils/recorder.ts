/**
 * The recorder (content script), for take over and record mode: while on, the person's clicks, typing (on change
 * or blur), selects, checks, scrolling (by wheel) and keys (Enter, Escape, shortcuts) become protocol actions naming their
 * element by ref. Refs come from the page runtime's ref map, so a snapshot is taken first (and again when an
 * element has no ref yet). Each action carries the page as it was just before it: a snapshot taken when the
 * interaction began (pointer down, focus, key down, first scroll), before the page reacted.
 * Password fields are recorded as `<secret:password>`, never their value.
 */
import type { Action } from '../../protocol/action';
import type { PageSnapshot } from '../../protocol/observation';
import type { AcaRuntime } from '../../injected/index';
import { refState } from '../../injected/refs';

const TEXT_INPUT = /^(text|search|email|url|tel|number|password|)$/;

const SCROLL_QUIET_MS = 400;
const SCROLL_WAIT_MS = 5000;

export class Recorder {
  private on = false;
  private floor = 0;
  private readonly typed = new WeakMap<Element, string>();
  /** A field's value when it got focus: pressing elsewhere records typing only if it changed. */
  private readonly atFocus = new WeakMap<Element, string>();
  /** The page before the interaction in progress (taken at its start, handed to the action it ends in). */
  private before: PageSnapshot | null = null;
  private scrolling: {
    starts: Map<Element | null, { x: number; y: number }>;
    el: Element | null | undefined;
    timer: ReturnType<typeof setTimeout> | undefined;
    at: number;
    /** The page before the gesture. */
    before: PageSnapshot | null;
  } | null = null;
  private readonly listeners: [string, (e: Event) => void][] = [
    ['pointerdown', (e) => e.isTrusted && this.pointerDown()],
    ['focusin', (e) => e.isTrusted && this.focusIn(e.target)],
    ['click', (e) => this.click(e as MouseEvent)],
    ['change', (e) => this.change(e)],
    ['keydown', (e) => this.key(e as KeyboardEvent)],
    ['wheel', (e) => e.isTrusted && this.wheel(e.target)],
    ['scroll', (e) => this.scroll(e.target)],
  ];

  constructor(private readonly aca: AcaRuntime, private readonly send: (action: Action, page: PageSnapshot | null) => void) {}

  /** A press elsewhere ends the typing in the focused field: record that first, with the page from before it. */
  private pointerDown(): void {
    this.endScroll(true);
    const field = this.unrecordedField();
    if (field) this.typeOf(field);
    this.remember();
  }

  private focusIn(target: EventTarget | null): void {
    this.endScroll(true);
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) this.atFocus.set(target, target.value);
    if (!this.before) this.remember();
  }

  private remember(): void {
    this.before = this.aca.snapshot({ refFloor: this.floor });
  }

  private emit(action: Action): void {
    const page = this.before;
    this.before = null;
    this.send(action, page);
  }

  /**
   * A wheel turn starts a scroll gesture: the page before it, and where the pointer's scrollable ancestors (and the
   * window) stood, since the scroll events come only after the move. Scrolling the page does by itself (no wheel
   * before it) is not the person's.
   */
  private wheel(target: EventTarget | null): void {
    if (this.scrolling) return;
    const starts = new Map<Element | null, { x: number; y: number }>([[null, { x: window.scrollX, y: window.scrollY }]]);
    for (let el = target instanceof Element ? target : null; el; el = el.parentElement) starts.set(el, { x: el.scrollLeft, y: el.scrollTop });
    this.remember();
    const gesture = { starts, el: undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined, at: performance.now(), before: this.before };
    this.scrolling = gesture;
    this.before = null;
    this.awaitScroll(gesture);
  }

  /** Checks the gesture every quiet period until it has moved (and recorded), or gives it up after SCROLL_WAIT_MS. */
  private awaitScroll(gesture: NonNullable<Recorder['scrolling']>): void {
    clearTimeout(gesture.timer);
    const check = () => {
      if (this.scrolling !== gesture || this.endScroll(false)) return;
      if (performance.now() - gesture.at < SCROLL_WAIT_MS) gesture.timer = setTimeout(check, SCROLL_QUIET_MS);
      else this.scrolling = null;
    };
    gesture.timer = setTimeout(check, SCROLL_QUIET_MS);
  }

  /**
   * The gesture's scroll is one action: direction and distance once the scrolled element has been still a moment.
   * A smooth scroll may not have moved yet when its first event comes (or, in a background tab, for a while): the
   * gesture waits for the move, up to SCROLL_WAIT_MS, and the person's next interaction ends it at once.
   */
  private scroll(target: EventTarget | null): void {
    const gesture = this.scrolling;
    if (!gesture) return;
    const el = target instanceof Element && target !== document.scrollingElement ? target : null;
    gesture.el ??= el;
    // Each scroll event restarts the quiet period.
    if (gesture.el === el) this.awaitScroll(gesture);
  }

  /** Records the scroll gesture in progress if it moved; `force` ends it either way. Returns whether it ended. */
  private endScroll(force: boolean): boolean {
    const gesture = this.scrolling;
    if (!gesture) return force;
    const position = (el: Element | null) => (el ? { x: el.scrollLeft, y: el.scrollTop } : { x: window.scrollX, y: window.scrollY });
    const moved = (el: Element | null) => {
      const start = gesture.starts.get(el) ?? { x: 0, y: 0 };
      const now = position(el);
      return { dx: now.x - start.x, dy: now.y - start.y };
    };
    // The scroll events name what scrolled; without one yet, whatever under the pointer moved.
    const el = gesture.el !== undefined ? gesture.el : ([...gesture.starts.keys()].find((e) => { const m = moved(e); return m.dx !== 0 || m.dy !== 0; }) ?? null);
    const { dx, dy } = moved(el);
    if (dx === 0 && dy === 0) {
      if (force) this.scrolling = null;
      return force;
    }
    clearTimeout(gesture.timer);
    this.scrolling = null;
    if (!this.on) return true;
    const vertical = Math.abs(dy) >= Math.abs(dx);
    const direction = vertical ? (dy > 0 ? 'down' : 'up') : dx > 0 ? 'right' : 'left';
    const where = el ? this.refOf(el) : undefined;
    const before = this.before;
    this.before = gesture.before;
    this.emit({ type: 'scroll', ...(where ? { ref: where } : {}), direction, amount: Math.round(Math.abs(vertical ? dy : dx)) });
    this.before = before;
    return true;
  }

  /** Turns recording on or off; returns whether it is on. */
  set(on: boolean, refFloor: number): boolean {
    if (on === this.on) return on;
    this.on = on;
    this.floor = refFloor;
    for (const [type, fn] of this.listeners) {
      // The wheel listener must not be passive: a passive one may run after the page has already scrolled, and the
      // gesture could not tell where it started.
      if (on) document.addEventListener(type, fn, { capture: true, passive: type !== 'wheel' });
      else document.removeEventListener(type, fn, { capture: true });
    }
    if (on) this.aca.snapshot({ refFloor });
    return on;
  }

  /** The ref of the element or of its nearest ancestor that has one (snapshotting once if none does). */
  private refOf(target: Element): string | undefined {
    const find = () => {
      const byEl = refState().byEl;
      for (let el: Element | null = target; el; el = el.parentElement) {
        const ref = byEl.get(el);
        if (ref) return ref;
      }
      return undefined;
    };
    const ref = find();
    if (ref) return ref;
    this.aca.snapshot({ refFloor: this.floor });
    return find();
  }

  private target(el: Element, e?: MouseEvent): { ref: string } | { point: { x: number; y: number; space: 'viewport' } } {
    const ref = this.refOf(el);
    if (ref) return { ref };
    const box = el.getBoundingClientRect();
    return { point: { x: Math.round(e?.clientX ?? box.x + box.width / 2), y: Math.round(e?.clientY ?? box.y + box.height / 2), space: 'viewport' } };
  }

  private click(e: MouseEvent): void {
    const el = e.target as Element | null;
    if (!e.isTrusted || !el?.closest) return;
    // Form fields are recorded by their change (type, select, check), not by the click that focuses them.
    const field = el.closest('input, select, textarea, label');
    if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return;
    // A combobox's input (Fusion's Select) opens its list on click: that click is the action, not typing.
    const opensList = field instanceof HTMLInputElement && (field.readOnly || field.getAttribute('role') === 'combobox');
    if (field instanceof HTMLInputElement && !opensList && (TEXT_INPUT.test(field.type) || field.type === 'checkbox' || field.type === 'radio')) return;
    if (field instanceof HTMLLabelElement && field.control && /checkbox|radio/.test((field.control as HTMLInputElement).type)) return;
    this.emit({ type: 'click', ...this.target(el, e) });
    // The click may open a dialog or a menu: give its elements refs once it has rendered.
    setTimeout(() => this.on && this.aca.snapshot({ refFloor: this.floor }), 400);
  }

  private change(e: Event): void {
    const el = e.target;
    if (!e.isTrusted) return;
    if (el instanceof HTMLSelectElement) {
      const option = el.selectedOptions[0]?.text.trim() ?? el.value;
      if (option) this.emit({ type: 'select', ...this.target(el), option });
    } else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      this.emit({ type: 'check', ...this.target(el), checked: el.checked });
    } else if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT.test(el.type))) {
      this.typeOf(el);
    }
  }

  /**
   * The typing in the focused field that is not recorded yet (it would be on blur): taken when the person tells the
   * panel they moved on to another step, or finished, so it counts for the step it was done in.
   */
  pending(): { action: Action; page: PageSnapshot | null } | null {
    const field = this.on ? this.unrecordedField() : null;
    const action = field && this.typedAction(field, false);
    if (!action) return null;
    const page = this.before;
    this.before = null;
    return { action, page };
  }

  /** The focused text field, when its value changed since it got focus (typing not recorded yet). */
  private unrecordedField(): HTMLInputElement | HTMLTextAreaElement | null {
    const field = document.activeElement;
    const isText = (field instanceof HTMLInputElement && TEXT_INPUT.test(field.type) && !field.readOnly) || field instanceof HTMLTextAreaElement;
    return isText && field.value !== this.atFocus.get(field) ? field : null;
  }

  /** The `type` action for a field's value, unless that value was recorded already (Enter submits it again). */
  private typedAction(el: HTMLInputElement | HTMLTextAreaElement, submit: boolean): Action | null {
    const text = el instanceof HTMLInputElement && el.type === 'password' ? '<secret:password>' : el.value;
    if (this.typed.get(el) === text && !submit) return null;
    this.typed.set(el, text);
    return { type: 'type', ...this.target(el), text, clear: true, submit };
  }

  private typeOf(el: HTMLInputElement | HTMLTextAreaElement, submit = false): void {
    const action = this.typedAction(el, submit);
    if (action) this.emit(action);
  }

  private key(e: KeyboardEvent): void {
    if (!e.isTrusted) return;
    this.endScroll(true);
    const shortcut = (e.ctrlKey || e.metaKey || e.altKey) && !['Control', 'Meta', 'Alt', 'Shift'].includes(e.key);
    if (shortcut) {
      this.remember();
      const mods = [e.ctrlKey && 'Control', e.metaKey && 'Meta', e.altKey && 'Alt', e.shiftKey && 'Shift'].filter(Boolean);
      return this.emit({ type: 'press', key: [...mods, e.key.length === 1 ? e.key.toUpperCase() : e.key].join('+') });
    }
    if (e.key !== 'Enter' && e.key !== 'Escape') return;
    if (!this.before) this.remember();
    const el = e.target;
    const field = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT.test(el.type)) ? el : null;
    // Enter in a field commits its text first; recorded as one typed-and-submitted action.
    if (field && e.key === 'Enter' && !(field instanceof HTMLTextAreaElement)) return this.typeOf(field, true);
    this.emit({ type: 'press', key: e.key });
  }
}
