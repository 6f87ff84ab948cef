// The root of the emulator's mutable state: accounts, randomness, faults and snapshots.
import type { Faults } from './faults.js';
import { hashSeed, Rng } from './random.js';
import type { AccessKey, CloudState, Tenant } from './state.js';

type Stream = 'accounts' | 'requests' | 'faults';

export class Cloud {
  state: CloudState;
  faults: Faults = {};
  private readonly snapshots = new Map<string, CloudState>();

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

  /** The account's own keys, and its RAM users' Active keys (RAM `CreateAccessKey` with `UserName`): both sign calls. */
  byAccessKey(accessKeyId: string): { tenant: Tenant; key: AccessKey } | undefined {
    for (const tenant of Object.values(this.state.accounts)) {
      const key = tenant.accessKeys.find((k) => k.accessKeyId === accessKeyId);
      if (key) return { tenant, key };
      for (const user of Object.values(tenant.ram?.users ?? {})) {
        const userKey = user.accessKeys.find((k) => k.AccessKeyId === accessKeyId && k.Status === 'Active');
        if (userKey) return { tenant, key: { accessKeyId, accessKeySecret: userKey.AccessKeySecret, createdAt: userKey.CreateDate } };
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
