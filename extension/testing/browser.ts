/**
 * Test helper (Node): Chromium with the built extension (extension/.output/chrome-mv3), headless, as in
 * RECIPES.md. The side panel is opened as an ordinary tab at chrome-extension://<id>/sidepanel.html.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';

export const EXTENSION_DIR = fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens the side panel page in a tab (`hash` such as `#url=…&token=…` pairs at once). */
  openPanel(hash?: string): Promise<Page>;
  close(): Promise<void>;
}

/** `args`: more Chromium flags (tests map a refused host name to 127.0.0.1 with `--host-resolver-rules`). */
export async function launchWithExtension(opts: { args?: string[] } = {}): Promise<ExtensionBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'aca-ext-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    headless: true,
    executablePath: process.env.ACA_CHROMIUM ?? '/usr/bin/chromium',
    viewport: { width: 1280, height: 800 },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ...(opts.args ?? []),
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    openPanel: async (hash = '') => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/sidepanel.html${hash}`);
      return page;
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
