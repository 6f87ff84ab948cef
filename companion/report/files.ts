import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a whole file or nothing: a crash mid-write leaves the previous file (or none), never half a report
 * that a CI step would then misread.
 */
export async function writeFileAtomic(dir: string, name: string, text: string): Promise<string> {
  const path = join(dir, name);
  const tmp = join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return path;
}
