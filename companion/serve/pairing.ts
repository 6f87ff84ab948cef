/**
 * The pairing token: random per install, kept in `$ACA_HOME/pairing.json` (default `~/.aca`) with mode 0600 in a
 * 0700 folder, and reused across restarts so a paired extension stays paired.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const acaHome = (env: NodeJS.ProcessEnv = process.env): string => env.ACA_HOME || join(homedir(), '.aca');

export async function loadPairingToken(home = acaHome()): Promise<string> {
  await mkdir(home, { recursive: true, mode: 0o700 });
  await chmod(home, 0o700);
  const file = join(home, 'pairing.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { token?: unknown };
    if (typeof saved.token === 'string' && saved.token.length >= 32) {
      await chmod(file, 0o600);
      return saved.token;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, `${JSON.stringify({ token, createdAt: new Date().toISOString() })}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return token;
}

/** Constant-time comparison; hashing first makes the lengths equal, so the length of the token does not leak either. */
export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
