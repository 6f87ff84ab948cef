import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags that keep headless Chromium offline and quiet (see RECIPES.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export class ChromiumNotFoundError extends Error {
  readonly code = 'chromium-not-found';
  constructor(path: string) {
    super(`Chromium not found at ${path}: apt-get install -y chromium, or set ACA_CHROMIUM`);
  }
}

export function chromiumPath(): string {
  return process.env.ACA_CHROMIUM ?? '/usr/bin/chromium';
}

/** Launches the system Chromium through Playwright (never a downloaded browser). */
export async function launchBrowser(opts: { headed?: boolean } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) throw new ChromiumNotFoundError(executablePath);
  return chromium.launch({ headless: !opts.headed, executablePath, args: CHROMIUM_FLAGS });
}
