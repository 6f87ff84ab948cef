/**
 * `aca replay <run-dir|trajectories.jsonl> [--tasks DIR] [--episode ID] [--variant V] [--out DIR]
 *   [--emulator URL --admin-token T] [--headed] [--parallel N] [--fail-on-defect]`
 * Re-runs recorded trajectories (a demonstration recorded in the extension, or any earlier run) headless on the
 * emulator with the replay policy, one episode per trajectory, and reports as `aca verify` does: the same success
 * rules decide, and a control the recording used that moved or was renamed shows as the doc's defect.
 * Exits 0 when it could run; 1 with --fail-on-defect when a replay ended defective; 2 on bad input.
 */
import { createReplayPolicy } from '../agent/replay';
import { readSource } from '../export/read';
import { renderSummaryTable } from '../report/table';
import { runBatch } from '../run/batch';
import { loadTasks, type Task } from '../task/load';
import { emulatorArg, MAX_PARALLEL, parseCommandArgs, positiveInt } from './args';
import { CliError } from './errors';

export async function replay(argv: string[]): Promise<number> {
  const parsed = parseCommandArgs(argv, {
    tasks: { type: 'string' },
    episode: { type: 'string' },
    variant: { type: 'string' },
    out: { type: 'string' },
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
    headed: { type: 'boolean' },
    parallel: { type: 'string' },
    'max-turns': { type: 'string' },
    'fail-on-defect': { type: 'boolean' },
  });
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new CliError('bad-arguments', 'give one run folder or trajectories.jsonl, e.g. aca replay runs/2026-11-30T10-00-00');
  const source = await readSource(positionals[0]);
  const records = values.episode ? source.records.filter((r) => r.episodeId === values.episode) : source.records;
  if (!records.length) {
    throw new CliError('no-trajectories', values.episode ? `no episode ${values.episode} in ${source.file}` : `${source.file} has no trajectories`);
  }
  const taskDir = values.tasks ?? 'tasks';
  const known = new Map((await loadTasks([taskDir])).map((t) => [t.front.id, t] as const));
  const tasks: Task[] = records.map((r) => {
    const task = known.get(r.taskId);
    if (!task) throw new CliError('unknown-task', `${source.file}: episode ${r.episodeId} is of task "${r.taskId}", which is not in ${taskDir} (give --tasks DIR)`);
    // --variant: the console as it is now (a drift variant of the emulator), to re-check the doc after a change.
    return values.variant ? { ...task, front: { ...task.front, variant: values.variant } } : task;
  });
  const emulator = emulatorArg(values);
  process.stderr.write(`replaying ${records.length} trajectory(ies) from ${source.file} in headless Chromium\n`);
  const { report, dir } = await runBatch({
    tasks, out: values.out ?? 'runs', emulator, headed: values.headed ?? false, region: 'cn-hangzhou',
    parallel: positiveInt(values.parallel, '--parallel', 2, MAX_PARALLEL),
    // Every recorded action plus a few pauses per action while the page loads.
    maxTurns: positiveInt(values['max-turns'], '--max-turns', Math.max(...records.map((r) => r.steps.length)) * 3 + 20),
    policyFor: (_task, i) => ({ name: 'replay', version: '1', create: createReplayPolicy(records[i]) }),
  });
  process.stdout.write(`${renderSummaryTable(report.tasks)}\n`);
  process.stdout.write(`report: ${dir}/report.html  (also report.json, junit.xml, summary.md, trajectories.jsonl)\n`);
  return values['fail-on-defect'] && report.tasks.some((t) => t.verdict === 'defective') ? 1 : 0;
}

export const command = {
  summary: 'replay recorded trajectories headless',
  usage: 'aca replay <run-dir|trajectories.jsonl> [--tasks DIR] [--episode ID] [--variant V] [--out DIR] [--emulator URL --admin-token T] [--headed] [--parallel N] [--fail-on-defect]',
  run: replay,
};
