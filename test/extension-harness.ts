/**
 * End-to-end harness for the extension: the real emulator, the real `aca serve` (pointed at it), Chromium with
 * the built extension, its side panel paired, and a console tab where episodes act. Playwright plays the person.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ReportSchema, type Report, type TrajectoryRecord } from '../protocol';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { launchWithExtension, type ExtensionBrowser } from '../extension/testing/browser';
import { startServeProcess, type ServeProcess } from '../companion/serve/serve-process';
import { createCloudClient } from '../companion/cloud/sdk';
import { lookupEvents } from '../companion/cloud/rewards';

export interface Harness {
  emulator: RunningEmulator;
  serve: ServeProcess;
  browser: ExtensionBrowser;
  panel: Page;
  console: Page;
  out: string;
  /** The companion's ACA_HOME (its pairing token, and the fingerprint key its run folders are written with). */
  home: string;
  close(): Promise<void>;
}

/**
 * The suite's hooks: one harness for the file (started before, closed after), and after each test the side panel and
 * the companion's log when it failed, and a Stop for an episode a failed test left running. Fields are filled in
 * when the harness has started.
 */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness());
  }, 120_000);
  afterAll(async () => {
    await h.close?.();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      console.error(`side panel at failure:\n${await h.panel.locator('body').innerText()}\ncompanion stderr (tail):\n${h.serve.stderr().slice(-3000)}`);
    }
    // A failed test must not leave its episode running into the next one.
    const stop = h.panel.getByRole('button', { name: 'Stop' });
    if (await stop.isEnabled()) {
      await stop.click();
      await expect.poll(() => stop.isEnabled(), { timeout: 30_000 }).toBe(false);
    }
  });
  return h;
}

export async function startHarness(): Promise<Harness> {
  const emulator = await startEmulator({ port: 0, seed: 'extension-e2e' });
  const home = mkdtempSync(join(tmpdir(), 'aca-home-'));
  const out = mkdtempSync(join(tmpdir(), 'aca-serve-runs-'));
  const serve = await startServeProcess(['--emulator', emulator.url, `--admin-token=${emulator.adminToken}`, '--out', out], { ACA_HOME: home });
  const browser = await launchWithExtension();
  const panel = await browser.openPanel(`#url=${encodeURIComponent(serve.url)}&token=${encodeURIComponent(serve.pairingToken)}`);
  await panel.getByRole('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 20_000 });
  await panel.getByLabel('allow local test consoles').check();
  const console = await browser.context.newPage();
  return {
    emulator, serve, browser, panel, console, out, home,
    close: async () => {
      await browser.close();
      await serve.stop();
      await emulator.close();
    },
  };
}

/** Starts a task from the side panel in a mode, with the console tab as the working tab. */
export async function startTask(h: Harness, taskId: string, mode: 'Auto' | 'Step' | 'Take over' | 'Record'): Promise<void> {
  await h.console.goto(`${h.emulator.url}/login`);
  await h.console.bringToFront();
  await h.panel.getByLabel('Task').selectOption(taskId);
  await h.panel.getByRole('radio', { name: mode, exact: true }).check();
  await clickStart(h.panel);
}

/** Starts the episode and waits until the panel has dropped the previous episode's verdict. */
export async function clickStart(panel: Page): Promise<void> {
  await panel.getByRole('button', { name: 'Start' }).click();
  await panel.getByTestId('task-verdict').waitFor({ state: 'detached', timeout: 30_000 });
}

export async function verdictOf(panel: Page, timeout = 90_000): Promise<string> {
  const verdict = panel.getByTestId('task-verdict');
  await verdict.waitFor({ timeout });
  return (await verdict.textContent()) ?? '';
}

/** The newest run folder the companion wrote: its report and trajectories. */
export function lastRun(out: string): { report: Report; trajectories: TrajectoryRecord[] } {
  const dirs = readdirSync(out).sort();
  const dir = join(out, dirs[dirs.length - 1]);
  const report = ReportSchema.parse(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')));
  const trajectories = readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as TrajectoryRecord);
  return { report, trajectories };
}

/** ActionTrail events of one name in every emulator account (read with a fresh AccessKey per account). */
/**
 * A start for counting events with eventsNamed: the next whole second, waited for. LookupEvents takes its StartTime
 * in whole seconds, so events from earlier in the current second (a previous test's) would be counted too.
 */
export async function nextSecond(): Promise<Date> {
  const at = Math.floor(Date.now() / 1000) * 1000 + 1000;
  await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
  return new Date(at);
}

export async function eventsNamed(emulator: RunningEmulator, eventName: string, since: Date): Promise<number> {
  const auth = { authorization: `Bearer ${emulator.adminToken}`, 'content-type': 'application/json' };
  const accounts = (await (await fetch(`${emulator.url}/__emulator/accounts`, { headers: auth })).json()) as { accountId: string }[];
  let count = 0;
  for (const { accountId } of accounts) {
    const key = (await (await fetch(`${emulator.url}/__emulator/accounts/${accountId}/access-keys`, { method: 'POST', headers: auth, body: '{}' })).json()) as { accessKeyId: string; accessKeySecret: string };
    const client = createCloudClient({ endpoint: new URL(emulator.url).host, protocol: 'HTTP', accessKeyId: key.accessKeyId, accessKeySecret: key.accessKeySecret, regionId: 'cn-hangzhou' });
    count += (await lookupEvents(client, { start: since, filters: [{ key: 'EventName', value: eventName }] })).filter((e) => !e.errorCode).length;
    await fetch(`${emulator.url}/__emulator/accounts/${accountId}/access-keys`, { method: 'DELETE', headers: auth, body: JSON.stringify({ accessKeyId: key.accessKeyId }) });
  }
  return count;
}

/** A fresh emulator account (with fixture instances) and a login URL on `host` (127.0.0.1 or localhost). */
export async function newAccount(emulator: RunningEmulator, opts: { instances?: number; host?: string; next: string }): Promise<{ accountId: string; loginUrl(): Promise<string> }> {
  const base = opts.host ? emulator.url.replace('127.0.0.1', opts.host) : emulator.url;
  const auth = { authorization: `Bearer ${emulator.adminToken}`, 'content-type': 'application/json' };
  const account = (await (await fetch(`${base}/__emulator/accounts`, { method: 'POST', headers: auth, body: JSON.stringify({ fixtures: { instances: opts.instances ?? 0 } }) })).json()) as { accountId: string };
  return {
    accountId: account.accountId,
    loginUrl: async () => {
      const res = await fetch(`${base}/__emulator/accounts/${account.accountId}/login-ticket`, { method: 'POST', headers: auth, body: JSON.stringify({ next: opts.next, lang: 'en' }) });
      return ((await res.json()) as { loginUrl: string }).loginUrl;
    },
  };
}

/** The snapshot the extension's content script takes of a page, read from its isolated world over CDP. */
export async function contentScriptSnapshot(h: Harness, page: Page): Promise<import('../protocol').PageSnapshot> {
  const cdp = await h.browser.context.newCDPSession(page);
  const contexts: { id: number; origin: string; name: string }[] = [];
  cdp.on('Runtime.executionContextCreated', (e: { context: { id: number; origin: string; name: string } }) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const world = contexts.find((c) => c.origin.startsWith(`chrome-extension://${h.browser.extensionId}`));
  if (!world) throw new Error(`no content script world in ${page.url()}: ${JSON.stringify(contexts)}`);
  const { result } = (await cdp.send('Runtime.evaluate', { expression: 'JSON.stringify(window.__aca.snapshot())', contextId: world.id, returnByValue: true })) as { result: { value: string } };
  await cdp.detach();
  return JSON.parse(result.value);
}
