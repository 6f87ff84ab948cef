/**
 * The replay policy (SPEC section 10): re-runs a recorded trajectory (a person's demonstration or an earlier agent
 * run) in a new episode, to check a doc again after the console changed. Each recorded page action is found
 * again in today's page by what it was (role and accessible name, not by ref, which is per session):
 *  - the same control: the action runs;
 *  - a control of the same role under another label: `note_deviation label-changed`, then the action;
 *  - none, after waiting for the page a few times: `task_unachievable element-missing` at the action's doc step.
 * Values that belonged to the recorded episode (names with its random suffix, provisioned resource ids) are mapped
 * to this episode's. Failed and skipped recorded actions are not replayed; an action that fails now is retried
 * once after a pause, then the replay gives up at that step; one whose target is gone from the page afterwards
 * landed though it reported a failure (a slow submit), and is not done twice.
 */
import { isPageAction, type Action, type Element, type Observation, type PageAction, type TrajectoryRecord, type TrajectoryStep } from '../../protocol';
import { similarity } from './local/match';
import { RENAMED_MIN } from './local/ground';
import type { Decision, EpisodeContext, Policy, PolicyFactory, TurnFeedback } from './policy';

const LOOKS = 3;
const PAUSE_MS = 800;
/** Pauses at most, after the last action, for the page to reach where the recording ended. */
const END_WAITS = 10;

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

interface Planned {
  action: PageAction;
  docStep: number | null;
  thought: string;
  /** What the recorded ref was, when the recording knew it. */
  target?: Target;
}

/** The page actions worth replaying, in order, and how the recording ended. */
export function replayPlan(record: TrajectoryRecord): { actions: Planned[]; ending: TrajectoryStep | null } {
  const actions: Planned[] = [];
  let ending: TrajectoryStep | null = null;
  for (const step of record.steps) {
    const action = step.action;
    if (!action) continue;
    if (action.type === 'task_complete' || action.type === 'task_unachievable') ending = step;
    if (!isPageAction(action) || step.result?.ok === false) continue;
    const target = step.target?.role && step.target.name !== undefined ? { role: step.target.role, name: step.target.name, ref: step.target.ref, nth: step.target.nth } : undefined;
    actions.push({ action, docStep: step.docStep, thought: step.thought, target });
  }
  return { actions, ending };
}

/** Pairs of (recorded value, this episode's value) for every input and resource attribute that differs. */
export function valueMap(recorded: TrajectoryRecord['context'], now: Pick<EpisodeContext, 'inputs' | 'resources'>): [string, string][] {
  if (!recorded) return [];
  const pairs: [string, string][] = [];
  for (const [key, old] of Object.entries(recorded.inputs)) {
    const value = now.inputs[key];
    if (value !== undefined && old && old !== value) pairs.push([old, value]);
  }
  for (const [id, attrs] of Object.entries(recorded.resources)) {
    for (const [key, old] of Object.entries(attrs)) {
      const value = now.resources[id]?.[key];
      if (value !== undefined && old && old !== value) pairs.push([old, value]);
    }
  }
  // Longest first, so a name is replaced before a shorter value it contains.
  return pairs.sort((a, b) => b[0].length - a[0].length);
}

export function mapValues(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [old, value] of pairs) out = out.split(old).join(value);
  return out;
}

function mapAction(action: PageAction, pairs: [string, string][]): PageAction {
  if (action.type === 'type') return { ...action, text: mapValues(action.text, pairs) };
  if (action.type === 'select') return { ...action, option: mapValues(action.option, pairs) };
  if (action.type === 'navigate') return { ...action, url: mapValues(action.url, pairs) };
  if (action.type === 'wait' && action.text) return { ...action, text: mapValues(action.text, pairs) };
  return action;
}

type Found = { el: Element; renamed: boolean } | null;
type Target = { role: string; name: string; ref: string; nth?: number };

/**
 * Today's element for a recorded one: same role and name (among equals, the same position on the page, as when two
 * form sections each have a "Name" box; else the recorded ref), else the closest label of the same role.
 */
export function findAgain(elements: Element[], target: Target): Found {
  const same = elements.filter((e) => e.role === target.role && e.name === target.name);
  const preferred = (target.nth !== undefined && same.length > 1 ? same[target.nth] : undefined) ?? same.find((e) => e.ref === target.ref) ?? same.find((e) => e.inViewport) ?? same[0];
  const el = preferred && !preferred.blocked ? preferred : same.find((e) => !e.blocked);
  if (el) return { el, renamed: false };
  if (!target.name.trim()) return null;
  let best: Element | null = null;
  let score = RENAMED_MIN;
  for (const e of elements) {
    if (e.blocked || e.role !== target.role) continue;
    const s = similarity(target.name, e.name);
    if (s >= score) [best, score] = [e, s];
  }
  return best ? { el: best, renamed: true } : null;
}

export function createReplayPolicy(record: TrajectoryRecord): PolicyFactory {
  return (context: EpisodeContext): Policy => {
    const plan = replayPlan(record);
    const pairs = valueMap(record.context, context);
    let next = 0;
    let looks = 0;
    let retried = false;
    let noted = -1;
    let endings = 0;
    const total = plan.actions.length;
    const turn = (action: Action, thought: string, docStep: number | null): Decision => ({
      thought, action, docStep, raw: `Thought: ${thought}\nAction: ${JSON.stringify(action)}`,
    });

    return {
      name: 'replay',
      version: '1',
      async next(observation: Observation, last: TurnFeedback | null): Promise<Decision> {
        // The previous replayed action failed: retry it once after a pause, then stop at its step.
        if (last?.action && isPageAction(last.action) && last.result && !last.result.ok && next > 0) {
          const failed = plan.actions[next - 1];
          // A click that timed out may still have landed (a slow page submits the form, the dialog closes): when its
          // target is gone from the page, the action took effect, and doing it again would create a second resource.
          const landed = failed.target && !findAgain(observation.page.elements, { ...failed.target, name: mapValues(failed.target.name, pairs) });
          if (landed) {
            retried = false;
          } else if (!retried) {
            retried = true;
            next--;
            return turn({ type: 'wait', ms: PAUSE_MS }, `The replayed ${failed.action.type} failed (${last.result.error?.message}); waiting, then trying again.`, failed.docStep);
          } else {
            const reason = `agent-error: replaying ${JSON.stringify(failed.action)} failed: ${last.result.error?.message ?? 'unknown error'}`;
            return turn({ type: 'task_unachievable', reason, step: failed.docStep ?? undefined, evidence: observation.page.url }, reason, failed.docStep);
          }
        }
        if (last && last.result?.ok) retried = false;

        if (next >= total) {
          const ending = plan.ending?.action;
          if (ending?.type === 'task_unachievable') return turn(ending, `The recording ended here: ${ending.reason}`, plan.ending!.docStep);
          // The last action's work may still be going on (a form submits, waits for its VPC, then creates the vSwitch):
          // wait until the page is where the recording ended, or a few pauses at most.
          const endedAt = plan.ending ? pathOf(plan.ending.observation.url) : null;
          if (endings < END_WAITS && (endings === 0 || (endedAt !== null && pathOf(observation.page.url) !== endedAt))) {
            endings++;
            return turn({ type: 'wait', ms: PAUSE_MS }, `All recorded actions are done; waiting for the page the recording ended on (${endedAt ?? 'any'}).`, plan.actions.at(-1)?.docStep ?? null);
          }
          const summary = `Replayed all ${total} recorded actions.`;
          return turn({ type: 'task_complete', summary }, summary, context.steps.at(-1)?.index ?? null);
        }

        const planned = plan.actions[next];
        const action = mapAction(planned.action, pairs);
        const where = `Recorded action ${next + 1}/${total}${planned.thought ? ` (${planned.thought})` : ''}`;
        if (!('ref' in action) || !action.ref || !planned.target) {
          next++;
          return turn(action, `${where}: replaying it as recorded.`, planned.docStep);
        }
        const target = { ...planned.target, name: mapValues(planned.target.name, pairs) };
        const found = findAgain(observation.page.elements, target);
        if (!found) {
          if (looks < LOOKS) {
            looks++;
            return turn({ type: 'wait', ms: PAUSE_MS }, `${where}: the ${target.role} "${target.name}" is not on the page yet; waiting.`, planned.docStep);
          }
          const reason = `element-missing: the ${target.role} "${target.name}" the recording used is not on the page`;
          return turn({ type: 'task_unachievable', reason, step: planned.docStep ?? undefined, evidence: observation.page.url }, reason, planned.docStep);
        }
        looks = 0;
        if (found.renamed && noted !== next && planned.docStep !== null) {
          noted = next;
          const note: Action = { type: 'note_deviation', step: planned.docStep, kind: 'label-changed', expected: target.name, actual: found.el.name };
          return turn(note, `${where}: the ${target.role} "${target.name}" now reads "${found.el.name}".`, planned.docStep);
        }
        next++;
        return turn({ ...action, ref: found.el.ref } as PageAction, `${where}: ${action.type} the ${target.role} "${found.el.name}".`, planned.docStep);
      },
    };
  };
}
