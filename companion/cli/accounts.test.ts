import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { AccountPool } from '../cloud/pool';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
const dir = mkdtempSync(join(tmpdir(), 'aca-accounts-cli-'));
const poolPath = join(dir, 'pool.db');
const aca = join(import.meta.dirname, '..', '..', 'bin', 'aca.mjs');

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'accounts-cli-tests' });
});
afterAll(() => {
  emulator?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `aca accounts ...` as a user would; the emulator runs in this process, so the child must not block it. */
function accounts(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; json: Array<Record<string, any>> }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [aca, 'accounts', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ACA_POOL_DB: poolPath } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr, json: stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)) }));
  });
}

/** Every secret the pool holds. */
function secrets(): string[] {
  const pool = new AccountPool({ path: poolPath });
  try {
    return pool.list().map((a) => pool.account(a.name).accessKeySecret!);
  } finally {
    pool.close();
  }
}

test('add, list, lease, release and rotate without printing a secret', async () => {
  const added = await accounts('add', '--emulator', emulator.url, '--admin-token', emulator.adminToken, '--count', '2');
  expect(added.code).toBe(0);
  expect(added.json).toHaveLength(2);

  const listed = await accounts('list');
  expect(listed.code).toBe(0);
  expect(listed.json.map((a) => a.accessKeyId)).toEqual([expect.stringMatching(/^LTAI\*{4}\w{4}$/), expect.stringMatching(/^LTAI\*{4}\w{4}$/)]);
  const before = secrets();
  expect(before).toHaveLength(2);
  for (const secret of before) expect(listed.stdout + listed.stderr).not.toContain(secret);

  const leased = await accounts('lease', '--ttl', '10m', '--holder', 'cli-test', '--episode', 'ep-1');
  expect(leased.code).toBe(0);
  expect(Object.keys(leased.json[0]).sort()).toEqual(['accessKeyId', 'expiresAt', 'leaseId', 'name']);
  for (const secret of before) expect(leased.stdout + leased.stderr).not.toContain(secret);
  const { leaseId, name } = leased.json[0];
  expect((await accounts('list')).json.find((a) => a.name === name)?.lease).toMatchObject({ leaseId, holder: 'cli-test', episodeId: 'ep-1' });

  const refused = await accounts('rotate', name, '--admin-token', emulator.adminToken);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/cannot rotate ".*" while it is leased/);
  expect((await accounts('release', leaseId)).json).toEqual([{ leaseId, released: true }]);

  const rotated = await accounts('rotate', name, '--admin-token', emulator.adminToken);
  expect(rotated.code).toBe(0);
  expect(rotated.json[0]).toMatchObject({ name, newAccessKeyId: expect.stringMatching(/^LTAI\*{4}/) });
  const after = secrets();
  expect(after).not.toEqual(before);
  for (const secret of [...before, ...after]) expect(rotated.stdout + rotated.stderr).not.toContain(secret);
}, 120_000);

test('bad input gets a clear message and exit code 2', async () => {
  const ttl = await accounts('lease', '--ttl', '10x');
  expect([ttl.code, ttl.stderr]).toEqual([2, expect.stringMatching(/--ttl takes a duration like 30m, 90s, 2h or 500ms, got "10x"/)]);
  const none = await accounts('add');
  expect(none.stderr).toMatch(/add takes one of --config FILE, --env or --emulator URL/);
  const config = join(dir, 'bad.yaml');
  writeFileSync(config, '- {name: x, accessKeyId: LTAI5tX}\n');
  const bad = await accounts('add', '--config', config);
  expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/bad\.yaml: .*\n\s+\[0\]\.accessKeySecret: give exactly one/)]);
  const unknown = await accounts('remove', 'nobody');
  expect(unknown.stderr).toMatch(/no account "nobody" in the pool/);
  const sub = await accounts('borrow');
  expect(sub.stderr).toMatch(/unknown subcommand "borrow"/);
}, 120_000);
