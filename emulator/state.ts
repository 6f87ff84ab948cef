// The cloud's data: accounts (tenants), their resources and their ActionTrail events. Plain JSON-able objects,
// so a snapshot is a structured clone. Resources hold their future status changes as timed transitions, applied
// when the account is next touched (each product's `settle` hook): no timers to cancel, and snapshots keep
// pending transitions.

export interface Transition {
  at: number;
  status: string;
  patch?: Record<string, unknown>;
}

export interface Lifecycle {
  Status: string;
  transitions: Transition[];
}

export interface AccessKey {
  accessKeyId: string;
  accessKeySecret: string;
  createdAt: string;
  /** RAM UpdateAccessKey: an Inactive key signs nothing (InvalidAccessKeyId.Inactive). Absent: Active. */
  status?: 'Active' | 'Inactive';
}

/** An ActionTrail event as LookupEvents returns it, with the time it becomes visible. */
export interface StoredEvent {
  /** Increasing per account, in time order: where a LookupEvents page ended (its NextToken). */
  seq: number;
  deliverAt: number;
  event: Record<string, unknown> & { eventTime: string };
}

/**
 * One account. The core keeps only what every account has; each product declares its own part of the account's
 * state next to the code that owns it (`declare module '…/state.js' { interface Tenant { … } }` in
 * `products/<key>/api/*.ts`), makes it lazily in an accessor (`kmsOf(tenant)`) or, for parts its handlers index
 * directly, in its `init` hook, and applies its due transitions in its `settle` hook. All of it stays plain JSON:
 * a snapshot is a structured clone.
 */
export interface Tenant {
  accountId: string;
  variant: string | null;
  createdAt: string;
  resourceGroupId: string;
  accessKeys: AccessKey[];
  /** Keys deleted since the account was made (the harness's view, for leak checks of secrets a page showed). */
  deletedAccessKeys?: Array<AccessKey & { deletedAt: string }>;
  /** This account's resource-ID stream: IDs do not depend on what other accounts do. */
  rng: Record<string, number>;
  events: StoredEvent[];
  /** Injected faults of this account alone, over the global ones (`PUT /__emulator/accounts/:id/faults`). */
  faults?: import('./faults.js').Faults;
}

export interface CloudState {
  accounts: Record<string, Tenant>;
  rng: Record<string, number>;
}

/** Applies every due transition of the given resources (a product's `settle` hook passes its tables). */
export function settleDue(resources: Record<string, Lifecycle>, now: number): void {
  for (const resource of Object.values(resources)) {
    while (resource.transitions.length && resource.transitions[0].at <= now) {
      const step = resource.transitions.shift()!;
      resource.Status = step.status;
      Object.assign(resource, step.patch);
    }
  }
}

/** Replaces a resource's pending transitions with `steps`, each `[delayMs, status, patch?]` from now. */
export function schedule(
  resource: Lifecycle,
  now: number,
  steps: Array<[number, string, Record<string, unknown>?]>,
): void {
  resource.transitions = steps.map(([delay, status, patch]) => ({ at: now + delay, status, patch }));
}
