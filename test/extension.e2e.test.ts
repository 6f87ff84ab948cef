/**
 * Human-in-the-loop verification through the real extension: `aca serve` and the emulator, Chromium with the
 * built extension, the side panel driven like a person would (approve, skip, edit, take over), and a fault:
 * the service worker stopped in the middle of an episode.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from '../protocol';
import { launchBrowser } from '../companion/driver/browser';
import { emulatorAllowList, PlaywrightDriver } from '../companion/driver/playwright';
import { clickStart, contentScriptSnapshot, eventsNamed, lastRun, newAccount, nextSecond, startTask, verdictOf, type Harness, useHarness } from './extension-harness';

const h = useHarness();

/** Approves every proposed action until the episode ends; returns how many were approved. */
async function approveAll(h: Harness, onProposal?: (n: number) => Promise<void>): Promise<number> {
  let approved = 0;
  const approve = h.panel.getByRole('button', { name: 'Approve' });
  const verdict = h.panel.getByTestId('task-verdict');
  for (;;) {
    await Promise.race([approve.waitFor({ timeout: 60_000 }), verdict.waitFor({ timeout: 60_000 })]);
    if (await verdict.isVisible()) return approved;
    await onProposal?.(approved);
    await approve.click();
    approved++;
    await approve.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  }
}

describe('verify in the user\'s browser through the extension', () => {
  it('auto: the agent acts alone and the task is verified by ActionTrail', async () => {
    const since = await nextSecond();
    await startTask(h, 'ecs/stop-instance', 'Auto');
    expect(await verdictOf(h.panel)).toBe('verified');
    const { report } = lastRun(h.out);
    expect(report.tasks[0]).toMatchObject({ id: 'ecs/stop-instance', verdict: 'verified', success: true });
    expect(report.tasks[0].steps.every((s) => s.kind === 'pass')).toBe(true);
    expect(await eventsNamed(h.emulator, 'StopInstance', since)).toBe(1);
    await expect.poll(() => h.panel.locator('[data-step="5"] .badge').textContent()).toBe('pass');
  });

  it('a pasted doc without front matter: the panel shows what it needs, and the run is provisioned and judged by ActionTrail', async () => {
    const since = await nextSecond();
    await h.console.goto(`${h.emulator.url}/login`);
    await h.console.bringToFront();
    await h.panel.getByLabel('Task').selectOption('');
    // Written for this test, in the help center's manner; no front matter: the companion works out what it needs.
    await h.panel.getByLabel('Doc Markdown').fill([
      '# Stop an ECS instance', '', 'Stop an instance when you do not need it for a while.', '',
      '## Prerequisites', '', 'The instance that you want to stop is in the **Running** state.', '',
      '## Procedure', '', '1. Go to the ECS console.', '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.',
      '3. Locate the instance, and in the **Actions** column choose **More** > **Instance Status** > **Stop**.',
      '4. In the dialog box that appears, keep the default stop mode and click **Confirm**.', '',
    ].join('\n'));
    const needs = h.panel.getByRole('region', { name: 'What this page needs' });
    const list = needs.getByRole('list', { name: 'What "Stop an ECS instance" needs' });
    await expect.poll(() => list.count(), { timeout: 30_000 }).toBe(1);
    const items = await list.getByRole('listitem').allInnerTexts();
    expect(items).toEqual(expect.arrayContaining([expect.stringMatching(/^an ECS instance, Running\b/), expect.stringMatching(/^a VPC\b/), expect.stringMatching(/^proof: Ecs StopInstance \(InstanceId\)/)]));
    await needs.getByLabel('Create what it needs in the emulator').check();
    await h.panel.getByRole('radio', { name: 'Auto', exact: true }).check();
    await clickStart(h.panel);
    expect(await verdictOf(h.panel)).toBe('verified');
    const { report } = lastRun(h.out);
    expect(report.tasks[0]).toMatchObject({ id: 'compiled/ecs/stop-instance', verdict: 'verified', success: true });
    expect(await eventsNamed(h.emulator, 'StopInstance', since)).toBe(1);
  });

  it('step: each action waits for Approve; a drifted doc is reported with its fix', async () => {
    await startTask(h, 'ecs/stop-instance-confirm-renamed', 'Step');
    const approved = await approveAll(h);
    expect(approved).toBeGreaterThanOrEqual(3);
    expect(await verdictOf(h.panel)).toBe('defective');
    const defect = h.panel.getByRole('article', { name: 'Defect in step 5' });
    await expect.poll(() => defect.locator('pre.diff .add').first().textContent()).toContain('确认');
    const { report } = lastRun(h.out);
    expect(report.tasks[0].defects).toEqual([expect.objectContaining({ step: 5, kind: 'label-changed', expected: '确定', actual: '确认' })]);
    const [opened] = await Promise.all([h.browser.context.waitForEvent('page'), h.panel.getByRole('button', { name: 'Open report' }).click()]);
    await opened.waitForLoadState();
    expect(await opened.locator('body').innerText()).toContain('ecs/stop-instance-confirm-renamed');
    await opened.close();
  });

  it('step: a skipped action is not run and is proposed again; an edited one runs instead', async () => {
    const since = await nextSecond();
    await startTask(h, 'ecs/stop-instance', 'Step');
    const skip = h.panel.getByRole('button', { name: 'Skip' });
    await skip.waitFor({ timeout: 60_000 });
    const firstProposal = await h.panel.getByLabel('Action JSON').inputValue();
    const heading = h.panel.getByRole('heading', { name: /^Proposed action \(turn/ });
    const firstTurn = await heading.textContent();
    await skip.click();
    // The proposal after the skip is a new turn: wait for it, or the edit below could land in the old card and be
    // overwritten when the new proposal arrives.
    await expect.poll(async () => ((await heading.count()) > 0 ? await heading.textContent() : firstTurn), { timeout: 30_000 }).not.toBe(firstTurn);
    expect(await h.panel.getByLabel('Action JSON').inputValue()).toBe(firstProposal);
    // Edit: an action that does not validate is refused in the panel; a valid one runs in place of the proposal.
    await h.panel.getByLabel('Action JSON').fill('{"type": "click"}');
    await h.panel.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => h.panel.getByRole('alert').textContent()).toContain('needs a target');
    await h.panel.getByLabel('Action JSON').fill(firstProposal);
    await h.panel.getByRole('button', { name: 'Edit' }).click();
    await approveAll(h);
    expect(await verdictOf(h.panel)).toBe('verified');
    expect(await eventsNamed(h.emulator, 'StopInstance', since)).toBe(1);
    const { trajectories } = lastRun(h.out);
    const skipped = trajectories[0].steps.filter((s) => s.result?.error?.message === 'skipped by the person');
    expect(skipped).toHaveLength(1);
  });

  it('take over: the person does each step by hand, the extension records it, the agent goes on', async () => {
    const since = await nextSecond();
    await startTask(h, 'ecs/stop-instance', 'Take over');
    const done = h.panel.getByRole('button', { name: 'Done' });
    const page = h.console;
    // What a person does for each step of the doc, in order; steps with nothing to do are handed back as they are.
    const person: Record<string, () => Promise<void>> = {
      'In the left-side navigation pane': async () => page.getByRole('link', { name: 'Instances', exact: true }).first().click(),
      'Find the instance': async () => {
        // Today's console: the row's ⋮ menu, then Instance Status > Stop.
        await page.locator('.next-table-lock-right button[aria-label="More"]').first().click();
        await page.locator('.next-overlay-wrapper.opened .next-menu-item').filter({ hasText: /^\s*Instance Status\s*$/ }).hover();
        await page.locator('.next-overlay-wrapper.opened .next-menu-item').filter({ hasText: /^\s*Stop\s*$/ }).last().click();
      },
      'In the **Stop Instance** dialog box': async () => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click(),
    };
    const verdict = h.panel.getByTestId('task-verdict');
    for (let i = 0; i < 8; i++) {
      await Promise.race([done.waitFor({ timeout: 60_000 }), verdict.waitFor({ timeout: 60_000 })]);
      if (await verdict.isVisible()) break;
      const card = (await h.panel.locator('section', { has: done }).textContent()) ?? '';
      const act = Object.entries(person).find(([start]) => card.includes(start.replace(/\*\*/g, '')));
      if (act) {
        await act[1]();
        await expect.poll(async () => Number(await h.panel.getByTestId('recorded-count').textContent())).toBeGreaterThan(0);
      }
      await done.click();
      await done.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    }
    expect(await verdictOf(h.panel)).toBe('verified');
    expect(await eventsNamed(h.emulator, 'StopInstance', since)).toBe(1);
    const { trajectories } = lastRun(h.out);
    const recorded = trajectories[0].steps.filter((s) => s.action && s.thought.toLowerCase().includes('person'));
    expect(recorded.length).toBeGreaterThanOrEqual(3);
  });

  it('survives the service worker being stopped mid-episode: resumes, no step lost or repeated', async () => {
    const since = await nextSecond();
    await startTask(h, 'ecs/stop-instance', 'Step');
    let stopped = false;
    await approveAll(h, async (n) => {
      if (n !== 1 || stopped) return;
      stopped = true;
      const cdp = await h.browser.context.newCDPSession(h.panel);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await expect.poll(() => h.panel.getByRole('status').textContent(), { timeout: 30_000 }).toBe('connected');
    });
    expect(stopped).toBe(true);
    expect(await verdictOf(h.panel)).toBe('verified');
    expect(await eventsNamed(h.emulator, 'StopInstance', since)).toBe(1);
    const { trajectories } = lastRun(h.out);
    const turns = trajectories[0].steps.map((s) => s.index);
    expect(new Set(turns).size).toBe(turns.length);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });
});

describe('the extension against the headless driver, and its guards', () => {
  it('observes a console page element for element as the headless driver does', async () => {
    const account = await newAccount(h.emulator, { instances: 12, next: '/ecs/instances' });
    await h.console.goto(await account.loginUrl());
    await h.console.getByText('web-prod-01').first().waitFor();
    const fromExtension = await contentScriptSnapshot(h, h.console);
    const browser = await launchBrowser();
    try {
      const driver = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 }, allow: emulatorAllowList(h.emulator.url) });
      await driver.goto(await account.loginUrl());
      const headless = await driver.observe();
      const shape = (s: PageSnapshot) => s.elements.map((e) => ({ role: e.role, name: e.name, value: e.value, states: e.states, within: e.within, box: e.box, inViewport: e.inViewport }));
      expect(fromExtension.elements.length).toBeGreaterThan(50);
      expect(shape(fromExtension)).toEqual(shape(headless));
      expect(fromExtension.url).toBe(headless.url);
    } finally {
      await browser.close();
    }
  });

  it('refuses to act on a host the person has not allowed', async () => {
    const allowLocal = async (on: boolean) => {
      await h.panel.locator('details', { hasText: 'allow local test consoles' }).evaluate((d) => ((d as HTMLDetailsElement).open = true));
      await h.panel.getByLabel('allow local test consoles').setChecked(on);
    };
    await allowLocal(false);
    try {
      await startTask(h, 'ecs/stop-instance', 'Auto');
      await expect.poll(() => h.panel.locator('body').innerText(), { timeout: 60_000 }).toMatch(/not allowed|allow 127\.0\.0\.1/i);
      expect(await verdictOf(h.panel)).toBe('inconclusive');
    } finally {
      await allowLocal(true);
    }
  });

  it('holds a destructive action in a real console for approval even in auto mode', async () => {
    // The same emulator reached as "localhost" is, to the companion, a console that is not its emulator.
    const account = await newAccount(h.emulator, { instances: 3, host: 'localhost', next: '/ecs/instances' });
    await h.console.goto(await account.loginUrl());
    await h.console.getByText('web-prod-01').first().waitFor();
    await h.console.bringToFront();
    await h.panel.getByLabel('Task').selectOption('');
    await h.panel.getByLabel('Doc Markdown').fill('# Release an instance\n\n## Procedure\n1. Find the instance named `web-prod-01` and choose **More** > **Instance Status** > **Release** in the **Actions** column.\n');
    await h.panel.getByRole('radio', { name: 'Auto', exact: true }).check();
    await clickStart(h.panel);
    await h.panel.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 60_000 });
    expect(await h.panel.locator('body').innerText()).toContain('destructive action in a real console');
    expect(await h.panel.getByLabel('Action JSON').inputValue()).toContain('"click"');
    await h.panel.getByRole('button', { name: 'Stop' }).click();
    expect(await verdictOf(h.panel)).toBe('inconclusive');
    expect(await h.console.getByText('web-prod-01').count()).toBeGreaterThan(0);
  });

  it('follows the tab a click opens and goes on working there', async () => {
    const account = await newAccount(h.emulator, { next: '/ecs/instances/create' });
    await h.console.goto(await account.loginUrl());
    await h.console.getByText('Confirm Order').first().waitFor();
    await h.console.bringToFront();
    await h.panel.getByLabel('Task').selectOption('');
    await h.panel.getByLabel('Doc Markdown').fill('# Create a VPC from the purchase page\n\n## Procedure\n1. In the **Network and Security Group** section, click **Create VPC**.\n2. Set **Name** to `tab-vpc` and **IPv4 CIDR Block** to `10.0.0.0/8`.\n');
    await h.panel.getByRole('radio', { name: 'Auto', exact: true }).check();
    await clickStart(h.panel);
    expect(await verdictOf(h.panel)).toBe('verified');
    const { trajectories } = lastRun(h.out);
    const steps = trajectories[0].steps;
    expect(steps.some((s) => s.result?.changes.newTab?.includes('/vpc/vpcs/create'))).toBe(true);
    expect(steps.some((s) => s.action?.type === 'type' && s.action.text === 'tab-vpc' && s.observation.url.includes('/vpc/vpcs/create'))).toBe(true);
  });

  it('asks the person in the side panel when two controls fit a step, and goes on with the answer', async () => {
    // A console page of the person's own (not the emulator) where the doc's "Create Instance" could be either button.
    const page = '<!doctype html><h1>Console</h1><button onclick="out.textContent=\'ECS form\'">Create ECS Instance</button>'
      + '<button onclick="out.textContent=\'RDS form\'">Create RDS Instance</button><p id="out"></p>';
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      await h.console.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await h.console.bringToFront();
      await h.panel.getByLabel('Task').selectOption('');
      await h.panel.getByLabel('Doc Markdown').fill('# Create an instance\n\n## Procedure\n1. Click **Create Instance**.\n');
      await h.panel.getByRole('radio', { name: 'Auto', exact: true }).check();
      await clickStart(h.panel);
      const card = h.panel.getByRole('region', { name: 'Question from the agent' });
      await card.waitFor({ timeout: 60_000 });
      expect(await card.innerText()).toMatch(/"Create ECS Instance" or "Create RDS Instance"/);
      await card.getByRole('button', { name: 'Create RDS Instance' }).click();
      // A click in the person's own console may be held for approval: approve what follows the answer.
      await approveAll(h);
      await h.console.getByText('RDS form').waitFor({ timeout: 30_000 });
      const { report, trajectories } = lastRun(h.out);
      expect(report.tasks[0].steps[0]).toMatchObject({ kind: 'label-changed', expected: 'Create Instance', actual: 'Create RDS Instance' });
      const asked = trajectories[0].steps.find((s) => s.action?.type === 'ask_human');
      expect(asked?.result).toMatchObject({ ok: true, answer: 'Create RDS Instance', answerRef: expect.stringMatching(/^e\d+$/) });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads the procedure from a help-center page in the tab', async () => {
    await h.console.setContent('<main><article><h1>Stop an instance</h1><h2>Procedure</h2><ol><li>In the left-side navigation pane, choose <b>Instances &amp; Images</b> &gt; <b>Instances</b>.</li><li>Click <b>Stop</b> and enter <code>web-01</code>.</li></ol></article></main>');
    await h.console.bringToFront();
    await h.panel.getByLabel('Task').selectOption('');
    await h.panel.getByRole('button', { name: 'Use this page' }).click();
    await expect.poll(() => h.panel.getByLabel('Doc Markdown').inputValue()).toContain('**Instances & Images** > **Instances**');
    expect(await h.panel.getByLabel('Doc Markdown').inputValue()).toContain('`web-01`');
  });
});
