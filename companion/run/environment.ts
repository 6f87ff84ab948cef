/**
 * The environment episodes run in: the console emulator, either started by this run (`embedded`, the default: its
 * state lives and dies with its process) or one already running that the run was pointed at (`--emulator URL`).
 * It says when it is gone, so a run stops instead of recording every remaining episode as a crash: an embedded one
 * when its child process exits, an external one when it stops answering or answers as a freshly started emulator
 * (its accounts are gone).
 */
import { startEmulatorProcess, type EmulatorHandle } from './emulator-process';

/** How the ledger names an embedded emulator's accounts: they died with the run that started it. */
export const EMBEDDED = 'embedded';

export interface Environment {
  url: string;
  adminToken: string;
  /** `embedded` or the emulator's URL: where an episode's account lives, recorded in the ledger. */
  readonly label: string;
  /** Why the environment is gone, or null while it works. */
  lost(): string | null;
  /** Looks now (an external emulator is asked for its health) and returns `lost()`. */
  check(): Promise<string | null>;
  /** Calls `listener` once when the environment is found gone. */
  onLost(listener: (why: string) => void): void;
  /** Stops what the run started (the embedded emulator) and the watching. */
  stop(): Promise<void>;
}

export class EnvironmentError extends Error {
  readonly code = 'emulator-unreachable';
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

/**
 * The environment died during a run. A planned run (`aca verify`, `aca batch`) stops with this: its finished
 * episodes are kept, the others are pending in the ledger, and `resume` says how to complete them.
 */
export class EnvironmentLostError extends Error {
  readonly code = 'environment-lost';
  constructor(
    readonly why: string,
    /** The run folder, when there is one to resume. */
    readonly dir: string | null,
    readonly counts: { done: number; pending: number } | null,
    /** The command that completes the run. */
    readonly resume: string | null,
  ) {
    super(
      counts && dir
        ? `the environment died: ${why}. ${counts.done} episode(s) finished and are kept in ${dir}/ledger.db; ${counts.pending} are pending ` +
            `(none was recorded as crashed). Complete the run with: ${resume}`
        : `the environment died: ${why}`,
    );
    this.name = 'EnvironmentLostError';
  }
}

/** The exit code of a run stopped by its environment's death (sysexits' EX_TEMPFAIL: try again, it resumes). */
export const EXIT_ENVIRONMENT_LOST = 75;

/** The emulator given (`--emulator URL --admin-token T`), checked to answer; else one started for the run. */
export async function openEnvironment(given?: { url: string; adminToken: string }, opts: { probeMs?: number } = {}): Promise<Environment> {
  return given ? ExternalEmulator.open(given, opts.probeMs ?? 2000) : embedded(await startEmulatorProcess());
}

function embedded(handle: EmulatorHandle): Environment {
  return {
    url: handle.url,
    adminToken: handle.adminToken,
    label: EMBEDDED,
    lost: () => handle.died(),
    check: async () => handle.died(),
    onLost: (listener) => handle.onDeath(listener),
    stop: () => handle.stop(),
  };
}

/** How much later than the first-seen start time a start time must be to be a restart (clocks of one machine). */
const RESTART_SLACK_MS = 1000;
/** An emulator that does not answer for this long (busy machines answer late, not never) is gone. */
const SILENCE_MS = 15_000;

class ExternalEmulator implements Environment {
  readonly label: string;
  private gone: string | null = null;
  private silentSince: number | null = null;
  private readonly listeners: Array<(why: string) => void> = [];
  private timer: NodeJS.Timeout | null = null;

  /** `booted` bounds the emulator's start time as first seen: it started no later than `booted.latest`. */
  private constructor(readonly url: string, readonly adminToken: string, private readonly booted: BootBounds) {
    this.label = url;
  }

  static async open(given: { url: string; adminToken: string }, probeMs: number): Promise<ExternalEmulator> {
    const first = await health(given.url, given.adminToken);
    if (first.kind === 'refused') throw new EnvironmentError(`the emulator at ${given.url} does not answer (${first.why}); start it (aca emulator) or fix --emulator`);
    if (first.kind === 'silent') throw new EnvironmentError(`the emulator at ${given.url} did not answer within ${PROBE_TIMEOUT_MS} ms; is it the emulator's URL?`);
    if (first.kind === 'denied') throw new EnvironmentError(`the emulator at ${given.url} refused the admin token (${first.why}); give the token it printed (--admin-token or ACA_EMULATOR_TOKEN)`);
    if (first.kind !== 'ok') throw new EnvironmentError(`the emulator at ${given.url} cannot be used (${first.kind})`);
    const env = new ExternalEmulator(given.url, given.adminToken, first.booted);
    env.timer = setInterval(() => void env.check(), probeMs);
    env.timer.unref();
    return env;
  }

  lost(): string | null {
    return this.gone;
  }

  async check(): Promise<string | null> {
    if (this.gone) return this.gone;
    const now = await health(this.url, this.adminToken);
    const restarted = `the emulator at ${this.url} was restarted during the run (its accounts and resources are gone)`;
    if (now.kind === 'ok') {
      this.silentSince = null;
      // It started after the latest moment the first one could have: another emulator.
      if (now.booted.earliest - this.booted.latest > RESTART_SLACK_MS) this.lose(restarted);
    } else if (now.kind === 'refused') {
      this.lose(`the emulator at ${this.url} stopped answering (${now.why})`);
    } else if (now.kind === 'denied') {
      this.lose(`${restarted}: it no longer accepts the admin token`);
    } else {
      this.silentSince ??= Date.now();
      if (Date.now() - this.silentSince >= SILENCE_MS) this.lose(`the emulator at ${this.url} has not answered for ${Math.round(SILENCE_MS / 1000)} s`);
    }
    return this.gone;
  }

  onLost(listener: (why: string) => void): void {
    if (this.gone) listener(this.gone);
    else this.listeners.push(listener);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private lose(why: string): void {
    if (this.gone) return;
    this.gone = why;
    if (this.timer) clearInterval(this.timer);
    for (const listener of this.listeners.splice(0)) listener(why);
  }
}

const PROBE_TIMEOUT_MS = 5000;

/** The emulator's start time lies between these (ms since the epoch): its uptime, less the request's round trip. */
interface BootBounds {
  earliest: number;
  latest: number;
}

type Health = { kind: 'ok'; booted: BootBounds } | { kind: 'refused' | 'silent' | 'denied'; why: string };

/** `GET /__emulator/health`: answered (with the emulator's start time), refused, silent, or the token denied. */
async function health(url: string, adminToken: string): Promise<Health> {
  const sent = Date.now();
  let res: Response;
  try {
    res = await fetch(new URL('/__emulator/health', url), { headers: { authorization: `Bearer ${adminToken}` }, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    if (err.name === 'TimeoutError') return { kind: 'silent', why: 'timeout' };
    return { kind: 'refused', why: err.cause?.code ?? err.message };
  }
  const text = await res.text().catch(() => '');
  if (res.status === 401 || res.status === 403) return { kind: 'denied', why: `HTTP ${res.status}` };
  try {
    const body = JSON.parse(text) as { status?: unknown; uptimeMs?: unknown };
    if (res.ok && typeof body.uptimeMs === 'number') return { kind: 'ok', booted: { earliest: sent - body.uptimeMs, latest: Date.now() - body.uptimeMs } };
  } catch {
    // not the emulator's JSON: below
  }
  return { kind: 'refused', why: `HTTP ${res.status} from something that is not the emulator's control API` };
}
