/** How one element reads in the compact text (pure; used by serialize.ts). */
import type { Element as ElementInfo } from '../protocol/observation';

/** Roles that always take a line of their own. */
export const BLOCK_ROLES = new Set(['heading', 'text', 'alert', 'textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

const q = (s: string) => `"${s}"`;

/** `[e12] ` or `+[e12] ` for an element that appeared since the previous observation. */
export function refMark(e: ElementInfo, markNew: boolean): string {
  return `${markNew && e.isNew ? '+' : ''}[${e.ref}]`;
}

/** States after the value: current, selected, popup, disabled, readonly, error or help. */
function suffix(e: ElementInfo): string {
  const s = e.states ?? {};
  let out = '';
  if (s.current) out += ' (current)';
  if (s.selected) out += e.role === 'option' ? ' ✓' : e.role === 'row' ? '' : ' (selected)';
  if (s.expanded !== undefined && e.role !== 'combobox') out += s.expanded ? ' ▴' : ' ▾';
  if (s.disabled) out += ' (disabled)';
  if (s.readonly && e.role !== 'combobox') out += ' (readonly)';
  if (e.error) out += s.invalid ? ` ! ${e.error}` : ` (${e.error})`;
  else if (s.invalid) out += ' !invalid';
  return out;
}

/** `[ref] word name*` with the parts that exist; an icon-only control's icon after its name. */
function head(ref: string, word: string, e: ElementInfo, name = e.name): string {
  return [ref, word, name].filter(Boolean).join(' ') + (e.states?.required ? '*' : '') + (e.icon ? ` (icon ${e.icon})` : '');
}

/**
 * One element as text. `compact` drops the role word where the context says it (rows, menus, nav, tabs).
 * Informative roles have no ref: nothing to act on.
 */
export function formatElement(e: ElementInfo, compact: boolean, markNew: boolean): string {
  const ref = refMark(e, markNew);
  const s = e.states ?? {};
  switch (e.role) {
    case 'heading':
      return `# ${e.name}`;
    case 'text':
      return e.name;
    case 'alert':
      return `! ${e.name}`;
    case 'status':
      return `status: ${e.name}`;
    case 'img':
      return `image ${q(e.name)}`;
    case 'checkbox':
      return `${head(ref, s.checked ? '☑' : '☐', e)}${suffix(e)}`;
    case 'radio':
      return `${head(ref, s.checked ? '(•)' : '( )', e)}${suffix(e)}`;
    case 'switch':
      return `${head(ref, 'switch', e)} ${s.checked ? 'on' : 'off'}${suffix(e)}`;
    case 'combobox': {
      const val = e.value ? `: ${e.value}` : e.placeholder ? ` (${e.placeholder})` : ': -';
      return `${head(ref, 'select', e)}${val}${s.expanded ? ' ▴' : ' ▾'}${suffix(e)}`;
    }
    case 'textbox':
    case 'searchbox':
    case 'spinbutton': {
      const name = e.name || (e.placeholder ? q(e.placeholder) : '');
      const val = e.value ? ` = ${q(e.value)}` : e.placeholder && e.name && e.name !== e.placeholder ? ` (${q(e.placeholder)})` : '';
      return `${head(ref, e.role === 'spinbutton' ? 'number' : 'textbox', e, name)}${val}${suffix(e)}`;
    }
    default:
      return `${head(ref, compact ? '' : e.role, e)}${suffix(e)}`;
  }
}

/** `kind:name` of a `within` entry. */
export function splitWithin(w: string): { kind: string; name: string } {
  const i = w.indexOf(':');
  return i < 0 ? { kind: w, name: '' } : { kind: w.slice(0, i), name: w.slice(i + 1) };
}

/** "1-3, 7, 9-12" style ranges of 1-based row numbers. */
export function ranges(nums: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < nums.length; i++) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    out.push(i === j ? `${nums[i]}` : `${nums[i]}-${nums[j]}`);
    i = j;
  }
  return out.join(', ');
}
