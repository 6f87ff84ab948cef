/**
 * A form the doc opens in a dialog that the console edits in place: "在弹出的对话框中，设置以下参数" where no dialog
 * opened and the fields stand in a new row of the list (a rule list that adds an editable row). The fields are there,
 * reached another way: path-changed, noted once for the step, on its first field set in that row.
 */
import type { PageSnapshot } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import { rowOf } from './ground';
import type { Outcome, PolicyMemory } from './outcome';

/** Words a step uses for the dialog it works in. */
const DIALOG = /对话框|弹出框|弹窗|dialog box|dialog/i;

/** The steps from the top to the one that holds `intent`. */
function pathTo(steps: DocStep[], intent: Intent): DocStep[] | null {
  for (const step of steps) {
    if (step.intents.includes(intent)) return [step];
    const inner = pathTo(step.substeps, intent);
    if (inner) return [step, ...inner];
  }
  return null;
}

/** The steps noted so far, per episode (its policy memory). */
const noted = new WeakMap<PolicyMemory, Set<DocStep>>();

/** The outcome of a fill or choose, with the path change added when its field is in a list row, not a dialog. */
export function inPlace(intent: Intent, outcome: Outcome, page: PageSnapshot, steps: DocStep[], policy: PolicyMemory): Outcome {
  if (outcome.kind !== 'act' || outcome.drift || page.dialog || !outcome.target || rowOf(outcome.target) === null) return outcome;
  if (!['type', 'select', 'click', 'check'].includes(outcome.action.type)) return outcome;
  const path = pathTo(steps, intent);
  const said = path?.find((step) => DIALOG.test(step.text));
  const done = noted.get(policy) ?? new Set<DocStep>();
  if (!said || done.has(said)) return outcome;
  noted.set(policy, done.add(said));
  return { ...outcome, drift: { kind: 'path-changed', expected: 'the fields in a dialog', actual: `${outcome.target.name} in a row of the list` } };
}
