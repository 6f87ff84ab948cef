/**
 * The run ledger: one SQLite file per run folder (`ledger.db`) that records the plan and every episode's state.
 * Every front door writes one: `aca batch` and `aca verify` plan their episodes up front; `aca env-serve` and
 * `aca serve` add each episode as it is asked for. It is the run's source of truth: an episode's results are
 * committed in the same transaction that marks it done, so a run killed at any moment (`kill -9`) loses nothing
 * that finished and repeats nothing: on resume the episodes still marked `running` (their process is gone), and
 * those handed back when their environment died, go back to `pending`, after their account lease and resources
 * are handed to the caller for release and sweeping.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { TaskReport, TrajectoryRecord } from '../../protocol';
import type { EpisodeRow } from './types';

export const LEDGER_FILE = 'ledger.db';

/** Which front door wrote a ledger. */
export type RunKind = 'batch' | 'verify' | 'env-serve' | 'serve';

/** What a run was asked to do; a resume must ask for the same. */
export interface BatchPlan {
  /** The front door (absent in ledgers of `aca batch` written before there were others: `batch`). */
  kind?: RunKind;
  /** Task ids in run order, with the file each came from and a hash of its text. */
  tasks: Array<{ id: string; file: string; sha256: string }>;
  runs: number;
  group: number;
  policy: string;
  provision: string;
  shard: { index: number; count: number };
  seed: number;
  maxTurns: number;
}

/** One planned episode: a task's run number `run` (0-based). */
export interface PlannedEpisode {
  key: string;
  /** Position in the plan (0-based). */
  ord?: number;
  taskId: string;
  run: number;
  groupId: string;
}

/** An episode a killed process left `running`: what it held, to release and sweep. */
export interface Abandoned {
  key: string;
  episodeId: string | null;
  rand: string | null;
  accountId: string | null;
  leaseId: string | null;
  /**
   * Where the account lives: `embedded` for an emulator the run started itself (its state died with it), else the
   * emulator's URL; null when not known (ledgers written before this was recorded).
   */
  env: string | null;
}

/** What a running episode holds, noted as soon as it is known. */
export interface Held {
  episodeId?: string;
  rand?: string;
  accountId?: string;
  leaseId?: string;
  env?: string;
}

export interface Finished {
  row: EpisodeRow;
  report: TaskReport;
  record: TrajectoryRecord;
}

export class BatchLedgerError extends Error {
  readonly code = 'ledger-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'BatchLedgerError';
  }
}

export const episodeKey = (taskId: string, run: number) => `${taskId}#${run}`;

const ABANDONED = 'key, episode_id AS episodeId, rand, account_id AS accountId, lease_id AS leaseId, env';
const HOLDS = '(episode_id IS NOT NULL OR account_id IS NOT NULL OR lease_id IS NOT NULL)';

export class Ledger {
  private constructor(private readonly db: Database.Database) {}

  /** Opens (or creates) `dir/ledger.db`. */
  static open(dir: string): Ledger {
    const file = join(dir, LEDGER_FILE);
    try {
      return Ledger.openFile(file);
    } catch (error) {
      if (error instanceof Database.SqliteError) throw new BatchLedgerError(`${file} is not a run ledger aca can use (${error.message})`);
      throw error;
    }
  }

  private static openFile(file: string): Ledger {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 10000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS episodes (
        ord INTEGER NOT NULL,
        key TEXT PRIMARY KEY,
        task_id TEXT NOT NULL,
        run INTEGER NOT NULL,
        group_id TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done')),
        attempts INTEGER NOT NULL DEFAULT 0,
        episode_id TEXT, rand TEXT, account_id TEXT, lease_id TEXT, pid INTEGER,
        started_at TEXT, finished_at TEXT,
        row TEXT, report TEXT, record TEXT, env TEXT
      );
      CREATE INDEX IF NOT EXISTS episodes_state ON episodes (state, ord);
    `);
    // A ledger written before episodes had an environment gains the column. Two processes may open it at once (a run
    // and `aca status`, or a test reading it): only then is a write lock taken, and the check is made again under it,
    // so one of them adds the column. Opening a current ledger takes no lock.
    const hasEnv = () => (db.prepare('PRAGMA table_info(episodes)').all() as Array<{ name: string }>).some((c) => c.name === 'env');
    if (!hasEnv()) {
      db.transaction(() => {
        if (!hasEnv()) db.exec('ALTER TABLE episodes ADD COLUMN env TEXT');
      }).immediate();
    }
    return new Ledger(db);
  }

  /** The plan recorded by the first run, or null for a new ledger. */
  plan(): BatchPlan | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('plan') as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as BatchPlan) : null;
  }

  /** When the run first started (ISO 8601), or null for a new ledger. */
  startedAt(): string | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('startedAt') as { value: string } | undefined;
    return row?.value ?? null;
  }

  /** Records the plan and its episodes (a new run; an open-ended one, env-serve or serve, adds them later). */
  start(plan: BatchPlan, episodes: PlannedEpisode[]): void {
    const insert = this.db.prepare('INSERT INTO episodes (ord, key, task_id, run, group_id, state) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('plan', JSON.stringify(plan));
      this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('startedAt', new Date().toISOString());
      episodes.forEach((e, i) => insert.run(i, e.key, e.taskId, e.run, e.groupId, 'pending'));
    })();
  }

  /** Adds one episode of `taskId` to an open-ended run (its next run number), pending. */
  add(taskId: string, groupId = taskId): PlannedEpisode {
    return this.db.transaction(() => {
      const { runs, last } = this.db
        .prepare('SELECT (SELECT COUNT(*) FROM episodes WHERE task_id = ?) AS runs, (SELECT COALESCE(MAX(ord), -1) FROM episodes) AS last')
        .get(taskId) as { runs: number; last: number };
      const planned: PlannedEpisode = { key: episodeKey(taskId, runs), ord: last + 1, taskId, run: runs, groupId };
      this.db.prepare("INSERT INTO episodes (ord, key, task_id, run, group_id, state) VALUES (?, ?, ?, ?, ?, 'pending')").run(planned.ord, planned.key, taskId, runs, groupId);
      return planned;
    })();
  }

  /**
   * Episodes a process that is gone left behind: those still `running`, and those handed back (`release`) with what
   * they held. Returned (to release their leases and sweep what they made) and set `pending` with nothing held.
   * Call only when no other process works on this ledger.
   */
  reopenAbandoned(): Abandoned[] {
    return this.db.transaction(() => {
      const rows = this.leftBehind();
      this.db
        .prepare(
          `UPDATE episodes SET state = 'pending', episode_id = NULL, rand = NULL, account_id = NULL, lease_id = NULL, env = NULL, pid = NULL, started_at = NULL
           WHERE state = 'running' OR (state = 'pending' AND ${HOLDS})`,
        )
        .run();
      return rows;
    })();
  }

  /** What a later run must clean up, without changing anything: the running episodes and those handed back. */
  leftBehind(): Abandoned[] {
    return this.db.prepare(`SELECT ${ABANDONED} FROM episodes WHERE state = 'running' OR (state = 'pending' AND ${HOLDS}) ORDER BY ord`).all() as Abandoned[];
  }

  /** Episodes running now, with what they hold so far. */
  running(): Abandoned[] {
    return this.db.prepare(`SELECT ${ABANDONED} FROM episodes WHERE state = 'running' ORDER BY ord`).all() as Abandoned[];
  }

  /** Takes the next pending episode (or the pending one with `key`) for this process, or null when there is none. */
  claim(key?: string): PlannedEpisode | null {
    const which = key === undefined ? "(SELECT key FROM episodes WHERE state = 'pending' ORDER BY ord LIMIT 1)" : "? AND state = 'pending'";
    const row = this.db
      .prepare(
        `UPDATE episodes SET state = 'running', attempts = attempts + 1, pid = ?, started_at = ?
         WHERE key = ${which}
         RETURNING key, ord, task_id AS taskId, run, group_id AS groupId`,
      )
      .get(process.pid, new Date().toISOString(), ...(key === undefined ? [] : [key])) as PlannedEpisode | undefined;
    return row ?? null;
  }

  /** Notes what a running episode holds, as soon as it is known (so a kill leaves enough to clean up). */
  holding(key: string, held: Held): void {
    this.db
      .prepare(
        `UPDATE episodes SET episode_id = COALESCE(?, episode_id), rand = COALESCE(?, rand), account_id = COALESCE(?, account_id),
         lease_id = COALESCE(?, lease_id), env = COALESCE(?, env) WHERE key = ? AND state = 'running'`,
      )
      .run(held.episodeId ?? null, held.rand ?? null, held.accountId ?? null, held.leaseId ?? null, held.env ?? null, key);
  }

  /**
   * Hands a running episode back without a result (its environment died under it): `pending` again, keeping what
   * it held, so the next run cleans that up (`reopenAbandoned`) and runs it again.
   */
  release(key: string): void {
    this.db.prepare("UPDATE episodes SET state = 'pending', pid = NULL WHERE key = ? AND state = 'running'").run(key);
  }

  /** Commits an episode's results and marks it done, in one transaction. */
  finish(key: string, done: Finished): void {
    const changed = this.db
      .prepare(
        `UPDATE episodes SET state = 'done', finished_at = ?, episode_id = ?, row = ?, report = ?, record = ?
         WHERE key = ? AND state = 'running'`,
      )
      .run(new Date().toISOString(), done.row.episodeId, JSON.stringify(done.row), JSON.stringify(done.report), JSON.stringify(done.record), key).changes;
    if (changed !== 1) throw new BatchLedgerError(`episode ${key} is not running in this ledger; its result was not recorded`);
  }

  counts(): { pending: number; running: number; done: number } {
    const rows = this.db.prepare('SELECT state, COUNT(*) AS n FROM episodes GROUP BY state').all() as Array<{ state: string; n: number }>;
    const get = (s: string) => rows.find((r) => r.state === s)?.n ?? 0;
    return { pending: get('pending'), running: get('running'), done: get('done') };
  }

  /** Finished episodes in plan order. */
  finished(): Finished[] {
    const rows = this.db.prepare("SELECT row, report, record FROM episodes WHERE state = 'done' ORDER BY ord").all() as Array<{ row: string; report: string; record: string }>;
    return rows.map((r) => ({ row: JSON.parse(r.row), report: JSON.parse(r.report), record: JSON.parse(r.record) }));
  }

  /** How many times each episode was started (a resumed episode counts twice). */
  attempts(): Record<string, number> {
    const rows = this.db.prepare('SELECT key, attempts FROM episodes ORDER BY ord').all() as Array<{ key: string; attempts: number }>;
    return Object.fromEntries(rows.map((r) => [r.key, r.attempts]));
  }

  close(): void {
    this.db.close();
  }
}
