/**
 * `episode.plan` over the real socket: a doc without front matter compiled against the real emulator's catalogue
 * (what it needs, what proves it done), a malformed request, a doc with front matter, a companion without an
 * emulator (the catalogue the build wrote from the emulator's registry, the same as the emulator serves), and one
 * with no catalogue at all (a clear error, the socket stays up).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { EmulatorControl } from '../cloud/account';
import { readFile } from 'node:fs/promises';
import { BUILT_CATALOGUE, builtCatalogue } from '../compile/built';
import { fetchCatalogue } from '../compile/catalogue';
import { buildCatalogue } from '../../test/built-catalogue';
import { createEpisodeService } from './episodes';
import { FakeExtension } from './fake-extension';
import { Pairing } from './pairing';
import { startExtensionServer, type ExtensionServer } from './server';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
const TOKEN = 'test-token-test-token-test-token-xx';

// Written for this test, in the help center's manner.
const STOP_DOC = `# Stop an ECS instance

Stop an instance when you do not need it for a while.

## Prerequisites

The instance that you want to stop is in the **Running** state.

## Procedure

1. Go to the ECS console.
2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.
3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Stop**.
4. In the dialog box that appears, keep the default stop mode and click **Confirm**.
`;
// Two procedures on one page, as the help center writes Start and Stop sections.
const TWO_DOC = `# Start and stop an ECS instance

## Prerequisites

The instance is in the **Stopped** state before you start it, and **Running** before you stop it.

## Start an instance

1. Go to the ECS console.
2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.
3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Start**.
4. In the dialog box that appears, click **Confirm**.

## Stop an instance

1. Go to the ECS console.
2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.
3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Stop**.
4. In the dialog box that appears, keep the default stop mode and click **Confirm**.
`;
const PROSE_DOC = '# About instances\n\nAn instance is a virtual server. It has vCPUs, memory and disks.\n';
const NO_CONSOLE_DOC = '# Water the plants\n\n## Procedure\n\n1. Fill the can with water.\n2. Pour it slowly on each plant.\n';

let emulator: RunningEmulator;
let out: string;
const servers: ExtensionServer[] = [];
const logs: string[] = [];

/**
 * A companion as `aca serve` builds it: with the emulator and its catalogue, or without (`--no-emulator`, the built
 * catalogue; `catalogueFile` another file, which may be missing).
 */
async function companion(withEmulator: boolean, catalogueFile?: string): Promise<string> {
  const episodes = createEpisodeService({
    tasks: [], out, maxTurns: 20, region: 'cn-hangzhou', log: (l) => logs.push(l),
    emulator: withEmulator ? { url: emulator.url, control: new EmulatorControl(emulator.url, emulator.adminToken) } : null,
    catalogue: withEmulator ? () => fetchCatalogue(emulator) : () => builtCatalogue(catalogueFile),
  });
  const server = await startExtensionServer({
    port: 0, pairing: Pairing.inMemory(TOKEN), extensionId: ID, companionVersion: 'test', log: (l) => logs.push(l),
    onAttach: (session, peer) => episodes.attach(session, peer),
  });
  servers.push(server);
  return server.url;
}

beforeAll(async () => {
  buildCatalogue();
  emulator = await startEmulator({ port: 0, seed: 'plan-test' });
  out = await mkdtemp(join(tmpdir(), 'aca-plan-'));
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await emulator.close();
  await rm(out, { recursive: true, force: true });
});

describe('episode.plan', () => {
  it('tells what a doc without front matter needs, with the evidence of each item', async () => {
    const { ext } = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    const plan = await ext.request('episode.plan', { markdown: STOP_DOC });
    expect(plan.failures).toEqual([]);
    expect(plan.procedures).toHaveLength(1);
    const [proc] = plan.procedures;
    expect(proc).toMatchObject({ procedure: 'Stop an ECS instance', product: 'ecs' });
    const vm = proc.requires.find((r: { type: string }) => r.type === 'instance');
    expect(vm).toMatchObject({ state: 'Running' });
    expect(proc.requires.map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(['vpc', 'vswitch', 'security_group', 'instance']));
    expect(proc.success).toEqual([expect.objectContaining({ service: 'Ecs', event: 'StopInstance', params: { InstanceId: `\${${vm.id}.id}` } })]);
    expect(proc.success[0].evidence.text).toMatch(/Stop/);
    expect(proc.success[0].confidence).toBeGreaterThan(0);
    expect(proc.judge).toBeUndefined();
    await ext.close();
  });

  it('says why a doc could not be compiled', async () => {
    const { ext } = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    const plan = await ext.request('episode.plan', { markdown: PROSE_DOC });
    expect(plan.procedures).toEqual([]);
    expect(plan.failures).toEqual([{ reason: expect.stringMatching(/no numbered steps/) }]);
    await ext.close();
  });

  it('refuses a malformed request and a doc with front matter, and the socket stays up', async () => {
    const { ext } = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    await expect(ext.request('episode.plan', {})).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/markdown/) });
    await expect(ext.request('episode.plan', { markdown: 42 })).rejects.toMatchObject({ code: 'invalid-params' });
    await expect(ext.request('episode.plan', { markdown: '' })).rejects.toMatchObject({ code: 'invalid-params' });
    const task = `---\nid: x/y\ntitle: A task\nproduct: ecs\n---\n${STOP_DOC}`;
    await expect(ext.request('episode.plan', { markdown: task })).rejects.toMatchObject({ code: 'invalid-doc', message: expect.stringMatching(/front matter/) });
    expect((await ext.request('episode.plan', { markdown: STOP_DOC })).procedures).toHaveLength(1);
    await ext.close();
  });

  it('without an emulator the built catalogue tells the same needs; creating them needs the emulator', async () => {
    // The build wrote it from the emulator's product registry: the same JSON the running emulator serves.
    const res = await fetch(`${emulator.url}/__emulator/catalog`, { headers: { authorization: `Bearer ${emulator.adminToken}` } });
    expect(JSON.parse(await readFile(BUILT_CATALOGUE, 'utf8'))).toEqual(await res.json());
    const withEmulator = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    const expected = await withEmulator.ext.request('episode.plan', { markdown: STOP_DOC });
    await withEmulator.ext.close();
    const { ext } = await FakeExtension.connect(await companion(false), { origin: ORIGIN, token: TOKEN });
    expect(expected.provision).toBe('emulator');
    expect(await ext.request('episode.plan', { markdown: STOP_DOC })).toEqual({ ...expected, provision: 'none' });
    await expect(ext.request('episode.start', { markdown: STOP_DOC, mode: 'auto', provision: true })).rejects.toMatchObject({ code: 'no-emulator' });
    await ext.close();
  });

  it('with no catalogue at all: a clear error, not a crash', async () => {
    const { ext } = await FakeExtension.connect(await companion(false, join(out, 'no-such-catalogue.json')), { origin: ORIGIN, token: TOKEN });
    await expect(ext.request('episode.plan', { markdown: STOP_DOC })).rejects.toMatchObject({ code: 'no-catalogue', message: expect.stringMatching(/bin\/build\.mjs/) });
    expect(await ext.request('task.list', {})).toEqual([]);
    await ext.close();
  });
});

describe('episode.start with provision', () => {
  it('refuses what it cannot provision before anything starts', async () => {
    const { ext } = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    await expect(ext.request('episode.start', { markdown: NO_CONSOLE_DOC, mode: 'auto', provision: true })).rejects.toMatchObject({ code: 'not-compiled', message: expect.stringMatching(/Water the plants/) });
    await expect(ext.request('episode.start', { taskId: 'ecs/stop-instance', mode: 'auto', provision: true })).rejects.toMatchObject({ code: 'invalid-params' });
    expect(ext.events.filter((e) => e.event.startsWith('episode.'))).toEqual([]);
    await ext.close();
  });

  it('runs the procedure the person chose of a page with several, and refuses one the plan does not have', async () => {
    const { ext } = await FakeExtension.connect(await companion(true), { origin: ORIGIN, token: TOKEN });
    const plan = await ext.request('episode.plan', { markdown: TWO_DOC });
    expect(plan.procedures.map((p: { procedure: string }) => p.procedure)).toEqual(['Start an instance', 'Stop an instance']);
    await expect(ext.request('episode.start', { markdown: TWO_DOC, mode: 'auto', provision: true, procedure: 2 })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/procedure: 2 .*compiled to 2/) });
    await expect(ext.request('episode.start', { markdown: TWO_DOC, mode: 'auto', procedure: 1 })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringMatching(/go with "provision"/) });
    expect(ext.events.filter((e) => e.event.startsWith('episode.'))).toEqual([]);
    // The tab answers nothing useful: the episode is stopped once it has begun.
    ext.handlers['page.observe'] = async () => {
      throw new Error('no page in this test');
    };
    const finished = ext.waitForEvent('episode.finished');
    const started = await ext.request('episode.start', { markdown: TWO_DOC, mode: 'auto', provision: true, procedure: 1 });
    expect(started.steps.map((s: { text: string }) => s.text).join('\n')).toMatch(/Stop/);
    expect(started.steps.map((s: { text: string }) => s.text).join('\n')).not.toMatch(/Instance Status > Start/);
    await ext.request('episode.stop', { episodeId: started.episodeId });
    const { report } = await finished;
    expect(report.id).toBe(plan.procedures[1].taskId);
    expect(logs.join('\n')).toMatch(/procedure 2 of 2/);
    await ext.close();
  }, 60_000);
});
