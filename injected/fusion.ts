/**
 * Repairs of Fusion (`@alifd/next`) widgets whose DOM misleads an accessibility reader: Select, NumberPicker,
 * Nav, Pagination, Tag, Form.Item, Input.Password, Tabs. Each repair is a Widget keyed by a class name.
 */
import { clean, textIn, textOf } from './dom';
import { ariaName, containerTitle, fieldName, formItemLabel, nameOf, nearbyLabel } from './names';
import { isDisabled } from './roles';
import { visitTable } from './tables';
import { visitOverlay } from './overlays';
import { states, takeField, within, type Ctx, type Field, type Widget } from './walker';

const FIELD_SELECTOR =
  'input:not([type=hidden]), textarea, select, button, a[href], [role=switch], [role=combobox], [role=checkbox], [role=radio], [role=slider], [contenteditable], .next-select';

/** Select: a read-only `input role=combobox aria-label="select"`, its value in a sibling `<em>`. */
const select: Widget = (w, el, ctx) => {
  const values = [...el.querySelectorAll('.next-select-values em, .next-select-values .next-tag-body, .next-select-values .next-select-tag-compact')]
    .map((e) => textOf(e))
    .filter(Boolean);
  const input = el.querySelector('input');
  const typed = input?.value ?? '';
  const placeholder = clean(input?.getAttribute('placeholder')) || textIn(el.querySelector('.next-select-placeholder'));
  const expanded = (input ?? el).getAttribute('aria-expanded') === 'true' || el.getAttribute('aria-expanded') === 'true';
  const field = takeField(ctx);
  // The form label is what a person reads; Fusion's aria-label ("select") hides it.
  const name = field?.label || ariaName(input ?? el) || ariaName(el) || nearbyLabel(el) || placeholder;
  w.emit(el, 'combobox', name, ctx, {
    value: values.join(', ') || typed || undefined,
    placeholder: placeholder && placeholder !== name ? placeholder : undefined,
    error: field?.help || undefined,
    states: states({ expanded, disabled: el.classList.contains('next-disabled'), required: field?.required, invalid: field?.invalid || el.classList.contains('next-error') }),
  });
  return 'done';
};

/** NumberPicker: `textbox "number picker"` with `icon-up`/`icon-down` buttons: one spinbutton named by its label. */
const numberPicker: Widget = (w, el, ctx) => {
  const input = el.querySelector('input');
  if (!input) return null;
  const field = takeField(ctx);
  w.emit(input, 'spinbutton', field?.label || ariaName(el) || fieldName(input, undefined) || nearbyLabel(el), ctx, {
    value: input.value,
    error: field?.help || undefined,
    states: states({ disabled: input.disabled, required: field?.required, invalid: field?.invalid }),
  });
  return 'done';
};

/** Nav: a listbox of options whose current item is never marked; items become `navitem` with `current`. */
const nav: Widget = (_w, el, ctx) => ({ ...within(ctx, 'nav', ariaName(el) || prevTitle(el)), inNav: true });

/**
 * A sub-menu (Fusion `Menu.SubMenu`, `Nav.SubNav`): its `li role=menuitem` holds both its head and its items, so
 * it would read as one item named by all of them; its head is listed, with `expanded`, and its items in a group.
 */
const subMenu: Widget = (w, el, ctx) => {
  const head = el.querySelector(':scope > .next-menu-item');
  const label = head ? textOf(head) : clean(el.getAttribute('title'));
  if (head) w.emit(head, ctx.inNav ? 'navitem' : 'menuitem', label, ctx, { states: states({ expanded: head.getAttribute('aria-expanded') === 'true', disabled: isDisabled(head) }) });
  const sub = el.querySelector(':scope > ul');
  if (sub) w.children(sub, within(ctx, 'group', label));
  return 'done';
};

const navItem: Widget = (w, el, ctx) => {
  if (!ctx.inNav) return null;
  const link = el.querySelector('a[href]');
  const current = el.classList.contains('next-selected') || !!el.querySelector('[aria-selected="true"], [aria-current="page"]');
  w.emit(link ?? el, 'navitem', textOf(el) || clean(el.getAttribute('title')), ctx, {
    states: states({ current, disabled: el.classList.contains('next-disabled') }),
  });
  return 'done';
};

/** Pagination: page buttons named "Page 2, 3 pages"; the current page unmarked. */
const pagination: Widget = (w, el, ctx) => {
  const c = within(ctx, 'pagination', '');
  for (const item of el.querySelectorAll('.next-pagination-item')) {
    if (!(item as HTMLElement).offsetParent) continue;
    w.emit(item, 'button', textOf(item) || nameOf(item), c, {
      states: states({ current: item.classList.contains('next-current'), disabled: isDisabled(item) }),
    });
  }
  const rest = [...el.querySelectorAll('.next-pagination-size-selector, .next-pagination-jump-input, .next-pagination-jump-go, .next-pagination-total, .next-pagination-display')];
  for (const r of rest) {
    if (r.classList.contains('next-pagination-jump-input')) {
      const input = r.querySelector('input') ?? r;
      w.emit(input, 'textbox', 'Go to page', c, { value: (input as HTMLInputElement).value || undefined });
    } else if (r.classList.contains('next-pagination-size-selector')) {
      const title = textIn(r.querySelector('.next-pagination-size-selector-title')).replace(/[:：]\s*$/, '');
      for (const sel of r.querySelectorAll('.next-select')) w.visit(sel, { ...c, field: field(title || 'Items per page') });
    } else if (r.tagName === 'BUTTON') w.emit(r, 'button', textOf(r), c);
    else w.emit(r, 'text', textOf(r), c);
  }
  return 'done';
};

/**
 * Step (a wizard's or a long form's steps): `li`s with no role; each a button named by its title unless the Step
 * is read-only (then its titles are text), the current one marked.
 */
const step: Widget = (w, el, ctx) => {
  const c = within(ctx, 'steps', ariaName(el) || ariaName(el.parentElement ?? el));
  for (const item of el.querySelectorAll(':scope > .next-step-item')) {
    const title = textIn(item.querySelector('.next-step-item-title')) || textOf(item, undefined, 60);
    if (!title || !(item as HTMLElement).offsetParent) continue;
    const readOnly = item.classList.contains('next-step-item-read-only');
    const current = item.classList.contains('next-step-item-process') || item.querySelector('[aria-current]')?.getAttribute('aria-current') === 'step';
    // A dot or circle Step takes clicks on its node; an arrow Step on the whole item.
    const target = readOnly ? item : item.querySelector('.next-step-item-node-placeholder') ?? item;
    w.emit(target, readOnly ? 'text' : 'button', title, c, { states: readOnly ? {} : states({ current, disabled: item.classList.contains('next-step-item-disabled') }) });
  }
  return 'done';
};

/** Tag: a `div role=button`; a status unless it can be closed or checked. */
const tag: Widget = (w, el, ctx) => {
  if (el.classList.contains('next-tag-closable') || el.classList.contains('next-tag-checkable')) {
    const checkable = el.classList.contains('next-tag-checkable');
    w.emit(el, checkable ? 'checkbox' : 'button', (checkable ? '' : 'remove ') + textOf(el), ctx, {
      states: checkable ? { checked: el.classList.contains('checked') } : {},
    });
    return 'done';
  }
  if (!ctx.inCell) w.emit(el, 'status', textOf(el), ctx);
  return 'done';
};

/** Form.Item: label, control and help are separate grid cells; tie them together. */
const formItem: Widget = (w, el, ctx) => {
  const label = formItemLabel(el);
  const control = el.querySelector(':scope > .next-form-item-control') ?? el;
  const help = textIn(el.querySelector('.next-form-item-help'));
  const extra = textIn(el.querySelector('.next-form-item-extra'));
  if (!control.querySelector(FIELD_SELECTOR)) {
    const value = textOf(control, (e) => e.classList.contains('next-form-item-help'));
    if (label || value) w.emit(el, 'text', label && value ? `${label}: ${value}` : label || value, ctx);
    return 'done';
  }
  const f: Field = {
    label,
    help: [help, extra].filter(Boolean).join(' '),
    invalid: el.classList.contains('has-error'),
    required: !!el.querySelector('.next-form-item-label [required], .next-form-item-label .required'),
    used: false,
  };
  const c: Ctx = { ...ctx, field: f };
  for (let child = control.firstElementChild; child; child = child.nextElementSibling) {
    if (!child.matches('.next-form-item-help, .next-form-item-extra')) w.visit(child, c);
  }
  return 'done';
};

/** Radio and checkbox groups: a `group:<label>` container named by their form label. */
const group: Widget = (_w, el, ctx) => {
  const f = takeField(ctx);
  return within(ctx, 'group', ariaName(el) || f?.label || '');
};

const tabs: Widget = (_w, el, ctx) => within(ctx, 'tabs', ariaName(el));

/** Titled sections of a page and forms: `form:<title>` (a form without a title is still a form). */
const section: Widget = (_w, el, ctx) => {
  const title = containerTitle(el, ':scope > legend, :scope > h2, :scope > h3, :scope > h4, .next-card-title, :scope > header h2, :scope > header h3');
  if (el.tagName !== 'FORM') return title ? within(ctx, 'form', title) : null;
  return ctx.within.some((w) => w.startsWith('form')) && !title ? null : within(ctx, 'form', title || prevTitle(el));
};

/** Widgets by the class or tag that marks their root. */
const BY_CLASS = new Map<string, Widget>([
  ['next-table', (w, el, ctx) => (el.classList.contains('next-table-lock-left') || el.classList.contains('next-table-lock-right') ? 'done' : visitTable(w, el, ctx))],
  ['next-overlay-wrapper', visitOverlay],
  ['next-notification', (_w, _el, ctx) => within(ctx, 'toast', '')],
  ['next-select', (w, el, ctx) => (el.classList.contains('next-select-trigger') || el.getAttribute('aria-haspopup') ? select(w, el, ctx) : null)],
  ['next-number-picker', numberPicker],
  ['next-nav', nav],
  ['next-nav-item', navItem],
  ['next-menu-sub-menu-wrapper', subMenu],
  ['next-pagination', pagination],
  ['next-step', step],
  ['next-tag', tag],
  ['next-form-item', formItem],
  ['next-menu-group-label', (w, el, ctx) => (w.emit(el, 'text', textOf(el), ctx), 'done')],
  ['next-radio-group', group],
  ['next-checkbox-group', group],
  ['next-tabs-nav', tabs],
  ['next-card', section],
]);

export function widgetOf(el: Element): Widget | null {
  // This runs for every element of the page: only Fusion class names (`next-…`) are looked up.
  const cls = el.getAttribute('class');
  if (cls && cls.includes('next-')) {
    for (const c of el.classList) {
      const wdg = BY_CLASS.get(c);
      if (wdg) return wdg;
    }
  }
  switch (el.tagName) {
    case 'TABLE':
      return visitTable;
    case 'NAV':
      return nav;
    case 'FORM':
    case 'FIELDSET':
    case 'SECTION':
      return section;
  }
  const role = el.getAttribute('role');
  if (role === 'radiogroup' || role === 'group') return group;
  if (role === 'tablist') return tabs;
  if (role === 'navigation') return nav;
  if (role === 'dialog' || role === 'alertdialog') return visitOverlay;
  return null;
}

function field(label: string): Field {
  return { label, help: '', invalid: false, required: false, used: false };
}

/** A short title just before a container (a side menu's product name). */
function prevTitle(el: Element): string {
  const p = el.previousElementSibling;
  if (!p || p.querySelector('a, button, input')) return '';
  const t = textOf(p, undefined, 40);
  return t.length <= 30 ? t : '';
}

