import type { TaskFrontMatter } from '../../protocol/task';
import type { TaskProblem } from './errors';

/** `${...}` references as written in task files; `$${` is a literal `${` (a page's own code: `${HOME}`, a template literal). */
export const REFERENCE = /(?<!\$)\$\{([^}]*)\}/g;
/** `$${` (the escape) or a `${...}` reference, for a filler that gives the escape back as `${` in the same pass. */
export const ESCAPE_OR_REFERENCE = /\$\$\{|\$\{([^}]*)\}/g;

/**
 * A page's text written into a task: every `${...}` that is not one of the four reference forms gets the `$$` escape
 * (a shell variable or a JavaScript template literal in the page's code), so the task loads and the reader sees the
 * page's text once references are filled. `all`: every `${` (a doc without front matter declares no references).
 */
export function escapeLiterals(text: string, all = false): string {
  return text.replace(REFERENCE, (whole, inner: string) => (all || !parseReference(inner) ? `$${whole}` : whole));
}

export type Reference =
  | { kind: 'rand' }
  | { kind: 'input'; name: string }
  | { kind: 'secret'; name: string }
  | { kind: 'resource'; id: string; attr: string };

/** What a reference means, or undefined when it is not one of the four forms. */
export function parseReference(inner: string): Reference | undefined {
  const ref = inner.trim();
  if (ref === 'rand') return { kind: 'rand' };
  let m = /^inputs\.([A-Za-z_][\w-]*)$/.exec(ref);
  if (m) return { kind: 'input', name: m[1] };
  m = /^secret:([A-Za-z0-9_.-]+)$/.exec(ref);
  if (m) return { kind: 'secret', name: m[1] };
  m = /^([A-Za-z][\w-]*)\.([A-Za-z_][\w.-]*)$/.exec(ref);
  if (m) return { kind: 'resource', id: m[1], attr: m[2] };
  return undefined;
}

/**
 * Checks every reference of the front matter and the body statically: inputs must be declared, resource ids
 * must be required (by an earlier entry, inside `requires`), and nothing else but `${rand}` and secrets is allowed.
 */
export function checkReferences(front: TaskFrontMatter, body: string, bodyLine: number, file: string): TaskProblem[] {
  const problems: TaskProblem[] = [];
  const ids = front.requires.map((r) => r.id);
  const check = (value: unknown, path: string, known: string[], line?: number) => {
    if (typeof value !== 'string') return;
    for (const m of value.matchAll(REFERENCE)) {
      const reason = problemOf(m[1], known, Object.keys(front.inputs));
      if (reason) problems.push({ code: 'task-unknown-reference', file, path, message: `${m[0]}: ${reason}`, line });
    }
  };
  check(front.start, 'start', ids);
  front.requires.forEach((r, i) => {
    for (const [key, value] of Object.entries(r.attributes)) check(value, `requires.${i}.attributes.${key}`, ids.slice(0, i));
  });
  for (const [key, value] of Object.entries(front.inputs)) check(value, `inputs.${key}`, ids);
  front.success.forEach((rule, i) => {
    for (const [key, value] of Object.entries(rule.params ?? {})) check(value, `success.${i}.params.${key}`, ids);
    check(rule.region, `success.${i}.region`, ids);
  });
  check(front.judge, 'judge', ids);
  body.split('\n').forEach((text, i) => check(text, `body (line ${bodyLine + i})`, ids, bodyLine + i));
  return problems;
}

function problemOf(inner: string, ids: string[], inputs: string[]): string | undefined {
  const ref = parseReference(inner);
  if (!ref) return 'not a reference; use ${rand}, ${inputs.<name>}, ${<resource id>.<attribute>} or ${secret:<name>}';
  if (ref.kind === 'input' && !inputs.includes(ref.name)) {
    return `no input "${ref.name}" (inputs: ${inputs.join(', ') || 'none'})`;
  }
  if (ref.kind === 'resource' && !ids.includes(ref.id)) {
    return `no required resource "${ref.id}" before this point (requires: ${ids.join(', ') || 'none'})`;
  }
  return undefined;
}
