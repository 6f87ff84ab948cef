/**
 * `aca explore <product> [--out DIR] [--locale en-US|zh-CN] [--parallel N] [--no-run] [--emulator URL --admin-token T]`
 * Writes create/read/update/delete tasks for a product from the emulator's catalogue into
 * `<out>/tasks/<product>/` (out defaults to runs/explore), lists the ones the console cannot support, then
 * (unless --no-run) runs them with a screenshot every turn, so the trajectories are ready for `aca export`.
 * Exit 2 on bad input (an unknown product lists the ones that exist).
 */
import { fetchCatalog } from '../explore/catalog';
import { writeExploredTasks, type WrittenTasks } from '../explore/explore';
import type { Locale } from '../explore/render';
import { renderSummaryTable } from '../report/table';
import { startEmulatorProcess, type EmulatorHandle } from '../run/emulator-process';
import { runBatch } from '../run/batch';
import { loadTasks } from '../task/load';
import { emulatorArg, MAX_PARALLEL, parseCommandArgs, positiveInt } from './args';
import { CliError } from './errors';

export interface ExploreArgs {
  product: string;
  out: string;
  locale: Locale;
  parallel: number;
  run: boolean;
  emulator?: { url: string; adminToken: string };
}

export function parseExploreArgs(argv: string[]): ExploreArgs {
  const parsed = parseCommandArgs(argv, {
    out: { type: 'string' },
    locale: { type: 'string' },
    parallel: { type: 'string' },
    'no-run': { type: 'boolean' },
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
  });
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new CliError('bad-arguments', `give exactly one product, e.g. aca explore vpc (got ${positionals.length})`);
  const locale = values.locale ?? 'en-US';
  if (locale !== 'en-US' && locale !== 'zh-CN') throw new CliError('bad-arguments', `--locale must be en-US or zh-CN, got "${locale}"`);
  const parallel = positiveInt(values.parallel, '--parallel', 2, MAX_PARALLEL);
  const emulator = emulatorArg(values);
  return { product: positionals[0], out: values.out ?? 'runs/explore', locale, parallel, run: !values['no-run'], emulator };
}

function printWritten(written: WrittenTasks): void {
  process.stdout.write(`wrote ${written.files.length} task(s) for ${written.product} in ${written.dir}\n`);
  for (const file of written.files) process.stdout.write(`  ${file}\n`);
  for (const s of written.skipped) process.stdout.write(`skipped ${s.verb} ${s.resource}: ${s.reason}\n`);
}

export async function explore(args: ExploreArgs): Promise<number> {
  const owned: EmulatorHandle | null = args.emulator ? null : await startEmulatorProcess();
  const emulator = args.emulator ?? owned!;
  try {
    const catalog = await fetchCatalog(emulator);
    const written = await writeExploredTasks(catalog, { product: args.product, out: args.out, locale: args.locale });
    printWritten(written);
    if (!args.run || !written.files.length) return 0;
    const tasks = await loadTasks(written.files);
    process.stderr.write(`running ${tasks.length} explored task(s) with the local policy, a screenshot every turn\n`);
    const { report, dir } = await runBatch({
      tasks, out: `${args.out}/runs`, emulator, headed: false, parallel: args.parallel, maxTurns: 60, region: 'cn-hangzhou',
      screenshotEveryTurn: true,
    });
    process.stdout.write(`${renderSummaryTable(report.tasks)}\n`);
    process.stdout.write(`trajectories: ${dir}/trajectories.jsonl  (screenshots beside them; for SFT data: aca export ${dir} --format swift)\n`);
    return 0;
  } finally {
    await owned?.stop();
  }
}

export const command = {
  summary: 'write and run create/read/update/delete tasks for a product from the emulator catalogue',
  usage: 'aca explore <product> [--out DIR] [--locale en-US|zh-CN] [--parallel N] [--no-run] [--emulator URL --admin-token T]',
  run: (argv: string[]) => explore(parseExploreArgs(argv)),
};
