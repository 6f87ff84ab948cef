// CDN 2018-05-10 through its official SDK (@alicloud/cdn20180510), signed like any SDK call.
import CdnModule, * as $Cdn from '@alicloud/cdn20180510';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SEEN_MID_CHANGE, transitionsTake, SDK_WAIT, type Account } from '../../testing.js';

const CdnClient = (CdnModule as unknown as { default?: typeof CdnModule }).default ?? CdnModule;

let em: RunningEmulator;
let account: Account;
let cdn: InstanceType<typeof CdnClient>;

const clientFor = (as: Account, opts: { accessKeySecret?: string } = {}) =>
  new CdnClient({
    accessKeyId: as.accessKeyId, accessKeySecret: opts.accessKeySecret ?? as.accessKeySecret, endpoint: `127.0.0.1:${em.port}`,
    protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou',
  } as ConstructorParameters<typeof CdnClient>[0]);

const ipOrigin = JSON.stringify([{ content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20', weight: '10' }]);

const addDomain = (domainName: string, extra: Partial<$Cdn.AddCdnDomainRequest> = {}) =>
  cdn.addCdnDomain(new $Cdn.AddCdnDomainRequest({ domainName, cdnType: 'web', sources: ipOrigin, scope: 'domestic', ...extra }));

const detail = async (domainName: string) =>
  (await cdn.describeCdnDomainDetail(new $Cdn.DescribeCdnDomainDetailRequest({ domainName }))).body!.getDomainDetailModel!;

async function untilOnline(domainName: string) {
  for (let i = 0; i < 40; i++) {
    if ((await detail(domainName)).domainStatus === 'online') return;
    await sleep(100);
  }
  throw new Error(`${domainName} did not go online`);
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'cdn', eventDelayMs: 0 });
  account = await newAccount(em);
  cdn = clientFor(account);
});
afterAll(() => em.close());

describe('CDN accelerated domains', () => {
  it('adds a domain that is configuring, then online; stops, starts and deletes it', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    await addDomain('static.example.com');
    const d = await detail('static.example.com');
    expect(d).toMatchObject({ domainName: 'static.example.com', cdnType: 'web', scope: 'domestic', domainStatus: 'configuring', cname: 'static.example.com.w.kunlunsl.com' });
    expect(d.sourceModels!.sourceModel![0]).toMatchObject({ content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20' });
    expect((await sdkError(cdn.stopCdnDomain(new $Cdn.StopCdnDomainRequest({ domainName: 'static.example.com' })))).code).toBe('InvalidDomain.Configuring');
    expect((await sdkError(addDomain('static.example.com'))).code).toBe('Domain.AlreadyExist');

    await untilOnline('static.example.com');
    const listed = (await cdn.describeUserDomains(new $Cdn.DescribeUserDomainsRequest({ domainName: 'static', pageSize: 50 }))).body!;
    expect(listed.totalCount).toBe(1);
    expect(listed.domains!.pageData![0]).toMatchObject({ domainName: 'static.example.com', domainStatus: 'online', coverage: 'domestic', sources: { source: [expect.objectContaining({ content: '203.0.113.10' })] } });

    await cdn.stopCdnDomain(new $Cdn.StopCdnDomainRequest({ domainName: 'static.example.com' }));
    expect((await detail('static.example.com')).domainStatus).toBe('offline');
    await cdn.startCdnDomain(new $Cdn.StartCdnDomainRequest({ domainName: 'static.example.com' }));
    expect((await detail('static.example.com')).domainStatus).toBe('configuring');
    await untilOnline('static.example.com');
    await cdn.deleteCdnDomain(new $Cdn.DeleteCdnDomainRequest({ domainName: 'static.example.com' }));
    const gone = await sdkError(detail('static.example.com'));
    expect(gone).toMatchObject({ code: 'InvalidDomain.NotFound', status: 404 });
    expect(gone.data).toMatchObject({ Code: 'InvalidDomain.NotFound', HostId: 'cdn.aliyuncs.com', RequestId: expect.any(String) });
    await transitionsTake(em, account);
  });

  it('answers invalid parameters with the cloud error shape', async () => {
    expect((await sdkError(addDomain('not a domain'))).code).toBe('InvalidDomainName.Malformed');
    expect((await sdkError(addDomain('a.example.com', { cdnType: 'live' }))).code).toBe('InvalidCdnType.Malformed');
    const badOrigin = await sdkError(addDomain('a.example.com', { sources: JSON.stringify([{ content: '300.1.1.1', type: 'ipaddr' }]) }));
    expect(badOrigin).toMatchObject({ code: 'InvalidSources.Malformed', status: 400 });
    expect(badOrigin.data.Message).toContain('300.1.1.1');
    expect((await sdkError(cdn.addCdnDomain(new $Cdn.AddCdnDomainRequest({ cdnType: 'web', sources: ipOrigin })))).code).toBe('MissingParameter');
  });

  it('refuses a bad signature', async () => {
    const forged = await sdkError(clientFor(account, { accessKeySecret: 'wrong-secret' }).describeUserDomains(new $Cdn.DescribeUserDomainsRequest({})));
    expect(forged.code).toBe('SignatureDoesNotMatch');
  });
});

describe('CDN domain configurations', () => {
  it('sets cache expiration rules and a Referer whitelist, lists and deletes them; ActionTrail has the calls', async () => {
    await addDomain('img.example.com');
    const rule = JSON.stringify([{ functionName: 'filetype_based_ttl_set', functionArgs: [{ argName: 'file_type', argValue: 'jpg,png' }, { argName: 'ttl', argValue: '3600' }, { argName: 'weight', argValue: '10' }] }]);
    const set = (await cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'img.example.com', functions: rule }))).body!;
    const configId = String(set.domainConfigList!.domainConfigModel![0].configId);
    expect(set.domainConfigList!.domainConfigModel![0]).toMatchObject({ domainName: 'img.example.com', functionName: 'filetype_based_ttl_set' });

    const badTtl = JSON.stringify([{ functionName: 'path_based_ttl_set', functionArgs: [{ argName: 'path', argValue: 'static' }, { argName: 'ttl', argValue: '60' }] }]);
    expect((await sdkError(cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'img.example.com', functions: badTtl })))).code).toBe('InvalidFunctions.Malformed');

    const white = (list: string) => JSON.stringify([{ functionName: 'referer_white_list_set', functionArgs: [{ argName: 'refer_domain_allow_list', argValue: list }, { argName: 'allow_empty', argValue: 'off' }] }]);
    await cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'img.example.com', functions: white('a.example.com') }));
    await cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'img.example.com', functions: white('b.example.com') }));
    const configs = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'img.example.com' }))).body!.domainConfigs!.domainConfig!;
    expect(configs.map((c) => c.functionName)).toEqual(['filetype_based_ttl_set', 'referer_white_list_set']);
    expect(configs[1].functionArgs!.functionArg).toContainEqual(expect.objectContaining({ argName: 'refer_domain_allow_list', argValue: 'b.example.com' }));

    await cdn.deleteSpecificConfig(new $Cdn.DeleteSpecificConfigRequest({ domainName: 'img.example.com', configId }));
    const left = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'img.example.com', functionNames: 'filetype_based_ttl_set' }))).body!;
    expect(left.domainConfigs!.domainConfig ?? []).toHaveLength(0);
    expect((await sdkError(cdn.deleteSpecificConfig(new $Cdn.DeleteSpecificConfigRequest({ domainName: 'img.example.com', configId })))).code).toBe('InvalidConfigId.NotFound');

    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'ServiceName', 'LookupAttribute.1.Value': 'Cdn', MaxResults: '50' });
    const batch = Events.find((e) => e.eventName === 'BatchSetCdnDomainConfig' && e.requestParameters.DomainNames === 'img.example.com');
    expect(batch).toMatchObject({ serviceName: 'Cdn', apiVersion: '2018-05-10', eventRW: 'Write' });
    expect(Events.some((e) => e.eventName === 'AddCdnDomain' && e.requestParameters.DomainName === 'img.example.com')).toBe(true);
  });
});

describe('CDN purge, prefetch, origins, HTTPS and access control', () => {
  it('refreshes URLs and directories and prefetches URLs of its domains; the tasks complete', async () => {
    await addDomain('cache.example.com');
    const refresh = (objectPath: string, objectType?: string) => cdn.refreshObjectCaches(new $Cdn.RefreshObjectCachesRequest({ objectPath, objectType }));
    const file = (await refresh('https://cache.example.com/a.png\nhttps://cache.example.com/b.png')).body!;
    expect(file.refreshTaskId!.split(',')).toHaveLength(2);
    await refresh('https://cache.example.com/static/', 'Directory');
    expect((await sdkError(refresh('https://cache.example.com/static', 'Directory'))).code).toBe('InvalidObjectPath.Malformed');
    expect((await sdkError(refresh('cache.example.com/a.png'))).code).toBe('InvalidObjectPath.Malformed');
    expect((await sdkError(refresh('https://other.example.net/a.png'))).code).toBe('InvalidDomain.NotFound');
    const push = (await cdn.pushObjectCache(new $Cdn.PushObjectCacheRequest({ objectPath: 'https://cache.example.com/app.apk', area: 'domestic' }))).body!;
    expect(push.pushTaskId).toMatch(/^\d+$/);

    const tasks = async () => (await cdn.describeRefreshTasks(new $Cdn.DescribeRefreshTasksRequest({ pageSize: 50 }))).body!.tasks!.CDNTask!;
    expect((await tasks()).map((t) => [t.objectType, t.status])).toEqual([
      ['preload', 'Refreshing'], ['directory', 'Refreshing'], ['file', 'Refreshing'], ['file', 'Refreshing'],
    ]);
    await sleep(1300);
    expect((await tasks()).every((t) => t.status === 'Complete' && t.process === '100%')).toBe(true);
  });

  it('replaces the origin servers, sets IP lists and compression, and configures HTTPS without logging the private key', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    await addDomain('origin.example.com');
    await untilOnline('origin.example.com');
    const sources = JSON.stringify([
      { content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20', weight: '10' },
      { content: '203.0.113.20', type: 'ipaddr', port: 80, priority: '30', weight: '10' },
    ]);
    await cdn.modifyCdnDomain(new $Cdn.ModifyCdnDomainRequest({ domainName: 'origin.example.com', sources }));
    const d = await detail('origin.example.com');
    expect(d.domainStatus).toBe('configuring');
    expect(d.sourceModels!.sourceModel!.map((s) => [s.content, s.priority])).toEqual([['203.0.113.10', '20'], ['203.0.113.20', '30']]);
    await untilOnline('origin.example.com');

    const fn = (functionName: string, args: Record<string, string>) =>
      JSON.stringify([{ functionName, functionArgs: Object.entries(args).map(([argName, argValue]) => ({ argName, argValue })) }]);
    const set = (functions: string) => cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'origin.example.com', functions }));
    await set(fn('ip_black_list_set', { ip_list: '198.51.100.0/24,192.0.2.1' }));
    await set(fn('ip_allow_list_set', { ip_list: '10.0.0.0/8' }));
    expect((await sdkError(set(fn('ip_black_list_set', { ip_list: '10.0.0.300' })))).code).toBe('InvalidFunctions.Malformed');
    await set(fn('gzip', { enable: 'on' }));
    const configs = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'origin.example.com' }))).body!.domainConfigs!.domainConfig!;
    expect(configs.map((c) => c.functionName)).toEqual(['ip_allow_list_set', 'gzip']);
    // Performance and video settings: HTML optimization, parameter filtering (one of its two modes at a time), Range
    // origin fetch (on, off or force) and video seeking with its parameter names.
    await set(fn('tesla', { enable: 'on', trim_css: 'on', trim_js: 'off' }));
    await set(fn('set_hashkey_args', { disable: 'on', hashkey_args: 'x,y', keep_oss_args: 'off' }));
    await set(fn('ali_remove_args', { ali_remove_args: 'utm_source utm_medium', keep_oss_args: 'on' }));
    expect((await sdkError(set(fn('ali_remove_args', { ali_remove_args: 'a,b' })))).code).toBe('InvalidFunctions.Malformed');
    await set(fn('range', { enable: 'force' }));
    expect((await sdkError(set(fn('range', { enable: 'always' })))).code).toBe('InvalidFunctions.Malformed');
    await set(fn('video_seek', { enable: 'on', flv_seek_by_time: 'on', mp4_seek_start: 'begin', mp4_seek_end: 'stop' }));
    expect((await sdkError(set(fn('video_seek', { enable: 'on', mp4_seek_start: 'start-at' })))).code).toBe('InvalidFunctions.Malformed');
    const perf = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'origin.example.com', functionNames: 'tesla,set_hashkey_args,ali_remove_args,range,video_seek' }))).body!.domainConfigs!.domainConfig!;
    expect(perf.map((c) => c.functionName)).toEqual(['tesla', 'ali_remove_args', 'range', 'video_seek']);
    // Custom response headers: several at once, each a configuration of its own; a header name is letters, digits, hyphens.
    await set(fn('set_resp_header', { header_operation_type: 'add', key: 'Access-Control-Allow-Origin', value: '*', duplicate: 'off' }));
    await set(fn('set_resp_header', { key: 'X-Doc', value: '1' }));
    expect((await sdkError(set(fn('set_resp_header', { key: 'X Doc', value: '1' })))).code).toBe('InvalidFunctions.Malformed');
    expect((await sdkError(set(fn('set_resp_header', { key: 'X-Doc', header_operation_type: 'append' })))).code).toBe('InvalidFunctions.Malformed');
    const headers = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'origin.example.com', functionNames: 'set_resp_header' }))).body!.domainConfigs!.domainConfig!;
    expect(headers.map((c) => c.functionArgs!.functionArg!.find((a) => a.argName === 'key')!.argValue)).toEqual(['Access-Control-Allow-Origin', 'X-Doc']);

    const pub = '-----BEGIN CERTIFICATE-----MIIDdzCCAl+gAwIBAgIE-----END CERTIFICATE-----';
    const pri = '-----BEGIN RSA PRIVATE KEY-----MIIEpAIBAAKCAQEA-----END RSA PRIVATE KEY-----';
    const ssl = (extra: Partial<$Cdn.SetCdnDomainSSLCertificateRequest>) =>
      cdn.setCdnDomainSSLCertificate(new $Cdn.SetCdnDomainSSLCertificateRequest({ domainName: 'origin.example.com', SSLProtocol: 'on', certType: 'upload', certName: 'cert-1', SSLPub: pub, SSLPri: pri, ...extra }));
    expect((await sdkError(ssl({ SSLPub: 'not a certificate' }))).code).toBe('InvalidSSLPub.Malformed');
    await ssl({});
    const cert = (await cdn.describeDomainCertificateInfo(new $Cdn.DescribeDomainCertificateInfoRequest({ domainName: 'origin.example.com' }))).body!.certInfos!.certInfo![0];
    expect(cert).toMatchObject({ certName: 'cert-1', certType: 'upload', serverCertificateStatus: 'on' });
    const listed = (await cdn.describeUserDomains(new $Cdn.DescribeUserDomainsRequest({ domainName: 'origin.example.com' }))).body!;
    expect(listed.domains!.pageData![0].sslProtocol).toBe('on');

    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'SetCdnDomainSSLCertificate' });
    expect(Events.length).toBeGreaterThan(0);
    for (const e of Events) expect(e.requestParameters.SSLPri ?? '******').toBe('******');
    await transitionsTake(em, account);
  });
});

describe('CDN URL signing and access URL rewrite', () => {
  it('sets URL signing (aliauth) and rewrite rules (host_redirect); refuses a short key, a path without a slash and a 51st rule', async () => {
    await addDomain('sign.example.com');
    const fn = (functionName: string, args: Record<string, string>) =>
      JSON.stringify([{ functionName, functionArgs: Object.entries(args).map(([argName, argValue]) => ({ argName, argValue })) }]);
    const set = (functions: string) => cdn.batchSetCdnDomainConfig(new $Cdn.BatchSetCdnDomainConfigRequest({ domainNames: 'sign.example.com', functions }));
    await set(fn('aliauth', { auth_type: 'type_a', auth_key1: 'PrimaryKey2024', auth_key2: 'SecondKey2024', ali_auth_delta: '1800' }));
    await set(fn('aliauth', { auth_type: 'type_b', auth_key1: 'PrimaryKey2025' }));
    const auth = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'sign.example.com', functionNames: 'aliauth' }))).body!.domainConfigs!.domainConfig!;
    expect(auth).toHaveLength(1);
    expect(auth[0].functionArgs!.functionArg).toEqual([{ argName: 'auth_type', argValue: 'type_b' }, { argName: 'auth_key1', argValue: 'PrimaryKey2025' }]);
    expect((await sdkError(set(fn('aliauth', { auth_type: 'type_a', auth_key1: 'abc' })))).code).toBe('InvalidFunctions.Malformed');
    expect((await sdkError(set(fn('aliauth', { auth_type: 'type_c' })))).code).toBe('InvalidFunctions.Malformed');

    await set(fn('host_redirect', { regex: '^/hello$', replacement: '/index.html', flag: 'redirect' }));
    await set(fn('host_redirect', { regex: '/old', replacement: '/new', flag: 'break' }));
    expect((await sdkError(set(fn('host_redirect', { regex: 'hello', replacement: '/index.html', flag: 'redirect' })))).code).toBe('InvalidFunctions.Malformed');
    for (let i = 2; i < 50; i++) await set(fn('host_redirect', { regex: `/p${i}`, replacement: '/q', flag: 'break' }));
    const over = await sdkError(set(fn('host_redirect', { regex: '/p50', replacement: '/q', flag: 'break' })));
    expect(over).toMatchObject({ code: 'InvalidFunctions.Malformed', data: { Message: expect.stringContaining('at most 50') } });
    const rules = (await cdn.describeCdnDomainConfigs(new $Cdn.DescribeCdnDomainConfigsRequest({ domainName: 'sign.example.com', functionNames: 'host_redirect' }))).body!.domainConfigs!.domainConfig!;
    expect(rules).toHaveLength(50);
  });

  it('lists a domain\'s hourly offline logs of a day (DescribeCdnDomainLogs); refuses a malformed time', async () => {
    await addDomain('logs.example.com');
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const logs = (await cdn.describeCdnDomainLogs(new $Cdn.DescribeCdnDomainLogsRequest({ domainName: 'logs.example.com', startTime: `${day}T00:00:00Z`, endTime: `${day}T12:00:00Z` }))).body!;
    const detail = logs.domainLogDetails!.domainLogDetail![0];
    expect(detail.pageInfos).toMatchObject({ pageIndex: 1, total: 12 });
    expect(detail.logInfos!.logInfoDetail![0]).toMatchObject({ logName: expect.stringMatching(/^logs\.example\.com_\d{4}_\d{2}_\d{2}_\d{6}_\d{6}\.gz$/), endTime: `${day}T12:00:00Z` });
    expect(detail.logInfos!.logInfoDetail![0].logSize).toBeGreaterThan(0);
    const bad = await sdkError(cdn.describeCdnDomainLogs(new $Cdn.DescribeCdnDomainLogsRequest({ domainName: 'logs.example.com', startTime: 'yesterday' })));
    expect(bad.code).toBe('InvalidStartTime.Malformed');
  });

  it('reads a domain\'s bandwidth by 5-minute intervals (DescribeDomainBpsData), all zero; refuses another interval or a domain not the account\'s', async () => {
    await addDomain('bps.example.com');
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const bps = (await cdn.describeDomainBpsData(new $Cdn.DescribeDomainBpsDataRequest({ domainName: 'bps.example.com', startTime: `${day}T00:00:00Z`, endTime: `${day}T01:00:00Z` }))).body!;
    expect(bps).toMatchObject({ domainName: 'bps.example.com', dataInterval: '300' });
    expect(bps.bpsDataPerInterval!.dataModule).toHaveLength(12);
    expect(bps.bpsDataPerInterval!.dataModule![0]).toMatchObject({ timeStamp: `${day}T00:00:00Z`, value: '0' });
    expect((await sdkError(cdn.describeDomainBpsData(new $Cdn.DescribeDomainBpsDataRequest({ domainName: 'bps.example.com', interval: '60' })))).code).toBe('InvalidParameter.Interval');
    expect((await sdkError(cdn.describeDomainBpsData(new $Cdn.DescribeDomainBpsDataRequest({ domainName: 'other.example.com' })))).code).toBe('InvalidDomain.NotFound');
  });

  it('exports a day\'s usage bill and a domain\'s usage details, lists and deletes the tasks; refuses another data type', async () => {
    await addDomain('usage.example.com');
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const window = { startTime: `${day}T00:00:00Z`, endTime: `${day}T23:59:59Z` };
    const bill = (await cdn.createUserUsageDataExportTask(new $Cdn.CreateUserUsageDataExportTaskRequest({ ...window, taskName: 'day-bill' }))).body!;
    expect(bill).toMatchObject({ startTime: `${day}T00:00:00Z`, taskId: expect.stringMatching(/^\d+$/) });
    await cdn.createUsageDetailDataExportTask(new $Cdn.CreateUsageDetailDataExportTaskRequest({ ...window, type: 'vas', domainNames: 'usage.example.com', taskName: 'details' }));
    const bills = (await cdn.describeUserUsageDataExportTask(new $Cdn.DescribeUserUsageDataExportTaskRequest({}))).body!.usageDataPerPage!;
    expect(bills.data!.dataItem!.map((t) => [t.taskName, t.status])).toEqual([['day-bill', 'success']]);
    const details = (await cdn.describeUserUsageDetailDataExportTask(new $Cdn.DescribeUserUsageDetailDataExportTaskRequest({}))).body!.usageDataPerPage!;
    expect(details.data!.dataItem!.map((t) => t.taskName)).toEqual(['details']);
    expect((await sdkError(cdn.createUsageDetailDataExportTask(new $Cdn.CreateUsageDetailDataExportTaskRequest({ ...window, type: 'bandwidth' })))).code).toBe('InvalidParameter');
    await cdn.deleteUserUsageDataExportTask(new $Cdn.DeleteUserUsageDataExportTaskRequest({ taskId: bill.taskId }));
    expect((await cdn.describeUserUsageDataExportTask(new $Cdn.DescribeUserUsageDataExportTaskRequest({}))).body!.usageDataPerPage!.totalCount).toBe(0);
  });
});
