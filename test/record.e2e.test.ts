/**
 * Record mode through the real extension: the person (Playwright) carries out a doc's procedure in the console
 * while the side panel records it, with a thought, a wrong click undone, and the finish. The demonstration must
 * hold up as training data and as a regression check: every step has the page from just before the action (text
 * and screenshot) and its doc step; `aca replay` re-runs it headless to the same ActionTrail events; every export
 * format takes it, and its Recorder flow replays with @puppeteer/replay to the same events.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner, parse, PuppeteerRunnerExtension } from '@puppeteer/replay';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isPageAction, type TrajectoryRecord } from '../protocol';
import { CHROMIUM_FLAGS, chromiumPath } from '../companion/driver/browser';
import { eventsNamed, lastRun, newAccount, nextSecond, startTask, verdictOf, useHarness } from './extension-harness';
import { runAca } from './helpers';

const h = useHarness();

const newestDir = (base: string) => join(base, readdirSync(base).sort().at(-1)!);

describe('record a demonstration in the side panel', () => {
  let demo: TrajectoryRecord;
  let runDir: string;
  let since: Date;
  const TASK = 'vpc/create-vpc-with-vswitch';

  it('records what the person does, step by step, and judges it by ActionTrail', async () => {
    since = await nextSecond();
    await startTask(h, TASK, 'Record');
    const card = h.panel.getByRole('region', { name: 'Recording' });
    await card.waitFor({ timeout: 30_000 });
    const page = h.console;
    const count = () => card.getByTestId('demo-count').textContent().then(Number);
    const recorded = (n: number) => expect.poll(count, { timeout: 20_000 }).toBe(n);
    // The step goes to the companion over the panel's socket and the page's actions over the content script's, so
    // a step is acted under only once the card says the companion took it.
    const onStep = (n: number) => card.getByTestId('demo-step').filter({ hasText: `Actions go to step ${n}` }).waitFor({ timeout: 20_000 });
    const nextStep = async (n: number) => {
      await card.getByRole('button', { name: 'Next step' }).click();
      await onStep(n);
    };
    // The companion logs in and opens the console first; the demonstration starts there.
    await page.waitForURL(/\/vpc/, { timeout: 30_000 });
    const nav = (name: string) => page.getByRole('link', { name, exact: true }).first();
    await nav('VPCs').waitFor();
    // The panel shows the doc with this episode's own names, once its resources are provisioned.
    await h.panel.getByRole('list', { name: 'Doc steps' }).getByText(/doc-vpc-\w+/).waitFor();
    const steps = await h.panel.getByRole('list', { name: 'Doc steps' }).innerText();
    const vpcName = /Name\*? to (doc-vpc-\w+)/.exec(steps)?.[1] ?? '';
    const vswName = /Name\*? to (doc-vsw-\w+)/.exec(steps)?.[1] ?? '';
    expect(vpcName && vswName, steps).toBeTruthy();

    await card.getByLabel('Doc step').selectOption('2');
    await onStep(2);
    await card.getByLabel('Thought for the next action').fill('VPCs are listed under VPCs in the left navigation.');
    await card.getByRole('button', { name: 'Save thought' }).click();
    await nav('VPCs').click();
    await recorded(1);
    // A wrong click, then undo: it must not stay in the demonstration.
    await nav('vSwitches').click();
    await recorded(2);
    await card.getByRole('button', { name: 'Undo last action' }).click();
    await recorded(1);
    await nav('VPCs').click();
    await recorded(2);

    await card.getByLabel('Doc step').selectOption('4');
    await onStep(4);
    await page.getByRole('button', { name: 'Create VPC' }).click();
    await recorded(3);
    await nextStep(5);
    const names = page.getByRole('textbox', { name: 'Name', exact: true });
    const cidrs = page.getByRole('textbox', { name: 'IPv4 CIDR Block', exact: true });
    await names.first().fill(vpcName);
    await cidrs.first().fill('192.168.0.0/16');
    await nextStep(6);
    await names.nth(1).click();
    await recorded(5);
    await names.nth(1).fill(vswName);
    await page.getByRole('combobox', { name: 'Zone' }).click();
    await page.getByRole('option', { name: 'Hangzhou Zone K' }).click();
    await recorded(8);
    await cidrs.nth(1).fill('192.168.1.0/24');
    await nextStep(7);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await recorded(10);
    await card.getByRole('button', { name: 'Finish: done' }).click();

    expect(await verdictOf(h.panel)).toBe('verified');
    expect(await eventsNamed(h.emulator, 'CreateVpc', since)).toBe(1);
    expect(await eventsNamed(h.emulator, 'CreateVSwitch', since)).toBe(1);
    runDir = newestDir(h.out);
    demo = lastRun(h.out).trajectories[0];
    expect(demo.policy.name).toBe('human');
  });

  it('keeps, per action, its doc step, the thought, and the page and screenshot from just before it', () => {
    const actions = demo.steps.filter((s) => s.action && isPageAction(s.action));
    expect(actions.map((s) => [s.action!.type, s.target?.name])).toEqual([
      ['click', 'VPCs'], ['click', 'VPCs'], ['click', 'Create VPC'],
      ['type', 'Name'], ['type', 'IPv4 CIDR Block'],
      ['type', 'Name'], ['click', 'Zone'], ['click', 'Hangzhou Zone K'], ['type', 'IPv4 CIDR Block'],
      ['click', 'OK'],
    ]);
    expect(actions.map((s) => s.docStep)).toEqual([2, 2, 4, 5, 5, 6, 6, 6, 6, 7]);
    expect(actions[0].thought).toBe('VPCs are listed under VPCs in the left navigation.');
    expect(actions[1].thought).toContain('Step 2');
    // The page before each action: the option was on screen (in the open overlay) before it was clicked, and the
    // field was still empty before it was typed into.
    const option = actions[7];
    expect(option.observation.text).toContain(`[${option.target!.ref}]`);
    expect(actions[5].observation.text).toContain(`[${actions[5].target!.ref}] textbox Name`);
    expect(actions[5].observation.text).not.toContain(`= "${(actions[5].action as { text: string }).text}"`);
    for (const s of demo.steps) {
      expect(s.observation.screenshot, `turn ${s.index} has a screenshot`).toMatch(/^screenshots\//);
      expect(readFileSync(join(runDir, s.observation.screenshot!)).length).toBeGreaterThan(1000);
    }
    expect(demo.steps.at(-1)!.action).toMatchObject({ type: 'task_complete' });
    expect(demo.steps.map((s) => s.index)).toEqual(demo.steps.map((_, i) => i));
  });

  it('replays headless to the same ActionTrail events (aca replay)', async () => {
    const before = await nextSecond();
    const run = await runAca(['replay', runDir, '--emulator', h.emulator.url, '--admin-token', h.emulator.adminToken, '--out', join(h.out, '..', 'replays-' + Date.now())], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/vpc\/create-vpc-with-vswitch\s+verified/);
    expect(await eventsNamed(h.emulator, 'CreateVpc', before)).toBe(1);
    expect(await eventsNamed(h.emulator, 'CreateVSwitch', before)).toBe(1);
  });

  it('exports in every format, each valid by its own rules', async () => {
    const base = mkdtempSync(join(tmpdir(), 'aca-demo-export-'));
    // Each model family in its own folder: their images differ (patch 32 or 28).
    const dirOf = (file: string) => join(base, file === 'swift-trajectory.jsonl' ? 'qwen2.5-vl' : 'qwen3-vl');
    for (const args of [['--format', 'swift', '--form', 'step'], ['--format', 'swift', '--form', 'trajectory', '--model', 'qwen2.5-vl'], ['--format', 'sharegpt', '--form', 'step'], ['--format', 'sharegpt', '--form', 'trajectory']]) {
      const qwen25 = args.includes('qwen2.5-vl');
      // The run's fingerprint file is keyed with the companion's machine key (its ACA_HOME): export with it.
      const run = await runAca(['export', runDir, ...args, '--out', join(base, qwen25 ? 'qwen2.5-vl' : 'qwen3-vl')], { env: { ACA_HOME: h.home } });
      expect(run.code, run.stderr).toBe(0);
    }
    const out = join(base, 'qwen3-vl');
    const lines = (file: string) => readFileSync(join(dirOf(file), file), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { messages: { role: string; content: string; loss?: boolean }[]; images: string[] });
    for (const file of ['swift-step.jsonl', 'swift-trajectory.jsonl', 'sharegpt-step.jsonl', 'sharegpt-trajectory.jsonl']) {
      const samples = lines(file);
      expect(samples.length, file).toBe(file.endsWith('trajectory.jsonl') ? 1 : demo.steps.length);
      for (const sample of samples) {
        // ms-swift and LLaMA-Factory: one <image> tag per image, in order; the images exist, in multiples of the patch.
        const tags = sample.messages.map((m) => m.content.split('<image>').length - 1).reduce((a, b) => a + b, 0);
        expect(tags, file).toBe(sample.images.length);
        expect(sample.images.length).toBeGreaterThan(0);
        for (const image of sample.images) {
          const meta = await sharp(join(dirOf(file), image)).metadata();
          const patch = file === 'swift-trajectory.jsonl' ? 28 : 32;
          expect([meta.width! % patch, meta.height! % patch], image).toEqual([0, 0]);
        }
        // Role order: an optional system turn, then user and assistant alternating, ending with the assistant.
        const roles = sample.messages.map((m) => m.role).filter((r) => r !== 'system');
        expect(roles.every((r, i) => r === (i % 2 ? 'assistant' : 'user')), file).toBe(true);
        expect(roles.at(-1)).toBe('assistant');
        if (file.startsWith('swift')) expect(sample.messages.filter((m) => m.role === 'assistant').every((m) => typeof m.loss === 'boolean')).toBe(true);
      }
    }
    const info = JSON.parse(readFileSync(join(out, 'dataset_info.json'), 'utf8')) as Record<string, { file_name: string; formatting: string }>;
    expect(Object.values(info).map((d) => [d.file_name, d.formatting]).sort()).toEqual([['sharegpt-step.jsonl', 'sharegpt'], ['sharegpt-trajectory.jsonl', 'sharegpt']]);
  });

  it('exports a Recorder flow that @puppeteer/replay parses and replays in a fresh account to the same events', async () => {
    const out = mkdtempSync(join(tmpdir(), 'aca-demo-recorder-'));
    const run = await runAca(['export', runDir, '--format', 'recorder', '--origin', h.emulator.url, '--out', out], { env: { ACA_HOME: h.home } });
    expect(run.code, run.stderr).toBe(0);
    const [file] = readdirSync(join(out, 'recordings'));
    const flow = parse(JSON.parse(readFileSync(join(out, 'recordings', file), 'utf8')));
    expect(flow.steps.filter((s) => s.type === 'change').map((s) => (s as { value: string }).value)).toEqual(expect.arrayContaining(['192.168.0.0/16', '192.168.1.0/24']));

    const account = await newAccount(h.emulator, { next: '/vpc' });
    const before = await nextSecond();
    const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto(await account.loginUrl());
      const runner = await createRunner(flow, new PuppeteerRunnerExtension(browser, page, { timeout: 15_000 }));
      expect(await runner.run()).toBe(true);
      // The same write events as the demonstration, now in the fresh account (the last click's calls may still be
      // on their way when the flow ends, so the page stays open meanwhile).
      await expect.poll(() => eventsNamed(h.emulator, 'CreateVSwitch', before), { timeout: 15_000 }).toBe(1);
      expect(await eventsNamed(h.emulator, 'CreateVpc', before)).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('captures address-bar navigation, scrolling and a move to another tab across a service worker restart, on a pasted doc; finishes as cannot be done', async () => {
    const base = h.emulator.url;
    const account = await newAccount(h.emulator, { instances: 3, next: '/ecs' });
    await h.console.goto(await account.loginUrl());
    await h.console.waitForURL(/\/ecs/);
    await h.console.bringToFront();
    await h.panel.getByLabel('Task').selectOption('');
    await h.panel.getByLabel('Doc Markdown').fill('# Look around\n\n## Procedure\n1. Open the instance list.\n2. Scroll down the list.\n3. Open the images in another tab.\n');
    await h.panel.getByRole('radio', { name: 'Record', exact: true }).check();
    await h.panel.getByRole('button', { name: 'Start' }).click();
    const card = h.panel.getByRole('region', { name: 'Recording' });
    await card.getByTestId('demo-count').filter({ hasText: /^0$/ }).waitFor({ timeout: 30_000 });
    const count = () => card.getByTestId('demo-count').textContent().then(Number);
    // Give the companion its first look at the page: the demonstration starts there.
    await expect.poll(() => h.serve.stderr().includes('in record mode'), { timeout: 20_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));

    await h.console.goto(`${base}/ecs/instances`);
    await expect.poll(count, { timeout: 20_000 }).toBe(1);
    // MV3 stops idle service workers: the recording goes on in the next one, nothing lost or repeated.
    const cdp = await h.browser.context.newCDPSession(h.panel);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
    await expect.poll(() => h.panel.getByRole('status').textContent(), { timeout: 30_000 }).toBe('connected');
    await card.getByRole('button', { name: 'Next step' }).click();
    await card.getByTestId('demo-step').filter({ hasText: 'Actions go to step 2' }).waitFor({ timeout: 20_000 });
    await h.console.setViewportSize({ width: 1280, height: 300 });
    await h.console.mouse.move(600, 200);
    await h.console.mouse.wheel(0, 250);
    await expect.poll(count, { timeout: 20_000 }).toBe(2);
    await card.getByRole('button', { name: 'Next step' }).click();
    await card.getByTestId('demo-step').filter({ hasText: 'Actions go to step 3' }).waitFor({ timeout: 20_000 });
    const other = await h.browser.context.newPage();
    await other.goto(`${base}/ecs/images`);
    await other.getByRole('link', { name: 'Instances', exact: true }).first().click();
    await expect.poll(count, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await card.getByLabel('Why it cannot be done').fill('element-missing: there is no Images list to open');
    await card.getByRole('button', { name: 'Finish: cannot be done' }).click();
    await verdictOf(h.panel);
    await other.close();
    await h.console.setViewportSize({ width: 1280, height: 720 });

    const steps = lastRun(h.out).trajectories[0].steps.filter((s) => s.action && isPageAction(s.action));
    const actions = steps.map((s) => s.action!);
    expect(actions[0]).toEqual({ type: 'navigate', url: `${base}/ecs/instances` });
    expect(actions[1]).toMatchObject({ type: 'scroll', direction: 'down' });
    expect((actions[1] as { amount: number }).amount).toBeGreaterThan(100);
    const moved = actions.findIndex((a) => a.type === 'switch_tab');
    expect(moved, JSON.stringify(actions)).toBeGreaterThan(1);
    expect(actions.slice(moved + 1).map((a) => a.type)).toEqual(['navigate', 'click']);
    expect(steps.map((s) => s.docStep)).toEqual([1, 2, 3, 3, 3]);
    // Finished as "cannot be done": the reason is the demonstration's last word, at the step the person was on.
    const last = lastRun(h.out).trajectories[0].steps.at(-1)!;
    expect(last.action).toMatchObject({ type: 'task_unachievable', reason: 'element-missing: there is no Images list to open', step: 3 });
    expect(lastRun(h.out).report.tasks[0].defects).toEqual([expect.objectContaining({ step: 3, kind: 'element-missing' })]);
  });
});
