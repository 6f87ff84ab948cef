// CDN 2018-05-10 through its official SDK: the HTTPS page's Force Redirect (https_force, http_force) and HSTS and the
// Back-to-origin page's origin protocol policy (forward_scheme), set
// with BatchSetCdnDomainConfig and read back with DescribeCdnDomainConfigs, and the arguments they refuse.
import CdnModule, * as $Cdn from '@alicloud/cdn20180510';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { newAccount, sdkError, SDK_WAIT } from '../../testing.js';

const CdnClient = (CdnModule as unknown as { default?: typeof CdnModule }).default ?? CdnModule;

let em: RunningEmulator;
let cdn: InstanceType<typeof CdnClient>;
const fn = (functionName: string, args: Record<string, string>) =>
  JSON.stringify([{ functionName, functionArgs: Object.entries(args).map(([argName, argValue]) => ({ argName, argValue })) }]);
const set = (functions: string) => cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'secure.example.com', functions }));
const argsOf = async (name: string) =>
  Object.fromEntries(
    ((await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'secure.example.com', functionNames: name }))).body!.domainConfigs!.domainConfig![0]?.functionArgs?.functionArg ?? []).map((a) => [a.argName, a.argValue]),
  );

beforeAll(async () => {
  em = await startEmulator({ seed: 'cdn-https', eventDelayMs: 0 });
  const account = await newAccount(em);
  cdn = new CdnClient({ accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof CdnClient>[0]);
  const sources = JSON.stringify([{ content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20', weight: '10' }]);
  await cdn.addCdnDomain(new $Cdn.AddCdnDomainRequest({ domainName: 'secure.example.com', cdnType: 'web', sources, scope: 'domestic' }));
});
afterAll(() => em.close());

describe('CDN HTTPS options', () => {
  it('turns HSTS on with its max age and subdomains, and redirects HTTP to HTTPS', async () => {
    await set(fn('HSTS', { enabled: 'on', https_hsts_max_age: '5184000', https_hsts_include_subdomains: 'on' }));
    expect(await argsOf('HSTS')).toEqual({ enabled: 'on', https_hsts_max_age: '5184000', https_hsts_include_subdomains: 'on' });
    await set(fn('https_force', { enable: 'on' }));
    expect(await argsOf('https_force')).toEqual({ enable: 'on' });
  });

  it('sets the origin protocol policy, and refuses HSTS without its switch and a protocol it does not know', async () => {
    await set(fn('forward_scheme', { enable: 'on', scheme_origin: 'https' }));
    expect(await argsOf('forward_scheme')).toEqual({ enable: 'on', scheme_origin: 'https' });
    expect((await sdkError(set(fn('HSTS', { https_hsts_max_age: '60' })))).code).toMatch(/^InvalidFunctions/);
    expect((await sdkError(set(fn('forward_scheme', { enable: 'on', scheme_origin: 'ftp' })))).code).toMatch(/^InvalidFunctions/);
  });
});
