/** Accessible names, repaired: generic Fusion aria-labels ignored, glyphs stripped, icons named from hints. */
import { clean, textOf } from './dom';

/** aria-labels Fusion puts on widgets that hide the real label (REFERENCE: "What a Fusion console page looks like"). */
const GENERIC_LABEL = /^(select|number picker|icon-(up|down)|input|search|close icon|more|icon)$/i;

/** Icon class names (`next-icon-refresh`, `icon-monitor`) that say what an unnamed clickable icon does. */
const ICON_WORDS: Record<string, string> = {
  set: 'settings', setting: 'settings', edit: 'edit', delete: 'delete', refresh: 'refresh', add: 'add', close: 'close',
  search: 'search', copy: 'copy', help: 'help', download: 'download', upload: 'upload', filter: 'filter', ellipsis: 'more',
  more: 'more', 'eye-close': 'show password', eye: 'hide password', 'arrow-left': 'back', 'arrow-right': 'forward',
  'arrow-up': 'up', 'arrow-down': 'expand', prompt: 'info', warning: 'warning', ashbin: 'delete', favorites: 'favorite',
};
const IGNORED_ICONS = new Set(['medium', 'small', 'large', 'xs', 'xxs', 'xl', 'first', 'last', 'alone']);

function byIds(el: Element, ids: string): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => (id ? root.getElementById?.(id) : null))
    .filter((e): e is HTMLElement => !!e)
    .map((e) => textOf(e))
    .join(' ');
}

/** aria-labelledby, then a meaningful aria-label. */
export function ariaName(el: Element): string {
  const ids = el.getAttribute('aria-labelledby');
  if (ids) {
    const n = clean(byIds(el, ids));
    if (n) return n;
  }
  const label = clean(el.getAttribute('aria-label'));
  return label && !GENERIC_LABEL.test(label) ? label : '';
}

/** The `<label>` of a form control: `for=id` or wrapping. */
export function labelOf(el: Element): string {
  const id = el.id;
  if (id) {
    const root = el.getRootNode() as Document | ShadowRoot;
    const l = root.querySelector?.(`label[for="${CSS.escape(id)}"]`);
    if (l) return textOf(l);
  }
  const wrap = el.closest('label');
  return wrap ? textOf(wrap, (e) => e !== wrap && e.contains(el)) : '';
}

/** What an icon's classes say it is, or ''. */
export function iconHint(el: Element): string {
  const icon = el.matches('i, [class*="icon"]') ? el : el.querySelector('i, [class*="icon"]');
  if (!icon) return '';
  for (const c of icon.classList) {
    const m = /^(?:next-)?icon-(.+)$/.exec(c);
    if (!m || IGNORED_ICONS.has(m[1])) continue;
    return ICON_WORDS[m[1]] ?? m[1].replace(/[-_]/g, ' ');
  }
  return '';
}

/** Name of a clickable thing: aria, visible text, title, alt, icon hint. */
export function nameOf(el: Element): string {
  return (
    ariaName(el) ||
    textOf(el, undefined, 80) ||
    clean(el.getAttribute('title')) ||
    clean(el.getAttribute('alt')) ||
    clean(el.querySelector('[title]')?.getAttribute('title')) ||
    clean(el.querySelector('img[alt]')?.getAttribute('alt')) ||
    iconHint(el)
  );
}

/** Name of a form field: aria, its label, a Fusion Form.Item label, title. */
export function fieldName(el: Element, formLabel: string | undefined): string {
  return ariaName(el) || labelOf(el) || formLabel || clean(el.getAttribute('title'));
}

/** Label text of a Fusion Form.Item (`.next-form-item-label`), without the trailing colon. */
export function formItemLabel(item: Element): string {
  const l = item.querySelector(':scope > .next-form-item-label, :scope > * > .next-form-item-label');
  return l ? textOf(l).replace(/[:：]\s*$/, '') : '';
}

/** Title of a container from aria-labelledby/aria-label, or its first heading-like child. */
export function containerTitle(el: Element, headingSelector: string): string {
  const a = ariaName(el);
  if (a) return a;
  const h = el.querySelector(headingSelector);
  return h ? textOf(h, undefined, 60) : '';
}

/** A short text just before a field that has no label of its own (`<span>Quantity</span> <input>`). */
export function nearbyLabel(el: Element): string {
  let e: Element | null = el;
  for (let depth = 0; e && depth < 3; depth++, e = e.parentElement) {
    for (let p = e.previousElementSibling; p; p = p.previousElementSibling) {
      if (p.matches('input, select, textarea, button') || p.querySelector('input, select, textarea, button')) return '';
      const t = textOf(p, undefined, 50);
      if (t) return t.length <= 40 ? t.replace(/[:：]\s*$/, '') : '';
    }
  }
  return '';
}
