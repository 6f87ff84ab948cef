/**
 * Starts `aca serve` as a child process and reads its ready line, for tests (and end-to-end tests through the
 * real extension): `const serve = await startServeProcess(['--no-emulator'], { ACA_HOME, ACA_EXTENSION_ID })`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ServeProcess {
  url: string;
  pairingToken: string;
  /** The one-time pairing link (its code, not the token). */
  pairingUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves once stderr has a line matching `pattern` (the server logs asynchronously). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

const ACA = fileURLToPath(new URL('../../bin/aca.mjs', import.meta.url));

/** `timeoutMs` (default 90 s: the process starts TypeScript afresh, slow on a loaded machine) only bounds a failure. */
export async function startServeProcess(args: string[], env: Record<string, string>, timeoutMs = 90_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, [ACA, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let stderr = '';
  const listeners: (() => void)[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const l of [...listeners]) l();
  });
  const ready = await new Promise<{ url: string; pairingToken: string; pairingUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`aca serve printed no ready line within ${timeoutMs} ms\n${stderr}`)), timeoutMs);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { url: string; pairingToken: string; pairingUrl: string });
    });
    child.once('exit', (code) => reject(new Error(`aca serve exited with ${code}\n${stderr}`)));
  });
  return {
    ...ready,
    child,
    stderr: () => stderr,
    waitForLog: (pattern, wait = 5000) => new Promise((resolve, reject) => {
      const check = () => {
        const line = stderr.split('\n').find((l) => pattern.test(l));
        if (!line) return false;
        listeners.splice(listeners.indexOf(check), 1);
        clearTimeout(timer);
        resolve(line);
        return true;
      };
      const timer = setTimeout(() => reject(new Error(`no log line matching ${pattern} within ${wait} ms:\n${stderr}`)), wait);
      listeners.push(check);
      check();
    }),
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}
