// The root of the emulator's mutable state: accounts, randomness, faults and snapshots; and the account hooks of
// the products it serves (the registry's, from product-modules.ts).
import type { Faults } from './faults.js';
import { hashSeed, Rng } from './random.js';
import type { AccessKey, CloudState, Tenant } from './state.js';

type Stream = 'accounts' | 'requests' | 'faults';

/** What the cloud calls on each product it serves (a product module's hooks on the account's state). */
export interface AccountHooks {
  /** Makes the parts of a new account's state that its handlers index directly (`tenant.vpcs`); others are made on first use. */
  init?(tenant: Tenant): void;
  /** Applies its resources' due transitions; runs before every action of the account, whatever the product. */
  settle?(tenant: Tenant, now: number): void;
  /** The key of another identity of the account that signs requests as the account (a RAM user's Active key). */
  signingKey?(tenant: Tenant, accessKeyId: string): AccessKey | undefined;
}

export class Cloud {
  state: CloudState;
  faults: Faults = {};
  private readonly snapshots = new Map<string, CloudState>();

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
   * The account's own keys, and the keys its products' identities sign with as the account (a RAM user's Active
   * key, RAM `CreateAccessKey` with `UserName`: the `signingKey` hook).
   */
  byAccessKey(accessKeyId: string): { tenant: Tenant; key: AccessKey } | undefined {
    for (const tenant of Object.values(this.state.accounts)) {
      const key = tenant.accessKeys.find((k) => k.accessKeyId === accessKeyId);
      if (key) return { tenant, key };
      for (const product of this.products) {
        const other = product.signingKey?.(tenant, accessKeyId);
        if (other) return { tenant, key: other };
      }
    }
    return undefined;
  }

  /** Duration of an asynchronous state change: the fault setting if there is one, else the default. */
  transitionMs(defaultMs: number): number {
    return this.faults.transitionMs ?? defaultMs;
  }

  /** Back to a freshly started emulator (same seed); snapshots are kept. */
  reset(): void {
    this.state = this.fresh();
    this.faults = {};
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
