/**
 * `npm run bench:unseen`: help-center pages the project has never seen, compiled and run with the same harness.
 *
 * `ACA_DOCS_CORPUS` names a folder with one AlibabaCloudDocs checkout per repository (as bench:corpus). Pages are
 * drawn at random (seed `BENCH_UNSEEN_SEED`, default `unseen-1`) from the products we emulate, both locales, leaving
 * out every page a task of tasks/real or a console generation was made from (by repository and file name, so a page
 * that moved folders stays out). Each drawn page is compiled (`aca compile`, rules only) for the console it describes:
 * for each product its procedures work in (a CDN page may add a record in the DNS console), the generation whose period
 * holds the page's last commit date, else the nearest (companion/compile/dated.ts); its procedures with ActionTrail
 * rules are run with the local policy. A page is a true description of its own
 * console, so every run is expected verified: a defect is a false one unless the page itself is wrong, which the
 * run folder's report lets a person check. Procedures that got only a rubric (a page that only shows something, or
 * one whose decisive call the compiler could not name) are run too, in columns of their own: with no judges here
 * nothing proves their success, but every step is still checked against the console, which is the product's job, so
 * each ends either with no defect (inconclusive for want of judges) or defective. `BENCH_UNSEEN_RUBRIC=0` leaves them out.
 *
 * Prints per product: pages drawn, procedures, run, verified (verdict verified and the rules held), defective,
 * inconclusive, and the rules that did not hold on an otherwise verified run; then the defects by kind. The page
 * text is read at run time only; the run folder (`bench/out/…`, not committed) names the pages.
 * `BENCH_UNSEEN_PAGES=N` pages (default 40), `BENCH_PARALLEL=N` (default 2), `BENCH_README=0` prints only,
 * `BENCH_UNSEEN_REPOS=ecs,vpc` draws from those repositories only (the README table is the default draw: leave it
 * unset and use another `BENCH_UNSEEN_SEED` while developing, so the measured draw stays unseen).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchCatalogue, type Catalogue } from '../companion/compile/catalogue';
import { compilePage } from '../companion/compile/compile';
import { consoleOfDate, type DatedGeneration } from '../companion/compile/dated';
import { readPage } from '../companion/compile/input';
import { renderTask } from '../companion/compile/render';
import { RUNTIME_PATH } from '../companion/driver/runtime';
import { runBatch } from '../companion/run/batch';
import { TaskFileError } from '../companion/task/errors';
import { parseTask, type Task } from '../companion/task/load';
import { startEmulator } from '../emulator/server';
import { machineLine, writeBenchSection } from './readme';
import { drawPages, type CorpusPage } from './unseen-pages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES = Number(process.env.BENCH_UNSEEN_PAGES ?? 40);
const SEED = process.env.BENCH_UNSEEN_SEED ?? 'unseen-1';
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 2);
/** `BENCH_UNSEEN_REPOS=ecs,ram`: draw from these repositories only (a product's own development draw). */
const REPO_FILTER = process.env.BENCH_UNSEEN_REPOS?.split(',').map((r) => r.trim()).filter(Boolean);

/** Rubric-only procedures are run too unless `BENCH_UNSEEN_RUBRIC=0`. */
const RUN_RUBRIC = process.env.BENCH_UNSEEN_RUBRIC !== '0';

interface Row {
  product: string;
  pages: number;
  procedures: number;
  rubric: number;
  run: number;
  verified: number;
  defective: number;
  inconclusive: number;
  rulesNotHeld: number;
  /** Rubric-only runs: every step done with no defect (nothing but judges could say more), and defective. */
  rubricClean: number;
  rubricDefective: number;
}

const emptyRow = (product: string): Row => ({ product, pages: 0, procedures: 0, rubric: 0, run: 0, verified: 0, defective: 0, inconclusive: 0, rulesNotHeld: 0, rubricClean: 0, rubricDefective: 0 });

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : 'n/a');

/** The last commit date of a page in its checkout (`YYYY-MM-DD`), or undefined outside git. */
function pageDate(page: CorpusPage): string | undefined {
  try {
    return execFileSync('git', ['-C', page.checkout, 'log', '-1', '--format=%cs', '--', page.relative], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Names of the pages tasks/real and the generations were made from, as `repo/file name`. */
function seenPages(generationSources: string[]): Set<string> {
  const urls = [...generationSources];
  const real = path.join(ROOT, 'tasks', 'real');
  for (const product of readdirSync(real)) {
    for (const f of readdirSync(path.join(real, product))) {
      const m = /^\s+url:\s*(\S+)/m.exec(readFileSync(path.join(real, product, f), 'utf8'));
      if (m) urls.push(m[1]);
    }
  }
  const seen = new Set<string>();
  for (const url of urls) {
    const m = /AlibabaCloudDocs\/([^/]+)\/blob\/[0-9a-f]+\/(.+)$/.exec(url);
    if (m) seen.add(`${m[1]}/${path.basename(decodeURIComponent(m[2]))}`);
  }
  return seen;
}

export async function benchUnseen(): Promise<string | null> {
  const corpus = process.env.ACA_DOCS_CORPUS;
  if (!corpus || !existsSync(corpus) || !statSync(corpus).isDirectory()) {
    process.stderr.write(
      'bench:unseen needs the help center\'s Markdown sources: clone the AlibabaCloudDocs repositories (ecs, ram, oss, slb, cms, kms, cdn, dns, eip, nat, …)\n' +
        `into one folder and name it: ACA_DOCS_CORPUS=/path/to/folder npm run bench:unseen (${corpus ? `${corpus} is no folder` : 'ACA_DOCS_CORPUS is not set'})\n`,
    );
    process.exitCode = 2;
    return null;
  }
  const missing = [path.join(ROOT, 'emulator', 'console', 'dist', 'index.html'), RUNTIME_PATH].filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`${missing.map((f) => path.relative(ROOT, f)).join(' and ')} missing: run \`npm run build\` first`);
  const emulator = await startEmulator({ port: 0, seed: 'bench-unseen' });
  try {
    const auth = { headers: { authorization: `Bearer ${emulator.adminToken}` } };
    const generations = (await (await fetch(`${emulator.url}/__emulator/generations`, auth)).json()) as Array<DatedGeneration & { sources: Array<{ url: string }> }>;
    const catalogues = new Map<string, Promise<Catalogue>>();
    const catalogueOf = (chosen: string[]) => {
      const key = chosen.join(',');
      if (!catalogues.has(key)) catalogues.set(key, fetchCatalogue(emulator, chosen));
      return catalogues.get(key)!;
    };
    const seen = seenPages(generations.flatMap((g) => g.sources.map((s) => s.url)));
    const rows = new Map<string, Row>();
    const rowOf = (product: string) => {
      if (!rows.has(product)) rows.set(product, emptyRow(product));
      return rows.get(product)!;
    };
    const tasks: Task[] = [];
    const unloadable: string[] = [];
    const drawn: Array<{ file: string; date?: string; consoles: Record<string, string>; tasks: string[] }> = [];
    for (const page of drawPages(corpus, SEED, seen, REPO_FILTER)) {
      if (drawn.length >= PAGES) break;
      const markdown = (await readPage(page.file)).markdown;
      const today = compilePage(page.file, markdown, await catalogueOf([]));
      // A page's procedures may work in several consoles (CDN's CNAME record is added in the DNS console): each
      // product's console of the page's date, all of them in the one catalogue the page is compiled with.
      const products = [...new Set(today.tasks.map((t) => t.front.product))];
      if (!products.length) continue;
      const date = pageDate(page);
      const consoleOf = (product: string) => consoleOfDate(product, date, generations);
      const chosen = [...new Set(products.map(consoleOf).filter((g): g is string => g !== null))].sort();
      const result = chosen.length ? compilePage(page.file, markdown, await catalogueOf(chosen)) : today;
      if (!result.tasks.length) continue;
      const ids: string[] = [];
      for (const product of new Set(result.tasks.map((t) => t.front.product))) rowOf(product).pages++;
      for (const [i, compiled] of result.tasks.entries()) {
        const row = rowOf(compiled.front.product);
        row.procedures++;
        const rubricOnly = !compiled.front.success.length;
        if (rubricOnly) row.rubric++;
        if (rubricOnly && !RUN_RUBRIC) continue;
        const id = `${rubricOnly ? 'unseen-rubric' : 'unseen'}/${drawn.length + 1}-${i + 1}`;
        const front = { ...compiled.front, id, variant: consoleOf(compiled.front.product) };
        try {
          tasks.push(parseTask(renderTask({ ...compiled, front }), `${page.file}#${i + 1}`));
        } catch (error) {
          // A compiled task that does not load is the compiler's fault, counted and named; the draw goes on.
          if (!(error instanceof TaskFileError)) throw error;
          unloadable.push(`${path.relative(corpus, page.file)}#${i + 1}: ${error.message.split('\n')[0]}`);
          continue;
        }
        ids.push(id);
      }
      const consoles = Object.fromEntries(result.tasks.map((t) => [t.front.product, consoleOf(t.front.product) ?? 'today']));
      drawn.push({ file: path.relative(corpus, page.file), date, consoles, tasks: ids });
    }
    const started = performance.now();
    const { report, dir } = await runBatch({ tasks, out: 'bench/out', emulator, headed: false, parallel: PARALLEL, maxTurns: 60, region: 'cn-hangzhou' });
    const seconds = (performance.now() - started) / 1000;
    writeFileSync(path.join(dir, 'unseen-pages.json'), `${JSON.stringify(drawn, null, 2)}\n`);
    if (unloadable.length) writeFileSync(path.join(dir, 'unloadable.txt'), `${unloadable.join('\n')}\n`);
    const kinds = new Map<string, number>();
    const rubricKinds = new Map<string, number>();
    const byCount = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
    for (const t of report.tasks) {
      const row = rowOf(tasks.find((x) => x.front.id === t.id)?.front.product ?? 'unknown');
      if (t.id.startsWith('unseen-rubric/')) {
        if (t.verdict === 'defective') row.rubricDefective++;
        else if (t.verdict === 'inconclusive' && t.reason?.startsWith('nothing proves success')) row.rubricClean++;
        for (const d of t.defects) rubricKinds.set(d.kind, (rubricKinds.get(d.kind) ?? 0) + 1);
        continue;
      }
      row.run++;
      if (t.verdict === 'verified' && t.success) row.verified++;
      else if (t.verdict === 'verified') row.rulesNotHeld++;
      else if (t.verdict === 'defective') row.defective++;
      else row.inconclusive++;
      for (const d of t.defects) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
    }
    const all = [...rows.values()].sort((a, b) => a.product.localeCompare(b.product));
    const sum = all.reduce((s, r) => {
      for (const k of Object.keys(s) as Array<keyof Row>) if (k !== 'product') (s[k] as number) += r[k] as number;
      return s;
    }, emptyRow('**all**'));
    sum.pages = drawn.length;
    const rubricCells = (r: Row) => (RUN_RUBRIC ? ` ${r.rubricClean} | ${r.rubricDefective} |` : '');
    const line = (r: Row) => `| ${r.product} | ${r.pages} | ${r.procedures} | ${r.run} | ${r.verified} (${pct(r.verified, r.run)}) | ${r.defective} | ${r.inconclusive} | ${r.rulesNotHeld} | ${r.rubric} |${rubricCells(r)}`;
    return [
      `${machineLine()}; ${drawn.length} pages drawn with seed \`${SEED}\` from ${corpus.split(path.sep).pop()} (${seen.size} seen pages left out), ${tasks.length} episodes with the local policy in ${seconds.toFixed(0)} s (parallel ${PARALLEL}), run folder ${dir}.`,
      '',
      `| product | pages | procedures | run (ActionTrail rules) | verified | defective | inconclusive | verified but rules not held | rubric only |${RUN_RUBRIC ? ' rubric only: no defect | rubric only: defective |' : ''}`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${RUN_RUBRIC ? ' ---: | ---: |' : ''}`,
      ...all.map(line),
      line(sum),
      '',
      `Defects reported (each a false one unless the page is wrong): ${byCount(kinds)}${RUN_RUBRIC ? `; on rubric-only runs: ${byCount(rubricKinds)}` : ''}.`,
      '',
      ...(unloadable.length ? [`Compiled tasks that did not load (not run; named in the run folder's unloadable.txt): ${unloadable.length}.`, ''] : []),
      ...(RUN_RUBRIC ? [`rubric-only procedures run without a defect: ${sum.rubricClean}/${sum.rubric} (${pct(sum.rubricClean, sum.rubric)})`] : []),
      `unseen pages verified: ${sum.verified}/${sum.run} (${pct(sum.verified, sum.run)})`,
    ].join('\n');
  } finally {
    await emulator.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = await benchUnseen().catch((error: Error) => {
    process.stderr.write(`bench:unseen: ${error.message}\n`);
    process.exit(2);
  });
  if (md) {
    process.stdout.write(`${md}\n`);
    if (process.env.BENCH_README !== '0') {
      await writeBenchSection('unseen', md, { heading: 'unseen: help-center pages the project never saw', intro: 'Pages drawn from the corpus, compiled for the console of their date and run; every run is expected verified.' });
    }
  }
}
