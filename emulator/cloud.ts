// The root of the emulator's mutable state: accounts, randomness, faults and snapshots; and the short-lived
// STS-style credentials the control API issues (outside the state, like console sessions: restores keep them).
import { randomBytes } from 'node:crypto';
import type { Faults } from './faults.js';
import { hashSeed, Rng } from './random.js';
import type { CloudState, Tenant } from './state.js';

/** Who an AccessKey belongs to, and what the gateway checks before it lets a call through. */
export interface KeyOwner {
  tenant: Tenant;
  accessKeyId: string;
  accessKeySecret: string;
  status: 'Active' | 'Inactive';
  /** The RAM user whose key it is: its calls are checked against the user's policies. Absent for the account's own keys. */
  user?: { UserId: string; UserName: string };
  /** STS credentials: the token that must come with every call, and when it stops working. */
  sts?: { securityToken: string; expiresAt: number };
}

/** A temporary credential for one account, as STS issues them (`STS.…` key, secret, security token). */
export interface StsCredential {
  accountId: string;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiresAt: number;
}

type Stream = 'accounts' | 'requests' | 'faults';

export class Cloud {
  state: CloudState;
  faults: Faults = {};
  private readonly snapshots = new Map<string, CloudState>();
  private readonly sts = new Map<string, StsCredential>();

  constructor(
    readonly seed: string,
    /** How long an ActionTrail event takes to become visible to LookupEvents, in ms. */
    readonly eventDelayMs: number,
  ) {
    this.state = this.fresh();
  }

  rng(stream: Stream): Rng {
    return new Rng(this.state.rng, stream);
  }

  /** The stream an account's resource IDs come from. */
  tenantRng(tenant: Tenant): Rng {
    return new Rng(tenant.rng, 'ids');
  }

  newTenantRng(accountId: string): Record<string, number> {
    return { ids: hashSeed(this.seed, 'account', accountId) };
  }

  tenant(accountId: string): Tenant | undefined {
    return this.state.accounts[accountId];
  }

  /**
   * The owner of a key: the account itself (its own keys), one of its RAM users (RAM `CreateAccessKey` with
   * `UserName`), or an STS credential of the control API. Inactive keys are found too: the gateway refuses them
   * with the cloud's InvalidAccessKeyId.Inactive rather than NotFound.
   */
  byAccessKey(accessKeyId: string): KeyOwner | undefined {
    const sts = this.sts.get(accessKeyId);
    if (sts) {
      const tenant = this.tenant(sts.accountId);
      return tenant && { tenant, accessKeyId, accessKeySecret: sts.accessKeySecret, status: 'Active', sts: { securityToken: sts.securityToken, expiresAt: sts.expiresAt } };
    }
    for (const tenant of Object.values(this.state.accounts)) {
      const key = tenant.accessKeys.find((k) => k.accessKeyId === accessKeyId);
      if (key) return { tenant, accessKeyId, accessKeySecret: key.accessKeySecret, status: key.status ?? 'Active' };
      for (const user of Object.values(tenant.ram?.users ?? {})) {
        const userKey = user.accessKeys.find((k) => k.AccessKeyId === accessKeyId);
        if (userKey) return { tenant, accessKeyId, accessKeySecret: userKey.AccessKeySecret, status: userKey.Status, user: { UserId: user.UserId, UserName: user.UserName } };
      }
    }
    return undefined;
  }

  /** A temporary credential acting as the account (the root identity), valid for `durationSeconds`. */
  issueSts(accountId: string, durationSeconds: number, now = Date.now()): StsCredential {
    for (const [id, c] of this.sts) if (c.expiresAt < now) this.sts.delete(id);
    const credential: StsCredential = {
      accountId,
      accessKeyId: `STS.NT${randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20)}`,
      accessKeySecret: randomBytes(24).toString('base64url'),
      securityToken: `CAIS${randomBytes(96).toString('base64')}`,
      expiresAt: now + durationSeconds * 1000,
    };
    this.sts.set(credential.accessKeyId, credential);
    return credential;
  }

  /** Duration of an asynchronous state change: the fault setting if there is one, else the default. */
  transitionMs(defaultMs: number): number {
    return this.faults.transitionMs ?? defaultMs;
  }

  /** Back to a freshly started emulator (same seed); snapshots are kept. */
  reset(): void {
    this.state = this.fresh();
    this.faults = {};
    this.sts.clear();
  }

  snapshot(): string {
    const id = `snap-${this.snapshots.size + 1}`;
    this.snapshots.set(id, structuredClone(this.state));
    return id;
  }

  restore(snapshotId: string): boolean {
    const saved = this.snapshots.get(snapshotId);
    if (!saved) return false;
    this.state = structuredClone(saved);
    return true;
  }

  private fresh(): CloudState {
    return {
      accounts: {},
      rng: {
        accounts: hashSeed(this.seed, 'accounts'),
        requests: hashSeed(this.seed, 'requests'),
        faults: hashSeed(this.seed, 'faults'),
      },
    };
  }
}
