/** Real `aca` processes for the fault probes: started, watched through their run ledger, and killed as a fault would. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ledger } from '../../companion/batch/ledger';
import { ACA, ROOT } from '../helpers';

export interface Running {
  child: ChildProcess;
  pid: number;
  /** What it wrote to stderr so far. */
  stderr(): string;
  stdout(): string;
  /** Its exit: the code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `aca <args>`; `group` puts it in a process group of its own (so the whole group can be killed). */
export function startAca(args: string[], opts: { group?: boolean } = {}): Running {
  const child = spawn(process.execPath, [ACA, ...args], { cwd: ROOT, detached: opts.group ?? false, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, pid: child.pid!, stderr: () => stderr, stdout: () => stdout, exited };
}

/** Process ids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command may hold spaces and parentheses: the fields after the last ")" are fixed.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Whether a process is there and not a zombie. */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The emulator child an `aca` process started for itself. */
export function emulatorChild(pid: number): number | undefined {
  return childrenOf(pid).find((p) => commandLine(p).includes('aca.mjs emulator'));
}

/**
 * Polls the run folder `out` holds until its ledger meets `ready` (or the process ends first, which fails). Returns
 * the run folder.
 */
export async function whenLedger(out: string, run: Running, ready: (ledger: Ledger) => boolean, timeoutMs = 300_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void run.exited.then(() => (ended = true));
  for (;;) {
    const [name] = existsSync(out) ? readdirSync(out) : [];
    if (name && existsSync(join(out, name, 'ledger.db'))) {
      let met = false;
      try {
        const ledger = Ledger.open(join(out, name));
        try {
          met = ledger.plan() !== null && ready(ledger);
        } finally {
          ledger.close();
        }
      } catch {
        // being created right now: look again
      }
      if (met) return join(out, name);
    }
    if (ended) throw new Error(`the process ended before its ledger got there:\n${run.stderr()}`);
    if (Date.now() > deadline) throw new Error(`its ledger did not get there in ${timeoutMs} ms:\n${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Done and running episodes of a ledger, and how often each was started. */
export function ledgerState(dir: string) {
  const ledger = Ledger.open(dir);
  try {
    return { counts: ledger.counts(), finished: ledger.finished(), running: ledger.running(), left: ledger.leftBehind(), attempts: ledger.attempts() };
  } finally {
    ledger.close();
  }
}
