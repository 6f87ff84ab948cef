/**
 * What a pasted doc needs, for the side panel (`episode.plan`) and for `episode.start` of a doc without front
 * matter: the doc compiled by the same code as `aca compile` and `aca verify` (`compileMarkdown`), each task loaded
 * as a task file is, and each compiled procedure told as a plan (its requires, inputs, success or rubric, with the
 * evidence and confidence of each item).
 */
import type { MethodResult } from '../../protocol';
import { parseTask, type Task } from '../task/load';
import type { Catalogue } from './catalogue';
import { kindOf } from './kinds';
import { compileMarkdown } from './run';
import type { CompiledTask, Inferred } from './types';

export type Plan = MethodResult<'episode.plan'>;
type Procedure = Plan['procedures'][number];
type Why = { evidence?: { text: string; step?: string; source: string }; confidence?: number };

/** The name a pasted doc's tasks carry as their file. */
export const PASTED = 'pasted doc';

export interface CompiledDoc {
  plan: Plan;
  /** The compiled tasks, in the order of the plan's procedures. */
  tasks: Task[];
}

/** Compiles a doc's Markdown against the catalogue; never throws for what the doc says. */
export async function compileDoc(markdown: string, catalogue: Catalogue): Promise<CompiledDoc> {
  const run = await compileMarkdown(PASTED, markdown, catalogue);
  const tasks = run.tasks.map(({ task, text }) => parseTask(text, `${PASTED}#${task.front.id}`));
  return {
    tasks,
    plan: {
      procedures: run.tasks.map(({ task }) => procedureOf(task)),
      failures: run.failures.map((f) => ({ ...(f.procedure ? { procedure: f.procedure } : {}), reason: f.reason })),
    },
  };
}

/** The attributes that say which state a resource must be in. */
const STATE = /Status|State/;

function procedureOf(task: CompiledTask): Procedure {
  const why = (...items: string[]): Why => {
    const found = items.map((item) => task.inferred.find((i) => i.item === item)).find((i): i is Inferred => Boolean(i));
    return found ? { evidence: { text: found.evidence.text, source: found.evidence.source, ...(found.evidence.step ? { step: found.evidence.step } : {}) }, confidence: found.confidence } : {};
  };
  const { front } = task;
  return {
    procedure: task.procedure,
    taskId: front.id,
    product: front.product,
    requires: front.requires.map((r) => {
      const state = Object.entries(r.attributes).find(([k]) => STATE.test(k));
      // No state set: the one it is created in (an instance is created Running), which is the one the steps need.
      const created = state ? undefined : kindOf(r.type)?.state?.default;
      return {
        id: r.id, type: r.type,
        ...(state ? { state: String(state[1]) } : created ? { state: created } : {}),
        ...why(...(state ? [`requires.${r.id}.${state[0]}`] : []), `requires.${r.id}`),
      };
    }),
    inputs: Object.entries(front.inputs).map(([name, value]) => ({ name, value, ...why(`inputs.${name}`) })),
    success: front.success.map((s, i) => ({
      service: s.service, event: s.event,
      params: Object.fromEntries(Object.entries(s.params ?? {}).map(([k, v]) => [k, String(v)])),
      ...why(`success.${i}`),
    })),
    ...(front.judge ? { judge: { rubric: front.judge, ...why('judge') } } : {}),
  };
}
