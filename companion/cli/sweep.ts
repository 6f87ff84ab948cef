/**
 * `aca sweep`: deletes what episodes left behind, from emulator accounts or from the account of the environment's
 * AccessKey. It finds resources by their tags (`aca:episode`, and `aca:run` for `--run DIR`), by the run ledger
 * (each episode a killed run left running: its id and its random suffix, in its account), by the provisioner's
 * default names (`aca-…`) and by the names the tasks give (`doc-vpc-${rand}`, from `--tasks DIR`, default the
 * project's `tasks/`). Emulator accounts are reached through short-lived STS credentials of the control API, so
 * an account that already holds its two AccessKeys is swept too; an account that fails is reported and the sweep
 * goes on with the next. JSON lines of what it found and deleted go to stdout, a summary to stderr; exit 1 when
 * something could not be deleted or an account could not be swept. Run it when no episode is running in those
 * accounts: the default match takes every episode's resources.
 */
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ledger, LEDGER_FILE } from '../batch/ledger';
import { accountFromEnv, cloudConfigFor, EmulatorControl, type Account } from '../cloud/account';
import { createCloudClient } from '../cloud/sdk';
import { sweep, type SweepMatch, type SweepResult } from '../cloud/sweep';
import { taskNamePatterns } from '../cloud/sweepNames';
import { emulatorArg, parseCommandArgs } from './args';
import { CliError } from './errors';

const USAGE =
  'aca sweep [--emulator URL --admin-token T [--account ID | --all-accounts]] [--run DIR] [--region R] [--prefix aca-] [--episode ID] [--rand X] [--tasks DIR] [--dry-run]';

/** The project's own task folder, the default source of task names. */
const DEFAULT_TASKS = fileURLToPath(new URL('../../tasks', import.meta.url));

interface Target {
  label: string;
  /** Opens the account (an STS credential of an emulator account, or the environment's key). */
  open: () => Promise<Account>;
  matches: SweepMatch[];
}

/**
 * `--run DIR`: the run's id (its folder's name, what its episodes tag `aca:run` with) and the episodes it left
 * running, from its ledger: in each one's account, what its episode id tags or its random suffix names.
 */
function readRun(dir: string): { runId: string; episodes: Array<{ accountId: string; key: string; match: SweepMatch }> } {
  if (!existsSync(join(dir, LEDGER_FILE))) throw new CliError('bad-arguments', `--run ${dir}: not a batch folder (no ${LEDGER_FILE})`);
  const ledger = Ledger.open(dir);
  try {
    const episodes = ledger
      .running()
      .filter((e) => e.accountId && (e.rand || e.episodeId))
      .map((e) => ({
        accountId: e.accountId!, key: e.key,
        match: { ...(e.episodeId ? { tagged: e.episodeId } : {}), ...(e.rand ? { nameContains: e.rand } : {}) },
      }));
    return { runId: basename(resolve(dir)), episodes };
  } finally {
    ledger.close();
  }
}

/** The match the flags ask for: `--episode` (its tag), `--rand` (in names), `--prefix`; default tags, `aca-` and task names. */
function matchFrom(values: { prefix?: string; episode?: string; rand?: string; tasks?: string[] }): SweepMatch {
  if (!values.prefix && !values.episode && !values.rand) {
    const dirs = values.tasks ?? (existsSync(DEFAULT_TASKS) ? [DEFAULT_TASKS] : []);
    for (const dir of dirs) if (!existsSync(dir)) throw new CliError('bad-arguments', `--tasks ${dir}: no such folder`);
    const namePatterns = taskNamePatterns(dirs);
    return { tagged: true, namePrefix: 'aca-', ...(namePatterns.length ? { namePatterns } : {}) };
  }
  return {
    ...(values.episode ? { tagged: values.episode } : {}),
    ...(values.prefix ? { namePrefix: values.prefix } : {}),
    ...(values.rand ? { nameContains: values.rand } : {}),
  };
}

const describe = (m: SweepMatch) => JSON.stringify({ ...m, ...(m.namePatterns ? { namePatterns: `${m.namePatterns.length} task names` } : {}) });

export async function runSweep(argv: string[], out: (line: string) => void = (l) => process.stdout.write(`${l}\n`), err: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
    account: { type: 'string', multiple: true },
    'all-accounts': { type: 'boolean' },
    region: { type: 'string' },
    prefix: { type: 'string' },
    episode: { type: 'string' },
    rand: { type: 'string' },
    tasks: { type: 'string', multiple: true },
    'dry-run': { type: 'boolean' },
    run: { type: 'string', multiple: true },
  });
  if (positionals.length) throw new CliError('bad-arguments', `unexpected argument "${positionals[0]}"; usage: ${USAGE}`);
  const emulator = emulatorArg(values);
  if (!emulator && (values.account || values['all-accounts'])) throw new CliError('bad-arguments', '--account and --all-accounts need --emulator URL');
  if (emulator && !values.account && !values['all-accounts'] && !values.run) throw new CliError('bad-arguments', '--emulator needs --account ID (repeatable), --all-accounts or --run DIR');
  if (values.run && !emulator) throw new CliError('bad-arguments', '--run DIR sweeps the emulator accounts a batch run used: give --emulator URL');
  if (values.account && values['all-accounts']) throw new CliError('bad-arguments', 'give --account ID or --all-accounts, not both');
  const runs = (values.run ?? []).map(readRun);
  const match = matchFrom(values);

  const targets: Target[] = [];
  let region = values.region;
  if (emulator) {
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    const byAccount = new Map<string, Target>();
    const add = (accountId: string, m: SweepMatch, note?: string) => {
      const target = byAccount.get(accountId) ?? { label: accountId, open: () => control.stsAccount(accountId), matches: [] };
      target.matches.push(m);
      if (note) target.label += ` (${note})`;
      byAccount.set(accountId, target);
    };
    const accounts = values.account ?? (values['all-accounts'] || runs.length ? (await control.listAccounts()).map((a) => a.accountId) : []);
    if (values.account || values['all-accounts']) for (const accountId of accounts) add(accountId, match);
    for (const run of runs) {
      // Every account may hold what the run's episodes tagged; the ledger adds what its running episodes named.
      for (const accountId of accounts) add(accountId, { run: run.runId });
      for (const e of run.episodes) add(e.accountId, e.match, `episode ${e.key}`);
    }
    targets.push(...byAccount.values());
  } else {
    const account = accountFromEnv();
    region ??= account.regionId;
    targets.push({ label: account.accountId, open: async () => account, matches: [match] });
  }
  region ??= 'cn-hangzhou';

  let failures = 0;
  let unswept = 0;
  let found = 0;
  let deleted = 0;
  for (const target of targets) {
    let result: SweepResult;
    try {
      const client = createCloudClient(cloudConfigFor(await target.open(), region));
      result = await sweep(client, {
        match: target.matches,
        region,
        dryRun: values['dry-run'],
        onEvent: (e) => out(JSON.stringify({ account: target.label, ...e })),
      });
    } catch (error) {
      // One account's failure (gone, unreachable, refused) is reported; the others are still swept.
      unswept++;
      err(`aca sweep: ${target.label} (${region}): could not be swept: ${(error as Error).message}`);
      continue;
    }
    found += result.found;
    deleted += result.deleted.length;
    failures += result.failed.length;
    err(`aca sweep: ${target.label} (${region}): ${result.found} found, ${result.deleted.length} deleted, ${result.failed.length} failed`);
    for (const f of result.failed) err(`  could not delete ${f.type} ${f.id} "${f.name}": ${f.code}: ${f.error}`);
  }
  const verb = values['dry-run'] ? 'dry run, nothing deleted' : `${deleted} deleted`;
  const what = [...(values.account || values['all-accounts'] || !emulator ? [`match ${describe(match)}`] : []), ...runs.map((r) => `run ${r.runId} (${r.episodes.length} episode(s) left running)`)];
  err(`aca sweep: ${targets.length} account(s), ${what.join(', ')}: ${found} found, ${verb}, ${failures} failed${unswept ? `, ${unswept} account(s) not swept` : ''}`);
  return failures || unswept ? 1 : 0;
}

export const command = {
  summary: 'delete what episodes left behind in an account',
  usage: USAGE,
  run: (argv: string[]) => runSweep(argv),
};
