/**
 * Overlays portalled to the end of `<body>`: dialogs (and which of them is modal), open Select/Dropdown
 * menus (attributed to the control that opened them) and toasts. Used by the snapshot and by `act` (which
 * compares dialog and toasts before and after an action).
 */
import { containsDeep, frameDocuments, parentOf, textIn, textOf } from './dom';
import { columns, isBranch, isCascader, isExpanded, visiblePaths } from './cascader';
import { ariaName, nameOf } from './names';
import { within, type Widget } from './walker';

const DIALOG = '[role=dialog], [role=alertdialog], dialog[open], .next-dialog, .next-drawer';
/**
 * The toast layer: Fusion's toast-shaped messages (`Message.show` / `success` / `notice`, Notification), any
 * message in an overlay of its own, and alert regions that are neither inside a form (field errors) nor a dialog.
 * A Fusion `Message` drawn inline in a dialog, a form or the page (`next-inline`, `next-addon`) is page content.
 */
const TOAST_CANDIDATE = '.next-message, .next-toast, [role=alert]';
const TOAST_SHAPE = '.next-toast, .next-message-wrapper, .next-message-wrapper-v2 .next-message, .next-notification .next-message';
const NOT_TOAST_HOST = `${DIALOG}, form, .next-form, .next-form-item, .next-form-item-help`;
const INLINE_MESSAGE = '.next-inline, .next-addon';
const BUBBLE = '.next-balloon, [role=tooltip]';

export function dialogTitle(dlg: Element): string {
  return (
    ariaName(dlg) ||
    textIn(dlg.querySelector('.next-dialog-header, .next-drawer-header, [role=heading], h1, h2, h3'), 80) ||
    'dialog'
  );
}

/** Shown and not on its way out: Fusion keeps a closing overlay (faded out, without `opened`) for its leave animation. */
export function isOpen(el: Element): boolean {
  const wrapper = el.closest('.next-overlay-wrapper');
  if (wrapper && !wrapper.classList.contains('opened')) return false;
  return el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
}

/** The topmost open modal: a Fusion overlay with a backdrop, an `aria-modal` dialog, or a modal `<dialog>`. */
export function topModal(doc: Document = document): { root: Element; dialog: Element } | null {
  let found: { root: Element; dialog: Element } | null = null;
  for (const dlg of doc.querySelectorAll(DIALOG)) {
    if (!isOpen(dlg) || dlg.parentElement?.closest(DIALOG)) continue;
    const wrapper = dlg.closest('.next-overlay-wrapper');
    const backdrop = wrapper?.querySelector(':scope > .next-overlay-backdrop');
    const modal =
      dlg.getAttribute('aria-modal') === 'true' ||
      (backdrop && isOpen(backdrop)) ||
      (dlg.tagName === 'DIALOG' && dlg.matches(':modal'));
    if (modal) found = { root: wrapper ?? dlg, dialog: dlg };
  }
  return found;
}

/**
 * True when `el` is behind the modal: outside it, and not in a portal added to <body> after it (a Select menu
 * opened inside the dialog, a notification), which is drawn above it.
 */
export function isBlockedBy(modal: { root: Element } | null, el: Element): boolean {
  if (!modal) return false;
  let e: Element | null = el;
  while (e && e.ownerDocument !== modal.root.ownerDocument) e = e.ownerDocument.defaultView?.frameElement ?? null;
  if (!e || containsDeep(modal.root, e)) return false;
  const body = modal.root.ownerDocument.body;
  let top: Element | null = e;
  while (top && top.parentElement && top.parentElement !== body) top = parentOf(top);
  return !(top && top.parentElement === body && opensAbove(modal, top));
}

/** A child of <body> later in the document than the modal is a portal opened above it. */
export function opensAbove(modal: { root: Element }, top: Element): boolean {
  return top !== modal.root && !top.contains(modal.root) && !!(modal.root.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** Whether a message or alert element belongs to the toast layer (see TOAST_SHAPE). */
export function isToast(el: Element): boolean {
  if (el.matches(TOAST_SHAPE)) return true;
  if (el.closest(NOT_TOAST_HOST)) return false;
  if (el.closest('.next-overlay-wrapper')) return el.matches('.next-message, [role=alert]');
  return el.matches('[role=alert]') && !el.matches(INLINE_MESSAGE) && !nextToField(el);
}

/** An alert beside a form control (a check box's error under it, a cell's error in an editable table) is that field's. */
function nextToField(el: Element): boolean {
  let e = el.parentElement;
  for (let i = 0; e && i < 2 && e !== el.ownerDocument.body; i++, e = e.parentElement) {
    if (e.querySelector('input, select, textarea, [role=combobox], [role=checkbox], [role=radio], [role=switch]')) return true;
  }
  return false;
}

/** Texts of the toasts and notifications visible now, in the page and its same-origin frames. */
export function currentToasts(doc: Document = document): string[] {
  const out: string[] = [];
  for (const t of frameDocuments(doc).flatMap((d) => [...d.querySelectorAll(TOAST_CANDIDATE)])) {
    if (t.parentElement?.closest(TOAST_CANDIDATE) || !isToast(t) || !isOpen(t)) continue;
    const text = textOf(t, undefined, 300);
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

/** The title of the open modal dialog: the page's own, else the innermost frame's that has one. */
export function currentDialog(doc: Document = document): string | null {
  for (const d of frameDocuments(doc).reverse()) {
    const m = topModal(d);
    if (m) return dialogTitle(m.dialog);
  }
  return null;
}

/** The control an open menu belongs to: the expanded popup trigger nearest to the menu. */
function triggerOf(overlay: Element): Element | null {
  const doc = overlay.ownerDocument;
  const menuBox = overlay.firstElementChild?.getBoundingClientRect();
  let best: Element | null = null;
  let bestDist = Infinity;
  for (const t of doc.querySelectorAll('[aria-expanded="true"]')) {
    // Controls inside a menu or the menu's own overlay are not its trigger; a select inside a dialog (itself an
    // overlay wrapper) is.
    const host = t.closest('.next-overlay-wrapper');
    if ((host && (host === overlay || !host.querySelector(DIALOG))) || t.closest('.next-nav, [role=tablist]') || t.matches('[role=listitem], [role=treeitem]')) continue;
    const root = t.closest('.next-select') ?? t;
    if (!isOpen(root)) continue;
    const r = root.getBoundingClientRect();
    const d = menuBox ? Math.hypot(r.left - menuBox.left, Math.min(Math.abs(r.bottom - menuBox.top), Math.abs(r.top - menuBox.bottom))) : 0;
    if (d < bestDist) {
      bestDist = d;
      best = root;
    }
  }
  return best;
}

/** The open menu (overlay wrapper) that belongs to `trigger`, if any. */
export function menuOf(trigger: Element): Element | null {
  for (const o of trigger.ownerDocument.querySelectorAll('.next-overlay-wrapper.opened')) {
    if (isOpen(o) && o.querySelector('[role=listbox], [role=menu]') && triggerOf(o) === trigger) return o;
  }
  return null;
}

/** Widget for overlay wrappers and dialog elements. */
export const visitOverlay: Widget = (w, el, ctx) => {
  if (!isOpen(el)) return 'done';
  if (el.matches(DIALOG)) return within(ctx, 'dialog', dialogTitle(el));
  if (el.querySelector(DIALOG)) return ctx;
  if ([...el.querySelectorAll(TOAST_CANDIDATE)].some(isToast)) return within(ctx, 'toast', '');
  // A confirmation bubble beside its trigger (Fusion Balloon as a popconfirm): its text is what its OK confirms.
  const bubble = el.querySelector(BUBBLE);
  if (bubble?.querySelector('button, [role=button]')) return within(ctx, 'popconfirm', textOf(bubble, (e) => e.matches('button, [role=button]'), 160));
  const list = el.querySelector('[role=listbox], [role=menu], .next-menu');
  if (!list) return ctx;
  const trigger = triggerOf(el);
  const owner = trigger ? w.recordOf(trigger) : undefined;
  const name = owner?.name || (trigger ? nameOf(trigger) : '');
  const first = w.count();
  w.children(el, within(ctx, 'menu', name));
  if (isCascader(el)) {
    // A cascader's branches open the next column: `expanded` says which one is open; its options are leaf paths.
    for (const item of columns(el).flat()) {
      const rec = w.recordOf(item);
      if (rec && isBranch(item)) rec.states = { ...rec.states, expanded: isExpanded(item) };
    }
    if (owner) owner.options = visiblePaths(el);
    return 'done';
  }
  if (owner) owner.options = w.since(first).filter((r) => r.role === 'option' || r.role.startsWith('menuitem')).map((r) => r.name);
  return 'done';
};

