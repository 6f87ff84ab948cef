/**
 * Test helper (Node): the real companion, `node bin/aca.mjs serve --no-emulator`, as a child process with its
 * own ACA_HOME. Reads the ready line `{"url","pairingToken","pairingUrl"}` from stdout. Started again with the same port and
 * home it comes back at the same URL with the same token (a restart, as the person would see it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Companion {
  url: string;
  port: number;
  pairingToken: string;
  /** The link that pairs the side panel in one step (`aca serve` prints it; `--open` opens it). */
  pairingUrl: string;
  stderr(): string;
  stop(): Promise<void>;
}

export async function startCompanion(home: string, port = 0, opts: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<Companion> {
  const child: ChildProcess = spawn(process.execPath, ['bin/aca.mjs', 'serve', '--port', String(port), '--no-emulator', ...(opts.args ?? [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ACA_HOME: home, ...opts.env },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = await new Promise<{ url: string; pairingToken: string; pairingUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`aca serve printed no ready line in 90 s\n${stderr}`)), 90_000);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`aca serve printed ${line}\n${stderr}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`aca serve exited with ${code}\n${stderr}`)));
  });
  return {
    ...ready,
    port: Number(new URL(ready.url).port),
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
