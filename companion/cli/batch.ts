/**
 * `aca batch <task.md|dir>... [--runs R] [--group G] [--parallel P] [--out DIR] [--shard i/N | --shards N]
 *   [--provision pre|on-demand|none] [--k 1,5] [--seed S] [--policy …] [--emulator URL --admin-token T] [--pool FILE]`
 * `aca batch --resume DIR [same options]`, `aca batch … --resume-or-start DIR` (what a Kubernetes pod runs),
 * `aca batch k8s <task dirs>... --shards N --image IMG [--name N] [--volume-claim C] [--out DIR] [batch options]`.
 * Exits 0 when the run finished (whatever the agent's successes), 2 on bad input (nothing is created), 75 when the
 * emulator died during the run (the finished episodes are kept; `--resume DIR` completes the others).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dockerfile, jobManifest, K8sError } from '../batch/k8s';
import { AccountPool } from '../cloud/pool';
import { isCloudEndpoint } from '../cloud/sdk';
import { BATCH_FILES } from '../batch/outputs';
import { runBatchEpisodes, BatchPlanError, type ProvisionMode } from '../batch/runner';
import { EnvironmentLostError, EXIT_ENVIRONMENT_LOST } from '../run/environment';
import { parseShard, ShardError } from '../batch/shard';
import { loadTasks } from '../task/load';
import { emulatorArg, MAX_PARALLEL, parseCommandArgs, positiveInt } from './args';
import { CliError } from './errors';
import { choosePolicy, POLICY_OPTIONS } from './policy-args';

const OPTIONS = {
  runs: { type: 'string' },
  group: { type: 'string' },
  parallel: { type: 'string' },
  out: { type: 'string' },
  resume: { type: 'string' },
  'resume-or-start': { type: 'string' },
  shard: { type: 'string' },
  shards: { type: 'string' },
  provision: { type: 'string' },
  k: { type: 'string' },
  seed: { type: 'string' },
  'max-turns': { type: 'string' },
  screenshots: { type: 'boolean' },
  emulator: { type: 'string' },
  'admin-token': { type: 'string' },
  pool: { type: 'string' },
  // k8s only
  image: { type: 'string' },
  name: { type: 'string' },
  'volume-claim': { type: 'string' },
  'env-secret': { type: 'string' },
  ...POLICY_OPTIONS,
} as const;

const PROVISION_MODES: ProvisionMode[] = ['pre', 'on-demand', 'none'];

export function parseKs(text: string | undefined, runs: number): number[] {
  if (text === undefined) return [...new Set([1, runs])].filter((k) => k <= runs);
  const ks = text.split(',').map((s) => s.trim());
  return ks.map((s) => {
    const k = Number(s);
    if (!Number.isInteger(k) || k < 1) throw new CliError('bad-arguments', `--k takes positive integers separated by commas, got "${text}"`);
    if (k > runs) throw new CliError('bad-arguments', `--k ${k} needs at least ${k} runs per task: raise --runs (now ${runs})`);
    return k;
  });
}

export async function batch(argv: string[]): Promise<number> {
  if (argv[0] === 'k8s') return k8s(argv.slice(1));
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (!positionals.length) throw new CliError('bad-arguments', 'give the tasks to run, e.g. aca batch tasks/ --runs 4 --group 4');
  const group = positiveInt(values.group, '--group', 1);
  const runs = positiveInt(values.runs, '--runs', values.group ? group : 1);
  if (runs % group !== 0) throw new CliError('bad-arguments', `--runs (${runs}) must be a multiple of --group (${group}): every GRPO group holds ${group} episodes of one task`);
  const parallel = positiveInt(values.parallel, '--parallel', 2, MAX_PARALLEL);
  const maxTurns = positiveInt(values['max-turns'], '--max-turns', 60);
  const ks = parseKs(values.k, runs);
  const provision = (values.provision ?? 'pre') as ProvisionMode;
  if (!PROVISION_MODES.includes(provision)) throw new CliError('bad-arguments', `--provision must be one of ${PROVISION_MODES.join(', ')}, got "${values.provision}"`);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new CliError('bad-arguments', `--seed must be a whole number, got "${values.seed}"`);
  let shard;
  try {
    shard = parseShard(values.shard, process.env, values.shards);
  } catch (error) {
    if (error instanceof ShardError) throw new CliError('bad-arguments', error.message);
    throw error;
  }
  if (values.resume && values['resume-or-start']) throw new CliError('bad-arguments', 'give --resume DIR or --resume-or-start DIR, not both');
  const resume = values.resume;
  if (resume && !existsSync(join(resume, 'ledger.db'))) throw new CliError('bad-arguments', `--resume ${resume}: no batch run there (no ledger.db)`);
  const emulator = emulatorArg(values);
  const pool = values.pool ? openPool(values.pool) : undefined;
  const tasks = await loadTasks(positionals);
  if (!tasks.length) throw new CliError('no-tasks', `no task files (*.md) under ${positionals.join(', ')}`);
  const { policy, judges } = await choosePolicy(values, (line) => process.stderr.write(`${line}\n`));
  const either = values['resume-or-start']?.replace(/\{shard\}/g, String(shard.index));
  if (either) {
    await mkdir(join(either, 'screenshots'), { recursive: true });
  }
  process.stderr.write(
    `batch: ${tasks.length} task(s) × ${runs} run(s), groups of ${group}, ${parallel} in parallel, ` +
      `the ${policy.name} policy, provisioning ${provision}${shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ''}${resume ? `, resuming ${resume}` : either ? `, in ${either} (resumed if it holds a run)` : ''}\n`,
  );
  try {
    const { dir, summary, resumed } = await runBatchEpisodes({
      tasks, out: values.out ?? 'runs', resume, resumeOrStart: either, runs, group, parallel, maxTurns, shard, seed, k: ks, policy, judges, provision,
      emulator, region: 'cn-hangzhou', screenshotEveryTurn: values.screenshots ?? false,
      pool,
      resumeCommand: `aca batch ${resumeArgs(argv)} --resume {dir}`,
    });
    if (resumed.length) process.stderr.write(`resumed: ${resumed.length} episode(s) the killed run had left running were cleaned up and run again\n`);
    const p = summary.passAt1;
    const ci = p.ci95 ? ` [${p.ci95[0].toFixed(3)}, ${p.ci95[1].toFixed(3)}]` : '';
    process.stdout.write(
      `${summary.episodes} episodes · pass@1 ${p.value === null ? 'n/a' : p.value.toFixed(3)}${ci} · env-blocked ${summary.envBlocked} · invalid ${summary.invalid} · crashed ${summary.crashed}` +
        ` · GRPO groups ${summary.grpo.groups} (dropped ${summary.grpo.dropped.zeroVariance} zero-variance, ${summary.grpo.dropped.incomplete} incomplete)\n`,
    );
    process.stdout.write(`outputs: ${dir}/${BATCH_FILES.dashboard} (also ${Object.values(BATCH_FILES).filter((f) => f !== BATCH_FILES.dashboard).join(', ')}, ledger.db)\n`);
    return 0;
  } catch (error) {
    if (error instanceof BatchPlanError) throw new CliError('bad-arguments', error.message);
    if (error instanceof EnvironmentLostError) {
      process.stderr.write(`aca batch: ${error.message}\n`);
      return EXIT_ENVIRONMENT_LOST;
    }
    throw error;
  }
}

/** `--pool FILE`: an existing pool that holds emulator accounts (a new, empty file would only make every lease fail). */
function openPool(path: string): AccountPool {
  if (!existsSync(path)) throw new CliError('bad-arguments', `--pool ${path}: no account pool there (create it with aca accounts add --pool ${path} --emulator URL --count N)`);
  const pool = new AccountPool({ path });
  const accounts = pool.list();
  if (!accounts.some((a) => !isCloudEndpoint(a.endpoint))) {
    pool.close();
    throw new CliError('bad-arguments', `--pool ${path}: ${accounts.length ? 'its accounts are all cloud accounts; batch runs log into the emulator\'s console' : 'it holds no accounts'} (add emulator accounts: aca accounts add --pool ${path} --emulator URL --count N)`);
  }
  return pool;
}

/** The command line given, without --out/--resume/--resume-or-start and with the admin token elided: what a resume repeats. */
export function resumeArgs(argv: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i].split('=')[0];
    if (['--out', '--resume', '--resume-or-start', '--admin-token'].includes(flag)) {
      if (!argv[i].includes('=')) i++;
      if (flag === '--admin-token') out.push('--admin-token T');
      continue;
    }
    out.push(/^[\w./@:,=+-]+$/.test(argv[i]) ? argv[i] : `'${argv[i].replace(/'/g, "'\\''")}'`);
  }
  return out.join(' ');
}

async function k8s(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (!positionals.length) throw new CliError('bad-arguments', 'give the task folders the pods run, e.g. aca batch k8s tasks/ --shards 8 --image registry/aca:1');
  if (!values.shards) throw new CliError('bad-arguments', '--shards N is required: how many pods (Indexed Job completions)');
  const shards = positiveInt(values.shards, '--shards', 1);
  const passed: string[] = [...positionals];
  for (const flag of ['runs', 'group', 'provision', 'k', 'seed', 'max-turns', 'policy', 'models', 'model', 'judges'] as const) {
    const v = values[flag];
    if (v !== undefined) passed.push(`--${flag}`, String(v));
  }
  const out = values.out ?? 'k8s';
  try {
    const manifest = jobManifest({
      name: values.name ?? 'aca-batch', image: values.image ?? '', shards, parallel: positiveInt(values.parallel, '--parallel', 2, MAX_PARALLEL), batchArgs: passed,
      volumeClaim: values['volume-claim'] ?? 'aca-runs', envSecret: values['env-secret'],
    });
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'job.yaml'), manifest);
    await writeFile(join(out, 'Dockerfile'), dockerfile());
  } catch (error) {
    if (error instanceof K8sError) throw new CliError('bad-arguments', error.message);
    throw error;
  }
  process.stdout.write(`${out}/job.yaml and ${out}/Dockerfile written: docker build -t IMAGE -f ${out}/Dockerfile . && kubectl apply -f ${out}/job.yaml; then aca merge <volume>/${values.name ?? 'aca-batch'}/shard-* --out DIR\n`);
  return 0;
}

export const command = {
  summary: 'batch rollouts, evaluation tables, GRPO groups',
  usage: 'aca batch <task.md|dir>... [--runs R] [--group G] [--parallel P] [--out DIR | --resume DIR] [--shard i/N] [--provision pre|on-demand|none] [--k 1,5] [--seed S] [--policy …]; aca batch k8s <dirs> --shards N --image IMG',
  run: batch,
};
