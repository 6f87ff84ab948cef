/**
 * `episode.plan` and `episode.start` in the person's own account, over the real socket, with an emulator account
 * standing in for it (a signed OpenAPI endpoint like the real cloud): what the account has is listed read-only and
 * matched to the page's needs, with the cost of what would be created; nothing is created without the person's
 * approval (checked by the companion); a picked existing resource is used and survives the teardown, which deletes
 * only what the run created. The catalogue is the built one (no emulator catalogue is asked for).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { cloudConfigFor, EmulatorControl, type Account } from '../cloud/account';
import { readOnlyClient, ReadOnlyError } from '../cloud/existing';
import { createCloudClient, type CloudClient } from '../cloud/sdk';
import { builtCatalogue } from '../compile/built';
import { listOf } from '../cloud/resources/types';
import { buildCatalogue } from '../../test/built-catalogue';
import { createEpisodeService } from './episodes';
import { FakeExtension } from './fake-extension';
import { Pairing } from './pairing';
import { startServeProcess } from './serve-process';
import { startExtensionServer, type ExtensionServer } from './server';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
const TOKEN = 'test-token-test-token-test-token-xx';
const REGION = 'cn-hangzhou';
/** Each `aca serve` process starts TypeScript afresh: slow on a loaded machine, so it gets time to exit on its own. */
const SLOW_START = 90_000;

// Written for this test, in the help center's manner.
const STOP_DOC = `# Stop an ECS instance

## Prerequisites

The instance that you want to stop is in the **Running** state.

## Procedure

1. Go to the ECS console.
2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.
3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Stop**.
4. In the dialog box that appears, keep the default stop mode and click **Confirm**.
`;

let emulator: RunningEmulator;
let person: Account;
let cloud: CloudClient;
let mine: { vpcId: string; stoppedId: string };
let out: string;
const servers: ExtensionServer[] = [];
const logs: string[] = [];

/** The companion with the person's account; `withEmulator: false` as `aca serve --no-emulator --own-account`. */
async function companion(withEmulator = true): Promise<string> {
  const episodes = createEpisodeService({
    tasks: [], out, maxTurns: 5, region: REGION, log: (l) => logs.push(l),
    emulator: withEmulator ? { url: emulator.url, control: new EmulatorControl(emulator.url, emulator.adminToken) } : null,
    catalogue: () => builtCatalogue(),
    ownAccount: { account: person, region: REGION },
  });
  const server = await startExtensionServer({
    port: 0, pairing: Pairing.inMemory(TOKEN), extensionId: ID, companionVersion: 'test', log: (l) => logs.push(l),
    onAttach: (session, peer) => episodes.attach(session, peer),
  });
  servers.push(server);
  return server.url;
}

const vpcs = async () => listOf(await cloud.call('vpc', 'DescribeVpcs', { PageSize: 50 }), 'Vpcs', 'Vpc');
const vswitches = async () => listOf(await cloud.call('vpc', 'DescribeVSwitches', { PageSize: 50 }), 'VSwitches', 'VSwitch');
const instances = async () => listOf(await cloud.call('ecs', 'DescribeInstances', { PageSize: 50 }), 'Instances', 'Instance');

beforeAll(async () => {
  buildCatalogue();
  emulator = await startEmulator({ port: 0, seed: 'own-account-test' });
  out = await mkdtemp(join(tmpdir(), 'aca-own-'));
  // The person's account, with what they already have: one instance (seeded Running, then stopped by them) and its VPC.
  person = await new EmulatorControl(emulator.url, emulator.adminToken).createAccount({ fixtures: { instances: 1 } });
  cloud = createCloudClient(cloudConfigFor(person, REGION));
  const [instance] = await instances();
  await cloud.call('ecs', 'StopInstance', { InstanceId: String(instance.InstanceId) });
  for (let i = 0; i < 50 && (await instances())[0].Status !== 'Stopped'; i++) await new Promise((r) => setTimeout(r, 100));
  const [vpc] = await vpcs();
  mine = { vpcId: String(vpc.VpcId), stoppedId: String(instance.InstanceId) };
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await emulator.close();
  await rm(out, { recursive: true, force: true });
});

describe('the person\'s own account', () => {
  it('lists what the account has for each need, with its state and the cost of a new one, and makes no write', async () => {
    const { ext } = await FakeExtension.connect(await companion(), { origin: ORIGIN, token: TOKEN });
    const before = (await vpcs()).length;
    const plan = await ext.request('episode.plan', { markdown: STOP_DOC });
    expect(plan.account).toEqual({ id: person.accountId, region: REGION, endpoint: person.endpoint });
    expect(plan.provision).toBe('account');
    const [proc] = plan.procedures;
    const need = (type: string) => proc.requires.find((r: { type: string }) => r.type === type);
    expect(need('vpc').existing).toEqual([expect.objectContaining({ id: mine.vpcId, fits: true })]);
    expect(need('vpc').cost).toMatchObject({ kind: 'free', source: expect.stringMatching(/^https:/), checked: expect.any(String) });
    // The required state is shown and checked: the stopped instance does not fit a procedure that needs it Running.
    expect(need('instance').state).toBe('Running');
    expect(need('instance').existing).toEqual([{ id: mine.stoppedId, name: expect.any(String), state: 'Stopped', fits: false }]);
    // A new instance is quoted by the account's own DescribePrice (the emulator's price list stands in for the cloud's).
    expect(need('instance').cost).toMatchObject({ kind: 'pay-as-you-go', currency: 'CNY', unit: 'hour', note: expect.stringMatching(/DescribePrice in cn-hangzhou for InstanceType ecs\./) });
    expect(need('instance').cost.amount).toBeGreaterThan(0);
    expect(need('security_group').cost).toMatchObject({ kind: 'free', source: expect.stringMatching(/^https:/) });
    expect(JSON.stringify(plan)).not.toContain(person.accessKeySecret);
    expect((await vpcs()).length).toBe(before);
    await ext.close();
  });

  it('the listing client refuses a write before it is sent', async () => {
    const before = (await vpcs()).length;
    await expect(readOnlyClient(cloud).call('vpc', 'CreateVpc', { CidrBlock: '10.0.0.0/8' })).rejects.toBeInstanceOf(ReadOnlyError);
    await expect(readOnlyClient(cloud).oss('PutBucket', async () => undefined)).rejects.toBeInstanceOf(ReadOnlyError);
    expect((await vpcs()).length).toBe(before);
  });

  it('refuses to create anything without the approval of exactly what is created, and refuses bad picks', async () => {
    const { ext } = await FakeExtension.connect(await companion(), { origin: ORIGIN, token: TOKEN });
    const ids = (await ext.request('episode.plan', { markdown: STOP_DOC })).procedures[0].requires.map((r: { id: string; type: string }) => r);
    const id = (type: string) => ids.find((r: { type: string }) => r.type === type).id;
    const vswitchesBefore = (await vswitches()).length;
    const start = (extra: object) => ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, ...extra });
    await expect(start({})).rejects.toMatchObject({ code: 'approval-required', message: expect.stringMatching(/approve\.create/) });
    await expect(start({ approve: { create: [id('vpc')] } })).rejects.toMatchObject({ code: 'approval-required', message: expect.stringMatching(/not approved: /) });
    await expect(start({ picks: { [id('vpc')]: 'vpc-nosuch' }, approve: { create: [] } })).rejects.toMatchObject({ code: 'bad-pick', message: expect.stringMatching(new RegExp(`picks\\.${id('vpc')}.*vpc-nosuch`)) });
    await expect(start({ picks: { [id('instance')]: mine.stoppedId }, approve: { create: [] } })).rejects.toMatchObject({ code: 'bad-pick', message: expect.stringMatching(/Stopped.*Running/) });
    await expect(start({ picks: { nosuch: mine.vpcId } })).rejects.toMatchObject({ code: 'bad-pick', message: expect.stringMatching(/picks\.nosuch/) });
    await expect(ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', picks: { a: 'b' } })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/provision/) });
    await expect(start({ picks: { a: 3 } })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/picks/) });
    await expect(start({ approve: { create: 'all' } })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/approve/) });
    expect(ext.events.filter((e) => e.event.startsWith('episode.'))).toEqual([]);
    expect((await vswitches()).length).toBe(vswitchesBefore);
    await ext.close();
  });

  it('uses a picked VPC, creates what was approved, and its teardown deletes only what it created', async () => {
    const { ext } = await FakeExtension.connect(await companion(), { origin: ORIGIN, token: TOKEN });
    const requires = (await ext.request('episode.plan', { markdown: STOP_DOC })).procedures[0].requires as Array<{ id: string; type: string }>;
    const vpc = requires.find((r) => r.type === 'vpc')!.id;
    const create = requires.filter((r) => r.id !== vpc).map((r) => r.id);
    const before = { vswitches: (await vswitches()).map((v) => v.VSwitchId), instances: (await instances()).map((i) => i.InstanceId) };
    // The tab is held at its first navigation while the test looks at the account mid-episode.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let during: { vswitches: Array<Record<string, unknown>>; instances: Array<Record<string, unknown>> } | undefined;
    ext.handlers['page.act'] = async () => {
      during = { vswitches: await vswitches(), instances: await instances() };
      await held;
      return { ok: false, error: { code: 'navigation-failed', message: 'held by the test' }, changes: {} };
    };
    const finished = ext.waitForEvent('episode.finished');
    const started = await ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, picks: { [vpc]: mine.vpcId }, approve: { create } });
    await expect.poll(() => during, { timeout: 30_000 }).toBeDefined();
    // Created in the picked VPC: a new vSwitch and a new Running instance.
    const newVsw = during!.vswitches.filter((v) => !before.vswitches.includes(v.VSwitchId));
    const newVm = during!.instances.filter((i) => !before.instances.includes(i.InstanceId));
    expect(newVsw).toEqual([expect.objectContaining({ VpcId: mine.vpcId })]);
    expect(newVm).toEqual([expect.objectContaining({ Status: 'Running' })]);
    await ext.request('episode.stop', { episodeId: started.episodeId });
    release();
    const { report } = await finished;
    expect(report.reason ?? '').not.toMatch(/teardown left/);
    // The picked VPC and what the person had before are still there; what the run created is gone.
    expect((await vpcs()).map((v) => v.VpcId)).toContain(mine.vpcId);
    expect((await vswitches()).map((v) => v.VSwitchId).sort()).toEqual([...before.vswitches].sort());
    expect((await instances()).map((i) => i.InstanceId).sort()).toEqual([...before.instances].sort());
    expect(logs.join('\n')).not.toContain(person.accessKeySecret);
    await ext.close();
  }, 90_000);

  it('without an emulator Start creates what was approved in the account and runs in the person\'s tab, signed in as it is', async () => {
    const { ext } = await FakeExtension.connect(await companion(false), { origin: ORIGIN, token: TOKEN });
    const plan = await ext.request('episode.plan', { markdown: STOP_DOC });
    expect(plan.provision).toBe('account');
    const requires = plan.procedures[0].requires as Array<{ id: string; type: string; existing: Array<{ id: string }> }>;
    expect(requires.find((r) => r.type === 'vpc')!.existing).toEqual([expect.objectContaining({ id: mine.vpcId })]);
    const before = { vswitches: (await vswitches()).map((v) => v.VSwitchId), instances: (await instances()).map((i) => i.InstanceId) };
    const create = requires.map((r) => r.id);
    // The tab shows the person's console; what the companion first asks of it is the page it shows, never a login.
    const asked: string[] = [];
    let during: { vswitches: number; instances: number } | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The tab's console declares the account it is signed in to: the AccessKey's.
    ext.handlers['page.account'] = async () => {
      asked.push('page.account');
      return { accountId: person.accountId, identityId: person.accountId, type: 'main' };
    };
    ext.handlers['page.observe'] = async () => {
      asked.push('page.observe');
      during ??= { vswitches: (await vswitches()).length, instances: (await instances()).length };
      await held;
      throw new Error('held by the test');
    };
    ext.handlers['page.act'] = async (params: { action: { type: string; url?: string } }) => {
      asked.push(`page.act ${params.action.type} ${params.action.url ?? ''}`.trim());
      return { ok: false, error: { code: 'navigation-failed', message: 'held by the test' }, changes: {} };
    };
    const finished = ext.waitForEvent('episode.finished');
    const started = await ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, approve: { create } });
    await expect.poll(() => during, { timeout: 30_000 }).toBeDefined();
    // Everything approved was created in the person's account before the tab was asked anything.
    expect(during).toEqual({ vswitches: before.vswitches.length + 1, instances: before.instances.length + 1 });
    expect(asked).toEqual(['page.account', 'page.observe']);
    await ext.request('episode.stop', { episodeId: started.episodeId });
    release();
    const { report } = await finished;
    expect(report.reason ?? '').not.toMatch(/teardown left/);
    expect(asked.filter((a) => a.includes('/login'))).toEqual([]);
    expect((await vswitches()).map((v) => v.VSwitchId).sort()).toEqual([...before.vswitches].sort());
    expect((await instances()).map((i) => i.InstanceId).sort()).toEqual([...before.instances].sort());
    expect(logs.join('\n')).not.toContain(person.accessKeySecret);
    await ext.close();
  }, 90_000);

  it('without an emulator Start refuses a tab signed in to another account than the AccessKey\'s, before creating anything; a console reached later in another account ends the run there', async () => {
    const { ext } = await FakeExtension.connect(await companion(false), { origin: ORIGIN, token: TOKEN });
    const plan = await ext.request('episode.plan', { markdown: STOP_DOC });
    const create = plan.procedures[0].requires.map((r: { id: string }) => r.id);
    const before = { vswitches: (await vswitches()).length, instances: (await instances()).length };
    let observed = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    ext.handlers['page.observe'] = async () => {
      observed = true;
      await held;
      throw new Error('held by the test');
    };
    ext.handlers['page.account'] = async () => ({ accountId: '1999888877776666', type: 'main' });
    await expect(ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, approve: { create } })).rejects.toMatchObject({
      code: 'account-mismatch',
      message: expect.stringMatching(new RegExp(`account 1999888877776666.*belongs to account ${person.accountId}`)),
    });
    expect(observed).toBe(false);
    expect({ vswitches: (await vswitches()).length, instances: (await instances()).length }).toEqual(before);
    // A page that declares no account (a help-center page): the run goes on, and the person is told what was not checked.
    ext.handlers['page.account'] = async () => null;
    const notice = ext.waitForEvent('session.notice');
    const finished = ext.waitForEvent('episode.finished');
    const started = await ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, approve: { create } });
    expect((await notice).message).toMatch(new RegExp(`not read; the run creates in account ${person.accountId}`));
    await expect.poll(() => observed, { timeout: 30_000 }).toBe(true);
    await ext.request('episode.stop', { episodeId: started.episodeId });
    release();
    await finished;
    expect({ vswitches: (await vswitches()).length, instances: (await instances()).length }).toEqual(before);

    // Started on such a page, the run reaches a console signed in to another account: it ends there, before acting.
    const page = (url: string) => ({ url, title: 'page', viewport: { width: 1280, height: 800 }, elements: [], text: '' });
    let shown = 'https://help.example.com/stop-an-instance';
    const acted: string[] = [];
    ext.handlers['page.observe'] = async () => page(shown);
    ext.handlers['page.screenshot'] = async () => ({ dataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
    ext.handlers['tabs.list'] = async () => [{ id: 'tab-1', url: shown, title: 'page', active: true }];
    ext.handlers['page.act'] = async (params: { action: { type: string } }) => {
      acted.push(params.action.type);
      if (params.action.type === 'navigate') shown = 'https://ecs.console.example.com/#/server/region/cn-hangzhou';
      return { ok: true, changes: {} };
    };
    ext.handlers['page.account'] = async () => (shown.includes('console') ? { accountId: '1999888877776666', type: 'main' } : null);
    const mismatch = ext.waitForEvent('session.notice', (n: { level: string }) => n.level === 'error');
    const third = await ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true, approve: { create } });
    const ended = ext.waitForEvent('episode.finished', (e: { episodeId: string }) => e.episodeId === third.episodeId);
    expect((await mismatch).message).toMatch(new RegExp(`account 1999888877776666.*belongs to account ${person.accountId}`));
    const { report: ending } = await ended;
    expect(ending.verdict).toBe('inconclusive');
    expect(ending.reason).toMatch(/account-mismatch/);
    // The one action it took was on the help-center page; on the other account's console it did nothing.
    expect(acted.length).toBe(1);
    expect({ vswitches: (await vswitches()).length, instances: (await instances()).length }).toEqual(before);
    await ext.close();
  }, 90_000);

  it('aca serve refuses an incomplete account configuration with exit 2, naming what is missing', async () => {
    const home = join(out, 'home');
    await expect(startServeProcess(['--no-emulator', '--account-endpoint', emulator.url], { ACA_HOME: home }, SLOW_START)).rejects.toThrow(/exited with 2[\s\S]*--account-endpoint goes with --own-account/);
    await expect(startServeProcess(['--no-emulator', '--own-account'], { ACA_HOME: home, ALIBABA_CLOUD_ACCESS_KEY_ID: '', ALIBABA_CLOUD_ACCESS_KEY_SECRET: '' }, SLOW_START)).rejects.toThrow(/exited with 2[\s\S]*ALIBABA_CLOUD_ACCESS_KEY_ID/);
    await expect(
      startServeProcess(['--no-emulator', '--own-account', '--account-endpoint', 'ftp://x'], { ACA_HOME: home, ALIBABA_CLOUD_ACCESS_KEY_ID: person.accessKeyId, ALIBABA_CLOUD_ACCESS_KEY_SECRET: person.accessKeySecret }, SLOW_START),
    ).rejects.toThrow(/exited with 2[\s\S]*--account-endpoint: ftp:\/\/x must be http/);
  }, 4 * SLOW_START);
});
