import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { cloudConfigFor } from './account';
import { AccountPool, type ClientFactory, type Lease } from './pool';
import { createCloudClient } from './sdk';
import { testAccounts, type TestAccounts } from './testAccounts';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let accounts: TestAccounts;
const dir = mkdtempSync(join(tmpdir(), 'aca-rotate-'));
let n = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'pool-rotate-tests' });
  accounts = testAccounts(emulator);
});
afterAll(() => {
  emulator?.close();
  rmSync(dir, { recursive: true, force: true });
});

const clients: ClientFactory = (a) => createCloudClient({ ...cloudConfigFor(a, a.regionId), retry: { maxAttempts: 1 } });
const freshPool = () => new AccountPool({ path: join(dir, `pool-${++n}.db`) });
/** What the key answers: 'ok' or the error code. */
const probe = (account: Lease['account'], userName?: string) =>
  clients(account).call('ram', 'ListAccessKeys', userName ? { UserName: userName } : {}).then(() => 'ok', (err: { code?: string }) => err.code);

test('a RAM user\'s key rotates through RAM: the old key is refused, the new one works and is stored', async () => {
  const { account: root, client } = await accounts.create();
  await client.call('ram', 'CreateUser', { UserName: 'pool-rotator' });
  // A RAM user may manage its own keys only when a policy allows it (the gateway enforces RAM policies).
  const rotate = { Version: '1', Statement: [{ Effect: 'Allow', Action: ['ram:CreateAccessKey', 'ram:DeleteAccessKey', 'ram:ListAccessKeys'], Resource: '*' }] };
  await client.call('ram', 'CreatePolicy', { PolicyName: 'rotate-own-keys', PolicyDocument: JSON.stringify(rotate) });
  await client.call('ram', 'AttachPolicyToUser', { UserName: 'pool-rotator', PolicyName: 'rotate-own-keys', PolicyType: 'Custom' });
  const key = (await client.call<{ AccessKey: { AccessKeyId: string; AccessKeySecret: string } }>('ram', 'CreateAccessKey', { UserName: 'pool-rotator' })).AccessKey;
  const pool = freshPool();
  pool.add([{
    name: 'ram-user', accountId: root.accountId, accessKeyId: key.AccessKeyId, accessKeySecret: key.AccessKeySecret, secretEnv: null,
    region: 'cn-hangzhou', endpoint: root.endpoint, protocol: 'HTTP', ramUser: 'pool-rotator', emulator: null, source: 'config',
  }]);
  const lines: string[] = [];
  const result = await pool.rotate('ram-user', clients, { log: (l) => lines.push(l), checkIntervalMs: 10 });

  const old = { ...root, accessKeyId: key.AccessKeyId, accessKeySecret: key.AccessKeySecret, regionId: 'cn-hangzhou' };
  expect(await probe(old, 'pool-rotator')).toBe('InvalidAccessKeyId.NotFound');
  const stored = pool.account('ram-user');
  expect(stored.accessKeyId).toBe(result.newAccessKeyId);
  expect(stored.accessKeyId).not.toBe(key.AccessKeyId);
  expect(stored.accessKeySecret).not.toBe(key.AccessKeySecret);
  const lease = await pool.lease({ holder: 'test', ttlMs: 60_000 });
  expect(await probe(lease.account, 'pool-rotator')).toBe('ok');
  const userKeys = await client.call<{ AccessKeys: { AccessKey: Array<{ AccessKeyId: string }> } }>('ram', 'ListAccessKeys', { UserName: 'pool-rotator' });
  expect(userKeys.AccessKeys.AccessKey.map((k) => k.AccessKeyId)).toEqual([result.newAccessKeyId]);
  expect(lines.join('\n')).not.toContain(stored.accessKeySecret!);
  expect(lines.join('\n')).not.toContain(result.newAccessKeyId);

  await expect(pool.rotate('ram-user', clients)).rejects.toMatchObject({ code: 'account-leased', message: expect.stringMatching(/cannot rotate "ram-user" while it is leased/) });
  pool.close();
});

test('an emulator account without a RAM user rotates through the control API', async () => {
  const pool = freshPool();
  const [name] = await pool.addEmulatorAccounts(accounts.control, 1);
  const before = pool.account(name);
  await expect(pool.rotate(name, clients)).rejects.toThrow(/emulator account without a RAM user: .*admin token/);
  const result = await pool.rotate(name, clients, { control: accounts.control });
  expect(result.oldAccessKeyId).toBe(before.accessKeyId);
  const old = { ...before, accessKeySecret: before.accessKeySecret!, regionId: before.region };
  expect(await probe(old)).toBe('InvalidAccessKeyId.NotFound');
  const lease = await pool.lease({ holder: 'test', ttlMs: 60_000 });
  expect(lease.account.accessKeyId).toBe(result.newAccessKeyId);
  expect(lease.account.accessKeySecret).not.toBe(before.accessKeySecret);
  expect(await probe(lease.account)).toBe('ok');
  pool.close();
});

test('a cloud account without a RAM user cannot be rotated, and says what to set', async () => {
  const pool = freshPool();
  pool.add([{
    name: 'plain', accountId: 'ak:x', accessKeyId: 'LTAI5tPlain00000', accessKeySecret: 's', secretEnv: null,
    region: 'cn-hangzhou', endpoint: 'aliyuncs.com', protocol: 'HTTPS', ramUser: null, emulator: null, source: 'config',
  }]);
  await expect(pool.rotate('plain', clients)).rejects.toMatchObject({ code: 'rotation-failed', message: expect.stringMatching(/has no ramUser: .*set ramUser/) });
  expect(pool.leases({ activeOnly: true })).toEqual([]);
  await expect(pool.rotate('nobody', clients)).rejects.toMatchObject({ code: 'unknown-account' });
  pool.close();
});
