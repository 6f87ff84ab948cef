// The account pool's inputs: a YAML config file of accounts, or the environment's one account. Validated here (the
// file is an edge); every problem is reported at once with the entry's field path.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

// Runtime imports of account.ts or sdk.ts would load every Alibaba Cloud SDK (seconds): `aca accounts lease` and the
// pool stay without them, and take account.ts only when they need it.
const isCloudEndpoint = (endpoint: string) => /(^|\.)aliyuncs\.com$/.test(endpoint); // as sdk.ts's

export class PoolError extends Error {
  constructor(
    readonly code:
      | 'bad-config'
      | 'duplicate-account'
      | 'unknown-account'
      | 'pool-empty'
      | 'no-free-account'
      | 'lease-not-active'
      | 'account-leased'
      | 'missing-secret'
      | 'rotation-failed',
    message: string,
  ) {
    super(message);
    this.name = 'PoolError';
  }
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/** One account of a pool config file. */
export const PoolAccountConfigSchema = z
  .strictObject({
    /** Unique in the pool: letters, digits, `.`, `_`, `-`. */
    name: z.string().regex(NAME, 'letters, digits, ".", "_" or "-", at most 63, starting with a letter or digit'),
    accessKeyId: z.string().trim().min(1),
    /** The secret itself (stored in the pool db, mode 0600); or give `accessKeySecretEnv`. */
    accessKeySecret: z.string().trim().min(1).optional(),
    /** Name of an environment variable holding the secret, read at lease time (never stored). */
    accessKeySecretEnv: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name').optional(),
    /** Default `cn-hangzhou`. */
    region: z.string().trim().min(1).optional(),
    /**
     * Default `aliyuncs.com` (the real cloud, HTTPS). A bare host other than `*.aliyuncs.com` (the emulator's
     * `127.0.0.1:PORT`) is HTTP; `https://host` / `http://host` say the protocol.
     */
    endpoint: z.string().trim().min(1).optional(),
    /** The RAM user this AccessKey belongs to: needed to rotate the key through RAM. */
    ramUser: z.string().trim().min(1).optional(),
    /** Shown in reports; default `ak:<accessKeyId as added>`. */
    accountId: z.string().trim().min(1).optional(),
  })
  .superRefine((entry, ctx) => {
    if (!!entry.accessKeySecret === !!entry.accessKeySecretEnv) {
      ctx.addIssue({ code: 'custom', path: ['accessKeySecret'], message: 'give exactly one of accessKeySecret and accessKeySecretEnv' });
    }
  });
export type PoolAccountConfig = z.infer<typeof PoolAccountConfigSchema>;

/** An account as the pool stores it. */
export interface PoolAccountInput {
  name: string;
  accountId: string;
  accessKeyId: string;
  /** Stored secret, or null when `secretEnv` names where to read it. */
  accessKeySecret: string | null;
  secretEnv: string | null;
  region: string;
  endpoint: string;
  protocol: 'HTTP' | 'HTTPS';
  ramUser: string | null;
  /** The emulator's base URL, for emulator accounts (rotation through its control API). */
  emulator: string | null;
  source: 'config' | 'env' | 'emulator';
}

function splitEndpoint(endpoint: string | undefined): { endpoint: string; protocol: 'HTTP' | 'HTTPS' } {
  if (!endpoint) return { endpoint: 'aliyuncs.com', protocol: 'HTTPS' };
  const scheme = /^(https?):\/\/([^/]+)\/?$/i.exec(endpoint);
  if (scheme) return { endpoint: scheme[2], protocol: scheme[1].toLowerCase() === 'https' ? 'HTTPS' : 'HTTP' };
  return { endpoint, protocol: isCloudEndpoint(endpoint) ? 'HTTPS' : 'HTTP' };
}

const where = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(top level)';

/** Parses a config file's text (a YAML list of accounts); `file` names it in errors. */
export function parsePoolConfig(text: string, file: string): PoolAccountInput[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (err) {
    throw new PoolError('bad-config', `${file}: not valid YAML: ${(err as Error).message}`);
  }
  const result = z.array(PoolAccountConfigSchema).min(1, 'the file lists no accounts').safeParse(data);
  const problems = result.success ? [] : result.error.issues.map((i) => `${where(i.path)}: ${i.message}`);
  const entries = result.success ? result.data : [];
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    if (seen.has(e.name)) problems.push(`[${i}].name: "${e.name}" is already the name of entry [${seen.get(e.name)}]`);
    seen.set(e.name, i);
  });
  if (problems.length) {
    throw new PoolError('bad-config', `${file}: ${problems.length} problem(s) in the account list (a YAML list of { name, accessKeyId, accessKeySecret | accessKeySecretEnv, region?, endpoint?, ramUser? }):\n  ${problems.join('\n  ')}`);
  }
  return entries.map((e) => ({
    name: e.name,
    accountId: e.accountId ?? `ak:${e.accessKeyId}`,
    accessKeyId: e.accessKeyId,
    accessKeySecret: e.accessKeySecret ?? null,
    secretEnv: e.accessKeySecretEnv ?? null,
    region: e.region ?? 'cn-hangzhou',
    ...splitEndpoint(e.endpoint),
    ramUser: e.ramUser ?? null,
    emulator: null,
    source: 'config',
  }));
}

export function loadPoolConfig(file: string): PoolAccountInput[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PoolError('bad-config', `cannot read the account config ${file}: ${(err as Error).message}`);
  }
  return parsePoolConfig(text, file);
}

/** The environment's account (`ALIBABA_CLOUD_ACCESS_KEY_ID` / `_SECRET` / `_REGION_ID`); its secret stays there. */
export async function envPoolAccount(name = 'env', env: NodeJS.ProcessEnv = process.env): Promise<PoolAccountInput> {
  const { accountFromEnv, AccountError } = await import('./account');
  let account;
  try {
    account = accountFromEnv(env);
  } catch (err) {
    if (err instanceof AccountError) throw new PoolError('bad-config', err.message);
    throw err;
  }
  return {
    name,
    accountId: account.accountId,
    accessKeyId: account.accessKeyId,
    accessKeySecret: null,
    secretEnv: 'ALIBABA_CLOUD_ACCESS_KEY_SECRET',
    region: account.regionId,
    endpoint: account.endpoint,
    protocol: account.protocol,
    ramUser: null,
    emulator: null,
    source: 'env',
  };
}

/** `LTAI****abcd`: enough to tell keys apart in a listing. */
export const maskKeyId = (id: string) => (id.length > 8 ? `${id.slice(0, 4)}****${id.slice(-4)}` : '****');
