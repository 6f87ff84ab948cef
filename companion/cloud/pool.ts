// The account pool: accounts in a SQLite file shared by every process on the machine, handed out as exclusive
// leases with an expiry. A lease whose expiry passed, or whose holder process on this host is gone (kill -9, a
// crash), is reclaimed, so its account comes back to the pool.
import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Account, EmulatorControl } from './account';
import { maskKeyId, PoolError, type PoolAccountInput } from './poolConfig';
import type { ClientFactory, RotateOptions, RotateResult } from './poolRotate';

export { envPoolAccount, loadPoolConfig, maskKeyId, parsePoolConfig, PoolError, type PoolAccountInput } from './poolConfig';
export type { ClientFactory, RotateOptions, RotateResult } from './poolRotate';

/** `$ACA_POOL_DB`, else `~/.aca/pool.db`. */
export const defaultPoolPath = (env: NodeJS.ProcessEnv = process.env) => env.ACA_POOL_DB || join(homedir(), '.aca', 'pool.db');

export interface LeaseOptions {
  /** Who holds it, for listings: `batch:run-12`, `aca accounts lease`. */
  holder: string;
  /** The episode that runs in the account: what a sweep looks for after a crash. */
  episodeId?: string;
  ttlMs: number;
  /** The holder process on this host (default this process); null: only the expiry ends the lease. */
  pid?: number | null;
  /** How long to wait for a free account; default 0 (fail at once). */
  waitMs?: number;
  /** Default 500 ms. */
  pollMs?: number;
  /** Lease this account only (rotation uses it). */
  name?: string;
}

export interface Lease {
  leaseId: string;
  name: string;
  holder: string;
  episodeId: string | null;
  expiresAt: string;
  /** Credentials and where to call; `accessKeySecret` is the secret: never log it. */
  account: Account & { regionId: string };
}

/** A finished lease: how and when it ended. */
export interface LeaseRecord {
  leaseId: string;
  name: string;
  holder: string;
  episodeId: string | null;
  pid: number | null;
  host: string;
  acquiredAt: string;
  expiresAt: string;
  releasedAt: string | null;
  reason: 'released' | 'expired' | 'holder-gone' | null;
}

/** An account in a listing: key id masked, no secret. */
export interface PoolListing {
  name: string;
  accountId: string;
  accessKeyId: string;
  region: string;
  endpoint: string;
  ramUser: string | null;
  source: PoolAccountInput['source'];
  lease: Pick<LeaseRecord, 'leaseId' | 'holder' | 'episodeId' | 'expiresAt'> | null;
}

interface AccountRow {
  name: string; account_id: string; access_key_id: string; access_key_secret: string | null; secret_env: string | null;
  region: string; endpoint: string; protocol: 'HTTP' | 'HTTPS'; ram_user: string | null; emulator: string | null; source: PoolAccountInput['source'];
}
interface LeaseRow {
  id: string; account: string; holder: string; episode_id: string | null; pid: number | null; host: string;
  acquired_at: number; expires_at: number; released_at: number | null; reason: LeaseRecord['reason'];
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  name TEXT PRIMARY KEY, account_id TEXT NOT NULL, access_key_id TEXT NOT NULL, access_key_secret TEXT, secret_env TEXT,
  region TEXT NOT NULL, endpoint TEXT NOT NULL, protocol TEXT NOT NULL, ram_user TEXT, emulator TEXT, source TEXT NOT NULL,
  added_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS leases (
  id TEXT PRIMARY KEY, account TEXT NOT NULL, holder TEXT NOT NULL, episode_id TEXT, pid INTEGER, host TEXT NOT NULL,
  acquired_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, released_at INTEGER, reason TEXT);
-- At most one active lease per account, whatever the code above does.
CREATE UNIQUE INDEX IF NOT EXISTS one_active_lease ON leases(account) WHERE released_at IS NULL;
`;

/** True unless the process is gone (or a zombie waiting for its parent to reap it). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // `pid (comm) state …`; comm may itself hold parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function toRecord(row: LeaseRow): LeaseRecord {
  return {
    leaseId: row.id, name: row.account, holder: row.holder, episodeId: row.episode_id, pid: row.pid, host: row.host,
    acquiredAt: iso(row.acquired_at), expiresAt: iso(row.expires_at), releasedAt: row.released_at === null ? null : iso(row.released_at), reason: row.reason,
  };
}

export class AccountPool {
  readonly path: string;
  private readonly db: Database.Database;
  private readonly now: () => number;
  private readonly host = hostname();

  constructor(opts: { path?: string; now?: () => number } = {}) {
    this.path = opts.path ?? defaultPoolPath();
    this.now = opts.now ?? Date.now;
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    // Create it 0600 before SQLite opens it: it holds secrets (the WAL and shm files copy its mode).
    closeSync(openSync(this.path, 'a', 0o600));
    chmodSync(this.path, 0o600);
    this.db = new Database(this.path, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(SCHEMA);
  }

  close(): void {
    this.db.close();
  }

  /** Adds accounts (all or none); a name already in the pool is an error. */
  add(accounts: PoolAccountInput[]): void {
    const insert = this.db.prepare(`INSERT INTO accounts VALUES (@name, @accountId, @accessKeyId, @accessKeySecret, @secretEnv,
      @region, @endpoint, @protocol, @ramUser, @emulator, @source, @addedAt)`);
    this.db.transaction(() => {
      for (const a of accounts) {
        if (this.row(a.name)) throw new PoolError('duplicate-account', `the pool ${this.path} already has an account "${a.name}": remove it first (aca accounts remove ${a.name})`);
        insert.run({ ...a, addedAt: this.now() });
      }
    }).immediate();
  }

  /** Creates `n` accounts on the emulator and adds them (named `emulator-<accountId>`). */
  async addEmulatorAccounts(control: EmulatorControl, n: number, opts: { region?: string } = {}): Promise<string[]> {
    const created: PoolAccountInput[] = [];
    for (let i = 0; i < n; i++) {
      const a = await control.createAccount({ variant: null });
      created.push({
        name: `emulator-${a.accountId}`, accountId: a.accountId, accessKeyId: a.accessKeyId, accessKeySecret: a.accessKeySecret, secretEnv: null,
        region: opts.region ?? 'cn-hangzhou', endpoint: a.endpoint, protocol: a.protocol, ramUser: null,
        emulator: `${a.protocol.toLowerCase()}://${a.endpoint}`, source: 'emulator',
      });
    }
    this.add(created);
    return created.map((a) => a.name);
  }

  /** Removes an account that is not leased. */
  remove(name: string): void {
    this.db.transaction(() => {
      this.mustRow(name);
      const lease = this.activeLease(name);
      if (lease) throw new PoolError('account-leased', `"${name}" is leased by ${lease.holder} (lease ${lease.id}): release it first`);
      this.db.prepare('DELETE FROM accounts WHERE name = ?').run(name);
    }).immediate();
  }

  list(): PoolListing[] {
    this.reclaim();
    const rows = this.db.prepare('SELECT * FROM accounts ORDER BY name').all() as AccountRow[];
    return rows.map((r) => {
      const lease = this.activeLease(r.name);
      return {
        name: r.name, accountId: r.account_id, accessKeyId: maskKeyId(r.access_key_id), region: r.region, endpoint: r.endpoint, ramUser: r.ram_user, source: r.source,
        lease: lease ? { leaseId: lease.id, holder: lease.holder, episodeId: lease.episode_id, expiresAt: iso(lease.expires_at) } : null,
      };
    });
  }

  /**
   * An exclusive lease on a free account. The pick and the insert run in one IMMEDIATE transaction (SQLite's write
   * lock), and a unique index allows one active lease per account, so two processes never share an account. Waits
   * up to `waitMs` (polling) when every account is leased.
   */
  async lease(opts: LeaseOptions): Promise<Lease> {
    const deadline = this.now() + (opts.waitMs ?? 0);
    for (;;) {
      const leased = this.tryLease(opts);
      if (leased) return leased;
      if (this.now() >= deadline) {
        const busy = this.db.prepare('SELECT * FROM leases WHERE released_at IS NULL ORDER BY expires_at').all() as LeaseRow[];
        const holders = busy.map((l) => `${l.account} (${l.holder}, until ${iso(l.expires_at)})`).join(', ');
        throw new PoolError('no-free-account', `no free account in ${this.path}${opts.name ? ` named "${opts.name}"` : ''} after waiting ${opts.waitMs ?? 0} ms; leased: ${holders}`);
      }
      await sleep(Math.min(opts.pollMs ?? 500, Math.max(1, deadline - this.now())));
    }
  }

  private tryLease(opts: LeaseOptions): Lease | undefined {
    if (!(opts.ttlMs > 0)) throw new PoolError('bad-config', `lease ttlMs must be positive, got ${opts.ttlMs}`);
    return this.db.transaction(() => {
      this.reclaimNow();
      const count = (this.db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;
      if (!count) throw new PoolError('pool-empty', `the account pool ${this.path} has no accounts: add some with aca accounts add --config FILE | --env | --emulator URL`);
      if (opts.name) this.mustRow(opts.name);
      // Least recently leased first, so that the load spreads over the pool.
      const free = this.db.prepare(`SELECT a.* FROM accounts a WHERE NOT EXISTS (SELECT 1 FROM leases l WHERE l.account = a.name AND l.released_at IS NULL)
        AND (@name IS NULL OR a.name = @name)
        ORDER BY (SELECT MAX(acquired_at) FROM leases l WHERE l.account = a.name) NULLS FIRST, a.name LIMIT 1`).get({ name: opts.name ?? null }) as AccountRow | undefined;
      if (!free) return undefined;
      const account = this.credentials(free);
      const now = this.now();
      const row: LeaseRow = {
        id: `lease-${randomUUID()}`, account: free.name, holder: opts.holder, episode_id: opts.episodeId ?? null,
        pid: opts.pid === undefined ? process.pid : opts.pid, host: this.host, acquired_at: now, expires_at: now + opts.ttlMs, released_at: null, reason: null,
      };
      this.db.prepare(`INSERT INTO leases VALUES (@id, @account, @holder, @episode_id, @pid, @host, @acquired_at, @expires_at, @released_at, @reason)`).run(row);
      return { leaseId: row.id, name: free.name, holder: row.holder, episodeId: row.episode_id, expiresAt: iso(row.expires_at), account };
    }).immediate();
  }

  /** Moves an active lease's expiry to now + ttlMs; a lease already ended (or expired) cannot be renewed. */
  renew(leaseId: string, ttlMs: number): string {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT * FROM leases WHERE id = ?').get(leaseId) as LeaseRow | undefined;
      if (!row) throw new PoolError('lease-not-active', `no lease ${leaseId} in ${this.path}`);
      if (row.released_at !== null || row.expires_at <= this.now()) {
        throw new PoolError('lease-not-active', `lease ${leaseId} on "${row.account}" has ended (${row.reason ?? 'expired'}): the account may be another episode's now; lease again`);
      }
      const expires = this.now() + ttlMs;
      this.db.prepare('UPDATE leases SET expires_at = ? WHERE id = ?').run(expires, leaseId);
      return iso(expires);
    }).immediate();
  }

  /** Ends a lease; false when it had already ended. */
  release(leaseId: string): boolean {
    const row = this.db.prepare('SELECT * FROM leases WHERE id = ?').get(leaseId) as LeaseRow | undefined;
    if (!row) throw new PoolError('lease-not-active', `no lease ${leaseId} in ${this.path}`);
    const result = this.db.prepare(`UPDATE leases SET released_at = ?, reason = 'released' WHERE id = ? AND released_at IS NULL`).run(this.now(), leaseId);
    return result.changes > 0;
  }

  /** Ends leases that expired or whose holder process on this host is gone; returns them (with their episodeId). */
  reclaim(): LeaseRecord[] {
    return this.db.transaction(() => this.reclaimNow()).immediate();
  }

  /** Every lease, newest first (released ones too: what an episode that died left behind is found by its episodeId). */
  leases(opts: { activeOnly?: boolean } = {}): LeaseRecord[] {
    const rows = this.db.prepare(`SELECT * FROM leases ${opts.activeOnly ? 'WHERE released_at IS NULL' : ''} ORDER BY acquired_at DESC`).all() as LeaseRow[];
    return rows.map(toRecord);
  }

  /**
   * Rotates the account's AccessKey: RAM `CreateAccessKey` for its `ramUser` (or the emulator's control API), a
   * check that the new key signs, store, delete the old key. Holds a lease meanwhile: refuses a leased account
   * unless `opts.waitMs` lets it wait. `clients` defaults to SDK clients for the account's endpoint.
   */
  async rotate(name: string, clients?: ClientFactory, opts: RotateOptions = {}): Promise<RotateResult> {
    // Loaded on use: the SDKs it needs take seconds to load, and most pool users only lease.
    const { rotateAccessKey, defaultClientFactory } = await import('./poolRotate');
    return rotateAccessKey(this, name, clients ?? defaultClientFactory, opts);
  }

  /** The stored account behind a name, with its secret (rotation). */
  account(name: string): PoolAccountInput {
    const r = this.mustRow(name);
    return {
      name: r.name, accountId: r.account_id, accessKeyId: r.access_key_id, accessKeySecret: r.access_key_secret, secretEnv: r.secret_env, region: r.region,
      endpoint: r.endpoint, protocol: r.protocol, ramUser: r.ram_user, emulator: r.emulator, source: r.source,
    };
  }

  /** Stores a rotated AccessKey; the secret is kept in the db from now on (an env variable would hold the old one). */
  storeKey(name: string, accessKeyId: string, accessKeySecret: string): void {
    this.db.prepare('UPDATE accounts SET access_key_id = ?, access_key_secret = ?, secret_env = NULL WHERE name = ?').run(accessKeyId, accessKeySecret, name);
  }

  private reclaimNow(): LeaseRecord[] {
    const now = this.now();
    const active = this.db.prepare('SELECT * FROM leases WHERE released_at IS NULL').all() as LeaseRow[];
    const ended: LeaseRecord[] = [];
    const end = this.db.prepare('UPDATE leases SET released_at = ?, reason = ? WHERE id = ?');
    for (const l of active) {
      const reason = l.expires_at <= now ? 'expired' : l.pid !== null && l.host === this.host && !processAlive(l.pid) ? 'holder-gone' : null;
      if (!reason) continue;
      end.run(now, reason, l.id);
      ended.push(toRecord({ ...l, released_at: now, reason }));
    }
    return ended;
  }

  private credentials(row: AccountRow): Lease['account'] {
    const secret = row.access_key_secret ?? (row.secret_env ? process.env[row.secret_env]?.trim() : undefined);
    if (!secret) throw new PoolError('missing-secret', `account "${row.name}": its secret comes from the environment variable ${row.secret_env}, which is not set in this process`);
    return { accountId: row.account_id, accessKeyId: row.access_key_id, accessKeySecret: secret, endpoint: row.endpoint, protocol: row.protocol, regionId: row.region };
  }

  private row(name: string): AccountRow | undefined {
    return this.db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRow | undefined;
  }

  private mustRow(name: string): AccountRow {
    const row = this.row(name);
    if (!row) throw new PoolError('unknown-account', `no account "${name}" in the pool ${this.path}`);
    return row;
  }

  private activeLease(name: string): LeaseRow | undefined {
    return this.db.prepare('SELECT * FROM leases WHERE account = ? AND released_at IS NULL').get(name) as LeaseRow | undefined;
  }
}
