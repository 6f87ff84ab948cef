/**
 * What a goal handler returns (act, done, fail, ask) and what goals remember, with the small outcome builders the
 * handlers share (goals.ts, clicks.ts, fields.ts).
 */
import type { Action, Element, PageSnapshot, StepKind } from '../../../protocol';
import type { Answer } from './ask';
import { FIELD, inSection, reachable } from './ground';
import { regionMatches } from './regions';

export interface Drift {
  kind: StepKind;
  expected: string;
  actual: string;
}

export type Outcome =
  | { kind: 'act'; action: Action; thought: string; drift?: Drift; target?: Element; completes: boolean }
  | { kind: 'done'; thought: string; drift?: Drift }
  | { kind: 'fail'; thought: string; verdict: StepKind; expected: string; actual: string }
  /** The policy cannot tell which of the candidates the doc means: it asks the person (ask.ts). */
  | { kind: 'ask'; thought: string; label: string; candidates: Element[] };

/** What a goal remembers between turns. */
export interface GoalMemory {
  waits: number;
  openedMore: boolean;
  expandedGroup: boolean;
  searched: boolean;
  /** A table row was opened with its plus sign to look for the control. */
  expandedRow?: boolean;
  /** The buy page's purchase button was clicked; the order page's pay button is next. */
  bought?: boolean;
  /** A select was opened to list its choices for the value to fill in. */
  openedSelect?: boolean;
  /** What the person answered when this goal asked which control the doc means. */
  answer?: Answer;
  /** The navigation entry opened to look for a target this page did not have, and whether its path change was noted (policy.ts lookBehind). */
  behind?: { entry: string; noted: boolean };
  /** Looking around for a lost navigation path (policy.ts explore): where it started, the entries opened, the one open now. */
  explore?: { from: string; seen: string[]; tried: string[]; open?: string; waits?: number; loads?: number };
  /** Times a dialog was taken on to its next page to find what the doc says it shows (views.ts). */
  forwarded?: number;
  /** Times a dialog in front of the goal's control was confirmed or taken on (in-front.ts). */
  passed?: number;
  /** Refs of the buttons and links the action before this goal brought onto the page (click in clicks.ts). */
  revealed?: string[];
  /** The doc's button of a page area was opened as a navigation entry; its page's button of that name is next (clicks.ts). */
  viaNav?: boolean;
  /** Boxes of the dialog the reader typed the task's value into before this goal's confirm (reader-owned.ts). */
  readerTyped?: string[];
  /** The doc's navigation path was found as a tab and an area of the page, and the change was noted. */
  tabbed?: boolean;
  /** A button of the page was opened to look for the doc's field in its dialog (behind-button.ts). */
  peek?: { button: string; waits?: number; closed?: boolean };
}

/** What the policy remembers across goals. */
export interface PolicyMemory {
  /** The table row the doc pointed at ("Find the instance named x"). */
  row: string | null;
  /** Fields the doc had us fill or choose, by ref, with the doc step and the value. */
  filled: Map<string, { step: number; value: string; label: string }>;
  /** The section of the form the current doc step works in, when it names one. */
  section: string | null;
  /**
   * An area of the page the doc had us find ("find the **ACL** area"): the next doc step still works in it ("Click
   * **Setting**"), so it becomes that step's section too.
   */
  area?: string | null;
  /**
   * The dialog the last click closed with a success message ("创建成功"): the form is submitted. A doc's later bare
   * "Create" has nothing left to submit. Cleared by the next click.
   */
  submitted?: string | null;
  /** Refs of the elements clicked so far. */
  clicked?: Set<string>;
}

const MAX_WAITS = 6;
export const act = (action: Action, thought: string, completes = true, extra: Partial<Extract<Outcome, { kind: 'act' }>> = {}): Outcome => ({
  kind: 'act', action, thought, completes, ...extra,
});
export const waitFor = (mem: GoalMemory, what: string): Outcome | null => {
  if (mem.waits >= MAX_WAITS) return null;
  mem.waits++;
  return act({ type: 'wait', ms: 700 }, `${what} is not on the page yet; waiting for it to load.`, false);
};
export const clickOn = (el: Element, thought: string, extra: Partial<Extract<Outcome, { kind: 'act' }>> = {}) =>
  act({ type: 'click', ref: el.ref }, thought, true, { target: el, ...extra });
export const missing = (expected: string, actual: string, thought: string): Outcome => ({ kind: 'fail', verdict: 'element-missing', expected, actual, thought });
/**
 * A field or check box the doc sets is not in a form that is otherwise there: the console no longer asks for it.
 * Skip it and go on (the procedure may well still work); the step is reported obsolete. With no form at all on
 * the page, the reader is in the wrong place: that is a missing element.
 */
export const notAsked = (expected: string, elements: Element[], thought: string, inPlace = false): Outcome =>
  inPlace || formFields(elements).some((el) => !el.states.disabled)
    ? { kind: 'done', thought: `${thought} The form no longer asks for it; going on without it.`, drift: { kind: 'obsolete-step', expected, actual: describeFields(elements) } }
    : missing(expected, describeFields(elements), thought);

/**
 * The fields of the page's forms: not the top bar's region selector (a select that shows a region, or one in the
 * banner), which is the console's, not a form's.
 */
const formFields = (elements: Element[]) =>
  elements.filter((el) => FIELD.has(el.role) && !el.within.some((w) => w.startsWith('banner:')) && !(el.role === 'combobox' && regionMatches(`${el.value ?? ''} ${el.name}`) !== null));

export function describeFields(elements: Element[]): string {
  const names = [...new Set(formFields(elements).map((el) => el.name).filter(Boolean))].slice(0, 12);
  return names.length ? `the form has: ${names.join(', ')}` : 'no form fields on the page';
}

/** The page each `othersOf` page was cut from. */
export const uncut = new WeakMap<PageSnapshot, PageSnapshot>();

/** What the form holds, the fields the doc names as others included: whether it still asks for something. */
export function whole(page: PageSnapshot, elements: Element[], section: string | null): Element[] {
  const full = uncut.get(page);
  return full ? inSection(reachable(full), section) : elements;
}
