// Accounts: tenants created on the emulator through its control API, or the real cloud's from the environment.
import { createCloudClient, isCloudEndpoint, type CloudClient, type CloudConfig } from './sdk';

/** One cloud account an episode runs in. */
export interface Account {
  accountId: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** With an `STS.…` AccessKey: its security token (the emulator's `sts-credentials`, or STS AssumeRole). */
  securityToken?: string;
  /** One-time console login URL (emulator accounts). */
  loginUrl?: string;
  /** `127.0.0.1:PORT` for the emulator; `aliyuncs.com` (regional endpoints) for the real cloud. */
  endpoint: string;
  protocol: 'HTTP' | 'HTTPS';
}

/** SDK client configuration for an account in a region. */
export const cloudConfigFor = (account: Account, regionId: string): CloudConfig => ({
  endpoint: isCloudEndpoint(account.endpoint) ? undefined : account.endpoint,
  protocol: account.protocol,
  accessKeyId: account.accessKeyId,
  accessKeySecret: account.accessKeySecret,
  ...(account.securityToken ? { securityToken: account.securityToken } : {}),
  regionId,
  accountId: account.accountId,
});

export class AccountError extends Error {
  constructor(
    readonly code: 'missing-credentials' | 'emulator-control-failed',
    message: string,
    /** HTTP status the control API answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

/** The real cloud's account from `ALIBABA_CLOUD_ACCESS_KEY_ID` / `_SECRET` (and `ALIBABA_CLOUD_REGION_ID`). */
export function accountFromEnv(env: NodeJS.ProcessEnv = process.env): Account & { regionId: string } {
  const accessKeyId = env.ALIBABA_CLOUD_ACCESS_KEY_ID?.trim();
  const accessKeySecret = env.ALIBABA_CLOUD_ACCESS_KEY_SECRET?.trim();
  const missing = [
    !accessKeyId && 'ALIBABA_CLOUD_ACCESS_KEY_ID',
    !accessKeySecret && 'ALIBABA_CLOUD_ACCESS_KEY_SECRET',
  ].filter(Boolean);
  if (!accessKeyId || !accessKeySecret) {
    throw new AccountError(
      'missing-credentials',
      `No Alibaba Cloud AccessKey in the environment: set ${missing.join(' and ')} (and optionally ` +
        'ALIBABA_CLOUD_REGION_ID, default cn-hangzhou), or run against the emulator.',
    );
  }
  return {
    // The real account ID is not derivable from the key offline; the key id names the account in reports.
    accountId: env.ALIBABA_CLOUD_ACCOUNT_ID?.trim() || `ak:${accessKeyId}`,
    accessKeyId,
    accessKeySecret,
    endpoint: 'aliyuncs.com',
    protocol: 'HTTPS',
    regionId: env.ALIBABA_CLOUD_REGION_ID?.trim() || 'cn-hangzhou',
  };
}

export interface CreateAccountOptions {
  /** Emulator UI variant (SPEC section 8); null for the current console. */
  variant?: string | null;
  /** Resources the account starts with (seeded without ActionTrail events). */
  fixtures?: { instances?: number; vpcs?: number };
}

/** Client of the emulator's control API (`/__emulator/`, admin token). The agent never sees it. */
export class EmulatorControl {
  private readonly base: URL;

  constructor(
    url: string,
    private readonly adminToken: string,
  ) {
    this.base = new URL(url);
  }

  /** Creates an isolated tenant with its AccessKey; the account's SDK endpoint is this emulator. */
  async createAccount(opts: CreateAccountOptions = {}): Promise<Account> {
    const body = await this.request<{ accountId: string; accessKeyId: string; accessKeySecret: string; loginUrl?: string }>(
      'POST',
      '/__emulator/accounts',
      { variant: opts.variant ?? null, fixtures: opts.fixtures },
    );
    return {
      accountId: body.accountId,
      accessKeyId: body.accessKeyId,
      accessKeySecret: body.accessKeySecret,
      loginUrl: body.loginUrl,
      endpoint: this.base.host,
      protocol: this.base.protocol === 'https:' ? 'HTTPS' : 'HTTP',
    };
  }

  /** A fresh one-time console login URL; `next` is the path to land on after login. */
  async loginUrl(accountId: string, opts: { next?: string; lang?: 'en' | 'zh' } = {}): Promise<string> {
    const body = await this.request<{ loginUrl: string }>(
      'POST',
      `/__emulator/accounts/${encodeURIComponent(accountId)}/login-ticket`,
      opts,
    );
    return body.loginUrl;
  }

  /** Switches the account's console to another UI variant (null: the current console). */
  async setVariant(accountId: string, variant: string | null): Promise<void> {
    await this.request('PUT', `/__emulator/accounts/${encodeURIComponent(accountId)}/variant`, { variant });
  }

  /** Sets injected faults for the whole emulator (`{}` clears them). */
  async setFaults(faults: Record<string, unknown>): Promise<void> {
    await this.request('PUT', '/__emulator/faults', faults);
  }

  /** Sets injected faults for one account, over the global ones field by field (`{}` clears them). */
  async setAccountFaults(accountId: string, faults: Record<string, unknown>): Promise<void> {
    await this.request('PUT', `/__emulator/accounts/${encodeURIComponent(accountId)}/faults`, faults);
  }

  /** Every account the emulator holds. */
  async listAccounts(): Promise<Array<{ accountId: string; variant: string | null }>> {
    return this.request('GET', '/__emulator/accounts');
  }

  /**
   * Runs `work` with an SDK client of one emulator account, through a short-lived STS credential of the account
   * (sweeps and leak checks of accounts whose keys we do not hold). It takes none of the account's two AccessKey
   * slots, so an account that holds two keys is reached too.
   */
  async withAccountClient<T>(accountId: string, regionId: string, work: (client: CloudClient) => Promise<T>): Promise<T> {
    return work(createCloudClient(cloudConfigFor(await this.stsAccount(accountId), regionId)));
  }

  /** The account as a temporary STS credential (the control API's `sts-credentials`, 1 hour unless asked). */
  async stsAccount(accountId: string, durationSeconds?: number): Promise<Account> {
    const c = await this.request<{ accessKeyId: string; accessKeySecret: string; securityToken: string }>(
      'POST',
      `/__emulator/accounts/${encodeURIComponent(accountId)}/sts-credentials`,
      durationSeconds === undefined ? {} : { durationSeconds },
    );
    const protocol = this.base.protocol === 'https:' ? 'HTTPS' : 'HTTP';
    return { accountId, accessKeyId: c.accessKeyId, accessKeySecret: c.accessKeySecret, securityToken: c.securityToken, endpoint: this.base.host, protocol };
  }

  /** The account's own AccessKeys, secrets included (the harness's view). */
  async accessKeys(accountId: string): Promise<Array<{ accessKeyId: string; accessKeySecret: string; createdAt: string; status: string }>> {
    return this.request('GET', `/__emulator/accounts/${encodeURIComponent(accountId)}/access-keys`);
  }

  /** Back to a freshly started emulator: every account and resource is gone. */
  async reset(): Promise<void> {
    await this.request('POST', '/__emulator/reset', {});
  }

  async health(): Promise<{ status: string; accounts: number; uptimeMs: number }> {
    return this.request('GET', '/__emulator/health');
  }

  /** A second AccessKey for the account (rotation: create, switch, delete the old one). */
  async createAccessKey(accountId: string): Promise<{ accessKeyId: string; accessKeySecret: string }> {
    return this.request('POST', `/__emulator/accounts/${encodeURIComponent(accountId)}/access-keys`, {});
  }

  async deleteAccessKey(accountId: string, accessKeyId: string): Promise<void> {
    await this.request('DELETE', `/__emulator/accounts/${encodeURIComponent(accountId)}/access-keys`, { accessKeyId });
  }

  private async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const url = new URL(path, this.base);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new AccountError('emulator-control-failed', `${method} ${url} failed: ${(err as Error).message}. Is the emulator running?`);
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const p = (parsed ?? {}) as { message?: string; Message?: string; error?: string; Code?: string; code?: string };
      const message = p.message ?? p.Message ?? p.error ?? (text.slice(0, 300) || res.statusText);
      const code = p.code ?? p.Code;
      throw new AccountError(
        'emulator-control-failed',
        `${method} ${path} answered HTTP ${res.status}${code ? ` ${code}` : ''}: ${message}`,
        res.status,
      );
    }
    if (parsed === undefined) {
      throw new AccountError('emulator-control-failed', `${method} ${path} answered non-JSON: ${text.slice(0, 200)}`, res.status);
    }
    return parsed as T;
  }
}
