/**
 * The env server's sessions: task lookup, the idle timeout, and closing them all on shutdown. Their episodes run in
 * one worker pool of `--max-sessions` slots over the run folder's ledger (kind `env-serve`): each is committed as it
 * ends and appended to trajectories.jsonl; report.json, report.html and the rest are written from the ledger for
 * all of them when the server stops.
 */
import { resolve } from 'node:path';
import type { Report } from '../../protocol';
import { Ledger } from '../batch/ledger';
import { reportHeader } from '../report/header';
import { createTrajectoryWriter, writeRunOutputs } from '../report/index';
import type { Environment } from '../run/environment';
import { EpisodePool, PoolFullError } from '../run/pool';
import { loadTask, type Task } from '../task/load';
import { EnvServeError } from './errors';
import type { ResetRequest } from './schemas';
import { Session, type SessionDeps } from './session';

export interface SessionsOptions extends Omit<SessionDeps, 'pool'> {
  tasks: Task[];
  maxSessions: number;
  /** Seconds a session may go untouched before it is closed and torn down. */
  idleTimeoutS: number;
  /** Seconds a session may wait for its first /step after the /reset answered (default 30): resets nobody steps are reclaimed quickly. */
  unsteppedTimeoutS?: number;
  /** The emulator, when the server watches it (a dead one ends the running episodes, each kept with its steps). */
  environment?: Environment;
  log(line: string): void;
}

export function createSessions(opts: SessionsOptions) {
  const sessions = new Map<string, Session>();
  const byId = new Map(opts.tasks.map((t) => [t.front.id, t]));
  const writer = createTrajectoryWriter(opts.runDir, { secrets: () => opts.secrets.values() });
  const ledger = Ledger.open(opts.runDir);
  if (!ledger.plan()) {
    ledger.start({ kind: 'env-serve', tasks: [], runs: 1, group: 1, policy: 'env-serve', provision: 'pre', shard: { index: 0, count: 1 }, seed: 0, maxTurns: opts.maxTurns }, []);
  }
  const startedAt = new Date(ledger.startedAt() ?? Date.now());
  const pool = new EpisodePool({
    ledger, size: opts.maxSessions, environment: opts.environment, secrets: () => opts.secrets.values(),
    async onCommitted(_planned, { report, record }) {
      await writer.append(record).catch((error: Error) => opts.log(`could not write the trajectory of ${report.id}: ${error.message}`));
    },
  });
  const deps: SessionDeps = { ...opts, pool };

  let stopping = false;
  const running = () => [...sessions.values()].filter((s) => s.running).length;

  async function taskOf(name: string): Promise<Task> {
    const known = byId.get(name);
    if (known) return known;
    if (!name.endsWith('.md')) {
      throw new EnvServeError(404, 'unknown-task', `POST /reset: body.task: no task "${name}" in the server's tasks (GET /tasks lists them); give a task id or a path to a task .md file`);
    }
    try {
      return await loadTask(resolve(name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new EnvServeError(404, 'unknown-task', `POST /reset: body.task: no task file ${name}`);
      throw new EnvServeError(400, 'invalid-task', `POST /reset: body.task: ${(error as Error).message}`);
    }
  }

  function get(id: string): Session {
    const session = sessions.get(id);
    if (!session) throw new EnvServeError(404, 'unknown-session', `no session "${id}" (closed, timed out, or never opened); POST /reset opens one`);
    session.touched = Date.now();
    return session;
  }

  async function close(id: string, reason: string) {
    const session = get(id);
    try {
      return await session.close(reason);
    } finally {
      sessions.delete(id);
      answeredAt.delete(id);
    }
  }

  // A session nobody has touched for the idle timeout is closed (its account's resources deleted, its context
  // closed); one nobody has stepped since its reset answered, after the (shorter) unstepped timeout.
  const unsteppedS = opts.unsteppedTimeoutS ?? 30;
  const answeredAt = new Map<string, number>();
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const session of sessions.values()) {
      if (session.busy || session.closed) continue;
      const unstepped = session.turn === 0 && (answeredAt.get(session.id) ?? now) <= now - unsteppedS * 1000;
      if (!unstepped && session.touched > now - opts.idleTimeoutS * 1000) continue;
      const why = unstepped ? `not stepped within ${unsteppedS} s of its reset` : `idle for ${opts.idleTimeoutS} s`;
      opts.log(`session ${session.id} (${session.task.front.id}) ${why}: closing it`);
      void close(session.id, why).catch((error: Error) => opts.log(`closing ${session.id} failed: ${error.message}`));
    }
  }, Math.min(5_000, Math.min(opts.idleTimeoutS, unsteppedS) * 250));
  sweeper.unref();

  return {
    tasks: () => opts.tasks.map((t) => ({ id: t.front.id, title: t.front.title, product: t.front.product })),
    health: () => ({ ok: true as const, sessions: running(), maxSessions: opts.maxSessions }),

    async reset(request: ResetRequest) {
      if (stopping) throw new EnvServeError(503, 'shutting-down', 'the env server is shutting down');
      const task = await taskOf(request.task);
      // The pool counts and registers the episode before anything is awaited, so parallel resets cannot pass the limit together.
      let session: Session;
      try {
        session = new Session(task, request.screenshot ?? false, deps);
      } catch (error) {
        if (error instanceof PoolFullError) {
          throw new EnvServeError(429, 'too-many-sessions', `${error.running} of ${error.size} sessions are running (--max-sessions); POST /close one or finish its episode first`);
        }
        if ((error as { code?: string }).code === 'environment-lost') throw new EnvServeError(503, 'environment-lost', `POST /reset: ${(error as Error).message}; restart aca env-serve`);
        throw error;
      }
      sessions.set(session.id, session);
      try {
        const response = await session.first();
        answeredAt.set(session.id, Date.now());
        opts.log(`session ${session.id}: ${task.front.id}`);
        return response;
      } catch (error) {
        sessions.delete(session.id);
        throw error;
      }
    },
    step: (request: Parameters<Session['step']>[0]) => get(request.session).step(request),
    state: (id: string) => get(id).state(),
    close: (id: string) => close(id, 'closed by the client'),

    /** Closes every session (their episodes torn down), then writes the run folder's reports. */
    async shutdown(reason: string) {
      stopping = true;
      clearInterval(sweeper);
      await Promise.all([...sessions.keys()].map((id) => close(id, reason).catch(() => undefined)));
      await writer.close();
      const finished = ledger.finished();
      ledger.close();
      if (!finished.length) return;
      const report: Report = { ...reportHeader({ startedAt, policy: 'env-serve', emulator: opts.emulatorUrl }), tasks: finished.map((f) => f.report) };
      await writeRunOutputs(opts.runDir, report, finished.map((f) => f.record), { secrets: () => opts.secrets.values() });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
