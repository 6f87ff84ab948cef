/**
 * The side panel in the person's own account, end to end: Chromium with the built extension, the real `aca serve
 * --own-account` over its WebSocket, and an emulator account standing in for the person's (its AccessKey in the
 * environment, signed OpenAPI calls to `--account-endpoint`). The person pastes a page, sees what it needs matched
 * to what the account has, picks their VPC, sees what would be created and what it costs, approves, and runs it;
 * afterwards the picked VPC is still there and what the run created is gone. Then the same without an emulator in
 * the companion (`aca serve --no-emulator --own-account`), as in the real cloud: the person is signed in to their
 * console in their own tab, nothing logs in for them, and the run is judged from their account's ActionTrail.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { launchWithExtension, type ExtensionBrowser } from '../extension/testing/browser';
import { cloudConfigFor, EmulatorControl, type Account } from '../companion/cloud/account';
import { listOf } from '../companion/cloud/resources/types';
import { createCloudClient, type CloudClient } from '../companion/cloud/sdk';
import { startServeProcess, type ServeProcess } from '../companion/serve/serve-process';
import { clickStart, lastRun, verdictOf } from './extension-harness';

// Written for this test, in the help center's manner; no front matter.
const STOP_DOC = [
  '# Stop an ECS instance', '', 'Stop an instance when you do not need it for a while.', '',
  '## Prerequisites', '', 'The instance that you want to stop is in the **Running** state.', '',
  '## Procedure', '', '1. Go to the ECS console.', '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.',
  '3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Stop**.',
  '4. In the dialog box that appears, keep the default stop mode and click **Confirm**.', '',
].join('\n');

let emulator: RunningEmulator;
let serve: ServeProcess;
let alone: ServeProcess | undefined;
let browser: ExtensionBrowser;
let panel: Page;
let person: Account;
let cloud: CloudClient;
const out = mkdtempSync(join(tmpdir(), 'aca-own-runs-'));
const home = mkdtempSync(join(tmpdir(), 'aca-own-home-'));

const list = async (service: 'vpc' | 'ecs', action: string, path: [string, string], key: string) =>
  listOf(await cloud.call(service, action, { PageSize: 50 }), ...path).map((r) => String(r[key])).sort();
const vpcs = () => list('vpc', 'DescribeVpcs', ['Vpcs', 'Vpc'], 'VpcId');
const vswitches = () => list('vpc', 'DescribeVSwitches', ['VSwitches', 'VSwitch'], 'VSwitchId');
const groups = () => list('ecs', 'DescribeSecurityGroups', ['SecurityGroups', 'SecurityGroup'], 'SecurityGroupId');
const instances = () => list('ecs', 'DescribeInstances', ['Instances', 'Instance'], 'InstanceId');

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['bin/build.mjs'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('node bin/build.mjs failed');
  emulator = await startEmulator({ port: 0, seed: 'own-account-e2e' });
  // The person's account and what it already has: a VPC (with its vSwitch, group and an instance).
  person = await new EmulatorControl(emulator.url, emulator.adminToken).createAccount({ fixtures: { instances: 1 } });
  cloud = createCloudClient(cloudConfigFor(person, 'cn-hangzhou'));
  serve = await startServeProcess(
    ['--emulator', emulator.url, `--admin-token=${emulator.adminToken}`, '--out', out, '--own-account', '--account-endpoint', emulator.url],
    {
      ACA_HOME: home, ALIBABA_CLOUD_ACCESS_KEY_ID: person.accessKeyId, ALIBABA_CLOUD_ACCESS_KEY_SECRET: person.accessKeySecret,
      ALIBABA_CLOUD_REGION_ID: 'cn-hangzhou', ALIBABA_CLOUD_ACCOUNT_ID: person.accountId,
    },
  );
  browser = await launchWithExtension();
  panel = await browser.openPanel(`#url=${encodeURIComponent(serve.url)}&token=${encodeURIComponent(serve.pairingToken)}`);
  await panel.getByRole('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 20_000 });
  await panel.getByLabel('allow local test consoles').check();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await alone?.stop();
  await emulator?.close();
  rmSync(out, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

describe('the side panel in the person\'s own account', () => {
  it('matches the needs to what the account has, creates only what the person approved, and deletes only that', async () => {
    const before = { vpcs: await vpcs(), vswitches: await vswitches(), groups: await groups(), instances: await instances() };
    const [myVpc] = before.vpcs;
    const consoleTab = await browser.context.newPage();
    await consoleTab.goto(`${emulator.url}/login`);
    await consoleTab.bringToFront();
    await panel.getByLabel('Doc Markdown').fill(STOP_DOC);
    const needs = panel.getByRole('region', { name: 'What this page needs' });
    await needs.getByRole('list', { name: 'What "Stop an ECS instance" needs' }).waitFor({ timeout: 30_000 });
    await needs.getByLabel('Run it in my account with what it needs').check();
    const mine = needs.getByTestId('account-needs');
    expect(await mine.textContent()).toContain(`Your account ${person.accountId} (cn-hangzhou)`);
    const vpcSelect = mine.getByRole('combobox').filter({ has: panel.locator(`option[value="${myVpc}"]`) });
    // Everything would be created until the person picks: Start waits for the approval.
    const approval = mine.getByRole('group', { name: 'Approval' });
    expect(await approval.getByRole('listitem').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^a VPC \(\w+\): free$/), expect.stringMatching(/^an ECS instance \(\w+\): CNY \d+(\.\d+)?\/hour$/)]));
    expect(await panel.getByRole('button', { name: 'Start' }).isEnabled()).toBe(false);
    // The person's own instance is listed with its state; it is Running, so it would fit, but they pick only the VPC.
    await vpcSelect.selectOption(myVpc);
    const toCreate = await approval.getByRole('listitem').allInnerTexts();
    expect(toCreate).toHaveLength(3);
    expect(toCreate.join('\n')).not.toMatch(/VPC/);
    expect(toCreate.join('\n')).toMatch(/vSwitch \(\w+\): free/);
    expect(await panel.getByRole('button', { name: 'Start' }).isEnabled()).toBe(false);
    await approval.getByLabel('I approve creating these in my account').check();
    await panel.getByRole('radio', { name: 'Auto', exact: true }).check();
    await clickStart(panel);
    expect(await verdictOf(panel)).toBe('verified');
    const { report } = lastRun(out);
    expect(report.tasks[0]).toMatchObject({ id: 'compiled/ecs/stop-instance', verdict: 'verified', success: true });
    // The picked VPC and everything the person had are still there; what the run created is gone.
    expect(await vpcs()).toEqual(before.vpcs);
    expect(await vswitches()).toEqual(before.vswitches);
    expect(await groups()).toEqual(before.groups);
    expect(await instances()).toEqual(before.instances);
    // The run stopped the instance it created, not the person's, which is still Running.
    expect(listOf(await cloud.call('ecs', 'DescribeInstances', {}), 'Instances', 'Instance').map((i) => i.Status)).toEqual(['Running']);
    expect(serve.stderr()).not.toContain(person.accessKeySecret);
    expect(await panel.locator('body').innerText()).not.toContain(person.accessKeySecret);
    await consoleTab.close();
  }, 180_000);

  it('without an emulator in the companion: runs in the console the person is signed in to, creates only what they approved, and is judged from their ActionTrail', async () => {
    const env = {
      ACA_HOME: home, ALIBABA_CLOUD_ACCESS_KEY_ID: person.accessKeyId, ALIBABA_CLOUD_ACCESS_KEY_SECRET: person.accessKeySecret,
      ALIBABA_CLOUD_REGION_ID: 'cn-hangzhou', ALIBABA_CLOUD_ACCOUNT_ID: person.accountId,
    };
    alone = await startServeProcess(['--no-emulator', '--out', out, '--own-account', '--account-endpoint', emulator.url], env, 120_000);
    const page = await browser.openPanel(`#url=${encodeURIComponent(alone.url)}&token=${encodeURIComponent(alone.pairingToken)}`);
    await page.getByRole('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 20_000 });
    await page.getByLabel('allow local test consoles').check();
    const before = { vpcs: await vpcs(), vswitches: await vswitches(), groups: await groups(), instances: await instances() };
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    const signIn = async (tab: Page, accountId: string) => {
      await tab.goto(await control.loginUrl(accountId, { next: '/', lang: 'en' }));
      await tab.waitForURL((url) => !url.pathname.startsWith('/__'), { timeout: 20_000 });
    };
    // The tab is first signed in to another account than the AccessKey's: Start refuses before creating anything.
    const other = await control.createAccount();
    const consoleTab = await browser.context.newPage();
    await signIn(consoleTab, other.accountId);
    await consoleTab.bringToFront();
    await page.getByLabel('Doc Markdown').fill(STOP_DOC);
    const needs = page.getByRole('region', { name: 'What this page needs' });
    await needs.getByRole('list', { name: 'What "Stop an ECS instance" needs' }).waitFor({ timeout: 30_000 });
    await needs.getByLabel('Run it in my account with what it needs').check();
    const approval = needs.getByTestId('account-needs').getByRole('group', { name: 'Approval' });
    expect(await approval.getByRole('listitem').count()).toBe(4);
    await approval.getByLabel('I approve creating these in my account').check();
    await page.getByRole('radio', { name: 'Auto', exact: true }).check();
    // (A refused Start leaves the panel as it was, perhaps with an earlier verdict: the button is clicked as it is.)
    await page.getByRole('button', { name: 'Start' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.innerText()).toMatch(new RegExp(`signed in to Alibaba Cloud account ${other.accountId}.*belongs to account ${person.accountId}`));
    expect({ vpcs: await vpcs(), vswitches: await vswitches(), instances: await instances() }).toEqual({ vpcs: before.vpcs, vswitches: before.vswitches, instances: before.instances });
    // The person signs in to their own console (here through the stand-in cloud's sign-in link) and starts again.
    await signIn(consoleTab, person.accountId);
    const signedIn = consoleTab.url();
    await consoleTab.bringToFront();
    await clickStart(page);
    // Auto mode, yet in the person's own console a destructive click waits for them: they approve the stop.
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.waitFor({ timeout: 120_000 });
    expect(await page.locator('body').innerText()).toContain('destructive action in a real console');
    await approve.click();
    expect(await verdictOf(page, 120_000)).toBe('verified');
    // The extension read the account the console page declares, and it was the AccessKey's.
    expect(alone.stderr()).toContain(`the tab's console is signed in to account ${person.accountId}, the AccessKey's`);
    const { report, trajectories } = lastRun(out);
    expect(report.emulator).toBe('own-console');
    expect(report.tasks[0]).toMatchObject({ id: 'compiled/ecs/stop-instance', verdict: 'verified', success: true });
    expect(report.tasks[0].rules).toEqual([expect.objectContaining({ held: true, eventId: expect.any(String) })]);
    // The procedure started from the page the person's tab showed, not from a login.
    // (Console Home: the console adds the region to the address as it renders.)
    const first = new URL(trajectories[0].steps[0].observation.url);
    expect(`${first.origin}${first.pathname}`).toBe(signedIn.split('?')[0]);
    expect(first.pathname).toBe('/');
    expect(trajectories[0].steps.some((s) => JSON.stringify(s.action).includes('/__emulator/'))).toBe(false);
    // Everything the person had is as it was; what the run created is gone.
    expect(await vpcs()).toEqual(before.vpcs);
    expect(await vswitches()).toEqual(before.vswitches);
    expect(await groups()).toEqual(before.groups);
    expect(await instances()).toEqual(before.instances);
    expect(alone.stderr()).not.toContain(person.accessKeySecret);
    await consoleTab.close();
    await page.close();
  }, 400_000);
});
