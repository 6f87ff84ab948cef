/**
 * `aca compile --model NAME`: an OpenAI-compatible model proposes a procedure's `requires`, `inputs` and `success`
 * (the reference system's ResourceCoder), given the procedure, the product's API actions from the catalogue and the
 * provisioner's resource types. Its answer is taken only when it holds: JSON of the expected shape, a front matter
 * the task schema accepts, events the catalogue serves, resource types the provisioner has, references that resolve
 * (the task loads). Otherwise the rules' task stands and the summary says why the proposal was refused.
 */
import { z } from 'zod';
import { ChatClient, type ChatMessage } from '../../models/client';
import { loadModelsConfig, ModelConfigError, type ModelConfig } from '../../models/config';
import { RequiredResourceSchema, SuccessRuleSchema, TaskFrontMatterSchema } from '../../protocol/task';
import { TaskFileError } from '../task/errors';
import type { Catalogue } from './catalogue';
import { CompileError } from './errors';
import { ALL_KINDS, kindOf } from './kinds';
import { checkedTask } from './render';
import type { CompiledTask, Inferred } from './types';

const AnswerSchema = z
  .object({
    requires: z.array(RequiredResourceSchema),
    inputs: z.record(z.string(), z.string()).default({}),
    success: z.array(SuccessRuleSchema),
    judge: z.string().nullable().default(null),
    /** Per item (`requires.<id>`, `success.<n>`, `inputs.<name>`): the step and sentence it came from, and a confidence. */
    evidence: z.record(z.string(), z.object({ step: z.string().optional(), text: z.string(), confidence: z.number().min(0).max(1) })).default({}),
  })
  .strict();

function prompt(task: CompiledTask, catalogue: Catalogue): ChatMessage[] {
  const product = catalogue.product(task.front.product) ?? catalogue.products.find((p) => p.key === task.front.product);
  const actions = product?.actions.filter((a) => a.rw === 'Write').map((a) => a.name).join(', ') ?? '';
  const kinds = ALL_KINDS.map((k) => `${k.type} (${k.service}; id in ${k.idParams[0]})`).join('; ');
  const system = [
    'You turn one documented Alibaba Cloud console procedure into the machine part of a task file.',
    'Answer with one JSON object and nothing else: {"requires": [{"id", "type", "attributes"}], "inputs": {name: value}, "success": [{"service", "event", "params"}], "judge": null or a rubric, "evidence": {item: {"step", "text", "confidence"}}}.',
    '- requires: what must exist, and in which state, before the first step, dependencies first; ids are short local names; attributes use OpenAPI request parameter names; refer to an earlier resource as ${id.id} or ${id.name}; names as "aca-${rand}-<id>".',
    '- inputs: values the doc leaves to the reader: names as "doc-<what>-${rand}", passwords as "${secret:<name>}".',
    '- success: the ActionTrail event(s) of the procedure\'s decisive action, with the parameters that identify what it acts on (${id.id}) or what it names (${inputs.x}); none and a judge rubric when no event proves the outcome.',
    '- evidence: for each item (requires.<id>, success.<n>, inputs.<name>) the step label and the sentence it came from, and a confidence 0..1.',
    `The product is ${task.front.product} (ActionTrail service ${product?.service ?? '?'}); its API actions that change something: ${actions}.`,
    `Resource types: ${kinds}.`,
  ].join('\n');
  const draft = JSON.stringify({ requires: task.front.requires, inputs: task.front.inputs, success: task.front.success, judge: task.front.judge });
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Procedure "${task.procedure}":\n\n${task.body}\n\nA rule-based reading proposed (it may be wrong): ${draft}` },
  ];
}

/** The JSON object in a model's answer: the whole text, or a fenced block. */
function jsonOf(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const raw = (fenced ? fenced[1] : text).trim();
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('the answer holds no JSON object');
  return JSON.parse(raw.slice(start, end + 1));
}

/** Why a proposal does not hold, or undefined when it does (the task built from it is returned then). */
export function validateProposal(answerText: string, task: CompiledTask, catalogue: Catalogue): { task: CompiledTask } | { refused: string } {
  let json: unknown;
  try {
    json = jsonOf(answerText);
  } catch (error) {
    return { refused: `not JSON: ${(error as Error).message}` };
  }
  const parsed = AnswerSchema.safeParse(json);
  if (!parsed.success) return { refused: `not the expected shape: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}` };
  const answer = parsed.data;
  const problems: string[] = [];
  for (const r of answer.requires) if (!kindOf(r.type)) problems.push(`requires ${r.id}: no resource type "${r.type}"`);
  for (const [i, rule] of answer.success.entries()) {
    const product = catalogue.products.find((p) => p.service.toLowerCase() === rule.service.toLowerCase());
    if (!product) problems.push(`success.${i}: no service "${rule.service}" in the catalogue`);
    else if (!product.actions.some((a) => a.name === rule.event)) problems.push(`success.${i}: ${rule.service} serves no action "${rule.event}"`);
  }
  if (!answer.success.length && !answer.judge) problems.push('neither an ActionTrail rule nor a judge rubric');
  if (problems.length) return { refused: problems.join('; ') };
  const front = TaskFrontMatterSchema.safeParse({ ...task.front, requires: answer.requires, inputs: answer.inputs, success: answer.success, judge: answer.judge });
  if (!front.success) return { refused: `the task schema refuses it: ${z.prettifyError(front.error).replace(/\n/g, '; ')}` };
  const inferred: Inferred[] = [
    ...task.inferred.filter((i) => i.item === 'product'),
    ...Object.entries(answer.evidence).map(([item, e]) => ({ item, what: `proposed by the model`, evidence: { source: 'model' as const, text: e.text, ...(e.step ? { step: e.step } : {}) }, confidence: e.confidence })),
  ];
  const proposed: CompiledTask = { ...task, front: front.data, inferred, by: 'model' };
  try {
    checkedTask(proposed, `${task.front.id}.md`);
  } catch (error) {
    if (error instanceof TaskFileError) return { refused: `the task would not load: ${error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}` };
    throw error;
  }
  return { task: proposed };
}

/** A proposer for `compilePaths`: asks the model, validates, keeps the rules' task with the reason when refused. */
export async function modelProposer(opts: { model?: string; models?: string; log?: (line: string) => void }): Promise<{ name: string; propose: (task: CompiledTask, catalogue: Catalogue) => Promise<CompiledTask> }> {
  if (!opts.models) throw new CompileError('compile-model-unavailable', '--model needs a model config: --models FILE (see models/README.md) or ACA_MODELS');
  let config: ModelConfig | undefined;
  try {
    const loaded = await loadModelsConfig(opts.models);
    const names = Object.keys(loaded.models);
    const name = opts.model ?? (names.length === 1 ? names[0] : undefined);
    if (!name) throw new CompileError('compile-model-unavailable', `the model config has several models (${names.join(', ')}): choose one with --model NAME`);
    config = loaded.models[name];
    if (!config) throw new CompileError('compile-model-unavailable', `--model ${name}: no such model in ${opts.models} (${names.join(', ')})`);
  } catch (error) {
    if (error instanceof ModelConfigError) throw new CompileError('compile-model-unavailable', error.message);
    throw error;
  }
  const client = new ChatClient(config, { log: opts.log });
  return {
    name: config.name ?? opts.model ?? 'model',
    async propose(task, catalogue) {
      let text: string;
      try {
        text = (await client.complete(prompt(task, catalogue))).content;
      } catch (error) {
        return { ...task, refused: `the model did not answer: ${(error as Error).message}` };
      }
      const checked = validateProposal(text, task, catalogue);
      return 'task' in checked ? checked.task : { ...task, refused: checked.refused };
    },
  };
}
