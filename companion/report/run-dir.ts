import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** `2026-11-30T01-02-03Z`: ISO 8601 in UTC, colons replaced so the name is valid on every file system. */
export function runDirName(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

/**
 * Creates `<base>/<timestamp>` with a `screenshots/` folder and returns its path. Two runs that start in the
 * same second get `<timestamp>`, `<timestamp>-2`, ...: the exclusive mkdir decides, so it holds across processes.
 */
export async function createRunDir(base = 'runs', now = new Date()): Promise<string> {
  await mkdir(base, { recursive: true });
  const name = runDirName(now);
  for (let n = 1; ; n++) {
    const dir = join(base, n === 1 ? name : `${name}-${n}`);
    try {
      await mkdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    await mkdir(join(dir, 'screenshots'));
    return dir;
  }
}
