/**
 * A button whose label dropped the page's name: "在**安全组规则**页面上，单击**添加安全组规则**" where the rules page offers
 * 手动添加 and 快速添加. On a page about X, a console's buttons often keep the doc's verb and leave X out (the page says
 * it), so they share no word pair with the doc's whole label. The doc's label without the page's name is the action;
 * buttons of the page that hold it are the doc's control renamed. Of several, one that shares a word with another
 * control the same step names (快速 of **快速创建规则**) and not with the doc's label is that other control's.
 * The other way round too: a button that is the page's name and an action the doc's label holds (**手动添加** where
 * the rules page offers 添加安全组规则). The page is the one the step, or the step it belongs to, names.
 */
import type { Element } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import { synonymsOf, readsAsAction } from './glossary';
import { inDialog, isNav, rowOf } from './ground';
import { normalize, tokens } from './match';

const BUTTONS = new Set(['button', 'link']);

/** The doc steps down to the one that holds `intent` (searched through substeps), outermost first. */
function chainOf(steps: DocStep[], intent: Intent): DocStep[] | null {
  for (const step of steps) {
    if (step.intents.includes(intent) || step.intents.some((i) => nested(i).includes(intent))) return [step];
    const inner = chainOf(step.substeps, intent);
    if (inner) return [step, ...inner];
  }
  return null;
}

/** The intents inside a conditional or an alternative. */
const nested = (intent: Intent): Intent[] =>
  intent.kind === 'when' ? intent.then.flatMap((i) => [i, ...nested(i)]) : intent.kind === 'either' ? intent.of.flat().flatMap((i) => [i, ...nested(i)]) : [];

/** Whether `name` holds the word `word` (a CJK run anywhere, an English word whole). */
const holds = (name: string, word: string) => (/[\u3400-\u9fff]/.test(word) ? name.includes(word) : ` ${name} `.includes(` ${word} `));

/**
 * The page's controls that stand for the doc's `label` with the page's name left out, the most likely first; empty
 * when the step names no page, the label does not hold its name, or what is left is no action.
 */
export function pageNamedControls(label: string, steps: DocStep[], intent: Intent, elements: Element[]): Element[] {
  const chain = chainOf(steps, intent);
  if (!chain) return [];
  const step = chain[chain.length - 1];
  // The page the step, or the step it belongs to, says it works on.
  const pageName = [...chain].reverse().flatMap((at) => at.intents).find((i): i is Extract<Intent, { kind: 'section' }> => i.kind === 'section' && i.scope === 'page')?.label;
  const whole = normalize(label);
  const named = pageName ? normalize(pageName) : '';
  if (!named) return [];
  const buttons = elements.filter((el) => BUTTONS.has(el.role) && !isNav(el) && !inDialog(el) && rowOf(el) === null && !el.states.disabled);
  let pool: Element[];
  if (whole.includes(named)) {
    const verb = whole.replace(named, ' ').replace(/\s+/g, ' ').trim();
    if (!verb || !readsAsAction(verb)) return [];
    const verbs = [verb, ...synonymsOf(verb)];
    pool = buttons.filter((el) => verbs.some((v) => holds(normalize(el.name), v)));
  } else {
    // The other way round: the doc's "单击**手动添加**" on the rules page where the button reads 添加安全组规则: the
    // console's label is the page's name and an action the doc's label holds.
    // A word of the doc's label besides the action that another button holds (快速 of 快速添加 where the page also
    // offers 快速创建规则) points at that button instead.
    pool = buttons.filter((el) => {
      const name = normalize(el.name);
      const verb = name.includes(named) ? name.replace(named, ' ').replace(/\s+/g, ' ').trim() : '';
      const held = verb && readsAsAction(verb) ? [verb, ...synonymsOf(verb)].find((v) => holds(whole, v)) : undefined;
      if (!held) return false;
      const rest = whole.replace(held, ' ').replace(/\s+/g, ' ').trim();
      return !rest || !buttons.some((other) => other !== el && holds(normalize(other.name), rest));
    });
  }
  // Another control of the same step ("也可以单击**快速创建规则**") claims a button that shares a word with it that the
  // doc's label does not have.
  const own = new Set(tokens(label));
  const others = step.intents.flatMap((i) => [i, ...nested(i)]).filter((i): i is Extract<Intent, { kind: 'click' }> => i.kind === 'click' && i !== intent).map((i) => tokens(i.label));
  return pool.filter((el) => !others.some((other) => tokens(el.name).some((t) => !own.has(t) && other.includes(t))));
}
