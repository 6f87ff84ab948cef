// The extension in real headless Chromium against the real companion (`aca serve --no-emulator`):
// fixed id, the pairing view, pairing, a refused token, what a pasted doc needs when there is no emulator, and
// reconnecting after the companion restarts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_ID } from '../protocol/extension';
import { launchWithExtension, type ExtensionBrowser } from './testing/browser';
import { startCompanion, type Companion } from './testing/companion';

let browser: ExtensionBrowser;
const status = (panel: Page, timeout = 10_000) => expect.poll(() => panel.getByRole('status').textContent(), { timeout });
let companion: Companion | null = null;
const home = mkdtempSync(join(tmpdir(), 'aca-home-'));

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['bin/build.mjs'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  browser = await launchWithExtension();
});

afterAll(async () => {
  await companion?.stop();
  await browser?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the extension', () => {
  it('loads with the fixed id from its manifest key', () => {
    expect(browser.extensionId).toBe(EXTENSION_ID);
    expect(browser.worker.url()).toBe(`chrome-extension://${EXTENSION_ID}/background.js`);
  });

  it('shows the pairing view while unpaired', async () => {
    const panel = await browser.openPanel();
    await status(panel).toBe('not paired');
    expect(await panel.getByLabel('Companion URL').inputValue()).toBe('ws://127.0.0.1:7381/aca');
    await panel.getByLabel('Pairing token').waitFor();
    await panel.getByRole('button', { name: 'Pair' }).waitFor();
    await panel.close();
  });

  it('pairs with the companion, and a wrong token is refused', async () => {
    companion = await startCompanion(home);
    const panel = await browser.openPanel();
    await panel.getByLabel('Companion URL').fill(companion.url);
    await panel.getByLabel('Pairing token').fill('not-the-token');
    await panel.getByRole('button', { name: 'Pair' }).click();
    await status(panel, 10_000).toMatch(/^refused: .*token/i);

    await panel.getByLabel('Pairing token').fill(companion.pairingToken);
    await panel.getByRole('button', { name: 'Pair' }).click();
    await status(panel, 10_000).toBe('connected');
    await panel.getByRole('button', { name: 'Start' }).waitFor();
    expect(await panel.getByRole('radio', { name: 'Step' }).isChecked()).toBe(true);
    await panel.close();
  });

  it('pairs from a link with #url=…&token=…', async () => {
    const panel = await browser.openPanel(`#url=${encodeURIComponent(companion!.url)}&token=${encodeURIComponent(companion!.pairingToken)}`);
    await status(panel, 10_000).toBe('connected');
    expect(panel.url()).not.toContain('token');
    await panel.close();
  });

  it('in the person\'s own console (no emulator) shows the page\'s needs from the built catalogue, and that nothing is created', async () => {
    const panel = await browser.openPanel();
    await status(panel, 10_000).toBe('connected');
    await panel.getByLabel('Doc Markdown').fill('# Stop an ECS instance\n\n## Procedure\n\n1. Go to the ECS console.\n2. Find the instance and click **Stop**.\n');
    const needs = panel.getByRole('region', { name: 'What this page needs' });
    await needs.getByRole('list', { name: 'What "Stop an ECS instance" needs' }).waitFor({ timeout: 20_000 });
    expect(await needs.getByRole('listitem').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^an ECS instance\b/), expect.stringMatching(/^proof: Ecs StopInstance/)]));
    expect(await needs.getByTestId('creates-nothing').textContent()).toMatch(/Nothing is created/);
    expect(await panel.getByLabel('Create what it needs in the emulator').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
    // A task file says itself what it needs: no card.
    await panel.getByLabel('Doc Markdown').fill('---\nid: x/y\n---\n# A task\n');
    await panel.getByRole('region', { name: 'What this page needs' }).waitFor({ state: 'detached', timeout: 10_000 });
    await panel.close();
  });

  it('reconnects when the companion restarts, and says so', async () => {
    const panel = await browser.openPanel();
    await status(panel, 10_000).toBe('connected');
    const { port } = companion!;
    await companion!.stop();
    await status(panel, 10_000).toMatch(/^reconnecting/);
    companion = await startCompanion(home, port);
    await status(panel, 20_000).toBe('connected');
    await panel.getByText(/reconnected to the companion/).waitFor();
    await panel.close();
  });

  it('aca serve --open opens the pairing link in the browser, and that link pairs the panel', async () => {
    // The browser `--open` starts is a script that writes down what it was asked to open; the real extension opens it.
    const bin = mkdtempSync(join(tmpdir(), 'aca-browser-'));
    const asked = join(bin, 'asked.txt');
    writeFileSync(join(bin, 'browser.sh'), `#!/bin/sh\nprintf '%s' "$1" > '${asked}'\n`, { mode: 0o755 });
    const other = await startCompanion(mkdtempSync(join(tmpdir(), 'aca-home-')), 0, { args: ['--open'], env: { ACA_BROWSER: join(bin, 'browser.sh') } });
    try {
      // The link holds a one-time code, never the token: the browser's command line is readable by anyone (ps).
      const prefix = `chrome-extension://${EXTENSION_ID}/sidepanel.html#url=${encodeURIComponent(other.url)}&code=`;
      expect(other.pairingUrl.startsWith(prefix)).toBe(true);
      expect(other.pairingUrl.slice(prefix.length)).toMatch(/^[\w-]{22}$/);
      expect(other.pairingUrl).not.toContain(other.pairingToken);
      await expect.poll(() => (existsSync(asked) ? readFileSync(asked, 'utf8') : ''), { timeout: 10_000 }).toBe(other.pairingUrl);
      // The browser may have been asked before the companion's line about it is written: wait for the line.
      await expect.poll(() => other.stderr(), { timeout: 10_000 }).toContain('opened the pairing link');
      expect(other.stderr()).not.toContain(other.pairingToken);
      const panel = await browser.context.newPage();
      await panel.goto(readFileSync(asked, 'utf8'));
      await status(panel, 10_000).toBe('connected');
      expect(panel.url()).not.toContain('code');
      // The companion answers the panel first and logs after; its line reaches the pipe a moment later: wait for it.
      await expect.poll(() => other.stderr(), { timeout: 10_000 }).toContain('paired by a pairing code');
      await panel.close();
    } finally {
      await other.stop();
    }
  });
});
