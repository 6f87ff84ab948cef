// The root of the emulator's mutable state: accounts, randomness, faults and snapshots; the account hooks of the
// products it serves (the registry's, from product-modules.ts); and the short-lived STS-style credentials the
// control API issues (outside the state, like console sessions: restores keep them).
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

/** What a product that keeps identities (RAM) decides about a call signed by one of them. */
export interface Decision {
  allowed: boolean;
  why?: 'explicit-deny' | 'no-allow';
  /** The policy that decided (an explicit Deny). */
  by?: string;
}

type Stream = 'accounts' | 'requests' | 'faults';

/** What the cloud calls on each product it serves (a product module's hooks on the account's state). */
export interface AccountHooks {
  /** Makes the parts of a new account's state that its handlers index directly (`tenant.vpcs`); others are made on first use. */
  init?(tenant: Tenant): void;
  /** Applies its resources' due transitions; runs before every action of the account, whatever the product. */
  settle?(tenant: Tenant, now: number): void;
  /** The owner of a key of another identity of the account (a RAM user's key), Inactive keys included. */
  keyOwner?(tenant: Tenant, accessKeyId: string): Omit<KeyOwner, 'tenant'> | undefined;
  /** Whether that identity may call `ramAction` (`ecs:StopInstance`): the identity product's policy evaluation. */
  authorize?(tenant: Tenant, userName: string, ramAction: string): Decision | undefined;
}

export class Cloud {
  state: CloudState;
  faults: Faults = {};
  private readonly snapshots = new Map<string, CloudState>();
  private readonly sts = new Map<string, StsCredential>();

  constructor(
    readonly seed: string,
    /** How long an ActionTrail event takes to become visible to LookupEvents, in ms. */
    readonly eventDelayMs: number,
    /** The products it serves, in registry order. */
    readonly products: readonly AccountHooks[],
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
   * The owner of a key: the account itself (its own keys), another identity of it (a RAM user's key, RAM
   * `CreateAccessKey` with `UserName`: the `keyOwner` hook), or an STS credential of the control API. Inactive keys
   * are found too: the gateway refuses them with the cloud's InvalidAccessKeyId.Inactive rather than NotFound.
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
      for (const product of this.products) {
        const other = product.keyOwner?.(tenant, accessKeyId);
        if (other) return { tenant, ...other };
      }
    }
    return undefined;
  }

  /** How the product that keeps the account's identities decides on a call by one of them (none: allowed). */
  authorize(tenant: Tenant, userName: string, ramAction: string): Decision {
    for (const product of this.products) {
      const decision = product.authorize?.(tenant, userName, ramAction);
      if (decision) return decision;
    }
    return { allowed: true };
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
