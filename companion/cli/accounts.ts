/**
 * `aca accounts list | add --config FILE | add --env [--name N] | add --emulator URL --admin-token T --count N | remove NAME
 *   | lease [--ttl 30m] [--holder X] [--episode ID] [--wait 5m] [--pid N] | release LEASE | reclaim | rotate NAME`, all with
 * `--pool FILE` (default $ACA_POOL_DB or ~/.aca/pool.db). JSON lines on stdout, human text on stderr; no secret is
 * ever printed (key ids of listings are masked). The cloud SDKs are loaded only by the subcommands that call a cloud.
 */
import { AccountPool, envPoolAccount, loadPoolConfig, maskKeyId } from '../cloud/pool';
import { emulatorArg, parseCommandArgs, positiveInt } from './args';
import { CliError } from './errors';

const USAGE =
  'aca accounts list | add (--config FILE | --env [--name N] | --emulator URL --admin-token T --count N) | remove NAME | ' +
  'lease [--ttl 30m] [--holder X] [--episode ID] [--wait 5m] [--pid N] | release LEASE | reclaim | rotate NAME [--admin-token T] [--wait 5m]  [--pool FILE]';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `30m`, `90s`, `2h`, `500ms`. */
export function parseDuration(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const m = /^(\d+)(ms|s|m|h)$/.exec(text.trim());
  if (!m || Number(m[1]) < 1) throw new CliError('bad-arguments', `${flag} takes a duration like 30m, 90s, 2h or 500ms, got "${text}"`);
  return Number(m[1]) * UNITS[m[2]];
}

const out = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const say = (line: string) => process.stderr.write(`${line}\n`);

function one(positionals: string[], what: string): string {
  if (positionals.length !== 1) throw new CliError('bad-arguments', `give one ${what}: ${USAGE}`);
  return positionals[0];
}

export async function accounts(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  const { values, positionals } = parseCommandArgs(rest, {
    pool: { type: 'string' },
    config: { type: 'string' },
    env: { type: 'boolean' },
    name: { type: 'string' },
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
    count: { type: 'string' },
    region: { type: 'string' },
    ttl: { type: 'string' },
    holder: { type: 'string' },
    episode: { type: 'string' },
    wait: { type: 'string' },
    pid: { type: 'string' },
  });
  if (!sub) throw new CliError('bad-arguments', `give a subcommand: ${USAGE}`);
  const known = ['list', 'add', 'remove', 'lease', 'release', 'reclaim', 'rotate'];
  if (!known.includes(sub)) throw new CliError('bad-arguments', `unknown subcommand "${sub}": ${USAGE}`);
  const pool = new AccountPool({ path: values.pool });
  try {
    switch (sub) {
      case 'list': {
        const listing = pool.list();
        if (!listing.length) say(`the pool ${pool.path} has no accounts`);
        for (const a of listing) {
          say(`${a.name}  ${a.accessKeyId}  ${a.region}  ${a.endpoint}${a.lease ? `  leased by ${a.lease.holder} until ${a.lease.expiresAt}` : '  free'}`);
          out(a);
        }
        return 0;
      }
      case 'add': {
        const emulator = emulatorArg(values);
        const sources = [values.config && '--config', values.env && '--env', emulator && '--emulator'].filter(Boolean);
        if (sources.length !== 1) throw new CliError('bad-arguments', `add takes one of --config FILE, --env or --emulator URL (got ${sources.join(', ') || 'none'})`);
        let names: string[];
        if (emulator) {
          const { EmulatorControl } = await import('../cloud/account');
          names = await pool.addEmulatorAccounts(new EmulatorControl(emulator.url, emulator.adminToken), positiveInt(values.count, '--count', 1), { region: values.region });
        } else {
          const entries = values.config ? loadPoolConfig(values.config) : [await envPoolAccount(values.name ?? 'env')];
          pool.add(entries);
          names = entries.map((e) => e.name);
        }
        say(`added ${names.length} account(s) to ${pool.path}`);
        for (const name of names) out({ added: name });
        return 0;
      }
      case 'remove': {
        const name = one(positionals, 'account name');
        pool.remove(name);
        say(`removed ${name}`);
        out({ removed: name });
        return 0;
      }
      case 'lease': {
        const pid = values.pid === undefined ? null : positiveInt(values.pid, '--pid', 0, 2 ** 22);
        const lease = await pool.lease({
          holder: values.holder ?? 'aca accounts lease', episodeId: values.episode, ttlMs: parseDuration(values.ttl, '--ttl', 30 * 60_000),
          waitMs: parseDuration(values.wait, '--wait', 0), pid,
        });
        say(`leased ${lease.name} until ${lease.expiresAt}${pid ? ` (while process ${pid} lives)` : ''}: aca accounts release ${lease.leaseId}`);
        out({ leaseId: lease.leaseId, name: lease.name, accessKeyId: lease.account.accessKeyId, expiresAt: lease.expiresAt });
        return 0;
      }
      case 'release': {
        const leaseId = one(positionals, 'lease id');
        const released = pool.release(leaseId);
        say(released ? `released ${leaseId}` : `${leaseId} had already ended`);
        out({ leaseId, released });
        return 0;
      }
      case 'reclaim': {
        const ended = pool.reclaim();
        say(`reclaimed ${ended.length} lease(s)`);
        for (const l of ended) out({ leaseId: l.leaseId, name: l.name, holder: l.holder, episodeId: l.episodeId, reason: l.reason });
        return 0;
      }
      default: {
        const name = one(positionals, 'account name');
        const stored = pool.account(name);
        const adminToken = values['admin-token'] ?? process.env.ACA_EMULATOR_TOKEN;
        const { EmulatorControl } = await import('../cloud/account');
        const control = stored.emulator && adminToken ? new EmulatorControl(stored.emulator, adminToken) : undefined;
        const result = await pool.rotate(name, undefined, { control, waitMs: parseDuration(values.wait, '--wait', 0), log: say });
        out({ name, oldAccessKeyId: maskKeyId(result.oldAccessKeyId), newAccessKeyId: maskKeyId(result.newAccessKeyId) });
        return 0;
      }
    }
  } finally {
    pool.close();
  }
}

export const command = {
  summary: 'the account pool: add, list, lease, release, reclaim, rotate',
  usage: USAGE,
  run: accounts,
};
