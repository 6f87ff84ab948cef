/**
 * `aca compile`'s work: read the pages, compile each procedure (by rule, then a model's proposal when one is
 * configured), check every task file by loading it, and only then write them with `summary.json` and `summary.md`.
 * Pages named one by one must all be readable and hold a procedure (else CompileError, exit 2, nothing written);
 * pages found in a folder that cannot be read or hold no procedure are listed in the summary instead.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TaskFileError } from '../task/errors';
import type { Catalogue } from './catalogue';
import { compilePage } from './compile';
import { CompileError } from './errors';
import { pageFiles, readPage } from './input';
import { checkedTask } from './render';
import { renderSummary, type Summary } from './summary';
import type { CompiledTask, Failure } from './types';

/** Proposes a task for a procedure instead of the rules' one; returns the rules' task (with `refused`) when it does not hold. */
export type Proposer = (task: CompiledTask, catalogue: Catalogue) => Promise<CompiledTask>;

export interface CompileRun {
  tasks: Array<{ task: CompiledTask; path: string; text: string }>;
  failures: Failure[];
  pages: number;
  seconds: number;
}

/** Compiles pages (files, folders, lists) into task texts; writes nothing. */
export async function compilePaths(paths: string[], catalogue: Catalogue, options: { propose?: Proposer } = {}): Promise<CompileRun> {
  const started = performance.now();
  const named = new Set(paths.map((p) => path.resolve(p)));
  const files = await pageFiles(paths);
  const taken = new Set<string>();
  const tasks: CompileRun['tasks'] = [];
  const failures: Failure[] = [];
  const paths_ = new Set<string>();
  for (const file of files) {
    const explicit = named.has(path.resolve(file));
    let page;
    try {
      page = await readPage(file);
    } catch (error) {
      if (!(error instanceof CompileError) || explicit) throw error;
      failures.push({ file, code: error.code === 'compile-malformed-html' ? 'malformed-html' : 'unreadable', reason: error.message.replace(`${file}: `, '') });
      continue;
    }
    const source = page.url ? { url: page.url, updated: page.updated ?? new Date().toISOString().slice(0, 10) } : undefined;
    const one = await compileMarkdown(file, page.markdown, catalogue, { taken, paths: paths_, ...(source ? { source } : {}), ...options });
    // Named pages must give a procedure (one the checks then refuse is a failure of the summary, not of the page).
    if (explicit && !one.tasks.length && !one.failures.some((f) => f.code === 'invalid-task')) {
      const why = one.failures.map((f) => (f.procedure ? `"${f.procedure}": ${f.reason}` : f.reason)).join('; ');
      throw new CompileError('compile-nothing', `no task could be compiled from this page: ${why}`, file);
    }
    failures.push(...one.failures);
    tasks.push(...one.tasks);
  }
  return { tasks, failures, pages: files.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * Compiles one page's Markdown (a file's, or a doc pasted into the side panel): every procedure by the rules (then a
 * model's proposal when one is configured), each task text checked by loading it. `paths` holds the task paths
 * already given out, so that two procedures of the same name get two files.
 */
export async function compileMarkdown(
  file: string, markdown: string, catalogue: Catalogue,
  options: { propose?: Proposer; taken?: Set<string>; paths?: Set<string>; source?: { url: string; updated: string } } = {},
): Promise<Pick<CompileRun, 'tasks' | 'failures'>> {
  const taken = options.taken ?? new Set<string>();
  const paths = options.paths ?? new Set<string>();
  const result = compilePage(file, markdown, catalogue, { taken, ...(options.source ? { source: options.source } : {}) });
  const tasks: CompileRun['tasks'] = [];
  const failures: Failure[] = [...result.failures];
  for (let task of result.tasks) {
    if (options.propose) task = await options.propose(task, catalogue);
    const rel = `${task.front.product}/${task.front.id.split('/').pop()}.md`;
    let out = rel;
    for (let n = 2; paths.has(out); n++) out = rel.replace(/\.md$/, `-${n}.md`);
    try {
      const text = checkedTask(task, out);
      paths.add(out);
      tasks.push({ task, path: out, text });
    } catch (error) {
      if (!(error instanceof TaskFileError)) throw error;
      failures.push({ file, procedure: task.procedure, code: 'invalid-task', reason: `the compiled task would not load: ${error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}` });
    }
  }
  return { tasks, failures };
}

/**
 * Writes the run into `out`: every file into a staging folder first, then moved into place, so that a failure leaves
 * `out` as it was. `out` must be absent, empty, or a folder an earlier compile wrote (it holds summary.json).
 */
export async function writeRun(run: CompileRun, out: string, meta: Summary['meta']): Promise<Summary> {
  let existing: string[] = [];
  try {
    existing = await readdir(out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new CompileError('compile-bad-output', 'is a file, not a folder', out);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new CompileError('compile-bad-output', `cannot use it (${(error as NodeJS.ErrnoException).code})`, out);
  }
  if (existing.length && !existing.includes('summary.json')) {
    throw new CompileError('compile-bad-output', 'holds files that aca compile did not write; give an empty or new folder', out);
  }
  const summary: Summary = {
    meta,
    pages: run.pages,
    seconds: Math.round(run.seconds * 1000) / 1000,
    tasks: run.tasks.map(({ task, path: file }) => ({
      file,
      page: task.file,
      procedure: task.procedure,
      id: task.front.id,
      product: task.front.product,
      by: task.by,
      ...(task.refused ? { refused: task.refused } : {}),
      requires: task.front.requires.map((r) => `${r.id}: ${r.type}`),
      success: task.front.success.map((r) => `${r.service} ${r.event}`),
      judge: task.front.judge,
      inferred: task.inferred,
    })),
    failures: run.failures,
  };
  const staging = path.join(path.dirname(path.resolve(out)), `.${path.basename(out)}.compile-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    for (const t of run.tasks) {
      await mkdir(path.dirname(path.join(staging, t.path)), { recursive: true });
      await writeFile(path.join(staging, t.path), t.text);
    }
    await writeFile(path.join(staging, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    await writeFile(path.join(staging, 'summary.md'), renderSummary(summary));
    await mkdir(out, { recursive: true });
    for (const t of run.tasks) {
      await mkdir(path.dirname(path.join(out, t.path)), { recursive: true });
      await rename(path.join(staging, t.path), path.join(out, t.path));
    }
    await rename(path.join(staging, 'summary.json'), path.join(out, 'summary.json'));
    await rename(path.join(staging, 'summary.md'), path.join(out, 'summary.md'));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return summary;
}
