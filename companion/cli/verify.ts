/**
 * `aca verify <task.md|dir>... [--out DIR] [--emulator URL] [--headed] [--fail-on-defect] [--parallel N] [--screenshots]
 *   [--provision pre|on-demand|none] [--write-requires] [--write-task] [--policy local|openai] [--models FILE] [--model NAME] [--judges A,B]
 *   [--no-marks] [--text-only]`
 * `aca verify --resume DIR <the same tasks and options>` completes a run that was killed or stopped.
 * Exits 0 when it could run, whatever the verdicts; 1 with --fail-on-defect when a doc is defective;
 * 2 on bad input (the message says what and where; nothing is created); 75 when the emulator died during the run
 * (the finished episodes are kept in the run folder's ledger; `--resume DIR` completes the others).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LEDGER_FILE } from '../batch/ledger';
import type { runBatch } from '../run/batch';
import type { verifyTasks } from '../compile/onTheFly';
import { PROVISION_MODES, type ProvisionMode } from '../run/deferred';
import { emulatorArg, MAX_PARALLEL, parseCommandArgs, positiveInt } from './args';
import { CliError } from './errors';
import { choosePolicy, POLICY_OPTIONS, type PolicyChoice, type PolicyValues } from './policy-args';

export interface VerifyArgs {
  paths: string[];
  out: string;
  /** `--resume DIR`: complete this earlier run (same tasks and options). */
  resume?: string;
  emulator?: { url: string; adminToken: string };
  headed: boolean;
  failOnDefect: boolean;
  parallel: number;
  maxTurns: number;
  /** `--screenshots`: a screenshot every turn, so the trajectories are ready for `aca export`. */
  screenshots: boolean;
  /** `--provision`: when the tasks' `requires` are created (default `pre`, before each episode). */
  provision: ProvisionMode;
  /** `--write-requires`: append what succeeded episodes created on demand, undeclared, to their task's `requires`. */
  writeRequires: boolean;
  /** `--write-task`: keep the task files compiled from pages without front matter (in `<out>/compiled/`). */
  writeTask: boolean;
  /** `--policy`, `--models`, `--model`, `--judges`, `--no-marks`, `--text-only`. */
  policy: PolicyValues;
}

export function parseVerifyArgs(argv: string[], defaults: Partial<VerifyArgs> = {}): VerifyArgs {
  const parsed = parseCommandArgs(argv, {
    out: { type: 'string' },
    resume: { type: 'string' },
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
    headed: { type: 'boolean' },
    'fail-on-defect': { type: 'boolean' },
    parallel: { type: 'string' },
    'max-turns': { type: 'string' },
    screenshots: { type: 'boolean' },
    provision: { type: 'string' },
    'write-requires': { type: 'boolean' },
    'write-task': { type: 'boolean' },
    ...POLICY_OPTIONS,
  });
  const { values, positionals } = parsed;
  const paths = positionals.length ? positionals : defaults.paths ?? [];
  if (!paths.length) throw new CliError('bad-arguments', 'give at least one task file or folder, e.g. aca verify tasks/');
  const emulator = emulatorArg(values);
  const provision = values.provision ?? defaults.provision ?? 'pre';
  if (!(PROVISION_MODES as readonly string[]).includes(provision)) {
    throw new CliError('bad-arguments', `--provision must be one of ${PROVISION_MODES.join(', ')} (got "${provision}")`);
  }
  if (values.resume && !existsSync(join(values.resume, LEDGER_FILE))) throw new CliError('bad-arguments', `--resume ${values.resume}: no run there to complete (no ${LEDGER_FILE})`);
  return {
    paths,
    out: values.out ?? defaults.out ?? 'runs',
    resume: values.resume,
    emulator,
    headed: values.headed ?? false,
    failOnDefect: values['fail-on-defect'] ?? false,
    parallel: positiveInt(values.parallel, '--parallel', defaults.parallel ?? 2, MAX_PARALLEL),
    maxTurns: positiveInt(values['max-turns'], '--max-turns', defaults.maxTurns ?? 60),
    screenshots: values.screenshots ?? defaults.screenshots ?? false,
    provision: provision as ProvisionMode,
    writeRequires: values['write-requires'] ?? false,
    writeTask: values['write-task'] ?? false,
    policy: { policy: values.policy, models: values.models, model: values.model, judges: values.judges, 'no-marks': values['no-marks'], 'text-only': values['text-only'] },
  };
}


export async function verify(args: VerifyArgs): Promise<number> {
  // The policy options are checked before anything starts (compiling a page may start an emulator).
  const chosen = await choosePolicy(args.policy, (line) => process.stderr.write(`${line}\n`));
  // The runner is loaded once the options hold, so that a mistyped option is answered at once.
  const [{ verifyTasks }, { startEmulatorProcess }] = await Promise.all([import('../compile/onTheFly'), import('../run/emulator-process')]);
  // Pages without front matter are compiled first (companion/compile/onTheFly.ts); the emulator that gave the
  // catalogue runs the episodes too.
  const { tasks, emulator: compiledWith } = await verifyTasks(args.paths, {
    emulator: args.emulator, start: () => startEmulatorProcess(), log: (line) => process.stderr.write(`${line}\n`),
    ...(args.writeTask ? { writeTask: `${args.out}/compiled` } : {}),
  });
  try {
    return await verifyLoaded(tasks, compiledWith ? { ...args, emulator: compiledWith } : args, chosen);
  } finally {
    await compiledWith?.stop();
  }
}

async function verifyLoaded(tasks: Awaited<ReturnType<typeof verifyTasks>>['tasks'], args: VerifyArgs, { policy, judges }: PolicyChoice): Promise<number> {
  if (!tasks.length) throw new CliError('no-tasks', `no task files (*.md) under ${args.paths.join(', ')}`);
  const judged = judges ? `, judges ${judges.map((j) => j.config.name).join(' + ')}` : '';
  process.stderr.write(`verifying ${tasks.length} task(s) with the ${policy.name} policy${policy.name === 'local' ? '' : ` (${policy.version})`}${judged} in headless Chromium\n`);
  const [{ runBatch }, { EnvironmentLostError, EXIT_ENVIRONMENT_LOST }, { renderSummaryTable }] = await Promise.all([
    import('../run/batch'), import('../run/environment'), import('../report/table'),
  ]);
  let result: Awaited<ReturnType<typeof runBatch>>;
  try {
    result = await runBatch({
      tasks, out: args.out, resume: args.resume, emulator: args.emulator, headed: args.headed, parallel: args.parallel, maxTurns: args.maxTurns,
      region: 'cn-hangzhou', screenshotEveryTurn: args.screenshots, policy, judges, provision: args.provision,
      resumeCommand: `aca verify ${args.paths.join(' ')} --resume {dir} (with the same options)`,
    });
  } catch (error) {
    if (!(error instanceof EnvironmentLostError)) throw error;
    process.stderr.write(`aca verify: ${error.message}\n`);
    return EXIT_ENVIRONMENT_LOST;
  }
  const { report, dir } = result;
  if (args.writeRequires) await writeRequires(report.tasks);
  process.stdout.write(`${renderSummaryTable(report.tasks)}\n`);
  process.stdout.write(`report: ${dir}/report.html  (also report.json, junit.xml, summary.md, trajectories.jsonl)\n`);
  const defective = report.tasks.some((t) => t.verdict === 'defective');
  return args.failOnDefect && defective ? 1 : 0;
}

/** Appends to each succeeded task's file what its episode created on demand that the task did not declare. */
async function writeRequires(tasks: Awaited<ReturnType<typeof runBatch>>['report']['tasks']): Promise<void> {
  const { appendRequires } = await import('../task/writeRequires');
  for (const task of tasks) {
    const extra = (task.onDemand ?? []).filter((r) => !r.required);
    if (!task.success || !task.file || !extra.length) continue;
    await appendRequires(task.file, extra.map(({ id, type, attributes }) => ({ id, type, attributes })));
    process.stderr.write(`${task.file}: added ${extra.map((r) => `${r.id} (${r.type})`).join(', ')} to requires\n`);
  }
}

export const command = {
  summary: 'verify doc tasks',
  usage: 'aca verify <task.md|dir>... [--out DIR | --resume DIR] [--emulator URL --admin-token T] [--headed] [--fail-on-defect] [--parallel N] [--screenshots] [--provision pre|on-demand|none] [--write-requires] [--write-task] [--policy local|openai --models FILE --model NAME --judges A,B --no-marks --text-only]',
  run: (argv: string[]) => verify(parseVerifyArgs(argv)),
};
