// AccessKey rotation of a pooled account: create a new key, check that it signs, store it, delete the old one.
// The account is leased for the duration, so no episode runs with a key that is about to disappear.
import { cloudConfigFor, type EmulatorControl } from './account';
import type { AccountPool, Lease } from './pool';
import { maskKeyId, PoolError } from './poolConfig';
import { CloudApiError, createCloudClient, type CloudClient } from './sdk';

export type ClientFactory = (account: Lease['account']) => CloudClient;

/** SDK clients for the account's own endpoint and region. */
export const defaultClientFactory: ClientFactory = (account) => createCloudClient(cloudConfigFor(account, account.regionId));

export interface RotateOptions {
  /** The emulator's control API: rotates an emulator account that has no RAM user. */
  control?: EmulatorControl;
  /** How long to wait for a leased account to come free; default 0 (refuse at once). */
  waitMs?: number;
  /** Checks of the new key before giving up (a new key takes a few seconds to work on the real cloud); default 10. */
  checkAttempts?: number;
  /** Default 1000 ms. */
  checkIntervalMs?: number;
  /** Progress lines (key ids masked, never a secret). */
  log?: (line: string) => void;
}

export interface RotateResult {
  name: string;
  oldAccessKeyId: string;
  newAccessKeyId: string;
}

interface KeyOps {
  create(): Promise<{ accessKeyId: string; accessKeySecret: string }>;
  /** A cheap read that only a working key gets an answer to. */
  check(client: CloudClient): Promise<unknown>;
  remove(client: CloudClient, accessKeyId: string): Promise<unknown>;
}

function keyOps(pool: AccountPool, name: string, lease: Lease, clients: ClientFactory, control?: EmulatorControl): KeyOps {
  const stored = pool.account(name);
  const user = stored.ramUser;
  if (user) {
    return {
      async create() {
        const body = await clients(lease.account).call<{ AccessKey: { AccessKeyId: string; AccessKeySecret: string } }>('ram', 'CreateAccessKey', { UserName: user });
        return { accessKeyId: body.AccessKey.AccessKeyId, accessKeySecret: body.AccessKey.AccessKeySecret };
      },
      check: (client) => client.call('ram', 'ListAccessKeys', { UserName: user }),
      remove: (client, id) => client.call('ram', 'DeleteAccessKey', { UserName: user, UserAccessKeyId: id }),
    };
  }
  if (stored.source === 'emulator' && control) {
    return {
      create: () => control.createAccessKey(stored.accountId),
      check: (client) => client.call('ram', 'ListAccessKeys', {}),
      remove: (_client, id) => control.deleteAccessKey(stored.accountId, id),
    };
  }
  throw new PoolError(
    'rotation-failed',
    stored.source === 'emulator'
      ? `"${name}" is an emulator account without a RAM user: rotating it needs the emulator's admin token (--admin-token T or ACA_EMULATOR_TOKEN)`
      : `"${name}" has no ramUser: rotation creates the new key through RAM for that user; set ramUser in the account config`,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function rotateAccessKey(pool: AccountPool, name: string, clients: ClientFactory, opts: RotateOptions = {}): Promise<RotateResult> {
  const log = opts.log ?? (() => {});
  const lease = await pool.lease({ name, holder: 'rotate', ttlMs: 10 * 60_000, waitMs: opts.waitMs ?? 0, pollMs: 500 }).catch((err: unknown) => {
    if (err instanceof PoolError && err.code === 'no-free-account') throw new PoolError('account-leased', `cannot rotate "${name}" while it is leased: ${err.message}`);
    throw err;
  });
  try {
    const ops = keyOps(pool, name, lease, clients, opts.control);
    const oldId = lease.account.accessKeyId;
    const created = await ops.create();
    log(`${name}: created AccessKey ${maskKeyId(created.accessKeyId)}`);
    const next = clients({ ...lease.account, ...created });
    for (let attempt = 1; ; attempt++) {
      try {
        await ops.check(next);
        break;
      } catch (err) {
        if (attempt < (opts.checkAttempts ?? 10)) {
          await sleep(opts.checkIntervalMs ?? 1000);
          continue;
        }
        await ops.remove(clients(lease.account), created.accessKeyId).catch(() => {});
        throw new PoolError('rotation-failed', `the new AccessKey of "${name}" did not work (${(err as Error).message}); it was deleted and ${maskKeyId(oldId)} stays in use`);
      }
    }
    pool.storeKey(name, created.accessKeyId, created.accessKeySecret);
    log(`${name}: stored AccessKey ${maskKeyId(created.accessKeyId)}; deleting ${maskKeyId(oldId)}`);
    try {
      await ops.remove(next, oldId);
    } catch (err) {
      const why = err instanceof CloudApiError ? `${err.code}: ${err.apiMessage}` : (err as Error).message;
      throw new PoolError('rotation-failed', `"${name}" now uses ${maskKeyId(created.accessKeyId)}, but deleting the old AccessKey ${maskKeyId(oldId)} failed (${why}): delete it in the RAM console`);
    }
    return { name, oldAccessKeyId: oldId, newAccessKeyId: created.accessKeyId };
  } finally {
    pool.release(lease.leaseId);
  }
}
