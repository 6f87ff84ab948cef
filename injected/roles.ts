/** Roles after repair, and which of them a person can act on. */

/** Roles an agent can act on: each gets a `[ref]` in the text. */
export const INTERACTIVE = new Set([
  'button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch', 'spinbutton', 'slider',
  'option', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'navitem', 'treeitem',
]);

/** Roles whose content is their name: the walk does not descend into them. */
export const LEAF = new Set([...INTERACTIVE, 'heading', 'status', 'img']);

const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox', radio: 'radio', number: 'spinbutton', range: 'slider', search: 'searchbox',
  button: 'button', submit: 'button', reset: 'button', image: 'button',
};

/** The role an element has by its tag and ARIA attributes, before widget repairs ('' for none). */
export function nativeRole(el: Element): string {
  const explicit = el.getAttribute('role');
  if (explicit) {
    const r = explicit.split(/\s+/)[0];
    if (r !== 'presentation' && r !== 'none' && r !== 'generic') return r;
  }
  switch (el.tagName) {
    case 'A':
      return el.hasAttribute('href') ? 'link' : '';
    case 'BUTTON':
    case 'SUMMARY':
      return 'button';
    case 'INPUT': {
      const type = (el as HTMLInputElement).type;
      if (type === 'hidden' || type === 'file') return type === 'file' ? 'button' : '';
      return INPUT_ROLES[type] ?? 'textbox';
    }
    case 'TEXTAREA':
      return 'textbox';
    case 'SELECT':
      return 'combobox';
    case 'H1': case 'H2': case 'H3': case 'H4': case 'H5': case 'H6':
      return 'heading';
    default:
      return (el as HTMLElement).isContentEditable && el.getAttribute('contenteditable') !== null ? 'textbox' : '';
  }
}

/** Disabled by attribute, ARIA or Fusion class (on the element or its Fusion item wrapper). */
export function isDisabled(el: Element): boolean {
  if ((el as HTMLButtonElement).disabled || ('form' in el && el.matches(':disabled'))) return true;
  // The element and its nearest wrappers (a Fusion menu item or select puts the mark on its root).
  let e: Element | null = el;
  for (let i = 0; e && i < 4; i++, e = e.parentElement) {
    if (e.getAttribute('aria-disabled') === 'true' || e.classList.contains('next-disabled') || (i === 0 && e.classList.contains('disabled'))) return true;
  }
  return false;
}

const CLICKY_CLASS = /icon|btn|action|close|trigger|toggle|link|clickable|operation|edit|copy|more|back|sort|filter|refresh|download|setting/i;

const isIconTag = (e: Element | null) => !!e && (e.tagName === 'I' || e.tagName === 'IMG' || e.tagName === 'svg');

/** Draws only an icon: an icon font `<i>`, an image or an SVG, alone or inside a small element without text. */
function drawsIcon(el: Element): boolean {
  if (isIconTag(el)) return true;
  // Only small elements can be an icon's wrapper (this runs for every element without a role: keep it cheap).
  const n = el.childElementCount;
  if (n === 0 || n > 2) return false;
  let icon = false;
  for (let c = el.firstElementChild; c; c = c.nextElementSibling) if (isIconTag(c) || (c.childElementCount === 1 && isIconTag(c.firstElementChild))) icon = true;
  return icon && !(el.textContent ?? '').replace(/[\uE000-\uF8FF\s]/g, '');
}

/**
 * Elements that may be clickable though nothing in the DOM says so (React attaches handlers at the root):
 * a popup trigger (Fusion's Dropdown and Balloon mark theirs with aria-haspopup); or a hinting class, title,
 * tabindex, tag or drawn icon, and a pointer cursor that does not come from the parent.
 */
export function looksClickable(el: Element): boolean {
  const popup = el.getAttribute('aria-haspopup');
  if (popup && popup !== 'false') return true;
  const hinted =
    el.hasAttribute('tabindex') || el.hasAttribute('title') || el.hasAttribute('onclick') || el.tagName === 'A' || CLICKY_CLASS.test(el.getAttribute('class') ?? '') || drawsIcon(el);
  if (!hinted) return false;
  const view = el.ownerDocument.defaultView;
  if (!view || view.getComputedStyle(el).cursor !== 'pointer') return false;
  return !el.parentElement || view.getComputedStyle(el.parentElement).cursor !== 'pointer';
}
