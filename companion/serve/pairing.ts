/**
 * The pairing token: random per install, kept in `$ACA_HOME/pairing.json` (default `~/.aca`) with mode 0600 in a
 * 0700 folder, and reused across restarts so a paired extension stays paired.
 *
 * Two ways to get it to the extension: pasted into the side panel, or a **pairing code** in a link that the side
 * panel trades for the token over the socket (`session.hello {pairingCode}`). The code is what `aca serve --open`
 * puts on the browser's command line (which any local user can read with `ps`), so it is worth little: random,
 * valid for one use and `CODE_TTL_MS`, kept only as a hash in memory. If a code is presented twice, someone
 * else saw it: the token is rotated at once (whoever traded the code first holds a dead token), the sessions
 * paired by that code are closed, and the log says so.
 *
 * Rotation (`aca pairing rotate`, `aca serve --rotate-token`) writes a new token; a running companion notices the
 * file changed at the next hello or heartbeat, refuses the old token and closes the session opened with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { newToken, tokenMatches } from '../net/token';

export { tokenMatches } from '../net/token';

export const acaHome = (env: NodeJS.ProcessEnv = process.env): string => env.ACA_HOME || join(homedir(), '.aca');

/** How long a pairing code may be traded for the token. */
export const CODE_TTL_MS = 120_000;

export type Redeemed = { ok: true; token: string } | { ok: false; reused: boolean; reason: string };

const digest = (s: string) => createHash('sha256').update(s).digest('hex');

export class Pairing {
  /** Bumped on every rotation (ours or another process's): sessions remember the generation they paired in. */
  generation = 0;
  private codes = new Map<string, { expires: number; used: boolean }>();

  private constructor(readonly file: string, private token: string) {}

  /** The install's pairing, created on first use. */
  static async open(home = acaHome()): Promise<Pairing> {
    await mkdir(home, { recursive: true, mode: 0o700 });
    await chmod(home, 0o700);
    const file = join(home, 'pairing.json');
    const saved = await readToken(file);
    const pairing = new Pairing(file, saved ?? newToken());
    if (saved) await chmod(file, 0o600);
    else await pairing.write();
    return pairing;
  }

  /** A pairing kept only in memory (in-process tests and benchmarks): rotation works, nothing is written. */
  static inMemory(token: string): Pairing {
    return new Pairing('', token);
  }

  get current(): string {
    return this.token;
  }

  /** A new token, written to the file; the old one stops working. */
  async rotate(): Promise<string> {
    this.token = newToken();
    this.generation++;
    await this.write();
    return this.token;
  }

  /** Picks up a rotation another process wrote (`aca pairing rotate` while this companion runs). */
  async refresh(): Promise<void> {
    if (!this.file) return;
    // Read every time (a few bytes, at a hello or a heartbeat): file times are too coarse to tell two writes apart.
    const saved = await readToken(this.file);
    if (saved && saved !== this.token) {
      this.token = saved;
      this.generation++;
    }
  }

  matches(given: unknown): boolean {
    return tokenMatches(this.token, given);
  }

  /** A one-time code for a pairing link. */
  issueCode(now = Date.now()): string {
    const code = randomBytes(16).toString('base64url');
    this.codes.set(digest(code), { expires: now + CODE_TTL_MS, used: false });
    return code;
  }

  /** Trades a code for the token, once; a second use rotates the token (the code was seen by someone else). */
  async redeem(code: string, now = Date.now()): Promise<Redeemed> {
    for (const [key, c] of this.codes) if (c.expires < now && !c.used) this.codes.delete(key);
    const entry = this.codes.get(digest(code));
    if (!entry) return { ok: false, reused: false, reason: 'unknown or expired pairing code: run aca serve again for a new pairing link, or paste the token' };
    if (entry.used) {
      await this.rotate();
      return { ok: false, reused: true, reason: 'this pairing code was already used, so someone else may have read it: the pairing token was rotated; pair again with the new token' };
    }
    entry.used = true;
    return { ok: true, token: this.token };
  }

  private async write(): Promise<void> {
    if (!this.file) return;
    await writeFile(this.file, `${JSON.stringify({ token: this.token, createdAt: new Date().toISOString() })}\n`, { mode: 0o600 });
    await chmod(this.file, 0o600);
  }
}

async function readToken(file: string): Promise<string | null> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { token?: unknown };
    return typeof saved.token === 'string' && saved.token.length >= 32 ? saved.token : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
    return null;
  }
}

/** The pairing token of the install (created on first use). */
export async function loadPairingToken(home = acaHome()): Promise<string> {
  return (await Pairing.open(home)).current;
}
