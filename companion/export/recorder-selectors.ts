import type { TrajectoryStep } from '../../protocol';

/** One Recorder selector: the parts of a path (shadow roots, frames); ours are always one part. */
export type RecorderSelector = string[];

type Target = NonNullable<TrajectoryStep['target']>;

/** Roles whose visible text is their name, so a text selector finds them too. */
const TEXT_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'option', 'navitem']);

/**
 * The page runtime's own roles that are not ARIA roles, and the ARIA roles the browser computes for them (an
 * `aria/` selector matches the computed role): a console's navigation item is a link, or a menu or tree item.
 */
const ARIA_ROLES: Record<string, string[]> = { navitem: ['link', 'menuitem', 'treeitem'] };

/** XPath conditions on the element itself for the roles an ambiguous name is most often on. */
const ROLE_XPATH: Record<string, string> = {
  textbox: 'self::input or self::textarea or @role="textbox"',
  searchbox: 'self::input or @role="searchbox"',
  button: 'self::button or @role="button"',
  link: 'self::a or @role="link"',
  combobox: 'self::select or @role="combobox"',
  checkbox: '@type="checkbox" or @role="checkbox"',
  radio: '@type="radio" or @role="radio"',
};

/** An XPath string literal for `value`, or undefined when it has both quote kinds. */
function xpathLiteral(value: string): string | undefined {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return undefined;
}

/** Splits serialized page text into the text after each `[eN]` ref, up to the next ref or line end. */
function refSegments(text: string): { ref: string; text: string }[] {
  const out: { ref: string; text: string }[] = [];
  const re = /\[(e\d+)\]([^[\n]*)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ ref: m[1], text: m[2] });
  return out;
}

/** The word the page text shows before an element's name, per role (injected/format.ts); '' when compact. */
function roleWords(role: string | undefined): string[] {
  switch (role) {
    case 'combobox':
      return ['select'];
    case 'textbox':
    case 'searchbox':
      return ['textbox'];
    case 'spinbutton':
      return ['number'];
    case 'checkbox':
      return ['☑', '☐'];
    case 'radio':
      return ['(•)', '( )'];
    default:
      return role ? [role, ''] : [''];
  }
}

/**
 * How many elements before `target` on the page the policy saw have its role and name (0: the first or only
 * one). Elements are listed in document order, so this is the target's position among its selector's matches.
 */
export function nameOrdinal(target: Target, observationText: string): number {
  if (!target.name) return 0;
  const name = escapeRegExp(target.name);
  const words = roleWords(target.role).map((w) => (w ? `${escapeRegExp(w)} ` : ''));
  const same = new RegExp(`^\\s*(${words.join('|')})${name}(\\*|\\s|:|$)`);
  const segments = refSegments(observationText);
  const at = segments.findIndex((s) => s.ref === target.ref);
  if (at < 0) return 0;
  return segments.slice(0, at).filter((s) => same.test(s.text)).length;
}

/** The value the page text shows in a textbox (`[e29] textbox Name = "value"`), if any. */
export function shownValue(ref: string, observationText: string): string | undefined {
  const segment = refSegments(observationText).find((s) => s.ref === ref);
  return segment && /= "(.*)"/.exec(segment.text)?.[1];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Times `name` occurs in the text (to tell whether a text selector would be unique). */
const occurrences = (text: string, name: string) => text.split(name).length - 1;

/**
 * Selectors that find the element again in a new session, most precise first: the trajectory's CSS selector,
 * then ARIA (role and accessible name) and text when the name is unique on the page; when an earlier element
 * has the same name, an XPath picking the n-th match instead (ARIA selectors cannot say "the second").
 * Empty when the target has neither a selector nor a name (the caller falls back to the point).
 */
export function selectorsFor(target: Target, observationText: string): RecorderSelector[] {
  const out: RecorderSelector[] = [];
  if (target.selector) out.push([target.selector]);
  const { name, role } = target;
  if (!name) return out;
  const ordinal = nameOrdinal(target, observationText);
  if (ordinal === 0) {
    for (const aria of role ? ARIA_ROLES[role] ?? [role] : [undefined]) out.push([aria ? `aria/${name}[role="${aria}"]` : `aria/${name}`]);
    if (role && TEXT_ROLES.has(role) && occurrences(observationText, name) === 1) out.push([`text/${name}`]);
    return out;
  }
  const literal = xpathLiteral(name);
  if (!literal) return out;
  const roleCondition = ROLE_XPATH[role ?? ''] ?? (role ? (ARIA_ROLES[role] ?? [role]).map((r) => `@role="${r}"`).join(' or ') : 'true()');
  const named = `@aria-label=${literal} or @placeholder=${literal} or normalize-space(.)=${literal}`;
  out.push([`xpath/(//*[(${roleCondition}) and (${named})])[${ordinal + 1}]`]);
  return out;
}

/** Selectors of the option to pick after opening a select, a menu or a radio group. */
export function optionSelectors(option: string): RecorderSelector[] {
  return ['option', 'menuitem', 'radio'].map((role) => [`aria/${option}[role="${role}"]`]);
}
