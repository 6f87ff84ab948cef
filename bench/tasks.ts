/**
 * `npm run bench:tasks`: how the `local` policy does on the benchmark, per product. Runs every task of tasks/ on the
 * emulator (as `aca verify tasks/` does) and compares each report with the task's `expect`:
 *
 * - undrifted tasks (no `variant`): verified rate (verdict verified and the ActionTrail rules hold);
 * - defect detection, over all tasks: a reported defect is right when the task expects one at that step with that
 *   kind; precision = right / reported (defects reported on undrifted tasks count against it), recall = expected
 *   defects found at their step with their kind / expected defects;
 * - every task that misses its `expect`, with the reason the report gives.
 *
 * Writes the tables into tasks/README.md between `<!-- results:start -->` and `<!-- results:end -->`
 * (`BENCH_README=0` prints only; `BENCH_TASKS=tasks/vpc` runs some tasks and leaves the README alone).
 */
import { fileURLToPath } from 'node:url';
import type { TaskReport } from '../protocol';
import { runBatch } from '../companion/run/batch';
import { loadTasks, type Task } from '../companion/task/load';
import { machineLine, writeBenchSection } from './readme';

const README = fileURLToPath(new URL('../tasks/README.md', import.meta.url));
/** Episodes at a time (`BENCH_PARALLEL`, default 3: episodes mostly wait for the console, so 3 fit on 2 cores). */
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);

interface Row {
  product: string;
  tasks: number;
  undrifted: number;
  verified: number;
  drifted: number;
  expected: number;
  found: number;
  reported: number;
  right: number;
  met: number;
  seconds: number;
}

const INTRO = `\`npm run bench:tasks\` runs every task with the local policy and compares each report with its \`expect\`:
the verified rate of undrifted tasks; defect precision (reported defects at the expected step with the expected kind,
over all reported, those on undrifted tasks included) and recall (expected defects found); and why each miss missed.`;

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : 'n/a');

export async function benchTasks(): Promise<string> {
  const paths = process.env.BENCH_TASKS ? process.env.BENCH_TASKS.split(',') : ['tasks'];
  const tasks = await loadTasks(paths);
  const started = performance.now();
  const { report, dir } = await runBatch({ tasks, out: 'bench/out', headed: false, parallel: PARALLEL, maxTurns: 60, region: 'cn-hangzhou' });
  const seconds = (performance.now() - started) / 1000;
  const byId = new Map(tasks.map((t) => [t.front.id, t]));
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  for (const r of report.tasks) {
    const task = byId.get(r.id)!;
    const row = rowFor(rows, task.front.product);
    score(row, task, r);
    if (r.expectMet === false) misses.push(`| ${r.id} | ${task.front.expect?.verdict ?? ''} ${expectedDefects(task)} | ${r.verdict} ${r.defects.map((d) => `${d.step}:${d.kind}`).join(', ')} | ${(r.reason ?? '').replace(/\|/g, '/').slice(0, 200)} |`);
  }
  const all = [...rows.values()].sort((a, b) => a.product.localeCompare(b.product));
  const total = all.reduce<Row>((t, r) => {
    for (const k of Object.keys(t) as (keyof Row)[]) if (k !== 'product') (t[k] as number) += r[k] as number;
    return t;
  }, emptyRow('**all**'));
  const line = (r: Row) =>
    `| ${r.product} | ${r.tasks} | ${r.verified} / ${r.undrifted} (${pct(r.verified, r.undrifted)}) | ${r.drifted} | ${pct(r.right, r.reported)} (${r.right}/${r.reported}) | ${pct(r.found, r.expected)} (${r.found}/${r.expected}) | ${r.met} / ${r.tasks} | ${r.seconds.toFixed(0)} |`;
  return [
    `${machineLine()}; the local policy on ${report.tasks.length} tasks in ${seconds.toFixed(0)} s (parallel ${PARALLEL}), run folder ${dir}.`,
    '',
    '| product | tasks | undrifted verified | drifted tasks | defect precision | defect recall | meet `expect` | seconds |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...all.map(line),
    line(total),
    '',
    misses.length ? '| task that misses its `expect` | expected | got | why (the report\'s reason) |\n| --- | --- | --- | --- |' : 'Every task meets its `expect`.',
    ...misses,
  ].join('\n');
}

function emptyRow(product: string): Row {
  return { product, tasks: 0, undrifted: 0, verified: 0, drifted: 0, expected: 0, found: 0, reported: 0, right: 0, met: 0, seconds: 0 };
}

function rowFor(rows: Map<string, Row>, product: string): Row {
  if (!rows.has(product)) rows.set(product, emptyRow(product));
  return rows.get(product)!;
}

function expectedDefects(task: Task): string {
  return (task.front.expect?.defects ?? []).map((d) => `${d.step}:${d.kind}`).join(', ');
}

function score(row: Row, task: Task, r: TaskReport): void {
  row.tasks++;
  row.seconds += r.seconds;
  if (r.expectMet) row.met++;
  const expected = task.front.expect?.defects ?? [];
  if (task.front.variant === null) {
    row.undrifted++;
    if (r.verdict === 'verified' && r.success) row.verified++;
  } else {
    row.drifted++;
  }
  row.expected += expected.length;
  row.found += expected.filter((e) => r.defects.some((d) => d.step === e.step && d.kind === e.kind)).length;
  row.reported += r.defects.length;
  row.right += r.defects.filter((d) => expected.some((e) => e.step === d.step && e.kind === d.kind)).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = await benchTasks();
  process.stdout.write(`${md}\n`);
  if (process.env.BENCH_README !== '0' && !process.env.BENCH_TASKS) {
    await writeBenchSection('results', md, { heading: 'Results of the local policy', intro: INTRO }, README);
  }
}
