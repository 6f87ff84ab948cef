/**
 * The policy's look-behind: the doc's target (a resource, or a control in its row) is not on this page, and the
 * navigation has an entry named after what the step works on ("click the name of the bucket" where the console now lists
 * buckets on a **Buckets** page). The entry is opened once and the target looked for there; found there, the step's
 * path changed (noted when the goal acts, policy.ts), not found, it is missing as before.
 */
import type { Action, PageSnapshot } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { entryBehind } from './explore';
import { describeIntent, type Goal } from './goal-list';
import { reachable, rowOf } from './ground';
import { normalize } from './match';

/** What the policy holds that the look-behind reads: the episode, its goals and where it is in them. */
export interface LookBehindState {
  ctx: EpisodeContext;
  goals: Goal[];
  cursor: number;
}

/**
 * The click that opens the entry the goal's target may sit behind, or null. Marks the goal (`memory.behind`) so that it
 * looks behind once, and restarts its waiting.
 */
export function lookBehind(goal: Goal, page: PageSnapshot, state: LookBehindState): { thought: string; action: Action } | null {
  if (goal.intent.kind !== 'click' || goal.memory.behind) return null;
  const { ctx, goals, cursor } = state;
  const label = normalize(goal.intent.label);
  const resources = Object.values(ctx.resources).flatMap((r) => [r.id, r.name]).filter((n): n is string => !!n).map(normalize);
  // Only a resource is looked for on the page of its kind, or a control in a column of its row on a page with no
  // rows ("find the instance and click **Upgrade/Downgrade** in the **Actions** column" right after logging on); a
  // missing button is not behind another page.
  const inRow = goal.intent.column !== undefined && !reachable(page).some((el) => rowOf(el) !== null);
  if (!goal.intent.rowLink && !resources.includes(label) && !inRow) return null;
  const entry = entryBehind(label, resources, ctx.steps.find((s) => s.index === goal.step)?.text ?? '', page);
  if (!entry) return null;
  // A doc that has gone nowhere yet leaves the list to the reader: no path of its own changed.
  const unsaid = inRow && !goals.slice(0, cursor).some((g) => g.intent.kind === 'navigate');
  goal.memory.behind = { entry: entry.name, noted: unsaid };
  goal.memory.waits = 0;
  return { thought: `${describeIntent(goal.intent)} is not on this page; look for it behind ${entry.name} in the navigation.`, action: { type: 'click', ref: entry.ref } };
}
