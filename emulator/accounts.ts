// Accounts (isolated tenants), their AccessKeys, one-time login tickets and console sessions.
import { randomBytes } from 'node:crypto';
import type { Cloud } from './cloud.js';
import { ControlError } from './errors.js';
import type { Rng } from './random.js';
import type { AccessKey, StoredEvent, Tenant } from './state.js';

/** The cloud allows two AccessKeys per identity: enough to rotate without downtime. */
const MAX_ACCESS_KEYS = 2;
const TICKET_TTL_MS = 10 * 60 * 1000;

function newAccessKey(rng: Rng, now: number): AccessKey {
  return { accessKeyId: `LTAI5t${rng.alnum(18)}`, accessKeySecret: rng.alnum(30), createdAt: new Date(now).toISOString() };
}

export function createAccount(cloud: Cloud, variant: string | null): Tenant {
  const rng = cloud.rng('accounts');
  let accountId: string;
  do accountId = `1${rng.chars(15, '0123456789')}`;
  while (cloud.tenant(accountId));
  const now = Date.now();
  const tenant = {
    accountId,
    variant,
    createdAt: new Date(now).toISOString(),
    resourceGroupId: `rg-acfm${rng.chars(11)}`,
    accessKeys: [newAccessKey(rng, now)],
    rng: cloud.newTenantRng(accountId),
    events: [] as StoredEvent[],
  } as Tenant;
  // The products make their parts of the account that their handlers index directly (the cast above stands for them).
  for (const product of cloud.products) product.init?.(tenant);
  cloud.state.accounts[accountId] = tenant;
  return tenant;
}

export function addAccessKey(cloud: Cloud, tenant: Tenant): AccessKey {
  if (tenant.accessKeys.length >= MAX_ACCESS_KEYS) {
    throw new ControlError(409, 'LimitExceeded.AccessKey', `Account ${tenant.accountId} already has ${MAX_ACCESS_KEYS} AccessKeys: delete one first.`);
  }
  const key = newAccessKey(cloud.rng('accounts'), Date.now());
  tenant.accessKeys.push(key);
  return key;
}

export function deleteAccessKey(tenant: Tenant, accessKeyId: string): void {
  const index = tenant.accessKeys.findIndex((k) => k.accessKeyId === accessKeyId);
  if (index < 0) throw new ControlError(404, 'AccessKeyNotFound', `Account ${tenant.accountId} has no AccessKey ${accessKeyId}.`);
  const [gone] = tenant.accessKeys.splice(index, 1);
  (tenant.deletedAccessKeys ??= []).push({ ...gone, deletedAt: new Date().toISOString() });
  if (tenant.deletedAccessKeys.length > 100) tenant.deletedAccessKeys.shift();
}

export type Lang = 'en' | 'zh';

interface Ticket {
  accountId: string;
  next?: string;
  lang?: Lang;
  expiresAt: number;
}

export interface Session {
  accountId: string;
  regionId: string;
  /** The temporary key the console's calls are logged under, as `STS.…` on the real cloud. */
  accessKeyId: string;
}

/** Tickets and sessions live outside the cloud state: snapshots and restores do not log anyone in or out. */
export class Logins {
  private readonly tickets = new Map<string, Ticket>();
  private readonly sessions = new Map<string, Session>();

  issueTicket(accountId: string, opts: { next?: string; lang?: Lang } = {}): string {
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { accountId, ...opts, expiresAt: Date.now() + TICKET_TTL_MS });
    return ticket;
  }

  /** Consumes a ticket: it works once, within ten minutes. */
  redeem(ticket: string): Ticket | undefined {
    const found = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return found && found.expiresAt >= Date.now() ? found : undefined;
  }

  startSession(accountId: string): string {
    const token = randomBytes(24).toString('base64url');
    this.sessions.set(token, { accountId, regionId: 'cn-hangzhou', accessKeyId: `STS.N${randomBytes(16).toString('base64url').slice(0, 21)}` });
    return token;
  }

  session(token: string | undefined): Session | undefined {
    return token ? this.sessions.get(token) : undefined;
  }

  endSession(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  clear(): void {
    this.tickets.clear();
    this.sessions.clear();
  }
}
