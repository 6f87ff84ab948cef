/**
 * Looking around when the doc's navigation path is gone: a person who cannot find "Alerts > Alert Contacts" opens the
 * entries that sound like it ("Alert Center") and looks there for what the doc does next ("Create Alert Contact").
 * Found, the step's path changed; found nowhere, the entry is missing as before. Pure over pages; the policy keeps
 * the state (policy.ts explore).
 */
import type { Action, Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import type { GoalMemory, PolicyMemory } from './outcome';
import type { EpisodeContext } from '../policy';
import { handle } from './goals';
import { ACTING, newMemory, type Goal } from './goal-list';
import { CONFIRM_WORDS, CANCEL_WORDS, kindWords, synonymsOf } from './glossary';
import { findControl, findField, isNav, reachable, RENAMED_MIN } from './ground';
import { cjkAlike, isExact, normalize, similarity, tokens } from './match';

/** Entries opened at most, one after another, before the step is reported missing. */
export const MAX_TRIES = 5;
/**
 * Whether two labels end in the same word: what a control acts on (its last word, "Contact" in "Create Alert Contact")
 * stays when it is renamed ("New Contact") and differs on the neighbouring control of another thing ("Create Alert
 * Rule"). CJK labels end in a character pair.
 */
const sameHead = (a: string, b: string) => {
  const x = head(a);
  const y = head(b);
  return x !== undefined && (x === y || (y !== undefined && synonymsOf(x).includes(y)));
};

/** The last word of a label that names a thing, past a trailing "List" / "列表" ("Contact Group List" is of groups). */
const head = (label: string) => {
  const all = tokens(label);
  return (all.length > 1 && LISTING.has(all.at(-1)!) ? all.slice(0, -1) : all).at(-1);
};
const LISTING = new Set(['list', '列表']);

/** Controls a Chinese label may have become under a name a word apart. */
const ALIKE_ROLES = new Set(['button', 'tab', 'link']);

/** Words that name no place of their own ("Alert Center" and "Alert Contacts" share "alert", not "center"). */
const EMPTY = new Set(['management', 'manage', 'list', 'center', 'console', 'overview', 'settings', 'setting', 'all', 'my', 'and', '&', '管理', '列表', '中心', '控制', '制台', '概览']);

const words = (text: string) => tokens(text).filter((t) => !EMPTY.has(t) && t.length > 1);

/**
 * The navigation path a goal that cannot be done stands for, and how many goals it spans: a navigate intent's path, or
 * a menu path on the page ("On the **Alert Center** page, choose **Notification Management** > **Notification
 * Objects**": a click on the page, then one in its menu, in the same step).
 */
export function lostPath(goals: Goal[], at: number): { path: string[]; span: number } | null {
  const { intent, step } = goals[at];
  if (intent.kind === 'navigate') return { path: intent.path, span: 1 };
  const next = goals[at + 1];
  if (intent.kind !== 'click' || intent.area !== 'page' || next?.step !== step || next.intent.kind !== 'click' || next.intent.area !== 'menu') return null;
  return { path: [intent.label, next.intent.label], span: 2 };
}

/** The labels the doc acts on next: clicks (not a bare confirm), tabs, navigation, fields. */
export function upcomingLabels(intents: Intent[]): string[] {
  const out: string[] = [];
  const add = (intent: Intent) => {
    if (intent.kind === 'click' && !intent.rowLink && !CONFIRM_WORDS.includes(normalize(intent.label)) && !CANCEL_WORDS.includes(normalize(intent.label))) out.push(intent.label);
    else if (intent.kind === 'tab') out.push(intent.label);
    else if (intent.kind === 'navigate') out.push(intent.path.at(-1)!);
    else if ((intent.kind === 'fill' || intent.kind === 'choose') && intent.field) out.push(intent.field);
    else if (intent.kind === 'either') intent.of.flat().forEach(add);
  };
  intents.forEach(add);
  return out.filter(Boolean);
}

/**
 * Navigation entries worth opening for a lost path, best first: entries (not groups, not the page open now, not tried)
 * that share a word with the doc's path or with what it does next first, then the others.
 */
export function entriesToTry(path: string[], upcoming: string[], page: PageSnapshot, tried: string[]): Element[] {
  const wanted = new Set([...path, ...upcoming].flatMap(words));
  const scored = reachable(page)
    .filter((el) => isNav(el) && el.name && el.states.expanded === undefined && !el.states.current && !tried.includes(el.name))
    .map((el) => ({ el, shared: words(el.name).filter((w) => wanted.has(w)).length, score: Math.max(...path.map((p) => similarity(p, el.name))) }))
    .sort((a, b) => b.shared - a.shared || b.score - a.score);
  // Entries that share no word come last (CloudMonitor 2.0 keeps the contacts of "Alerts > Alert Contacts" under
  // "Notification Objects"); the tries stay bounded by MAX_TRIES.
  const seen = new Set<string>();
  return scored.filter((s) => !seen.has(s.el.name) && seen.add(s.el.name)).map((s) => s.el);
}

/**
 * Entries of this page that the start page did not have (the menu of the area just opened: the Alert Center's
 * "Notification Objects"), not tried yet, those that share a word with the doc's path or next step first.
 */
export function freshEntries(path: string[], upcoming: string[], page: PageSnapshot, seen: string[], tried: string[]): Element[] {
  const wanted = new Set([...path, ...upcoming].flatMap(words));
  const fresh = reachable(page).filter((el) => isNav(el) && el.name && el.states.expanded === undefined && !el.states.current && !seen.includes(el.name) && !tried.includes(el.name));
  const shares = (el: Element) => words(el.name).some((w) => wanted.has(w));
  return [...fresh.filter(shares), ...fresh.filter((el) => !shares(el))];
}

/** Whether this page offers what the doc does next, under its name or one that reads alike. */
export function offersNext(page: PageSnapshot, upcoming: string[]): string | null {
  const elements = reachable(page).filter((el) => !isNav(el));
  for (const label of upcoming) {
    const control = findControl(elements.filter((el) => sameHead(label, el.name)), { label, min: RENAMED_MIN });
    if (control) return control.element.name;
    const alike = elements.find((el) => ALIKE_ROLES.has(el.role) && cjkAlike(label, el.name));
    if (alike) return alike.name;
    const field = findField(elements, label);
    if (field && (field.exact || sameHead(label, field.element.name))) return field.element.name;
  }
  return null;
}

/**
 * One turn of looking around (the policy's explore): on the entry opened last turn, what the doc does next is found
 * (the path now), or the page is given two more looks, or the start page is opened again for the next entry; else the
 * next entry to open. Null when there is nothing (more) to try.
 */
export function lookAround(state: NonNullable<GoalMemory['explore']>, path: string[], upcoming: string[], page: PageSnapshot): { entry: string; found: string } | { action: Action; thought: string } | null {
  if (state.open) {
    const found = offersNext(page, upcoming);
    // The page just opened may still be loading: look twice more before moving on.
    if (!found && (state.waits ?? 0) < 2) {
      state.waits = (state.waits ?? 0) + 1;
      return { action: { type: 'wait', ms: 700 }, thought: `Looking in ${state.open} for what the doc does next.` };
    }
    const entry = state.open;
    state.open = undefined;
    if (found) return { entry, found };
    if (state.tried.length >= MAX_TRIES) return null;
    // The area just opened has a menu of its own: look through it before going back.
    const inner = freshEntries(path, upcoming, page, state.seen, state.tried)[0];
    if (inner) return open(state, inner, `${entry} does not have what the doc does next; look in its ${inner.name}.`);
    return { action: { type: 'navigate', url: state.from }, thought: `${entry} does not have what the doc does next; go back and try another entry.` };
  }
  if (state.tried.length >= MAX_TRIES) return null;
  const entry = entriesToTry(path, upcoming, page, state.tried)[0];
  // Back on the start page, which may still be drawing its navigation: look again before giving up.
  if (!entry && !reachable(page).some(isNav) && (state.loads ?? 0) < 6) {
    state.loads = (state.loads ?? 0) + 1;
    return { action: { type: 'wait', ms: 700 }, thought: 'The navigation is not drawn yet; wait for it.' };
  }
  if (!entry) return null;
  return open(state, entry, `No "${path.join(' > ')}" in the navigation; look in ${entry.name} for what the doc does next.`);
}

function open(state: NonNullable<GoalMemory['explore']>, entry: Element, thought: string): { action: Action; thought: string } {
  state.tried.push(entry.name);
  state.open = entry.name;
  state.waits = 0;
  return { action: { type: 'click', ref: entry.ref }, thought };
}

/**
 * The navigation entry named after what a step works on ("click the name of the bucket" where the console lists
 * buckets on a **Buckets** page), for the policy's lookBehind. `label` and `resources` are normalized; the names of
 * resources and the target itself are not what the step works on.
 */
export function entryBehind(label: string, resources: string[], stepText: string, page: PageSnapshot): Element | undefined {
  const names = [label, ...resources];
  let words = normalize(stepText);
  for (const name of names) words = words.split(name).join(' ');
  const text = kindWords(words);
  return reachable(page).find((el) => {
    if (!isNav(el) || el.states.current || el.states.expanded !== undefined || names.includes(normalize(el.name))) return false;
    const stem = kindWords(normalize(el.name)).replace(/(?:\s*(?:list|management)|\s*列表|\s*管理|s)$/u, '').trim();
    return stem.length >= 3 && text.includes(stem);
  });
}

/**
 * The doc's navigation target is gone, but what the doc does next (in this step or the next acting one) is on the page
 * already: the console reaches it another way (the 2019 OSS console lists buckets down the left, with no Buckets page).
 * The goal to go on from, the policy memory the goals in between leave, and the control found. Only a click the page
 * holds under its exact label (or the option the next step chooses) counts, never a bare confirm button.
 */
export function reachedWithout(goal: Goal, goals: Goal[], cursor: number, page: PageSnapshot, ctx: EpisodeContext, memory: PolicyMemory): { index: number; memory: PolicyMemory; target: string } | null {
  // A navigation entry may lead to the next step; a click only to what its own step does next ("Click
  // **Buckets**, and then click the name of the bucket"): a button missing from a form is not skipped for a tab.
  // A step with nothing to act on (a region the page does not ask for) is passed over to the one after it.
  const nextActing = goals.slice(cursor + 1).find((g) => g.step > goal.step && ACTING.has(g.intent.kind))?.step ?? goal.step + 1;
  const last = goal.intent.kind === 'navigate' ? nextActing : goal.intent.kind === 'click' && !goal.intent.row ? goal.step : -1;
  const policy: PolicyMemory = { ...memory, filled: new Map(memory.filled) };
  for (let i = cursor + 1; i < goals.length && goals[i].step <= last; i++) {
    const later = goals[i];
    const outcome = handle(later.intent, page, ctx, newMemory(), policy, later.step);
    if (outcome.kind === 'done') continue;
    if (outcome.kind !== 'act' || outcome.drift || !outcome.target) return null;
    // A choice the next step makes in a list this page has ("select **Service Name** from the drop-down list").
    const option = later.intent.kind === 'choose' ? later.intent.option : '';
    const chosen = outcome.action.type === 'select' && !!option && isExact(option, outcome.action.option);
    if (outcome.action.type !== 'click' && !chosen) return null;
    const label = later.intent.kind === 'click' || later.intent.kind === 'tab' ? later.intent.label : later.intent.kind === 'navigate' ? later.intent.path.at(-1)! : chosen ? option : null;
    if (!label || (!chosen && !isExact(label, outcome.target.name)) || CONFIRM_WORDS.includes(normalize(label))) return null;
    return { index: i, memory: policy, target: outcome.target.name };
  }
  return null;
}
