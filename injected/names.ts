/** Accessible names, repaired: generic Fusion aria-labels ignored, glyphs stripped, icons named from hints. */
import { clean, textOf } from './dom';
import { iconKeyOfClasses, iconKeyOfFile, iconName, iconWord, pageLocale } from './icons';
import { tooltipOf } from './tooltips';

const CONTROL = 'input, select, textarea, button, a[href], [role=button], [role=link], [role=combobox]';

/** Elements that draw an icon: icon-font `<i>`s, icon-classed spans, images and SVGs. */
const ICON = 'i, img, svg, [class*="icon"]';

/** aria-labels Fusion puts on widgets that hide the real label (REFERENCE: "What a Fusion console page looks like"). */
const GENERIC_LABEL = /^(select|number picker|icon-(up|down)|input|search|close icon|more|icon)$/i;

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

/** What an icon inside (or being) `el` is, as a doc names it ("⋮ More"), from its classes or its image file; or ''. */
export function iconHint(el: Element): string {
  return iconOfElement(el).name;
}

/** The icon's name and whether the icon vocabulary knew it (an unknown class or file name is only a hint). */
function iconOfElement(el: Element): { name: string; known: boolean } {
  const locale = pageLocale(el.ownerDocument);
  const icons = el.matches(ICON) ? [el] : [];
  icons.push(...el.querySelectorAll(ICON));
  let fallback = '';
  for (const icon of icons.slice(0, 8)) {
    const key = icon.tagName === 'IMG' ? iconKeyOfFile(icon.getAttribute('src') ?? '') : iconKeyOfClasses(icon.classList);
    // A glyph drawn as text (⋮, ⚙, ×): the vocabulary knows a few.
    const word = iconWord(key, locale) ?? iconWord((icon.textContent ?? '').trim(), locale);
    if (word) return { name: word, known: true };
    fallback ||= iconName(key, locale);
  }
  return { name: fallback, known: false };
}

/** A label the control's icon itself carries: an image's alt, an SVG's title, a `role=img` element's aria-label. */
function iconLabel(el: Element): string {
  const img = el.querySelector('img[alt], svg > title, [role=img][aria-label]');
  if (!img) return '';
  if (img.tagName === 'IMG') return clean(img.getAttribute('alt'));
  return img.tagName.toLowerCase() === 'title' ? clean(img.textContent) : ariaName(img);
}

/** Name of a clickable thing: aria, visible text, title, tooltip, alt, the icon's own label, the icon's kind. */
export function nameOf(el: Element): string {
  const text = textOf(el, undefined, 80);
  return (
    ariaName(el) ||
    (text.length === 1 ? iconWord(text, pageLocale(el.ownerDocument)) : null) ||
    text ||
    clean(el.getAttribute('title')) ||
    tooltipOf(el) ||
    clean(el.getAttribute('alt')) ||
    clean(el.querySelector('[title]')?.getAttribute('title')) ||
    iconLabel(el) ||
    iconHint(el)
  );
}

/**
 * For a control that shows only an icon and is named by something else (an aria-label, a title, a tooltip):
 * the icon as a doc names it, when the name does not already say it ("Customize columns" on a gear: "⚙ Settings");
 * its glyph alone when the name says it ("Close" on a ×: "×"), so an observer can tell the icon from a word.
 */
export function iconOf(el: Element, name: string): string | undefined {
  if (!name || /[^\s\uE000-\uF8FF]/.test(el.textContent ?? '')) return undefined;
  const { name: icon, known } = iconOfElement(el);
  if (!known || icon === name) return undefined;
  const word = icon.replace(/^\W+\s/u, '').toLowerCase();
  if (!name.toLowerCase().includes(word)) return icon;
  // Named by words that say the icon ("Close" on a ×): the page still shows no word, only the glyph.
  return /^(\W+)\s/u.exec(icon)?.[1];
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
      // A control before the field (a link, a button, another field) is not its label.
      if (p.matches(CONTROL) || p.querySelector(CONTROL)) return '';
      const t = textOf(p, undefined, 50);
      if (t) return t.length <= 40 ? t.replace(/[:：]\s*$/, '') : '';
    }
  }
  return '';
}
