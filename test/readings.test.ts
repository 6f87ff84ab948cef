/**
 * How the doc reader reads every task of `tasks/`, kept in `test/readings/<folder>.txt`: each step's intents, flags,
 * facts and guesses, one line each. CI runs only a sample of the tasks (verify-tasks.test.ts); this file makes every
 * change of the reader that changes how any task reads show in review, as a diff of these files, before a bench run
 * finds what it did. A change meant to change readings rewrites them: `npx vitest run test/readings.test.ts -u`, and
 * the diff goes into the commit with the reader's change (the full `npm run bench:tasks` says whether it helped).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocStep, Intent } from '../companion/doc/types';
import { loadTasks } from '../companion/task/load';
import { ROOT } from './helpers';

/** One intent as a line: its kind, then its other fields as JSON (keys in the order the reader wrote them). */
function intentLine(intent: Intent): string {
  const { kind, ...rest } = intent as Intent & Record<string, unknown>;
  return Object.keys(rest).length ? `${kind} ${JSON.stringify(rest)}` : kind;
}

/** A step and its sub-steps, indented; what the runtime reads of it and nothing of its layout (no lines, no text). */
function stepLines(step: DocStep, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const flags = (['optional', 'closesAfterSubsteps', 'alternatives', 'outside', 'inInstance'] as const).filter((f) => step[f]);
  const lines = [`${pad}${step.label}${flags.length ? ` (${flags.join(', ')})` : ''}`];
  for (const intent of step.intents) lines.push(`${pad}  - ${intentLine(intent)}`);
  for (const fact of step.facts ?? []) lines.push(`${pad}  ~ ${intentLine(fact)}`);
  if (step.guessed?.length) lines.push(`${pad}  ? guessed ${JSON.stringify(step.guessed)}`);
  for (const sub of step.substeps) lines.push(...stepLines(sub, depth + 1));
  return lines;
}

/** The task folders: each product's synthetic tasks, and tasks/real by product. */
const folders = [
  ...readdirSync(join(ROOT, 'tasks'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'real').map((d) => d.name),
  ...readdirSync(join(ROOT, 'tasks/real'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `real/${d.name}`),
].sort();
/** Every task, read once (a file with several runs, one per console, is read once: the body is the same). */
const tasks = await loadTasks([join(ROOT, 'tasks')]);
const folderOf = (file: string) => relative(join(ROOT, 'tasks'), file).split(sep).slice(0, -1).join('/');

describe('the reader on every task of tasks/', () => {
  it('finds the task folders', () => {
    expect(folders).toContain('ecs');
    expect(folders).toContain('real/ecs');
  });

  it.each(folders)('tasks/%s reads as test/readings records', async (folder) => {
    const own = tasks.filter((t) => folderOf(t.file) === folder);
    expect(own.length, `tasks/${folder} holds no task`).toBeGreaterThan(0);
    const byFile = new Map(own.map((t) => [t.file, t]));
    const text = [...byFile.values()]
      .sort((a, b) => (a.front.id < b.front.id ? -1 : a.front.id > b.front.id ? 1 : 0))
      .map((t) => [`## ${t.front.id.replace(/~.*$/, '')}`, ...t.steps.flatMap((s) => stepLines(s))].join('\n'))
      .join('\n\n');
    await expect(`${text}\n`).toMatchFileSnapshot(`readings/${folder.replace('/', '-')}.txt`);
  });
});
