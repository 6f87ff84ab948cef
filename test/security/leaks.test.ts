/**
 * Issue 15 item 6: nothing a killed run made stays behind. Against `aca emulator` as its own process, a run killed
 * mid-way has left, across several accounts (one holding both of its AccessKeys), resources its provisioner tagged
 * and resources its agent made in the console (untagged, named from the task), and a ledger naming an account
 * that is gone. `aca sweep --run DIR` finds what the ledger and the run's tag say; `aca sweep --all-accounts`
 * also what only the task's names say; neither takes a key slot, stops at the unreachable account, or touches the
 * owner's resources. And `ram/create-accesskey` runs three times on one reused account: its teardown deletes the
 * key the agent created.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredResource } from '../../protocol/task';
import { Ledger } from '../../companion/batch/ledger';
import { EmulatorControl, cloudConfigFor, type Account } from '../../companion/cloud/account';
import { AccountPool } from '../../companion/cloud/pool';
import { OpenApiProvisioner } from '../../companion/cloud/provision';
import { createCloudClient, type CloudClient } from '../../companion/cloud/sdk';
import { listEverything } from '../../companion/cloud/sweep';
import { ACA, ROOT, runAca } from '../helpers';

const regionId = 'cn-hangzhou';
let child: ChildProcess;
let url: string;
let adminToken: string;
let control: EmulatorControl;
let base: string;

beforeAll(async () => {
  child = spawn(process.execPath, [ACA, 'emulator', '--port', '0', '--seed', 'security-leaks'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve))) as { url: string; adminToken: string };
  ({ url, adminToken } = ready);
  control = new EmulatorControl(url, adminToken);
  base = await mkdtemp(join(tmpdir(), 'aca-leaks-'));
});
afterAll(() => child?.kill('SIGTERM'));

const clientOf = (a: Account) => createCloudClient(cloudConfigFor(a, regionId));
/** What is in an account, as `name` per type, through a credential that is not one of its keys. */
const inventory = async (accountId: string) =>
  (await control.withAccountClient(accountId, regionId, listEverything)).map((r) => `${r.type} ${r.name}`).sort();

/** The agent's way in: a console session, whose calls the console API makes without tags (as a person would). */
async function consoleCall(account: Account, product: string, action: string, params: Record<string, unknown>) {
  const login = await fetch(await control.loginUrl(account.accountId), { redirect: 'manual' });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${url}/__console/api`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ product, action, params }) });
  const body = (await res.json()) as Record<string, any>;
  if (res.status !== 200) throw new Error(`console ${action} failed: ${JSON.stringify(body)}`);
  return body;
}

const provision = (client: CloudClient, requires: RequiredResource[], episodeId: string, rand: string, runId: string) =>
  new OpenApiProvisioner(client).provisionAll(requires, { episodeId, runId, rand, inputs: {}, region: regionId, expand: (s) => s.replace(/\$\{rand\}/g, rand) });

/** The owner's own resources, which no sweep may touch. */
async function ownersResources(client: CloudClient) {
  await client.call('vpc', 'CreateVpc', { VpcName: 'production', CidrBlock: '10.0.0.0/8' });
  await client.call('ram', 'CreateUser', { UserName: 'alice' });
}

describe('aca sweep after a killed run', () => {
  it('finds by the ledger and the run tag (--run), then by task names (--all-accounts), in every account, without a key slot', async () => {
    const runId = 'leaks-run';
    const [a, b, c] = [await control.createAccount(), await control.createAccount(), await control.createAccount()];
    await control.createAccessKey(a.accountId);
    const keysOfA = (await control.accessKeys(a.accountId)).map((k) => k.accessKeyId);
    expect(keysOfA).toHaveLength(2);
    for (const acct of [a, b, c]) await ownersResources(clientOf(acct));

    // Account A, episode running when the run was killed: its provisioner tagged a VPC, its agent made a vSwitch
    // and a security group in the console, named from the task.
    const { vpc } = await provision(clientOf(a), [{ id: 'vpc', type: 'vpc', attributes: { VpcName: 'doc-vpc-${rand}', CidrBlock: '192.168.0.0/16' } }], 'ep-a', 'a1a1a1', runId);
    await consoleCall(a, 'Vpc', 'CreateVSwitch', { VpcId: vpc.id, ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24', VSwitchName: 'doc-vsw-a1a1a1' });
    await consoleCall(a, 'Ecs', 'CreateSecurityGroup', { VpcId: vpc.id, SecurityGroupName: 'doc-sg-a1a1a1' });
    // Account B: an episode whose teardown failed left a tagged KMS key; an earlier killed run (no ledger) left an
    // untagged VPC its agent made in the console.
    await provision(clientOf(b), [{ id: 'key', type: 'kms_key', attributes: { Description: 'doc-key-${rand}' } }], 'ep-b', 'b2b2b2', runId);
    await consoleCall(b, 'Vpc', 'CreateVpc', { VpcName: 'doc-vpc-c3c3c3', CidrBlock: '172.16.0.0/12' });
    // Account C: a tagged Function Compute service and OSS bucket of the run.
    await provision(clientOf(c), [
      { id: 'svc', type: 'fc_service', attributes: { serviceName: 'doc-svc-${rand}' } },
      { id: 'bucket', type: 'oss_bucket', attributes: { BucketName: 'doc-logs-${rand}' } },
    ], 'ep-c', 'd4d4d4', runId);

    // The killed run's ledger: episode A running in account A, another running in an account that is gone.
    const dir = join(base, 'runs', runId);
    await mkdir(dir, { recursive: true });
    const ledger = Ledger.open(dir);
    ledger.start(
      { tasks: [{ id: 'vpc/create-vswitch', file: 'tasks/vpc/create-vswitch.md', sha256: '0' }], runs: 2, group: 2, policy: 'local', provision: 'pre', shard: { index: 0, count: 1 }, seed: 1, maxTurns: 40 },
      [{ key: 'vpc/create-vswitch#0', taskId: 'vpc/create-vswitch', run: 0, groupId: 'vpc/create-vswitch#0' }, { key: 'vpc/create-vswitch#1', taskId: 'vpc/create-vswitch', run: 1, groupId: 'vpc/create-vswitch#1' }],
    );
    const first = ledger.claim()!;
    ledger.holding(first.key, { episodeId: 'ep-a', rand: 'a1a1a1', accountId: a.accountId });
    const second = ledger.claim()!;
    ledger.holding(second.key, { episodeId: 'ep-gone', rand: 'e5e5e5', accountId: '1000000000000009' });
    ledger.close();

    const byRun = await runAca(['sweep', '--emulator', url, '--admin-token', adminToken, '--run', dir], { timeoutMs: 120_000 });
    expect(byRun.code).toBe(1);
    expect(byRun.stderr).toMatch(/1000000000000009 \(episode vpc\/create-vswitch#1\) \(cn-hangzhou\): could not be swept/);
    const deletedByRun = byRun.stdout.trim().split('\n').map((l) => JSON.parse(l) as { event: string; type: string; name: string }).filter((e) => e.event === 'deleted');
    expect(deletedByRun.map((e) => `${e.type} ${e.name}`).sort()).toEqual(
      ['fc_service doc-svc-d4d4d4', 'kms_key doc-key-b2b2b2', 'oss_bucket doc-logs-d4d4d4', 'security_group doc-sg-a1a1a1', 'vpc doc-vpc-a1a1a1', 'vswitch doc-vsw-a1a1a1'],
    );
    // Untagged and not in the ledger: only the task's names find it.
    expect(await inventory(b.accountId)).toContain('vpc doc-vpc-c3c3c3');

    const all = await runAca(['sweep', '--emulator', url, '--admin-token', adminToken, '--all-accounts'], { timeoutMs: 120_000 });
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('"name":"doc-vpc-c3c3c3"');
    for (const acct of [a, b, c]) expect(await inventory(acct.accountId)).toEqual(['ram_user alice', 'vpc production']);
    expect((await control.accessKeys(a.accountId)).map((k) => k.accessKeyId)).toEqual(keysOfA);
  });
});

describe('an AccessKey the agent creates', () => {
  it('is deleted at teardown: ram/create-accesskey verifies three times on one pooled account', async () => {
    const pool = join(base, 'pool.db');
    const added = await runAca(['accounts', 'add', '--emulator', url, '--admin-token', adminToken, '--count', '1', '--pool', pool]);
    expect(added.code).toBe(0);
    const out = join(base, 'accesskey');
    const run = await runAca(
      ['batch', 'tasks/ram/create-accesskey.md', '--runs', '3', '--group', '3', '--parallel', '1', '--out', out, '--pool', pool, '--emulator', url, '--admin-token', adminToken],
      { timeoutMs: 300_000 },
    );
    expect(run.code, run.stderr).toBe(0);
    const [folder] = await readdir(out);
    const rows = (await readFile(join(out, folder, 'episodes.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { outcome: string });
    expect(rows.map((r) => r.outcome)).toEqual(['success', 'success', 'success']);
    // The pooled account is left with its one key: each episode's teardown deleted the key its agent created.
    const { added: name } = JSON.parse(added.stdout.trim()) as { added: string };
    const accounts = new AccountPool({ path: pool });
    const accountId = accounts.account(name).accountId!;
    accounts.close();
    expect(await control.accessKeys(accountId)).toHaveLength(1);
    const history = await fetch(`${url}/__emulator/accounts/${accountId}/access-keys?deleted=include`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(((await history.json()) as Array<{ status: string }>).map((k) => k.status)).toEqual(['Active', 'Deleted', 'Deleted', 'Deleted']);
  });
});
