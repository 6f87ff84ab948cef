/**
 * How completely the reader read a step (bench/corpus.ts measures it over the help center). A step is read
 * completely when the reader found at least one intent for it (or its sub-steps) and every mark of its own text,
 * and of each sub-step's, was given a role by one of that step's intents: a target, a field, an option, a value,
 * a menu path item, a page/section/dialog/tab context, a row, a column, a neighbour, a region, an expected result
 * or the condition of a `when`. A `mention` (bold text no rule placed) gives no role, nor does a click the reader
 * only guessed (`DocStep.guessed`). Sub-steps done outside the
 * console (`outside`: commands, the instance's system) are not the console reader's to read; bench/corpus.ts counts
 * top-level ones apart.
 */
import type { DocStep, Intent, Mark } from './types';

/** The words each intent gives a role to; `contains` are texts a mark may sit inside (a result, a condition). */
function roles(intent: Intent): { exact: string[]; contains: string[]; icon: boolean } {
  switch (intent.kind) {
    case 'open-console':
      return { exact: intent.label ? [intent.label] : [], contains: [], icon: false };
    case 'navigate':
      return { exact: intent.path, contains: [], icon: false };
    case 'select-region':
      // "Select a **region**.": the field's own name in bold, when the doc names no region.
      return { exact: intent.region ? [intent.region] : ['region', '地域'], contains: [], icon: false };
    case 'click':
      return { exact: [intent.label, intent.column, intent.row, intent.near].filter((x): x is string => !!x), contains: [], icon: !!intent.icon };
    case 'find':
      return { exact: [intent.text], contains: intent.literal ? [] : [intent.text], icon: false };
    case 'fill':
      return { exact: [intent.field, intent.value], contains: [], icon: false };
    case 'choose':
      // A cascader's option is its path ("Elastic Compute > ECS", phrases.ts choicePath): each item is a level of it.
      return { exact: [intent.field, intent.option, ...intent.option.split(PATH_SEP), ...(intent.options ?? [])], contains: [], icon: false };
    case 'check':
      return { exact: [intent.label, intent.near].filter((x): x is string => !!x), contains: [], icon: false };
    case 'tab':
      return { exact: [intent.label], contains: [], icon: false };
    case 'section':
      return { exact: [intent.label], contains: [], icon: false };
    case 'expect':
      return { exact: intent.label ? [intent.label] : [], contains: [intent.text], icon: false };
    case 'refresh':
      return { exact: [], contains: [intent.text], icon: false };
    case 'when': {
      const inner = intent.then.map(roles);
      return {
        exact: inner.flatMap((r) => r.exact),
        contains: [intent.text, ...inner.flatMap((r) => r.contains)],
        icon: inner.some((r) => r.icon),
      };
    }
    case 'either': {
      const inner = intent.of.flat().map(roles);
      return { exact: inner.flatMap((r) => r.exact), contains: inner.flatMap((r) => r.contains), icon: inner.some((r) => r.icon) };
    }
    case 'configure':
    case 'repeat':
    case 'pay':
    case 'do':
    case 'mention':
      return { exact: [], contains: [], icon: false };
  }
}

/** How phrases.ts joins the levels of a cascader option. */
const PATH_SEP = ' > ';

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The marks of the step's own text that none of its intents gave a role. */
export function unreadMarks(step: DocStep): Mark[] {
  // A click the reader only guessed ("click" somewhere in the sentence, no phrasing placed the label) is no role.
  const guessed = new Set(step.guessed ?? []);
  const all = step.intents.flatMap((i) => (i.kind === 'either' ? i.of.flat() : [i])).filter((i) => !(i.kind === 'click' && guessed.has(i.label))).map(roles);
  const exact = new Set(all.flatMap((r) => r.exact).map(norm));
  const contains = all.flatMap((r) => r.contains).map(norm);
  const icon = all.some((r) => r.icon);
  return (step.marks ?? []).filter((mark) => {
    const text = norm(mark.text);
    if (!text) return !(mark.kind === 'icon' && icon);
    return !exact.has(text) && !contains.some((c) => c.includes(text));
  });
}

/** An intent that says what to do or expect: not a `mention`, not a condition with nothing under it. */
const acts = (i: Intent) => i.kind !== 'mention' && !(i.kind === 'when' && !i.then.some(acts));

/**
 * Whether a step, with its sub-steps, was read completely: it and each sub-step has an intent (its own or a
 * sub-step's: "Configure the following settings:" leads into them) and no unread mark.
 */
export function readCompletely(step: DocStep): boolean {
  const hasIntent = (s: DocStep): boolean => s.intents.some(acts) || s.substeps.some(hasIntent);
  return hasIntent(step) && unreadMarks(step).length === 0 && step.substeps.every((s) => s.outside || readCompletely(s));
}
