/**
 * `aca verify <page>`: a page without front matter (help-center Markdown, a saved HTML article) is compiled before
 * the run, what was inferred is printed, and its tasks run like any other; `--write-task` keeps the compiled files
 * (`<out>/compiled/`, with their summary) for review. Task files and folders are loaded as before.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadTasks, parseTask, type Task } from '../task/load';
import type { EmulatorHandle } from '../run/emulator-process';
import { fetchCatalogue } from './catalogue';
import { compilePaths, writeRun } from './run';

/** A task file's opening `---` line: a doc with it says itself what it needs. */
export const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n/;

/** Whether a path given to `aca verify` is a page to compile (HTML, or Markdown without front matter). */
export async function isPage(file: string): Promise<boolean> {
  if (/\.(?:html?|xhtml)$/i.test(file)) return true;
  if (!/\.(?:md|markdown)$/i.test(file)) return false;
  try {
    if ((await stat(file)).isDirectory()) return false;
    return !FRONT_MATTER.test(await readFile(file, 'utf8'));
  } catch {
    return false;
  }
}

export interface VerifyTasks {
  tasks: Task[];
  /** The emulator started to read the catalogue; the run reuses it, the caller stops it. */
  emulator?: EmulatorHandle;
}

/**
 * The tasks `aca verify` runs: task files as they are, pages compiled. `start()` gives an emulator for the
 * catalogue when none was given; `log` prints what was inferred.
 */
export async function verifyTasks(
  paths: string[],
  opts: { emulator?: { url: string; adminToken: string }; start: () => Promise<EmulatorHandle>; writeTask?: string; log: (line: string) => void },
): Promise<VerifyTasks> {
  const pages: string[] = [];
  const rest: string[] = [];
  for (const p of paths) ((await isPage(p)) ? pages : rest).push(p);
  const tasks = rest.length ? await loadTasks(rest) : [];
  if (!pages.length) return { tasks };
  const owned = opts.emulator ? undefined : await opts.start();
  try {
    const catalogue = await fetchCatalogue(opts.emulator ?? owned!);
    const run = await compilePaths(pages, catalogue);
    for (const { task, text, path: rel } of run.tasks) {
      const file = opts.writeTask ? path.join(opts.writeTask, rel) : `${task.file}#${task.front.id}`;
      tasks.push(parseTask(text, file));
      opts.log(`compiled ${task.file} "${task.procedure}" as ${task.front.id}:`);
      for (const r of task.front.requires) opts.log(`  requires ${r.id}: ${r.type}${Object.entries(r.attributes).filter(([k]) => /Status|State/.test(k)).map(([k, v]) => ` ${k}=${v}`).join('')}`);
      for (const s of task.front.success) opts.log(`  success  ${s.service} ${s.event} ${JSON.stringify(s.params ?? {})}`);
      if (task.front.judge) opts.log(`  judge    ${task.front.judge}`);
      for (const [k, v] of Object.entries(task.front.inputs)) opts.log(`  input    ${k} = ${v}`);
      const low = task.inferred.filter((i) => i.confidence < 0.5);
      if (low.length) opts.log(`  unsure   ${low.map((i) => `${i.item} (${i.confidence.toFixed(2)})`).join(', ')}`);
    }
    for (const f of run.failures) opts.log(`not compiled: ${f.file}${f.procedure ? ` "${f.procedure}"` : ''}: ${f.reason}`);
    if (opts.writeTask) {
      await writeRun(run, opts.writeTask, { compiler: 'rules', catalogue: catalogue.products.map((p) => p.key), at: new Date().toISOString() });
      opts.log(`compiled task files kept in ${opts.writeTask}`);
    }
    return { tasks, ...(owned ? { emulator: owned } : {}) };
  } catch (error) {
    await owned?.stop();
    throw error;
  }
}
