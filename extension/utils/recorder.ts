/**
 * Take-over recorder (content script): while recording, the person's clicks, typing (on change or blur),
 * selects, checks and Enter/Escape become protocol actions naming their element by ref. Refs come from the
 * page runtime's ref map, so a snapshot is taken first (and again when an element has no ref yet).
 * Password fields are recorded as `<secret:password>`, never their value.
 */
import type { Action } from '../../protocol/action';
import type { AcaRuntime } from '../../injected/index';
import { refState } from '../../injected/refs';

const TEXT_INPUT = /^(text|search|email|url|tel|number|password|)$/;

export class Recorder {
  private on = false;
  private floor = 0;
  private readonly typed = new WeakMap<Element, string>();
  private readonly listeners: [string, (e: Event) => void][] = [
    ['click', (e) => this.click(e as MouseEvent)],
    ['change', (e) => this.change(e)],
    ['keydown', (e) => this.key(e as KeyboardEvent)],
  ];

  constructor(private readonly aca: AcaRuntime, private readonly emit: (action: Action) => void) {}

  /** Turns recording on or off; returns whether it is on. */
  set(on: boolean, refFloor: number): boolean {
    if (on === this.on) return on;
    this.on = on;
    this.floor = refFloor;
    for (const [type, fn] of this.listeners) {
      if (on) document.addEventListener(type, fn, true);
      else document.removeEventListener(type, fn, true);
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
    if (field instanceof HTMLInputElement && (TEXT_INPUT.test(field.type) || field.type === 'checkbox' || field.type === 'radio')) return;
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

  private typeOf(el: HTMLInputElement | HTMLTextAreaElement, submit = false): void {
    const text = el instanceof HTMLInputElement && el.type === 'password' ? '<secret:password>' : el.value;
    if (this.typed.get(el) === text && !submit) return;
    this.typed.set(el, text);
    this.emit({ type: 'type', ...this.target(el), text, clear: true, submit });
  }

  private key(e: KeyboardEvent): void {
    if (!e.isTrusted || (e.key !== 'Enter' && e.key !== 'Escape')) return;
    const el = e.target;
    const field = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT.test(el.type)) ? el : null;
    // Enter in a field commits its text first; recorded as one typed-and-submitted action.
    if (field && e.key === 'Enter' && !(field instanceof HTMLTextAreaElement)) return this.typeOf(field, true);
    this.emit({ type: 'press', key: e.key });
  }
}
