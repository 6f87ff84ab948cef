import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { AccountPool, envPoolAccount, parsePoolConfig, PoolError, type PoolAccountInput } from './pool';

const dir = mkdtempSync(join(tmpdir(), 'aca-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = () => join(dir, `pool-${++n}.db`);

const cloudAccount = (name: string): PoolAccountInput => ({
  name, accountId: `ak:${name}`, accessKeyId: `LTAI5tKey${name}000000`, accessKeySecret: `secret-of-${name}`, secretEnv: null,
  region: 'cn-hangzhou', endpoint: 'aliyuncs.com', protocol: 'HTTPS', ramUser: null, emulator: null, source: 'config',
});

function poolWith(names: string[], now?: () => number): AccountPool {
  const pool = new AccountPool({ path: freshPath(), now });
  pool.add(names.map(cloudAccount));
  return pool;
}

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as PoolError;
  }
  throw new Error('expected an error');
};

describe('config files', () => {
  test('every bad entry is reported with its field path', () => {
    const yaml = [
      '- name: good', '  accessKeyId: LTAI5tA', '  accessKeySecretEnv: POOL_SECRET_A',
      '- name: no-key', '  accessKeySecret: s',
      '- name: both', '  accessKeyId: LTAI5tB', '  accessKeySecret: s', '  accessKeySecretEnv: B',
      '- name: good', '  accessKeyId: LTAI5tC', '  accessKeySecret: s',
      '- name: typo', '  accessKeyId: LTAI5tD', '  accessKeySecret: s', '  regoin: cn-beijing',
    ].join('\n');
    const error = failure(() => parsePoolConfig(yaml, 'accounts.yaml'));
    expect(error.code).toBe('bad-config');
    expect(error.message).toMatch(/^accounts\.yaml: /);
    expect(error.message).toMatch(/\[1\]\.accessKeyId: /);
    expect(error.message).toMatch(/\[2\]\.accessKeySecret: give exactly one of accessKeySecret and accessKeySecretEnv/);
    expect(error.message).toMatch(/\[4\]: .*regoin/);
    expect(failure(() => parsePoolConfig('- {name: a, accessKeyId: K, accessKeySecret: s}\n- {name: a, accessKeyId: K2, accessKeySecret: s}', 'f.yaml')).message)
      .toMatch(/\[1\]\.name: "a" is already the name of entry \[0\]/);
    expect(failure(() => parsePoolConfig('name: [unclosed', 'x.yaml')).message).toMatch(/x\.yaml: not valid YAML/);
    expect(failure(() => parsePoolConfig('[]', 'e.yaml')).message).toMatch(/the file lists no accounts/);
  });

  test('a good file gives accounts with endpoints, protocols and secret sources', () => {
    const [cloud, local] = parsePoolConfig(
      '- {name: prod-1, accessKeyId: LTAI5tA, accessKeySecretEnv: POOL_SECRET_A, ramUser: rotator}\n' +
        '- {name: emu, accessKeyId: LTAI5tB, accessKeySecret: s, endpoint: "http://127.0.0.1:9000", region: cn-beijing}',
      'ok.yaml',
    );
    expect(cloud).toMatchObject({ endpoint: 'aliyuncs.com', protocol: 'HTTPS', secretEnv: 'POOL_SECRET_A', accessKeySecret: null, ramUser: 'rotator', region: 'cn-hangzhou' });
    expect(local).toMatchObject({ endpoint: '127.0.0.1:9000', protocol: 'HTTP', accessKeySecret: 's', region: 'cn-beijing' });
  });

  test('the environment gives one account, or says what to set', async () => {
    await expect(envPoolAccount('env', {})).rejects.toMatchObject({ code: 'bad-config', message: expect.stringMatching(/ALIBABA_CLOUD_ACCESS_KEY_ID and ALIBABA_CLOUD_ACCESS_KEY_SECRET/) });
    const account = await envPoolAccount('env', { ALIBABA_CLOUD_ACCESS_KEY_ID: 'LTAI5tEnv', ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'x', ALIBABA_CLOUD_REGION_ID: 'cn-shanghai' });
    expect(account).toMatchObject({ name: 'env', accessKeySecret: null, secretEnv: 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', region: 'cn-shanghai' });
  });
});

describe('leases in one process', () => {
  test('the db file is private, and an empty pool says so', async () => {
    const pool = new AccountPool({ path: freshPath() });
    expect(statSync(pool.path).mode & 0o777).toBe(0o600);
    await expect(pool.lease({ holder: 't', ttlMs: 1000 })).rejects.toMatchObject({ code: 'pool-empty', message: expect.stringMatching(/has no accounts: add some/) });
    pool.close();
  });

  test('leases are exclusive, name their holders when none is free, and come back on release', async () => {
    const pool = poolWith(['a', 'b']);
    const first = await pool.lease({ holder: 'one', ttlMs: 60_000 });
    const second = await pool.lease({ holder: 'two', episodeId: 'ep-2', ttlMs: 60_000 });
    expect(new Set([first.name, second.name])).toEqual(new Set(['a', 'b']));
    expect(second.account).toMatchObject({ accessKeySecret: `secret-of-${second.name}`, regionId: 'cn-hangzhou', protocol: 'HTTPS' });
    await expect(pool.lease({ holder: 'three', ttlMs: 60_000 })).rejects.toMatchObject({ code: 'no-free-account', message: expect.stringMatching(/leased: .*\(one, until .*\(two, until/) });
    expect(pool.release(first.leaseId)).toBe(true);
    expect(pool.release(first.leaseId)).toBe(false);
    expect((await pool.lease({ holder: 'three', ttlMs: 60_000 })).name).toBe(first.name);
    expect(() => pool.renew(first.leaseId, 1000)).toThrow(/has ended \(released\)/);
    expect(() => pool.remove(second.name)).toThrow(/leased by two/);
    expect(pool.list().find((a) => a.name === second.name)?.lease).toMatchObject({ holder: 'two', episodeId: 'ep-2' });
    pool.close();
  });

  test('a lease ends at its expiry unless renewed; reclaim returns it with its episode', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const pool = poolWith(['only'], () => now);
    const lease = await pool.lease({ holder: 'ep', episodeId: 'ep-7', ttlMs: 1000 });
    now += 900;
    expect(pool.renew(lease.leaseId, 1000)).toBe('2026-01-01T00:00:01.900Z');
    now += 999;
    expect(pool.reclaim()).toEqual([]);
    now += 1;
    expect(pool.reclaim()).toMatchObject([{ leaseId: lease.leaseId, name: 'only', episodeId: 'ep-7', reason: 'expired' }]);
    expect(() => pool.renew(lease.leaseId, 1000)).toThrow(/has ended \(expired\)/);
    expect((await pool.lease({ holder: 'next', ttlMs: 1000 })).name).toBe('only');
    pool.close();
  });

  test('a secret kept in the environment is read at lease time', async () => {
    const pool = new AccountPool({ path: freshPath() });
    pool.add([{ ...cloudAccount('envsecret'), accessKeySecret: null, secretEnv: 'ACA_POOL_TEST_SECRET' }]);
    await expect(pool.lease({ holder: 'x', ttlMs: 1000 })).rejects.toThrow(/environment variable ACA_POOL_TEST_SECRET, which is not set/);
    process.env.ACA_POOL_TEST_SECRET = 'from-env';
    try {
      expect((await pool.lease({ holder: 'x', ttlMs: 1000 })).account.accessKeySecret).toBe('from-env');
    } finally {
      delete process.env.ACA_POOL_TEST_SECRET;
      pool.close();
    }
  });
});

describe('leases across processes', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  /** A child process holding a lease from the pool until killed; resolves with its lease. */
  function holder(path: string, name: string, waitMs: number) {
    // `node --import tsx` rather than `npx tsx`: the child itself holds the lease, so SIGKILL hits the holder.
    const script = join(import.meta.dirname, 'fixtures', 'leaseHolder.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, path, name, String(waitMs)], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const lease = new Promise<{ leaseId: string; name: string; pid: number }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
      child.on('exit', (code) => reject(new Error(`holder ${name} exited ${code} without a lease: ${stderr}`)));
    });
    return { child, lease, exited };
  }

  test('two processes racing for two accounts get one each', async () => {
    const pool = poolWith(['a', 'b']);
    const [x, y] = [holder(pool.path, 'x', 0), holder(pool.path, 'y', 0)];
    const leases = await Promise.all([x.lease, y.lease]);
    expect(leases.map((l) => l.name).sort()).toEqual(['a', 'b']);
    expect(pool.list().map((a) => a.lease?.holder).sort()).toEqual(['x', 'y']);
    pool.close();
  }, 60_000);

  test('on a one-account pool the second process waits, and gets the account when the first is killed with SIGKILL', async () => {
    const pool = poolWith(['only']);
    const first = holder(pool.path, 'first', 0);
    const held = await first.lease;
    expect(held).toMatchObject({ name: 'only', pid: first.child.pid });
    const second = holder(pool.path, 'second', 120_000);
    let secondLeased = false;
    void second.lease.then(() => (secondLeased = true), () => {});
    // The second is running and polling: the account is still the first's.
    await expect(pool.lease({ holder: 'test', ttlMs: 1000 })).rejects.toMatchObject({ code: 'no-free-account' });
    expect(secondLeased).toBe(false);
    first.child.kill('SIGKILL');
    await first.exited;
    const taken = await second.lease;
    expect(taken.name).toBe('only');
    expect(pool.leases().find((l) => l.holder === 'first')).toMatchObject({ reason: 'holder-gone', episodeId: 'episode-first' });

    second.child.kill('SIGKILL');
    await second.exited;
    expect(pool.reclaim()).toMatchObject([{ leaseId: taken.leaseId, name: 'only', holder: 'second', episodeId: 'episode-second', reason: 'holder-gone' }]);
    expect((await pool.lease({ holder: 'test', ttlMs: 1000 })).name).toBe('only');
    pool.close();
  }, 60_000);
});
