/**
 * `npm run bench:compile`: the compiler against hand-written front matter, end to end, and at scale.
 *
 * 1. Equivalence: every task of tasks/real has its front matter removed, its doc compiled (the emulator's catalogue
 *    of the console the hand-written task names, rules only), and the result compared with the hand-written front matter (companion/compile/compare.ts; the
 *    definitions are in bench/README.md): per product, `requires` equivalent and `success` equivalent.
 * 2. End to end (`BENCH_COMPILE_RUN=0` skips it): the compiled tasks and the hand-written ones run in one batch with
 *    the local policy, each on the console its hand-written task names (`variant`: which console a doc describes is
 *    not something the compiler infers); per product the verified rate of each (verdict verified and the ActionTrail
 *    rules hold).
 * 3. Scale: every page of every help-center checkout under `ACA_DOCS_CORPUS` compiled (nothing may throw); pages
 *    per second, and per product and locale what came of the procedures (ActionTrail rules, a rubric, not compiled
 *    and why). Without the corpus the bench says how to get it.
 *
 * Writes its tables into bench/README.md (`BENCH_README=0` prints only). `BENCH_TASKS=tasks/real/dns,tasks/real/slb`
 * measures those tasks only (the scale part is the same).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchCatalogue, type Catalogue } from '../companion/compile/catalogue';
import { compareFront } from '../companion/compile/compare';
import { compilePage } from '../companion/compile/compile';
import { pageFiles, readPage, stripFrontMatter } from '../companion/compile/input';
import { renderTask } from '../companion/compile/render';
import type { CompiledTask } from '../companion/compile/types';
import { RUNTIME_PATH } from '../companion/driver/runtime';
import { runBatch } from '../companion/run/batch';
import { parseTask, type Task } from '../companion/task/load';
import { startEmulator } from '../emulator/server';
import { machineLine, writeBenchSection } from './readme';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REAL = path.join(ROOT, 'tasks', 'real');
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);

interface Row {
  product: string;
  tasks: number;
  requires: number;
  success: number;
  literals: number;
  literalTotal: number;
  handVerified: number;
  compiledVerified: number;
  ran: number;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

/** The tasks of tasks/real, or those under the paths `BENCH_TASKS` lists (comma-separated: a product's folder, a file). */
function realFiles(): string[] {
  const only = (process.env.BENCH_TASKS ?? '').split(',').map((p) => p.trim()).filter(Boolean).map((p) => path.resolve(ROOT, p));
  return readdirSync(REAL)
    .flatMap((p) => readdirSync(path.join(REAL, p)).filter((f) => f.endsWith('.md')).map((f) => path.join(REAL, p, f)))
    .filter((f) => !only.length || only.some((o) => f === o || f.startsWith(`${o}${path.sep}`)))
    .sort();
}

/** The compiled task for a hand-written one: the procedure whose steps are the task's (the first when they tie). */
function pick(tasks: CompiledTask[], hand: Task): CompiledTask | undefined {
  return tasks.find((t) => parseTask(renderTask(t), 'x.md').steps.length === hand.steps.length) ?? tasks[0];
}

/**
 * The catalogue a task's doc is compiled against: the console its hand-written task names (`variant`, a generation
 * such as `cms@2020`, or today's), as the end-to-end part runs it. Which console a doc describes is not inferred.
 */
function cataloguesFor(emulator: { url: string; adminToken: string }, generations: readonly string[]) {
  const known = new Set(generations);
  const cache = new Map<string, Promise<Catalogue>>();
  return (variant: string | null | undefined): Promise<Catalogue> => {
    const key = variant && known.has(variant) ? variant : '';
    let found = cache.get(key);
    if (!found) cache.set(key, (found = fetchCatalogue(emulator, key ? [key] : [])));
    return found;
  };
}

async function equivalence(catalogueOf: (variant: string | null | undefined) => Promise<Catalogue>) {
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  const pairs: Array<{ hand: Task; compiled: Task }> = [];
  for (const file of realFiles()) {
    const source = await readFile(file, 'utf8');
    const hand = parseTask(source, path.relative(ROOT, file));
    const row = rows.get(hand.front.product) ?? { product: hand.front.product, tasks: 0, requires: 0, success: 0, literals: 0, literalTotal: 0, handVerified: 0, compiledVerified: 0, ran: 0 };
    rows.set(hand.front.product, row);
    row.tasks++;
    const result = compilePage(hand.file, stripFrontMatter(source), await catalogueOf(hand.front.variant));
    const compiled = pick(result.tasks, hand);
    if (!compiled) {
      misses.push(`| ${hand.front.id} | not compiled: ${result.failures.map((f) => f.reason).join('; ')} |`);
      continue;
    }
    const c = compareFront(hand.front, compiled.front);
    if (c.requires) row.requires++;
    if (c.success) row.success++;
    row.literals += c.literals.matched;
    row.literalTotal += c.literals.total;
    if (!c.requires || !c.success) misses.push(`| ${hand.front.id} | ${c.differences.join('; ').replace(/\|/g, '/')} |`);
    // The same console as the hand-written task (a synthetic variant too), an id of its own.
    const front = { ...compiled.front, id: `${hand.front.id.replace(/^real\//, 'compiled/')}`, variant: hand.front.variant };
    pairs.push({ hand: { ...hand, front: { ...hand.front, drift: undefined } }, compiled: parseTask(renderTask({ ...compiled, front }), `${hand.file}#compiled`) });
  }
  return { rows, misses, pairs };
}

async function endToEnd(pairs: Array<{ hand: Task; compiled: Task }>, rows: Map<string, Row>, emulator: { url: string; adminToken: string }) {
  const tasks = pairs.flatMap((p) => [p.hand, p.compiled]);
  const started = performance.now();
  const { report, dir } = await runBatch({ tasks, out: 'bench/out', emulator, headed: false, parallel: PARALLEL, maxTurns: 60, region: 'cn-hangzhou' });
  const byId = new Map(report.tasks.map((t) => [t.id, t]));
  for (const { hand, compiled } of pairs) {
    const row = rows.get(hand.front.product)!;
    const h = byId.get(hand.front.id);
    const c = byId.get(compiled.front.id);
    row.ran++;
    if (h?.verdict === 'verified' && h.success) row.handVerified++;
    if (c?.verdict === 'verified' && c.success) row.compiledVerified++;
  }
  return { seconds: (performance.now() - started) / 1000, dir, episodes: tasks.length };
}

async function scale(catalogue: Catalogue): Promise<string> {
  const corpus = process.env.ACA_DOCS_CORPUS;
  if (!corpus || !existsSync(corpus)) {
    return 'Scale: not measured. Set `ACA_DOCS_CORPUS` to a folder with one checkout per AlibabaCloudDocs repository (`git clone https://github.com/AlibabaCloudDocs/ecs` and the others) and run again.';
  }
  const repos = readdirSync(corpus).filter((r) => existsSync(path.join(corpus, r, '.git')) || readdirSync(path.join(corpus, r)).some((d) => /^(?:intl|cn)\./.test(d))).sort();
  const lines: string[] = [];
  let pages = 0;
  let seconds = 0;
  let threw = 0;
  const total = { procedures: 0, rules: 0, judge: 0, failed: 0 };
  for (const repo of repos) {
    for (const locale of ['intl.en-US', 'cn.zh-CN']) {
      const dir = path.join(corpus, repo, locale);
      if (!existsSync(dir)) continue;
      const files = await pageFiles([dir]).catch(() => []);
      const started = performance.now();
      const counts = { rules: 0, judge: 0, failures: {} as Record<string, number> };
      for (const file of files) {
        try {
          const page = await readPage(file);
          const result = compilePage(file, page.markdown, catalogue);
          for (const t of result.tasks) {
            if (t.front.success.length) counts.rules++;
            else counts.judge++;
          }
          for (const f of result.failures) counts.failures[f.code] = (counts.failures[f.code] ?? 0) + 1;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'compile-unreadable' || code === 'compile-malformed-html') counts.failures.unreadable = (counts.failures.unreadable ?? 0) + 1;
          else {
            threw++;
            process.stderr.write(`THREW on ${file}: ${(error as Error).stack}\n`);
          }
        }
      }
      const s = (performance.now() - started) / 1000;
      pages += files.length;
      seconds += s;
      const failed = Object.entries(counts.failures).filter(([k]) => k !== 'no-procedure');
      const consoleProcedures = counts.rules + counts.judge + failed.reduce((n, [, v]) => n + v, 0) - (counts.failures['not-console'] ?? 0);
      total.procedures += consoleProcedures;
      total.rules += counts.rules;
      total.judge += counts.judge;
      total.failed += consoleProcedures - counts.rules - counts.judge;
      lines.push(
        `| ${repo} | ${locale.replace(/^\w+\./, '')} | ${files.length} | ${counts.rules} | ${counts.judge} | ${failed.map(([k, v]) => `${k} ${v}`).join(', ') || '-'} | ${counts.failures['no-procedure'] ?? 0} | ${files.length ? ((100 * s) / files.length).toFixed(2) : '-'} |`,
      );
    }
  }
  return [
    `Scale: ${pages} pages of ${repos.length} repositories in ${seconds.toFixed(1)} s: **${((100 * seconds) / Math.max(pages, 1)).toFixed(2)} s per hundred pages** (${(pages / Math.max(seconds, 0.001)).toFixed(1)} pages/s); threw on ${threw} page(s).` +
      ` Of ${total.procedures} console procedures: ${pct(total.rules, total.procedures)} got ActionTrail rules, ${pct(total.judge, total.procedures)} a rubric, ${pct(total.failed, total.procedures)} were not compiled.`,
    '',
    '| repository | locale | pages | with rules | with a rubric | not compiled (why) | pages without a procedure | s / 100 pages |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: |',
    ...lines,
  ].join('\n');
}

/** What the end-to-end part needs built: the emulator's console and the page runtime. */
const BUILT = [path.join(ROOT, 'emulator', 'console', 'dist', 'index.html'), RUNTIME_PATH];

export async function benchCompile(): Promise<{ md: string; threw: boolean }> {
  const missing = process.env.BENCH_COMPILE_RUN === '0' ? [] : BUILT.filter((f) => !existsSync(f));
  if (missing.length) {
    throw new Error(`${missing.map((f) => path.relative(ROOT, f)).join(' and ')} missing: run \`npm run build\` first (or BENCH_COMPILE_RUN=0 for equivalence and scale only)`);
  }
  const emulator = await startEmulator({ port: 0, seed: 'bench-compile' });
  try {
    const catalogue = await fetchCatalogue(emulator);
    const generations = (await (await fetch(`${emulator.url}/__emulator/generations`, { headers: { authorization: `Bearer ${emulator.adminToken}` } })).json()) as Array<{ id: string }>;
    const { rows, misses, pairs } = await equivalence(cataloguesFor(emulator, generations.map((g) => g.id)));
    const run = process.env.BENCH_COMPILE_RUN === '0' ? null : await endToEnd(pairs, rows, emulator);
    const scaled = await scale(catalogue);
    const all = [...rows.values()].sort((a, b) => a.product.localeCompare(b.product));
    const sum = all.reduce((t, r) => ({ ...t, tasks: t.tasks + r.tasks, requires: t.requires + r.requires, success: t.success + r.success, literals: t.literals + r.literals, literalTotal: t.literalTotal + r.literalTotal, handVerified: t.handVerified + r.handVerified, compiledVerified: t.compiledVerified + r.compiledVerified, ran: t.ran + r.ran }), { product: '**all**', tasks: 0, requires: 0, success: 0, literals: 0, literalTotal: 0, handVerified: 0, compiledVerified: 0, ran: 0 } as Row);
    const line = (r: Row) =>
      `| ${r.product} | ${r.tasks} | ${r.requires} (${pct(r.requires, r.tasks)}) | ${r.success} (${pct(r.success, r.tasks)}) | ${r.literals}/${r.literalTotal} | ${run ? `${r.handVerified} (${pct(r.handVerified, r.ran)})` : '-'} | ${run ? `${r.compiledVerified} (${pct(r.compiledVerified, r.ran)})` : '-'} |`;
    const md = [
      `${machineLine()}; catalogue of ${catalogue.products.map((p) => p.key).join(', ')}.` +
        (run ? ` End to end: ${run.episodes} episodes (each task hand-written and compiled) with the local policy in ${run.seconds.toFixed(0)} s (parallel ${PARALLEL}), run folder ${run.dir}.` : ' End to end not run (BENCH_COMPILE_RUN=0).'),
      '',
      '| product | tasks | `requires` equivalent | `success` equivalent | literal parameters | verified, hand-written | verified, compiled |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...all.map(line),
      line(sum),
      '',
      scaled,
      '',
      misses.length ? '| task | how the compiled front matter differs |\n| --- | --- |' : 'Every compiled task is equivalent.',
      ...misses,
    ].join('\n');
    return { md, threw: /threw on [1-9]/.test(scaled) };
  } finally {
    await emulator.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { md, threw } = await benchCompile().catch((error: Error) => {
    process.stderr.write(`bench:compile: ${error.message}\n`);
    process.exit(2);
  });
  process.stdout.write(`${md}\n`);
  if (process.env.BENCH_README !== '0') {
    await writeBenchSection('compile', md, { heading: 'compile: help-center pages to tasks', intro: 'Equivalence is defined in companion/compile/compare.ts.' });
  }
  if (threw) process.exitCode = 1;
}
