/**
 * Provisioning modes of an episode on the real emulator in real Chromium: `on-demand` creates the task's
 * `requires` when the episode shows they are missing, `none` leaves the account empty, and a `request_resource`
 * for a deferred type creates the declared resource under its declared name.
 */
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server';
import type { Policy } from '../agent/policy';
import { createLocalPolicy } from '../agent/local/policy';
import { runLoop } from '../agent/episode';
import { emulatorAllowList, PlaywrightDriver } from '../driver/playwright';
import { EmulatorControl } from '../cloud/account';
import { launchBrowser } from '../driver/browser';
import { loadTask } from '../task/load';
import { CloudEpisode } from './episode-parts';
import { runTaskEpisode, type EpisodeDeps } from './episode-runner';
import { Secrets } from './secrets';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGION = 'cn-hangzhou';
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let browser: Browser;
let control: EmulatorControl;
let deps: Omit<EpisodeDeps, 'policy'>;
const local = { name: 'local', version: '1', create: createLocalPolicy };

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'provision-modes' });
  browser = await launchBrowser({ headed: false });
  control = new EmulatorControl(emulator.url, emulator.adminToken);
  deps = {
    browser, emulatorUrl: emulator.url, control, runDir: await mkdtemp(path.join(os.tmpdir(), 'aca-modes-')),
    secrets: Secrets.forConsole({ emulator: true }), region: REGION, maxTurns: 40,
  };
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await emulator?.close();
});

describe('provisioning modes', () => {
  it('on-demand: the instances list is empty, the loop creates the declared instance, and the episode succeeds', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/ecs/release-instance.md'));
    const { report, record } = await runTaskEpisode(task, { ...deps, policy: local, provision: 'on-demand' });
    expect(report.verdict, report.reason).toBe('verified');
    expect(report.success).toBe(true);
    expect(report.onDemand?.map((r) => r.required)).toEqual(['vpc', 'vsw', 'sg', 'vm']);
    expect(record.onDemand).toEqual(report.onDemand);
    const vm = record.context!.resources.vm;
    expect(vm.name).toMatch(/^doc-vm-[0-9a-f]{6}$/);
    expect(vm.id).toMatch(/^i-/);
    const seen = record.steps.find((s) => s.observation.text.includes('provisioned: Created instance'));
    expect(seen?.observation.text).toContain(`"${vm.name}" (${vm.id})`);
    expect(seen?.observation.text).toContain('seen on the page: the list shows');
  }, 300_000);

  it('none: nothing is created and the episode ends env-blocked, not as a doc defect', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/ecs/release-instance.md'));
    const { report, record } = await runTaskEpisode(task, { ...deps, policy: local, provision: 'none' });
    expect(report.verdict, report.reason).toBe('inconclusive');
    expect(report.defects).toEqual([]);
    expect(report.steps.find((s) => s.kind === 'env-blocked')?.index).toBe(4);
    expect(report.onDemand).toBeUndefined();
    const asked = record.steps.find((s) => s.action?.type === 'request_resource');
    expect(asked?.action).toMatchObject({ resourceType: 'instance', description: expect.stringMatching(/^the instance doc-vm-[0-9a-f]{6}$/) });
    expect(asked?.result?.ok).toBe(false);
  }, 300_000);

  it('request_resource for a deferred type creates the task\'s declared resource under its declared name', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/ecs/release-instance.md'));
    const cloud = await CloudEpisode.open(task, { control, emulatorUrl: emulator.url, region: REGION, episodeId: 'modes-request', provision: 'on-demand' });
    const context = await cloud.provision();
    const planned = context.resources.sg.name;
    expect(planned).toBe(`doc-sg-${cloud.rand}`);
    expect(context.steps.map((s) => s.text).join('\n')).toContain(`doc-vm-${cloud.rand}`);
    const line = await cloud.provisionOnDemand({ type: 'request_resource', description: 'a security group for the instance' });
    expect(line).toContain(`Created security_group "${planned}"`);
    expect(line).toContain(`vpc "doc-vpc-${cloud.rand}"`);
    expect(context.resources.sg.id).toMatch(/^sg-/);
    expect(context.resources.vm.id).toBeUndefined();
    expect(cloud.onDemand.map((r) => r.required)).toEqual(['vpc', 'sg']);
    // A type the task does not declare is created generically and kept for --write-requires as a template.
    await cloud.provisionOnDemand({ type: 'request_resource', description: 'a key pair', resourceType: 'key_pair' });
    expect(cloud.onDemand.at(-1)).toMatchObject({ id: 'key_pair', type: 'key_pair', attributes: { KeyPairName: 'aca-${rand}-key-pair' } });
    expect((await cloud.finish(false)).failure).toBeNull();
  }, 300_000);

  it('the local policy asks for the missing instance when the list is empty, then reloads and finishes the step', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/ecs/release-instance.md'));
    const cloud = await CloudEpisode.open(task, { control, emulatorUrl: emulator.url, region: REGION, episodeId: 'modes-policy', provision: 'on-demand' });
    const context = await cloud.provision();
    const driver = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 }, locale: 'en-US', allow: emulatorAllowList(emulator.url) });
    try {
      await driver.goto((await cloud.loginUrl())!);
      // No provisionForPage: only the policy's own request_resource can create anything.
      const outcome = await runLoop({
        driver, context, policy: createLocalPolicy, maxTurns: 40, revealSecrets: (t) => t, capture: async () => undefined,
        provisionOnDemand: (request) => cloud.provisionOnDemand(request),
      });
      const asked = outcome.trajectory.findIndex((s) => s.action?.type === 'request_resource');
      expect(outcome.trajectory[asked].action).toMatchObject({ resourceType: 'instance', description: `the instance doc-vm-${cloud.rand}` });
      expect(outcome.trajectory[asked + 1].action).toMatchObject({ type: 'navigate' });
      expect(outcome.trajectory[asked + 1].observation.text).toContain(`provisioned: Created instance "doc-vm-${cloud.rand}"`);
      expect(outcome.facts.ending).toBe('complete');
      expect(outcome.facts.notes).toEqual([]);
    } finally {
      await driver.close();
    }
    expect((await cloud.finish(true)).success).toBe(true);
  }, 300_000);

  it('the loop creates what an empty list on the page lacks for any policy, and reloads the page', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/ecs/release-instance.md'));
    // A policy that only looks: it opens the instances page and then reads what it sees.
    const looker = {
      name: 'looker', version: '1',
      create: (): Policy => {
        let turn = 0;
        return {
          name: 'looker', version: '1',
          async next(observation) {
            turn++;
            const action = turn === 1 ? { type: 'navigate' as const, url: `${emulator.url}/ecs/instances` } : { type: 'task_complete' as const, summary: observation.page.text.slice(0, 2000) };
            return { thought: 'look', action, docStep: null, raw: '' };
          },
        };
      },
    };
    const { record } = await runTaskEpisode(task, { ...deps, policy: looker, provision: 'on-demand' });
    const vm = record.context!.resources.vm;
    const last = record.steps.at(-1)!;
    expect(last.observation.text).toContain(`provisioned: Created instance "${vm.name}"`);
    expect(last.action).toMatchObject({ type: 'task_complete' });
    expect((last.action as { summary: string }).summary).toContain(vm.name);
  }, 300_000);
  it('an input that names a required resource is filled once the resource exists', async () => {
    const task = await loadTask(path.join(ROOT, 'tasks/real/cdn/refresh-urls-zh.md'));
    const cloud = await CloudEpisode.open(task, { control, emulatorUrl: emulator.url, region: REGION, episodeId: 'modes-input-ref', provision: 'pre' });
    const context = await cloud.provision();
    expect(context.inputs.url).toBe(`https://${context.resources.dom.name}/images/logo.png`);
    await cloud.finish(false);
  }, 60_000);
});
