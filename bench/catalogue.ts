/**
 * The benchmark's catalogue in tasks/README.md, written from the task files and the variant manifest so it
 * cannot drift from them: counts by product, difficulty, language and drift, then one row per drift task.
 * `npm run tasks:list` rewrites it; test/catalogue.test.ts fails when it is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_ID } from '../emulator/console/kinds/generation';
import { loadVariants, type Variant } from '../emulator/variants';
import { loadTasks, type Task } from '../companion/task/load';
import { replaceBlock } from './readme';

export const TASKS_DIR = fileURLToPath(new URL('../tasks/', import.meta.url));
const README = path.join(TASKS_DIR, 'README.md');

const count = (tasks: Task[], f: (t: Task) => boolean) => tasks.filter(f).length;

export const isReal = (t: Task) => t.front.id.startsWith('real/');

/** A synthetic task on a drift variant; one on an earlier console generation (`cms@2020`) describes that console. */
const onDrift = (t: Task) => Boolean(t.front.variant) && !GENERATION_ID.test(t.front.variant!);

/** The Markdown between the catalogue markers: the synthetic benchmark, then tasks/real. */
export function renderCatalogue(all: Task[], variants: Variant[]): string {
  const tasks = all.filter((t) => !isReal(t));
  const products = [...new Set(tasks.map((t) => t.front.product))].sort();
  const row = (name: string, ts: Task[]) => {
    const variantsUsed = new Set(ts.filter(onDrift).map((t) => t.front.variant));
    return `| ${name} | ${ts.length} | ${count(ts, (t) => t.front.difficulty === 'standard')} | ${count(ts, (t) => t.front.difficulty === 'hard')} | ${count(ts, (t) => t.front.locale === 'zh-CN')} | ${count(ts, onDrift)} | ${variantsUsed.size} |`;
  };
  const lines = [
    '| product | tasks | standard | hard | zh-CN | on a drift variant | variants used |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...products.map((p) => row(p, tasks.filter((t) => t.front.product === p))),
    row('**all**', tasks),
  ];
  const kinds = new Map<string, number>();
  for (const v of variants) kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
  lines.push('', `${variants.length} variants in \`emulator/products/*/variants.json\`: ${[...kinds].sort().map(([k, n]) => `${k} ${n}`).join(', ')}.`, '');
  lines.push('| drift task | locale | variant | step | kind | what changed |', '| --- | --- | --- | ---: | --- | --- |');
  for (const t of tasks.filter(onDrift).sort((a, b) => a.front.id.localeCompare(b.front.id))) {
    const v = variants.find((x) => x.id === t.front.variant);
    const change = v ? (t.front.locale === 'zh-CN' ? `${v.beforeZh} → ${v.afterZh}` : `${v.before} → ${v.after}`) : '(not in the manifest)';
    for (const d of t.front.expect?.defects ?? []) {
      lines.push(`| ${t.front.id} | ${t.front.locale} | ${t.front.variant} | ${d.step} | ${d.kind} | ${change.replace(/\|/g, '\\|')} |`);
    }
  }
  const real = all.filter(isReal);
  if (real.length) lines.push('', ...renderReal(real));
  return lines.join('\n');
}

/** tasks/real: procedures (one per file) per product, their languages, generations, and the real drift runs. */
function renderReal(tasks: Task[]): string[] {
  const docs = tasks.filter((t) => !t.front.id.includes('~'));
  const products = [...new Set(tasks.map((t) => t.front.product))].sort();
  const row = (name: string, ds: Task[], ts: Task[]) =>
    `| ${name} | ${ds.length} | ${count(ds, (t) => t.front.locale === 'zh-CN')} | ${count(ds, (t) => t.front.variant !== null)} | ${count(ts, (t) => t.front.expect?.verdict === 'defective')} | ${new Set(ts.map((t) => t.front.variant).filter(Boolean)).size} |`;
  return [
    '`tasks/real/`: procedures written from dated help-center pages; each doc also runs on the consoles its `drift` lists.',
    '',
    '| product | procedures | zh-CN | on an earlier generation | real drift runs | generations used |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...products.map((p) => row(p, docs.filter((t) => t.front.product === p), tasks.filter((t) => t.front.product === p))),
    row('**all**', docs, tasks),
  ];
}

/** The README with its catalogue replaced. */
export function withCatalogue(readme: string, catalogue: string): string {
  const next = replaceBlock(readme, 'catalogue', catalogue);
  if (next === null) throw new Error('tasks/README.md has no <!-- catalogue:start --> ... <!-- catalogue:end --> block');
  return next;
}

export async function readReadme(): Promise<string> {
  return readFile(README, 'utf8');
}

async function main() {
  const tasks = await loadTasks([TASKS_DIR]);
  await writeFile(README, withCatalogue(await readReadme(), renderCatalogue(tasks, loadVariants())));
  console.log(`tasks/README.md: catalogue of ${tasks.length} tasks written`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
