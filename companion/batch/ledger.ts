/**
 * The run ledger: one SQLite file per batch folder (`ledger.db`) that records the plan and every episode's state.
 * It is the run's source of truth: an episode's results are committed in the same transaction that marks it done,
 * so a run killed at any moment (`kill -9`) loses nothing that finished and repeats nothing: on resume the
 * episodes still marked `running` (their process is gone) go back to `pending`, after their account lease and
 * resources are handed to the caller for release and sweeping.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { TaskReport, TrajectoryRecord } from '../../protocol';
import type { EpisodeRow } from './types';

export const LEDGER_FILE = 'ledger.db';

/** What a run was asked to do; a resume must ask for the same. */
export interface BatchPlan {
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
}

export interface Finished {
  row: EpisodeRow;
  report: TaskReport;
  record: TrajectoryRecord;
}

export class BatchLedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchLedgerError';
  }
}

export const episodeKey = (taskId: string, run: number) => `${taskId}#${run}`;

export class Ledger {
  private constructor(private readonly db: Database.Database) {}

  /** Opens (or creates) `dir/ledger.db`. */
  static open(dir: string): Ledger {
    const db = new Database(join(dir, LEDGER_FILE));
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
        row TEXT, report TEXT, record TEXT
      );
      CREATE INDEX IF NOT EXISTS episodes_state ON episodes (state, ord);
    `);
    return new Ledger(db);
  }

  /** The plan recorded by the first run, or null for a new ledger. */
  plan(): BatchPlan | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('plan') as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as BatchPlan) : null;
  }

  /** Records the plan and its episodes (a new run). */
  start(plan: BatchPlan, episodes: PlannedEpisode[]): void {
    const insert = this.db.prepare('INSERT INTO episodes (ord, key, task_id, run, group_id, state) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('plan', JSON.stringify(plan));
      episodes.forEach((e, i) => insert.run(i, e.key, e.taskId, e.run, e.groupId, 'pending'));
    })();
  }

  /**
   * Episodes left `running` by a process that is gone: handed back (to release their leases and sweep what they
   * made) and set `pending` again. Call only when no other process works on this ledger.
   */
  reopenAbandoned(): Abandoned[] {
    return this.db.transaction(() => {
      const rows = this.running();
      this.db
        .prepare("UPDATE episodes SET state = 'pending', episode_id = NULL, rand = NULL, account_id = NULL, lease_id = NULL, pid = NULL, started_at = NULL WHERE state = 'running'")
        .run();
      return rows;
    })();
  }

  /** Episodes running now, with what they hold so far. */
  running(): Abandoned[] {
    return this.db
      .prepare("SELECT key, episode_id AS episodeId, rand, account_id AS accountId, lease_id AS leaseId FROM episodes WHERE state = 'running' ORDER BY ord")
      .all() as Abandoned[];
  }

  /** Takes the next pending episode for this process, or null when none is left. */
  claim(): PlannedEpisode | null {
    const row = this.db
      .prepare(
        `UPDATE episodes SET state = 'running', attempts = attempts + 1, pid = ?, started_at = ?
         WHERE key = (SELECT key FROM episodes WHERE state = 'pending' ORDER BY ord LIMIT 1)
         RETURNING key, task_id AS taskId, run, group_id AS groupId`,
      )
      .get(process.pid, new Date().toISOString()) as PlannedEpisode | undefined;
    return row ?? null;
  }

  /** Notes what a running episode holds, as soon as it is known (so a kill leaves enough to clean up). */
  holding(key: string, held: { episodeId?: string; rand?: string; accountId?: string; leaseId?: string }): void {
    this.db
      .prepare(
        `UPDATE episodes SET episode_id = COALESCE(?, episode_id), rand = COALESCE(?, rand), account_id = COALESCE(?, account_id),
         lease_id = COALESCE(?, lease_id) WHERE key = ? AND state = 'running'`,
      )
      .run(held.episodeId ?? null, held.rand ?? null, held.accountId ?? null, held.leaseId ?? null, key);
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
