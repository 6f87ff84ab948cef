/**
 * Starts the console emulator as a child process (`aca emulator --port 0`) and reads the JSON line it
 * prints when ready. The emulator is a separate program: it stands in for the cloud.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

export interface EmulatorHandle {
  url: string;
  adminToken: string;
  /** The child's process id (tests kill it to play an environment death). */
  pid: number;
  /**
   * Set once the child has exited without being asked to (killed, crashed): what happened. Every account and
   * resource it held is gone with it.
   */
  died(): string | null;
  /** Calls `listener` when the child exits without being asked to (at once if it already has). */
  onDeath(listener: (why: string) => void): void;
  stop(): Promise<void>;
}

const ACA = fileURLToPath(new URL('../../bin/aca.mjs', import.meta.url));

export class EmulatorStartError extends Error {
  readonly code = 'emulator-start-failed';
  constructor(message: string) {
    super(message);
    this.name = 'EmulatorStartError';
  }
}

export async function startEmulatorProcess(opts: { seed?: string; timeoutMs?: number } = {}): Promise<EmulatorHandle> {
  // The child stops when our end of its stdin closes: also when this process is killed (no orphan emulators).
  const args = [ACA, 'emulator', '--port', '0', '--exit-with-stdin', ...(opts.seed ? ['--seed', opts.seed] : [])];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const ready = await new Promise<{ url: string; adminToken: string }>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no ready line within ${opts.timeoutMs ?? 30_000} ms`), opts.timeoutMs ?? 30_000);
    const lines = createInterface({ input: child.stdout! });
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new EmulatorStartError(`the emulator did not start: ${why}\n${stderr.trim()}`));
    }
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        const parsed = JSON.parse(line) as { url?: unknown; adminToken?: unknown };
        if (typeof parsed.url !== 'string' || typeof parsed.adminToken !== 'string') throw new Error(`unexpected ready line: ${line}`);
        child.off('exit', onEarlyExit);
        resolve({ url: parsed.url, adminToken: parsed.adminToken });
      } catch (error) {
        fail((error as Error).message);
      }
    });
    child.once('exit', onEarlyExit);
    function onEarlyExit(code: number | null) {
      fail(`it exited with code ${code}`);
    }
  });
  let stopping = false;
  let death: string | null = null;
  const listeners: Array<(why: string) => void> = [];
  // Past start-up, an emulator that dies takes every running episode with it: say so rather than let them fail
  // one by one with connection errors, and tell whoever runs episodes on it.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    death = `the emulator (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`})`;
    process.stderr.write(`aca: ${death}\n${stderr.trim() ? `${stderr.trim()}\n` : ''}`);
    for (const listener of listeners.splice(0)) listener(death);
  });
  return {
    ...ready,
    pid: child.pid!,
    died: () => death,
    onDeath(listener) {
      if (death) listener(death);
      else listeners.push(listener);
    },
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  // A child killed by a signal has no exit code but a signal code: it is gone too, and 'exit' will not come again
  // (waiting for it left the process with nothing to do and an unsettled await: exit 13).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
