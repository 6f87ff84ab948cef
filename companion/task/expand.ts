import type { SuccessRule } from '../../protocol/task';
import { parseSteps } from '../doc/steps';
import type { DocStep } from '../doc/types';
import type { Task } from './load';
import { ESCAPE_OR_REFERENCE, parseReference } from './refs';
import { resolveSecret } from './secrets';

export interface ExpandContext {
  /** The episode's random suffix. */
  rand: string;
  /** The task's inputs as written (they may hold `${rand}`, resources and secrets themselves). */
  inputs: Record<string, string>;
  /** Attributes of provisioned resources by local id: at least `id` and `name`. */
  resources: Record<string, Record<string, string>>;
  /**
   * How `${secret:name}` is filled: 'placeholder' (default) gives `<secret:name>`, what the policy sees;
   * a function gives the value, at execution time only (resolveSecret is the usual one).
   */
  secrets?: 'placeholder' | ((name: string) => string);
}

/** A reference that cannot be filled in this context. */
export class ExpandError extends Error {
  override name = 'ExpandError';
  readonly code = 'expand-unknown-reference';
}

/** Fills every `${...}` of a template. */
export function expand(template: string, ctx: ExpandContext, seen: string[] = []): string {
  // One pass over the template: `$${` is the escape of a literal `${`, and every other `${...}` a reference.
  return template.replace(ESCAPE_OR_REFERENCE, (all, inner: string | undefined) => {
    if (inner === undefined) return '${';
    const ref = parseReference(inner);
    if (!ref) throw new ExpandError(`${all} is not a reference`);
    switch (ref.kind) {
      case 'rand':
        return ctx.rand;
      case 'secret':
        return !ctx.secrets || ctx.secrets === 'placeholder' ? `<secret:${ref.name}>` : ctx.secrets(ref.name);
      case 'input': {
        const value = ctx.inputs[ref.name];
        if (value === undefined) throw new ExpandError(`${all}: no input "${ref.name}" (inputs: ${Object.keys(ctx.inputs).join(', ') || 'none'})`);
        if (seen.includes(ref.name)) throw new ExpandError(`${all}: inputs refer to each other in a cycle (${[...seen, ref.name].join(' → ')})`);
        return expand(value, ctx, [...seen, ref.name]);
      }
      case 'resource': {
        const resource = ctx.resources[ref.id];
        if (!resource) throw new ExpandError(`${all}: resource "${ref.id}" is not provisioned (have: ${Object.keys(ctx.resources).join(', ') || 'none'})`);
        const value = resource[ref.attr];
        if (value === undefined) throw new ExpandError(`${all}: resource "${ref.id}" has no attribute "${ref.attr}" (has: ${Object.keys(resource).join(', ')})`);
        return value;
      }
    }
  });
}

/** Expands the string values of a record (attributes, rule params); other scalars are kept. */
export function expandRecord<T>(record: Record<string, T>, ctx: ExpandContext): Record<string, T | string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? expand(v, ctx) : v]));
}

export interface ExpandedTask {
  /** The doc with references filled (secrets as the context says). */
  body: string;
  /** Steps parsed from the filled doc: the intents hold concrete values. Lines are those of the file. */
  steps: DocStep[];
  inputs: Record<string, string>;
  success: SuccessRule[];
}

/** A task with the episode's values filled in: what the policy reads and what the reward checks. */
export function expandTask(task: Task, ctx: ExpandContext): ExpandedTask {
  const filled = { ...ctx, inputs: { ...task.front.inputs, ...ctx.inputs } };
  const body = expand(task.body, filled);
  return {
    body,
    steps: parseSteps(body, task.bodyLine - 1),
    inputs: Object.fromEntries(Object.keys(filled.inputs).map((k) => [k, expand(filled.inputs[k], filled)])),
    success: task.front.success.map((rule) => ({
      ...rule,
      ...(rule.params ? { params: expandRecord(rule.params, filled) } : {}),
      ...(rule.region ? { region: expand(rule.region, filled) } : {}),
    })),
  };
}

/** The usual execution-time context option: secrets resolved from the environment or the secrets file. */
export const realSecrets = (name: string): string => resolveSecret(name);
