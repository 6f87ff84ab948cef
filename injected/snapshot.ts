/**
 * The observation builder: one walk over the rendered DOM (open shadow roots and same-origin iframes
 * included) that lists every element a person could see or use, with widget repairs (fusion.ts, tables.ts,
 * overlays.ts), then the compact text (serialize.ts).
 */
import type { Box, PageSnapshot } from '../protocol/observation';
import { boxOf, childFrame, clean, frameDocuments, hasOwnText, intersects, isRendered, textOf, viewportRect, type Frame } from './dom';
import { focusOf } from './focus';
import { widgetOf } from './fusion';
import { fieldName, iconOf, nameOf, nearbyLabel } from './names';
import { currentToasts, dialogTitle, isToast, opensAbove, topModal } from './overlays';
import { frameIndex, newSince, pruneRefs, raiseFloor, refFor, rememberSeen } from './refs';
import { noteTooltips } from './tooltips';
import { INTERACTIVE, LEAF, isDisabled, looksClickable, nativeRole } from './roles';
import { isLabelledSecret, maskCredentials, SECRET_MASK } from './secrets';
import { serialize } from './serialize';
import { states, takeField, type Ctx, type ElementInfo, type Extra, type Walker } from './walker';

export interface SnapshotOptions {
  /** Character budget of `text` (default 12000). */
  maxChars?: number;
  /**
   * Table rows outside the viewport: by default their cells are left out (the row, keyed by its first column,
   * and its controls are always listed) and the text summarises them; true lists and prints them all.
   */
  allRows?: boolean;
  /** Lowest ref number to hand out (the driver passes the last one it saw, so refs never repeat after a navigation). */
  refFloor?: number;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK', 'BR', 'HR', 'COLGROUP', 'svg', 'OPTION', 'DATALIST']);
const PASSWORD_HINT = '.next-password, .next-icon-eye, .next-icon-eye-close';
/** Input elements once seen as passwords stay masked after a "show password" toggle turns them into text. */
const passwords = new WeakSet<Element>();
/** Elements whose pixels the DOM text does not explain (screenshot masking reads them with OCR). */
const OPAQUE_TAGS = new Set(['IMG', 'CANVAS', 'VIDEO', 'EMBED', 'OBJECT', 'svg']);
/** Smaller regions cannot hold readable text. */
const MIN_OPAQUE = { width: 24, height: 8 };
const MAX_OPAQUE = 100;
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'cell']);
/** Fields a table cell's column may name. */
const CELL_FIELDS = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'textarea']);
/** The column a cell's control is in (`col:<header>`, tables.ts), or ''. */
const columnOf = (ctx: Ctx) => ctx.within.findLast((w) => w.startsWith('col:'))?.slice(4) ?? '';

class Walk implements Walker {
  readonly records: ElementInfo[] = [];
  readonly opaque: Box[] = [];
  private readonly byEl = new Map<Element, ElementInfo>();
  constructor(
    private readonly isNewRef: (ref: string) => boolean,
    readonly allRows: boolean,
    private readonly modal: ReturnType<typeof topModal>,
  ) {}

  visit(el: Element, ctx: Ctx): void {
    if ((SKIP.has(el.tagName) && el.tagName !== 'svg') || !isRendered(el)) return;
    this.noteOpaque(el, ctx);
    if (el.tagName === 'svg') return;
    // Overlays are portalled to the end of <body>: a later child of <body> is drawn above the modal.
    if (ctx.blocked && this.modal && (el === this.modal.root || (el.parentElement === el.ownerDocument.body && opensAbove(this.modal, el)))) {
      ctx = { ...ctx, blocked: false };
    }
    if (el.tagName === 'IFRAME' || el.tagName === 'FRAME') return this.frame(el as HTMLIFrameElement, ctx);
    const widget = widgetOf(el);
    if (widget) {
      const r = widget(this, el, ctx);
      if (r === 'done') return;
      if (r) ctx = r;
    }
    const role = this.roleOf(el, ctx);
    if (role) {
      this.generic(el, role, ctx);
      // A heading holds a page's Back link or arrow, a breadcrumb, an edit icon; an alert its close button: those
      // are listed on their own, the text only once.
      if ((role === 'heading' && hasControls(el)) || role === 'alert') ctx = { ...ctx, textTaken: true };
      else if (LEAF.has(role)) return;
    } else if (el.tagName === 'LABEL' && (el.hasAttribute('for') || el.querySelector('input, select, textarea'))) {
      ctx = { ...ctx, textTaken: true };
    } else if (!ctx.inCell && !ctx.textTaken && hasOwnText(el)) {
      const text = textOf(el, undefined, 300);
      if (text) this.emit(el, 'text', text, ctx);
      ctx = { ...ctx, textTaken: true };
    }
    this.children(el, ctx);
  }

  children(el: Element, ctx: Ctx): void {
    const root = el.shadowRoot;
    const kids = root ? root.children : el.tagName === 'SLOT' ? (el as HTMLSlotElement).assignedElements({ flatten: true }) : el.children;
    for (const k of kids) this.visit(k, ctx);
  }

  emit(el: Element, role: string, name: string, ctx: Ctx, extra: Extra = {}): ElementInfo {
    // A field in a table cell that nothing names (an editable rule row's number box) reads as its column.
    if (!clean(name) && CELL_FIELDS.has(role)) name = columnOf(ctx);
    const box = boxOf(el, ctx.frame);
    const ref = refFor(el, ctx.frame.prefix);
    const rec: ElementInfo = { ref, role, name: clean(name, role === 'text' || role === 'alert' ? 300 : 100), states: {}, box, inViewport: intersects(box, ctx.clip), isNew: this.isNewRef(ref), within: ctx.within, ...extra };
    if (ctx.blocked) rec.blocked = true;
    this.guardSecret(rec, ctx);
    this.records.push(rec);
    this.byEl.set(el, rec);
    return rec;
  }

  /**
   * Masks a credential the page shows: a value under a secret label (column, form label, the text before it),
   * or anything a secret pattern recognises; such an element is marked `secret` so screenshots black it out.
   */
  private guardSecret(rec: ElementInfo, ctx: Ctx): void {
    const prev = this.records.at(-2);
    const label = FIELD_ROLES.has(rec.role) ? rec.name : rec.role === 'text' ? ctx.field?.label || (prev?.role === 'text' && prev.name.length <= 40 ? prev.name : '') : '';
    if (rec.value && (rec.role === 'cell' || FIELD_ROLES.has(rec.role)) && isLabelledSecret(rec.name, rec.value)) {
      rec.value = SECRET_MASK;
      rec.secret = true;
    }
    if (rec.role === 'text' && isLabelledSecret(label, rec.name)) {
      rec.name = SECRET_MASK;
      rec.secret = true;
    }
    const name = maskCredentials(rec.name);
    const value = rec.value === undefined ? undefined : maskCredentials(rec.value);
    if (name !== rec.name || value !== rec.value) {
      rec.name = name;
      rec.value = value;
      rec.secret = true;
    }
  }

  /** Remembers the visible box of an image, canvas, video, text-less SVG or background image. */
  private noteOpaque(el: Element, ctx: Ctx): void {
    if (this.opaque.length >= MAX_OPAQUE) return;
    const tag = el.tagName;
    const hit = OPAQUE_TAGS.has(tag) ? tag !== 'svg' || !el.querySelector('text') : (el.ownerDocument.defaultView?.getComputedStyle(el).backgroundImage ?? '').includes('url(');
    if (hit) this.addOpaque(boxOf(el, ctx.frame), ctx);
  }

  addOpaque(b: Box, ctx: Ctx): void {
    const c = ctx.clip;
    const x = Math.max(b.x, c.left);
    const y = Math.max(b.y, c.top);
    const box = { x, y, width: Math.min(b.x + b.width, c.right) - x, height: Math.min(b.y + b.height, c.bottom) - y };
    if (box.width >= MIN_OPAQUE.width && box.height >= MIN_OPAQUE.height && this.opaque.length < MAX_OPAQUE) this.opaque.push(box);
  }

  recordOf(el: Element): ElementInfo | undefined {
    return this.byEl.get(el);
  }

  count(): number {
    return this.records.length;
  }

  since(count: number): ElementInfo[] {
    return this.records.slice(count);
  }

  private roleOf(el: Element, ctx: Ctx): string {
    const role = nativeRole(el);
    if (role) return ctx.inNav && (role === 'option' || role === 'menuitem' || role === 'listitem') ? 'navitem' : role;
    // Unnamed clickable icons and spans: React handlers leave no trace in the DOM, the pointer cursor does.
    if (!looksClickable(el) || el.closest('a[href], button, label, [role=button], [role=link]') || el.querySelector('input, select, textarea')) return '';
    return el.tagName === 'A' ? 'link' : 'button';
  }

  private generic(el: Element, role: string, ctx: Ctx): void {
    if (!INTERACTIVE.has(role)) {
      // A toast is listed once, in `toasts`.
      if (role === 'alert' && isToast(el)) return;
      if (role === 'heading' || role === 'alert' || role === 'status' || role === 'img') {
        const name = role === 'img' ? nameOf(el) : textOf(el, role === 'heading' ? isControl : undefined, 300);
        if (name && !(ctx.inCell && role !== 'alert')) this.emit(el, role, name, ctx);
      }
      return;
    }
    const disabled = isDisabled(el);
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || role === 'switch') return this.field(el, role, ctx, disabled);
    const name = nameOf(el);
    if (!name) return;
    const expanded = el.getAttribute('aria-expanded');
    const selected = role === 'tab' || role === 'option' ? isSelected(el) : undefined;
    this.emit(el, role, name, ctx, {
      icon: iconOf(el, name),
      states: states({ disabled, expanded: expanded === null ? undefined : expanded === 'true', selected, current: el.getAttribute('aria-current') === 'page' || undefined }),
    });
  }

  private field(el: Element, role: string, ctx: Ctx, disabled: boolean): void {
    const input = el as HTMLInputElement;
    const checkable = role === 'checkbox' || role === 'radio' || role === 'switch';
    // A radio or check box group's label names the group (`group:<label>`); its error and required mark still
    // belong to each choice, so that a person (and a policy) sees which choices the console is asking for.
    const groupField = checkable && ctx.field && ctx.within.at(-1)?.startsWith('group') ? ctx.field : undefined;
    const f = groupField ? undefined : takeField(ctx);
    const about = f ?? groupField;
    let name = checkable ? fieldName(el, undefined) || (role === 'switch' ? f?.label : '') || nameOf(el) || f?.label || '' : fieldName(el, f?.label) || nearbyLabel(el);
    if (!name && checkable) name = 'select';
    const extra: Extra = { error: (about?.invalid ? about.help : f?.help) || undefined };
    const st: Record<string, boolean | undefined> = { disabled, required: input.required || el.getAttribute('aria-required') === 'true' || about?.required, invalid: el.getAttribute('aria-invalid') === 'true' || about?.invalid };
    if (checkable) st.checked = role === 'switch' || input.checked === undefined ? el.getAttribute('aria-checked') === 'true' : input.checked;
    else if (el.tagName === 'SELECT') {
      const sel = el as unknown as HTMLSelectElement;
      extra.options = [...sel.options].map((o) => clean(o.text));
      extra.value = clean(sel.selectedOptions[0]?.text);
    } else {
      if (input.type === 'password' || el.closest(PASSWORD_HINT) || el.parentElement?.querySelector(PASSWORD_HINT)) passwords.add(el);
      extra.value = passwords.has(el) ? (input.value ? SECRET_MASK : '') : input.value;
      if (passwords.has(el)) extra.secret = true;
      extra.placeholder = clean(el.getAttribute('placeholder')) || undefined;
      st.readonly = input.readOnly || undefined;
    }
    // Button-style radios and custom checkboxes hide the input; the label is what a person sees and clicks.
    const rect = el.getClientRects()[0];
    const target = checkable && el.tagName === 'INPUT' && (!rect || rect.width === 0) ? el.closest('label') ?? el : el;
    this.emit(target, role, name, ctx, { ...extra, states: states(st) });
  }

  private frame(iframe: HTMLIFrameElement, ctx: Ctx): void {
    const child = childFrame(iframe, ctx.frame, frameIndex(iframe));
    // A cross-origin frame is drawn by a page the walk cannot read.
    if (!child) return this.addOpaque(boxOf(iframe, ctx.frame), ctx);
    if (!child.doc.body) return;
    const title = clean(iframe.title || iframe.name || child.doc.title, 60);
    const b = boxOf(iframe, ctx.frame);
    const clip = { left: Math.max(ctx.clip.left, b.x), top: Math.max(ctx.clip.top, b.y), right: Math.min(ctx.clip.right, b.x + b.width), bottom: Math.min(ctx.clip.bottom, b.y + b.height) };
    const c: Ctx = { ...ctx, frame: child.frame, clip, within: [...ctx.within, title ? `frame:${title}` : 'frame'], field: undefined, textTaken: false };
    this.children(child.doc.body, c);
  }
}

/** A control inside a heading (its text is not the heading's). */
function isControl(el: Element): boolean {
  return INTERACTIVE.has(nativeRole(el)) || looksClickable(el);
}

/** Whether a heading holds something to click (a link, a button, a clickable icon). */
function hasControls(el: Element): boolean {
  if (el.querySelector('a[href], button, input, select, [role=button], [role=link], [tabindex]')) return true;
  const all = el.querySelectorAll('*');
  for (let i = 0; i < all.length && i < 40; i++) if (looksClickable(all[i])) return true;
  return false;
}

function isSelected(el: Element): boolean {
  return el.getAttribute('aria-selected') === 'true' || el.classList.contains('next-selected') || el.classList.contains('active') || !!el.querySelector('[aria-selected="true"]');
}

export function snapshot(options: SnapshotOptions = {}): PageSnapshot {
  raiseFloor(options.refFloor);
  pruneRefs();
  for (const doc of frameDocuments()) noteTooltips(doc);
  const modal = topModal();
  const walk = new Walk(newSince(), !!options.allRows, modal);
  const top: Frame = { prefix: '', dx: 0, dy: 0 };
  const ctx: Ctx = { within: [], frame: top, blocked: !!modal, clip: viewportRect(), textTaken: false, inCell: false, inNav: false };
  walk.children(document.body, ctx);
  rememberSeen(walk.records.map((r) => r.ref));
  const page = {
    url: location.href,
    title: document.title,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    elements: walk.records,
    dialog: modal ? dialogTitle(modal.dialog) : null,
    toasts: currentToasts().map((t) => maskCredentials(t)),
    focus: focusOf((el) => walk.recordOf(el)),
  };
  const { text, cut } = serialize(page, { maxChars: options.maxChars, allRows: options.allRows });
  return { ...page, text, cut, opaque: walk.opaque };
}
