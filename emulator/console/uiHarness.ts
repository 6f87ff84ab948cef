// Test harness for the console UI: a real emulator, a real headless Chromium, and the few moves a person
// makes with Fusion widgets (open a Select and pick an option, read a toast). No mocks.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../server';

export const chromiumPath = process.env.ACA_CHROMIUM ?? '/usr/bin/chromium';

export type Harness = { emulator: RunningEmulator; browser: Browser; close: () => Promise<void> };

/** Builds the UI if it is stale (a no-op otherwise), starts an emulator and a browser. */
export async function startHarness(): Promise<Harness> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium, or set ACA_CHROMIUM`);
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['bin/build.mjs'], { cwd: root, stdio: 'pipe' });
  const emulator = await startEmulator({ port: 0, seed: 'ui-test' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return { emulator, browser, close: async () => (await browser.close(), await emulator.close()) };
}

export type AccountOptions = { variant?: string; fixtures?: { instances?: number; vpcs?: number } };

/** Creates an account through the control API and opens a logged-in page at `path`. */
export async function openConsole(h: Harness, account: AccountOptions, opts: { lang?: 'en' | 'zh'; path?: string } = {}): Promise<Page> {
  const res = await fetch(`${h.emulator.url}/__emulator/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${h.emulator.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`create account: HTTP ${res.status} ${await res.text()}`);
  const { loginUrl } = (await res.json()) as { loginUrl: string };
  const url = new URL(loginUrl);
  url.searchParams.set('lang', opts.lang ?? 'en');
  url.searchParams.set('next', opts.path ?? '/ecs');
  const context = await h.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url.toString());
  await page.waitForLoadState('networkidle');
  return page;
}

/** Opens the Fusion Select named `combo` inside `scope` and clicks the first option containing `option`. */
export async function choose(page: Page, scope: Page | Locator, combo: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: combo, exact: true }).first().click();
  const item = page.locator('.next-overlay-wrapper.opened .next-menu-item').filter({ hasText: option }).first();
  await item.click();
}

/**
 * Fusion's toast layer: `Message.success` and its kin render a toast-shaped message (`next-toast`) in an overlay
 * of their own. A `<Message>` drawn inline in a dialog or a page (`next-inline`) is content, never the toast.
 */
const TOAST = '.next-message.next-toast';

/**
 * Waits for the next toast, returns its text and clears it so the next wait sees a new one. The text is read in the
 * same turn of the page that finds the toast: a toast closes itself after a few seconds, and on a loaded machine a
 * wait, then a separate read, could find it gone and wait for another that never came. The wait is long: on a loaded
 * machine the call behind a Save can take many seconds (15 s once ran out in a CI beside two benches).
 */
export async function toast(page: Page): Promise<string> {
  const found = await page.waitForFunction((sel) => {
    const all = [...document.querySelectorAll<HTMLElement>(sel)];
    const last = all.at(-1);
    if (!last) return null;
    const text = last.innerText.trim();
    for (const e of all) e.remove();
    return { text };
  }, TOAST, { timeout: 45_000 });
  return ((await found.jsonValue()) as { text: string }).text;
}

/**
 * The clickable button or link `label` in the Actions column of the row that shows `rowText`. Fusion draws
 * locked columns as a second table over the first; rows line up by index, and only the overlay is clickable.
 * Waits for the row to show.
 */
export async function rowAction(page: Page, rowText: string, label: string): Promise<Locator> {
  await page.locator('.next-table-body .next-table-row').filter({ hasText: rowText }).first().waitFor();
  const locked = (await page.locator('.next-table-lock-right').count()) > 0;
  const index = await page.evaluate((text) => {
    const rows = [...document.querySelectorAll('.next-table-body .next-table-row')].filter(
      (r) => !r.closest('.next-table-lock-left, .next-table-lock-right'),
    );
    return rows.findIndex((r) => (r.textContent ?? '').includes(text));
  }, rowText);
  if (index < 0) throw new Error(`no table row shows "${rowText}"`);
  const row = locked
    ? page.locator('.next-table-lock-right .next-table-body .next-table-row').nth(index)
    : page.locator('.next-table-body .next-table-row').filter({ hasText: rowText }).first();
  // A text link or button, or an icon-only one (the ⋮ menu) by its aria-label.
  return row
    .locator(`button[aria-label="${label}"], a[aria-label="${label}"]`)
    .or(row.locator('button, a').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }))
    .first();
}

/** Clicks through an open menu: each submenu title is hovered (opening it), the last entry clicked. */
export async function pickMenu(page: Page, path: string[]): Promise<void> {
  for (const [i, label] of path.entries()) {
    const item = page.locator('.next-overlay-wrapper.opened').locator('.next-menu-item, .next-menu-sub-menu-wrapper > .next-menu-item').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }).last();
    if (i < path.length - 1) await item.hover();
    else await item.click();
  }
}

/** The first row of the page's table that holds the text. */
export const rowOf = (page: Page, text: string): Locator => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

/** Calls an OpenAPI action through the console endpoint with the page's session, and answers whether it failed or not. */
export async function consoleCall<T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown> = {}): Promise<{ status: number; body: T }> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product, action, params } });
  return { status: res.status(), body: (await res.json()) as T };
}

/** Calls an OpenAPI action through the console endpoint with the page's session (what the UI itself does). */
export async function consoleApi<T = Record<string, unknown>>(page: Page, product: string, action: string, params: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product, action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
