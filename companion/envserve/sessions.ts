/**
 * The env server's sessions: task lookup, the limit on running episodes, the idle timeout, and closing them all
 * on shutdown. Finished episodes are appended to the run folder's trajectories.jsonl as they end; report.json,
 * report.html and the rest are written for all of them when the server stops.
 */
import { resolve } from 'node:path';
import type { Report, TaskReport } from '../../protocol';
import { createTrajectoryWriter, readTrajectories, writeRunOutputs } from '../report/index';
import type { EpisodeResult } from '../run/episode-runner';
import { loadTask, type Task } from '../task/load';
import { EnvServeError } from './errors';
import type { ResetRequest } from './schemas';
import { Session, type SessionDeps } from './session';

export interface SessionsOptions extends Omit<SessionDeps, 'onFinished'> {
  tasks: Task[];
  maxSessions: number;
  /** Seconds a session may go untouched before it is closed and torn down. */
  idleTimeoutS: number;
  /** Seconds a session may wait for its first /step after the /reset answered (default 30): resets nobody steps are reclaimed quickly. */
  unsteppedTimeoutS?: number;
  log(line: string): void;
}

const VERSION = '0.1.0';

export function createSessions(opts: SessionsOptions) {
  const sessions = new Map<string, Session>();
  const byId = new Map(opts.tasks.map((t) => [t.front.id, t]));
  const reports: TaskReport[] = [];
  const writer = createTrajectoryWriter(opts.runDir, { secrets: () => opts.secrets.values() });
  const startedAt = new Date();
  const deps: SessionDeps = {
    ...opts,
    async onFinished({ report, record }: EpisodeResult) {
      reports.push(report);
      await writer.append(record).catch((error: Error) => opts.log(`could not write the trajectory of ${report.id}: ${error.message}`));
    },
  };

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
      // Counted and registered before anything is awaited, so parallel resets cannot pass the limit together.
      if (running() >= opts.maxSessions) {
        throw new EnvServeError(429, 'too-many-sessions', `${running()} of ${opts.maxSessions} sessions are running (--max-sessions); POST /close one or finish its episode first`);
      }
      const session = new Session(task, request.screenshot ?? false, deps);
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
      if (!reports.length) return;
      const report: Report = {
        tool: 'aliyun-console-agent', version: VERSION, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(),
        policy: 'env-serve', emulator: opts.emulatorUrl, tasks: reports,
      };
      await writeRunOutputs(opts.runDir, report, await readTrajectories(opts.runDir), { secrets: () => opts.secrets.values() });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
