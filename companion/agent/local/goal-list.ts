/**
 * The doc steps as the policy's list of goals, one per acting intent: sub-steps walked in place, a step that closes
 * after its sub-steps ("Set the following and click **OK**") split around them, and the alternatives of an
 * `either` kept on its first goal as fallbacks. A step outside the console that names no control gives none.
 */
import type { Element } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { inputFitting } from './inputs-fit';
import type { GoalMemory } from './outcome';
import { caseIntents, type OnChoice } from './choice-cases';

export { offChoice } from './choice-cases';

/** Intents that act on the page (the rest set context: a section, a mention, what to expect). */
export const ACTING = new Set<Intent['kind']>(['click', 'fill', 'choose', 'check', 'tab', 'navigate', 'find', 'open-console', 'select-region']);

export interface Goal extends OnChoice {
  step: number;
  intent: Intent;
  memory: GoalMemory;
  /** Index among the doc's intents (absent for repairs): lets refreshed steps replace the intent. */
  origin?: number;
  /**
   * The first goal of an alternative ("click its ID or click **Manage**"): the alternatives left to try when this one
   * cannot be done, and how many goals this one spans.
   */
  fallback?: { rest: Intent[][]; span: number };
  /**
   * A later goal of an alternative whose next alternatives begin the same way ("choose **More** > **Start** or
   * **More** > **Stop**"): what those alternatives do from here on, tried when this goal cannot be done (Start is
   * greyed out on a running instance) without repeating the part already done.
   */
  tail?: { rest: Intent[][]; span: number };
  /** The doc step, when it is optional ("(Optional)", "The first time you …"), that this goal belongs to. */
  optional?: DocStep;
}

export const newMemory = (): GoalMemory => ({ waits: 0, openedMore: false, expandedGroup: false, searched: false });

export function flatten(steps: DocStep[]): Goal[] {
  const goals: Goal[] = [];
  const walk = (step: DocStep, index: number, optional?: DocStep) => {
    // A step done outside the console (in the instance's system, a terminal) that names no console control, or any
    // step done in an instance the doc connected to, is not the console's to show.
    if (step.outside && (step.inInstance || !step.marks?.some((m) => m.kind === 'label'))) return;
    const unit = optional ?? (step.optional ? step : undefined);
    const add = (intents: Intent[]) => {
      for (const intent of intents) goals.push(...goalsOf(intent, index).map((g) => (unit ? { ...g, optional: unit } : g)));
    };
    // "Set the following parameters and click **Buy Now**:" clicks once its sub-steps have set the fields.
    const own = step.closesAfterSubsteps ? step.intents.length - trailingClicks(step.intents) : step.intents.length;
    add(step.intents.slice(0, own));
    if (step.alternatives) {
      // Alternatives ("Use one of the following methods"): the first is the one to follow, the others its fallbacks.
      const [first, ...rest] = alternativesOf(step.substeps);
      const from = goals.length;
      for (const sub of first) walk(sub, index, unit);
      const others = rest.map((alt) => alt.flatMap(intentsOf)).filter((alt) => alt.length);
      const at = firstActing(goals, from);
      if (at < goals.length && others.length && !goals[at].fallback) goals[at] = { ...goals[at], fallback: { rest: others, span: goals.length - at } };
    } else for (const sub of step.substeps) walk(sub, index, unit);
    add(step.intents.slice(own));
  };
  for (const step of steps) walk(step, step.index);
  return goals.map((g, i) => ({ ...g, origin: i }));
}

/** A sub-step that opens an alternative by its name: "Method 2:", "Option B:", "方式二：", "方法1：". */
const OPENS_ALTERNATIVE = /^\s*(?:(?:method|option|way|approach)\s*(?:\d+|[a-d]\b|one|two|three)|(?:方式|方法)\s*[一二三四五六七八九十\d])\s*[:：.、]/i;

/**
 * The sub-steps of a step of alternatives, one group per alternative: where sub-steps open an alternative by name
 * ("方式二：手动添加，步骤如下。"), the ones after it without such a name are its own steps; else each is one.
 */
export function alternativesOf(substeps: DocStep[]): DocStep[][] {
  if (!substeps.some((s) => OPENS_ALTERNATIVE.test(s.text))) return substeps.map((s) => [s]);
  const groups: DocStep[][] = [];
  for (const sub of substeps) {
    if (!groups.length || OPENS_ALTERNATIVE.test(sub.text)) groups.push([sub]);
    else groups[groups.length - 1].push(sub);
  }
  return groups;
}

/**
 * The first goal from `from` that does something: an alternative that opens with its condition ("To release a
 * subscription instance, click **Release**") keeps its fallbacks on the click, which can fail, not on the condition,
 * which is passed at once.
 */
function firstActing(goals: Goal[], from: number): number {
  const condition = (g: Goal) => g.intent.kind === 'when' && !g.intent.then.length;
  let at = from;
  while (at < goals.length - 1 && condition(goals[at])) at++;
  return at;
}

/** A sub-step's intents with its own sub-steps', in order (an alternative kept as a fallback). */
const intentsOf = (step: DocStep): Intent[] => [...step.intents, ...step.substeps.flatMap(intentsOf)];

/** How many of the intents, at their end, are clicks (or the payment that follows them). */
function trailingClicks(intents: Intent[]): number {
  let n = 0;
  while (n < intents.length && ['click', 'pay'].includes(intents[intents.length - 1 - n].kind)) n++;
  return n;
}

/** The goals of one intent; of an `either`, its first alternative, which knows the others; of a case row, its rows. */
function goalsOf(intent: Intent, step: number): Goal[] {
  if (intent.kind === 'when' && intent.choice) return caseIntents(intent).flatMap(({ intent: inner, onChoice }) => goalsOf(inner, step).map((g) => ({ ...g, onChoice })));
  if (intent.kind !== 'either') return [{ step, intent, memory: newMemory() }];
  const [first, ...others] = intent.of;
  return alternative(first, others, step);
}

export function alternative(intents: Intent[], rest: Intent[][], step: number): Goal[] {
  const goals = intents.map((intent): Goal => ({ step, intent, memory: newMemory() }));
  const at = firstActing(goals, 0);
  if (at < goals.length && rest.length) goals[at].fallback = { rest, span: goals.length - at };
  for (let i = 1; i < goals.length; i++) {
    const tails = rest.filter((alt) => alt.length > i && intents.slice(0, i).every((done, j) => sameAction(done, alt[j]))).map((alt) => alt.slice(i));
    if (tails.length) goals[i].tail = { rest: tails, span: goals.length - i };
  }
  return goals;
}

/** Two intents that click the same label (a column or menu area aside). */
function sameAction(a: Intent, b: Intent): boolean {
  return a.kind === 'click' && b.kind === 'click' && a.label === b.label;
}


/** Goals that give a field the console requires (and the doc never names) a plausible value. */
export function repairGoals(field: Element, step: number, ctx: EpisodeContext): Goal[] {
  const goal = (intent: Intent): Goal => ({ step, intent, memory: newMemory() });
  if (field.role === 'radio' || field.role === 'radiogroup') return [goal({ kind: 'choose', field: field.name, option: field.options?.[0] ?? field.name })];
  if (field.role === 'combobox') return [goal({ kind: 'choose', field: field.name, option: '' })];
  if (field.role === 'checkbox') return [goal({ kind: 'check', label: field.name, checked: true })];
  // The box's placeholder says what it holds when its label does not ("过期天数" in the box of 删除文件).
  const named = [field.name, ...(field.placeholder ? [field.placeholder] : [])];
  // A number box takes a number: the least whole one above zero, where a name would never do.
  return [goal({ kind: 'fill', field: field.name, value: inputFitting(named, ctx.inputs) ?? codeAsked(field) ?? numberAsked(field) ?? (field.role === 'spinbutton' ? '1' : `aca-${ctx.rand}`) })];
}

/**
 * A verification code box (an MFA device's 动态验证码, "security code") takes six digits, as the device shows them;
 * the second of a pair ("第二组", "Second") the next code, which differs from the first.
 */
const CODE = /验证码|安全码|\b(?:verification|security|authentication|mfa|dynamic)\s+codes?\b/i;
function codeAsked(field: Element): string | null {
  if (!CODE.test(field.name)) return null;
  return /^第二|^second\b/i.test(field.name.trim()) ? '654321' : '123456';
}

/** A port box ("Listener Port", 后端端口) takes a port, the web's; one whose message asks for a range ("from 1 to 65535") its least. */
const PORT = /\bport\b|端口/i;
const RANGE = /(?:from\s+)?(\d+)\s*(?:to|-|~|～|至|到)\s*(\d+)/i;

function numberAsked(field: Element): string | null {
  if (PORT.test(field.name)) return '80';
  const range = RANGE.exec(`${field.error ?? ''} ${field.placeholder ?? ''}`);
  return range ? String(Math.max(1, Number(range[1]))) : null;
}

/** An intent in words, for a note's "expected" ("Alerts > Alert Contacts", "Stop Actions"). */
export function describeIntent(intent: Intent): string {
  return Object.entries(intent).filter(([k]) => k !== 'kind').map(([, v]) => (Array.isArray(v) ? v.join(' > ') : String(v))).join(' ');
}
