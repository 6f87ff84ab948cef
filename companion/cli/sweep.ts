/**
 * `aca sweep`: deletes what episodes left behind (resources tagged `aca:episode`, named `aca-…`, or carrying an
 * episode's rand) from emulator accounts or from the account of the environment's AccessKey. JSON lines of what
 * it found and deleted go to stdout, a summary to stderr; exit 1 when something could not be deleted.
 * Run it when no episode is running in those accounts: the default match takes every episode's resources.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ledger, LEDGER_FILE } from '../batch/ledger';
import { accountFromEnv, cloudConfigFor, EmulatorControl, type Account } from '../cloud/account';
import { createCloudClient } from '../cloud/sdk';
import { sweep, type SweepMatch, type SweepResult } from '../cloud/sweep';
import { emulatorArg, parseCommandArgs } from './args';
import { CliError } from './errors';

const USAGE =
  'aca sweep [--emulator URL --admin-token T [--account ID | --all-accounts]] [--region R] [--prefix aca-] [--episode ID] [--rand X] [--run DIR] [--dry-run]';

interface Target {
  label: string;
  account: Account;
  /** Deletes the temporary AccessKey made for an emulator account. */
  done?: () => Promise<void>;
  /** What to take in this account, when it differs from the flags' match (an episode of a batch run). */
  match?: SweepMatch;
}

/**
 * `--run DIR`: the episodes a killed `aca batch` left running (or handed back when its emulator died), from its ledger: in each one's account, what its
 * episode id tags or its random suffix names (provisioned resources named by the task, and what the agent made).
 */
function ledgerEpisodes(dirs: string[]): Array<{ accountId: string; match: SweepMatch; key: string }> {
  return dirs.flatMap((dir) => {
    if (!existsSync(join(dir, LEDGER_FILE))) throw new CliError('bad-arguments', `--run ${dir}: not a batch folder (no ${LEDGER_FILE})`);
    const ledger = Ledger.open(dir);
    try {
      return ledger
        .leftBehind()
        .filter((e) => e.accountId && (e.rand || e.episodeId))
        .map((e) => ({
          accountId: e.accountId!, key: e.key,
          match: { ...(e.episodeId ? { tagged: e.episodeId } : {}), ...(e.rand ? { nameContains: e.rand } : {}) },
        }));
    } finally {
      ledger.close();
    }
  });
}

/** The match the flags ask for: `--episode` (its tag), `--rand` (in names), `--prefix`; default tag or `aca-`. */
function matchFrom(values: { prefix?: string; episode?: string; rand?: string }): SweepMatch {
  if (!values.prefix && !values.episode && !values.rand) return { tagged: true, namePrefix: 'aca-' };
  return {
    ...(values.episode ? { tagged: values.episode } : {}),
    ...(values.prefix ? { namePrefix: values.prefix } : {}),
    ...(values.rand ? { nameContains: values.rand } : {}),
  };
}

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
    'dry-run': { type: 'boolean' },
    run: { type: 'string', multiple: true },
  });
  if (positionals.length) throw new CliError('bad-arguments', `unexpected argument "${positionals[0]}"; usage: ${USAGE}`);
  const emulator = emulatorArg(values);
  if (!emulator && (values.account || values['all-accounts'])) throw new CliError('bad-arguments', '--account and --all-accounts need --emulator URL');
  if (emulator && !values.account && !values['all-accounts'] && !values.run) throw new CliError('bad-arguments', '--emulator needs --account ID (repeatable), --all-accounts or --run DIR');
  if (values.run && !emulator) throw new CliError('bad-arguments', '--run DIR sweeps the emulator accounts a batch run used: give --emulator URL');
  if (values.account && values['all-accounts']) throw new CliError('bad-arguments', 'give --account ID or --all-accounts, not both');
  const match = matchFrom(values);

  const targets: Array<() => Promise<Target>> = [];
  let region = values.region;
  if (emulator) {
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    const host = new URL(emulator.url).host;
    const protocol = emulator.url.startsWith('https:') ? 'HTTPS' : 'HTTP';
    const targetFor = (accountId: string, label: string, episodeMatch?: SweepMatch) => async (): Promise<Target> => {
      // A temporary AccessKey of the account's own, deleted again after the sweep.
      const key = await control.createAccessKey(accountId);
      return { label, account: { accountId, ...key, endpoint: host, protocol }, done: () => control.deleteAccessKey(accountId, key.accessKeyId), match: episodeMatch };
    };
    for (const e of values.run ? ledgerEpisodes(values.run) : []) targets.push(targetFor(e.accountId, `${e.accountId} (episode ${e.key})`, e.match));
    if (values.account || values['all-accounts']) {
      const ids = values.account ?? (await control.listAccounts()).map((a) => a.accountId);
      for (const accountId of ids) targets.push(targetFor(accountId, accountId));
    }
  } else {
    const account = accountFromEnv();
    region ??= account.regionId;
    targets.push(async () => ({ label: account.accountId, account }));
  }
  region ??= 'cn-hangzhou';

  let failures = 0;
  let found = 0;
  let deleted = 0;
  for (const open of targets) {
    const target = await open();
    let result: SweepResult;
    try {
      const client = createCloudClient(cloudConfigFor(target.account, region));
      result = await sweep(client, {
        match: target.match ?? match,
        region,
        dryRun: values['dry-run'],
        onEvent: (e) => out(JSON.stringify({ account: target.label, ...e })),
      });
    } finally {
      await target.done?.();
    }
    found += result.found;
    deleted += result.deleted.length;
    failures += result.failed.length;
    err(`aca sweep: ${target.label} (${region}): ${result.found} found, ${result.deleted.length} deleted, ${result.failed.length} failed`);
    for (const f of result.failed) err(`  could not delete ${f.type} ${f.id} "${f.name}": ${f.code}: ${f.error}`);
  }
  const verb = values['dry-run'] ? 'dry run, nothing deleted' : `${deleted} deleted`;
  err(`aca sweep: ${targets.length} account(s), match ${JSON.stringify(match)}: ${found} found, ${verb}, ${failures} failed`);
  return failures ? 1 : 0;
}

export const command = {
  summary: 'delete what episodes left behind in an account',
  usage: USAGE,
  run: (argv: string[]) => runSweep(argv),
};
