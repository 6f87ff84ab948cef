/**
 * Looking around when the doc's navigation path is gone: a person who cannot find "Alerts > Alert Contacts" opens the
 * entries that sound like it ("Alert Center") and looks there for what the doc does next ("Create Alert Contact").
 * Found, the step's path changed; found nowhere, the entry is missing as before. Pure over pages; the policy keeps
 * the state (policy.ts explore).
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import { CONFIRM_WORDS, CANCEL_WORDS } from './glossary';
import { findControl, findField, isNav, reachable, RENAMED_MIN } from './ground';
import { normalize, similarity, tokens } from './match';

/** Entries opened at most, one after another, before the step is reported missing. */
export const MAX_TRIES = 3;

/** Words that name no place of their own ("Alert Center" and "Alert Contacts" share "alert", not "center"). */
const EMPTY = new Set(['management', 'manage', 'list', 'center', 'console', 'overview', 'settings', 'setting', 'all', 'my', 'and', '&', '管理', '列表', '中心', '控制', '制台', '概览']);

const words = (text: string) => tokens(text).filter((t) => !EMPTY.has(t) && t.length > 1);

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
 * that share a word with the doc's path or with what it does next.
 */
export function entriesToTry(path: string[], upcoming: string[], page: PageSnapshot, tried: string[]): Element[] {
  const wanted = new Set([...path, ...upcoming].flatMap(words));
  const scored = reachable(page)
    .filter((el) => isNav(el) && el.name && el.states.expanded === undefined && !el.states.current && !tried.includes(el.name))
    .map((el) => ({ el, shared: words(el.name).filter((w) => wanted.has(w)).length, score: Math.max(...path.map((p) => similarity(p, el.name))) }))
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.score - a.score);
  const seen = new Set<string>();
  return scored.filter((s) => !seen.has(s.el.name) && seen.add(s.el.name)).map((s) => s.el);
}

/** Whether this page offers what the doc does next, under its name or one that reads alike. */
export function offersNext(page: PageSnapshot, upcoming: string[]): string | null {
  const elements = reachable(page).filter((el) => !isNav(el));
  for (const label of upcoming) {
    const control = findControl(elements, { label, min: RENAMED_MIN });
    if (control) return control.element.name;
    const field = findField(elements, label);
    if (field) return field.element.name;
  }
  return null;
}
