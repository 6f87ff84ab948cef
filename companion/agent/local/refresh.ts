/**
 * "Refresh the instance list", "刷新本实例磁盘列表" (a `refresh` intent): the page's refresh control when it has one
 * (a button or link that reads Refresh / 刷新, or shows the ↻ icon), clicked once; without one, the list the console
 * shows is already its current state and there is nothing to do. A list the doc names after one of its own labels
 * ("本实例磁盘列表", the 本实例磁盘 entry of an earlier step) that the page no longer shows under that name, while a tab
 * of the page holds the list, moved: path-changed.
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { isNav, reachable } from './ground';
import { isExact } from './match';
import { clickOn, type Drift, type Outcome } from './outcome';

const REFRESH_WORDS = ['Refresh', '刷新', 'Reload'];

export function refresh(text: string, page: PageSnapshot, ctx: EpisodeContext): Outcome {
  const elements = reachable(page);
  const control = elements.find(
    (el) => (el.role === 'button' || el.role === 'link') && !el.states.disabled && !isNav(el) && !el.within.some((w) => w.startsWith('row:')) && (REFRESH_WORDS.some((w) => isExact(w, el.name)) || el.icon === '↻'),
  );
  const drift = movedList(text, elements, ctx);
  if (control) return clickOn(control, `Refresh the ${text}: click ${control.name || control.icon}.`, drift ? { drift } : {});
  return { kind: 'done', thought: `The page has no refresh control; the ${text} shows its current state.`, ...(drift ? { drift } : {}) };
}

/** The doc's label the list is named after, gone from the page, with the tab that shows the list now. */
function movedList(text: string, elements: Element[], ctx: EpisodeContext): Drift | undefined {
  const labels: string[] = [];
  const walk = (step: EpisodeContext['steps'][number]) => {
    for (const mark of step.marks ?? []) if (mark.kind === 'label' && mark.text.trim().length >= 2 && text.includes(mark.text.trim())) labels.push(mark.text.trim());
    step.substeps.forEach(walk);
  };
  ctx.steps.forEach(walk);
  const label = labels.sort((a, b) => b.length - a.length)[0];
  if (!label) return undefined;
  const named = elements.some((el) => isExact(label, el.name) || el.within.some((w) => isExact(label, w.slice(w.indexOf(':') + 1))));
  const tab = elements.find((el) => el.role === 'tab' && el.states.selected);
  if (named || !tab || !elements.some((el) => el.within.some((w) => w.startsWith('table:')))) return undefined;
  return { kind: 'path-changed', expected: label, actual: `the ${tab.name} tab` };
}
