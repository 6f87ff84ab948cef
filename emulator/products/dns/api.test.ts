// Alidns 2015-01-09 through its official SDK (@alicloud/alidns20150109), signed like any SDK call.
import AlidnsModule, * as $Dns from '@alicloud/alidns20150109';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../../testing.js';

const AlidnsClient = (AlidnsModule as { default?: typeof AlidnsModule }).default ?? AlidnsModule;

let em: RunningEmulator;
let account: Account;
let dns: InstanceType<typeof AlidnsClient>;

const clientFor = (as: Account, opts: { accessKeySecret?: string; v2?: boolean } = {}) =>
  new AlidnsClient({
    accessKeyId: as.accessKeyId, accessKeySecret: opts.accessKeySecret ?? as.accessKeySecret, endpoint: `127.0.0.1:${em.port}`,
    protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou', ...(opts.v2 ? { signatureAlgorithm: 'v2' } : {}),
  } as ConstructorParameters<typeof AlidnsClient>[0]);

beforeAll(async () => {
  em = await startEmulator({ seed: 'alidns', eventDelayMs: 0 });
  account = await newAccount(em);
  dns = clientFor(account);
});
afterAll(() => em.close());

const addRecord = async (fields: Partial<$Dns.AddDomainRecordRequest>) =>
  (await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'example.com', RR: 'www', type: 'A', value: '192.0.2.1', ...fields }))).body!.recordId!;

const recordsOf = async (domainName: string, extra: Partial<$Dns.DescribeDomainRecordsRequest> = {}) =>
  (await dns.describeDomainRecords(new $Dns.DescribeDomainRecordsRequest({ domainName, ...extra }))).body!;

describe('Alidns domains', () => {
  it('adds, lists, describes and deletes a domain; a deleted domain takes its records with it', async () => {
    const added = (await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'Example.COM' }))).body!;
    expect(added).toMatchObject({ domainName: 'example.com', punyCode: 'example.com', dnsServers: { dnsServer: [expect.stringMatching(/hichina\.com$/), expect.any(String)] } });
    expect(added.domainId).toMatch(/^[0-9a-f-]{36}$/);
    const dup = await sdkError(dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'example.com' })));
    expect(dup).toMatchObject({ code: 'InvalidDomainName.Duplicate', status: 400 });

    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'other-site.net' }));
    const listed = (await dns.describeDomains(new $Dns.DescribeDomainsRequest({ keyWord: 'example' }))).body!;
    expect(listed.totalCount).toBe(1);
    expect(listed.domains!.domain![0]).toMatchObject({ domainName: 'example.com', recordCount: 0, versionCode: 'mianfei' });
    const info = (await dns.describeDomainInfo(new $Dns.DescribeDomainInfoRequest({ domainName: 'example.com' }))).body!;
    expect(info).toMatchObject({ domainId: added.domainId, minTtl: 600, availableTtls: { availableTtl: ['600', '1800', '3600', '43200', '86400'] } });

    const recordId = (await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'other-site.net', RR: '@', type: 'A', value: '198.51.100.7' }))).body!.recordId!;
    expect((await dns.deleteDomain(new $Dns.DeleteDomainRequest({ domainName: 'other-site.net' }))).body!.domainName).toBe('other-site.net');
    expect((await sdkError(dns.describeDomainRecordInfo(new $Dns.DescribeDomainRecordInfoRequest({ recordId })))).code).toBe('DomainRecordNotBelongToUser');
  });

  it('answers a bad name and an unknown domain with the cloud error shape', async () => {
    const bad = await sdkError(dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'not a domain' })));
    expect(bad).toMatchObject({ code: 'InvalidDomainName.Format', status: 400 });
    expect(bad.data).toMatchObject({ Code: 'InvalidDomainName.Format', HostId: 'alidns.aliyuncs.com', RequestId: expect.any(String), Recommend: expect.stringContaining('InvalidDomainName.Format') });
    const missing = await sdkError(dns.describeDomainInfo(new $Dns.DescribeDomainInfoRequest({ domainName: 'nothere.org' })));
    expect(missing.code).toBe('InvalidDomainName.NoExist');
    expect(missing.data.Message).toContain('nothere.org');
    const noName = await sdkError(dns.addDomain(new $Dns.AddDomainRequest({})));
    expect(noName.code).toBe('MissingParameter');
  });

  it('refuses a bad signature', async () => {
    const forged = await sdkError(clientFor(account, { accessKeySecret: 'wrong-secret' }).describeDomains(new $Dns.DescribeDomainsRequest({})));
    expect(forged.code).toBe('SignatureDoesNotMatch');
    const v2 = (await clientFor(account, { v2: true }).describeDomains(new $Dns.DescribeDomainsRequest({}))).body!;
    expect(v2.totalCount).toBeGreaterThanOrEqual(1);
  });
});

describe('Alidns records', () => {
  it('checks each value against its type: an IPv4 address for A, a host name for CNAME', async () => {
    const badA = await sdkError(addRecord({ RR: 'api', value: 'www.example.net' }));
    expect(badA).toMatchObject({ code: 'SubDomainInvalid.Value', status: 400 });
    expect((await sdkError(addRecord({ RR: 'api', value: '300.1.2.3' }))).code).toBe('SubDomainInvalid.Value');
    expect((await sdkError(addRecord({ RR: 'cdn', type: 'CNAME', value: '192.0.2.1' }))).code).toBe('SubDomainInvalid.Value');
    expect((await sdkError(addRecord({ RR: 'v6', type: 'AAAA', value: '192.0.2.1' }))).code).toBe('SubDomainInvalid.Value');
    expect((await sdkError(addRecord({ RR: 'bad rr' }))).code).toBe('InvalidRR.Format');
    expect((await sdkError(addRecord({ type: 'SPF' }))).code).toBe('SubDomainInvalid.Type');
    expect((await sdkError(addRecord({ RR: 'fast', TTL: 60 }))).code).toBe('QuotaExceeded.TTL');
    expect((await sdkError(addRecord({ RR: 'mx', type: 'MX', value: 'mx1.example.net', priority: 99 }))).code).toBe('SubDomainInvalid.Priority');
    expect((await sdkError(addRecord({ domainName: 'nothere.org' }))).code).toBe('InvalidDomainName.NoExist');
  });

  it('adds records, refuses duplicates and CNAME conflicts, updates, pauses and deletes', async () => {
    const www = await addRecord({ RR: 'www', TTL: 600 });
    expect(www).toMatch(/^\d{19}$/);
    expect((await sdkError(addRecord({ RR: 'www' }))).code).toBe('DomainRecordDuplicate');
    expect((await sdkError(addRecord({ RR: 'www', type: 'CNAME', value: 'web.example.net' }))).code).toBe('DomainRecordConflict');
    const cdn = await addRecord({ RR: 'cdn', type: 'CNAME', value: 'cdn.example.net.' });
    const mail = await addRecord({ RR: '@', type: 'MX', value: 'mx1.example.net', priority: 10 });

    const all = await recordsOf('example.com', { direction: 'ASC' });
    expect(all.totalCount).toBe(3);
    expect(all.domainRecords!.record!.map((r) => [r.RR, r.type, r.value, r.TTL, r.status])).toEqual([
      ['www', 'A', '192.0.2.1', 600, 'ENABLE'],
      ['cdn', 'CNAME', 'cdn.example.net', 600, 'ENABLE'],
      ['@', 'MX', 'mx1.example.net', 600, 'ENABLE'],
    ]);
    expect(all.domainRecords!.record![2].priority).toBe(10);
    expect((await recordsOf('example.com', { RRKeyWord: 'cd' })).domainRecords!.record!.map((r) => r.recordId)).toEqual([cdn]);

    const update = (fields: Partial<$Dns.UpdateDomainRecordRequest>) =>
      dns.updateDomainRecord(new $Dns.UpdateDomainRecordRequest({ recordId: www, RR: 'www', type: 'A', value: '192.0.2.1', TTL: 600, ...fields }));
    expect((await sdkError(update({}))).code).toBe('DomainRecordDuplicate');
    expect((await sdkError(update({ value: 'host.example.net' }))).code).toBe('SubDomainInvalid.Value');
    expect((await update({ value: '192.0.2.99', TTL: 3600 })).body!.recordId).toBe(www);
    const info = (await dns.describeDomainRecordInfo(new $Dns.DescribeDomainRecordInfoRequest({ recordId: www }))).body!;
    expect(info).toMatchObject({ domainName: 'example.com', RR: 'www', type: 'A', value: '192.0.2.99', TTL: 3600, status: 'ENABLE', line: 'default' });

    const paused = (await dns.setDomainRecordStatus(new $Dns.SetDomainRecordStatusRequest({ recordId: www, status: 'Disable' }))).body!;
    expect(paused).toMatchObject({ recordId: www, status: 'Disable' });
    expect((await recordsOf('example.com', { status: 'Disable' })).domainRecords!.record!.map((r) => r.recordId)).toEqual([www]);
    expect((await sdkError(dns.setDomainRecordStatus(new $Dns.SetDomainRecordStatusRequest({ recordId: www, status: 'Paused' })))).code).toBe('InvalidParameter');

    expect((await dns.deleteDomainRecord(new $Dns.DeleteDomainRecordRequest({ recordId: mail }))).body!.recordId).toBe(mail);
    const gone = await sdkError(dns.deleteDomainRecord(new $Dns.DeleteDomainRecordRequest({ recordId: mail })));
    expect(gone).toMatchObject({ code: 'DomainRecordNotBelongToUser', status: 400 });
  });

  it('keeps every call in ActionTrail under the Alidns service, with the record as a referenced resource', async () => {
    const recordId = await addRecord({ RR: 'trail', type: 'TXT', value: 'v=spf1 -all' });
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AddDomainRecord' });
    const event = Events.find((e) => e.responseElements?.RecordId === recordId);
    expect(event).toMatchObject({
      serviceName: 'Alidns', apiVersion: '2015-01-09', eventRW: 'Write', eventSource: 'alidns.aliyuncs.com',
      requestParameters: { DomainName: 'example.com', RR: 'trail', Type: 'TXT', Value: 'v=spf1 -all' },
      referencedResources: { 'ACS::Alidns::Record': [recordId], 'ACS::Alidns::Domain': ['example.com'] },
    });
    const failed = Events.find((e) => e.errorCode === 'SubDomainInvalid.Value');
    expect(failed?.eventName).toBe('AddDomainRecord');
  });
});

describe('Alidns domain groups, remarks and batch deletion', () => {
  it('adds a group, moves a domain into it, and sets remarks on the domain and a record', async () => {
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'grouped.com' }));
    const group = (await dns.addDomainGroup(new $Dns.AddDomainGroupRequest({ groupName: 'web' }))).body!;
    expect(group.groupId).toMatch(/^[0-9a-f]{32}$/);
    expect((await sdkError(dns.addDomainGroup(new $Dns.AddDomainGroupRequest({ groupName: 'web' })))).code).toBe('InvalidGroupName.Duplicate');
    const moved = (await dns.changeDomainGroup(new $Dns.ChangeDomainGroupRequest({ domainName: 'grouped.com', groupId: group.groupId }))).body!;
    expect(moved).toMatchObject({ groupId: group.groupId, groupName: 'web' });
    const groups = (await dns.describeDomainGroups(new $Dns.DescribeDomainGroupsRequest({}))).body!.domainGroups!.domainGroup!;
    expect(groups.find((g) => g.groupId === group.groupId)).toMatchObject({ groupName: 'web', domainCount: 1 });
    const inGroup = (await dns.describeDomains(new $Dns.DescribeDomainsRequest({ groupId: group.groupId }))).body!.domains!.domain!;
    expect(inGroup.map((d) => d.domainName)).toEqual(['grouped.com']);
    await dns.updateDomainRemark(new $Dns.UpdateDomainRemarkRequest({ domainName: 'grouped.com', remark: 'company site' }));
    expect((await dns.describeDomainInfo(new $Dns.DescribeDomainInfoRequest({ domainName: 'grouped.com' }))).body).toMatchObject({ remark: 'company site', groupName: 'web' });
    const rec = (await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'grouped.com', RR: 'www', type: 'A', value: '192.0.2.8' }))).body!.recordId!;
    await dns.updateDomainRecordRemark(new $Dns.UpdateDomainRecordRemarkRequest({ recordId: rec, remark: 'web server' }));
    expect((await dns.describeDomainRecordInfo(new $Dns.DescribeDomainRecordInfoRequest({ recordId: rec }))).body!.remark).toBe('web server');
    await dns.deleteDomainGroup(new $Dns.DeleteDomainGroupRequest({ groupId: group.groupId }));
    expect((await dns.describeDomainInfo(new $Dns.DescribeDomainInfoRequest({ domainName: 'grouped.com' }))).body!.groupId).toBe('');
  });

  it('deletes every record of a host record at once (DeleteSubDomainRecords)', async () => {
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'batch.com' }));
    for (const value of ['192.0.2.1', '192.0.2.2']) await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'batch.com', RR: 'api', type: 'A', value }));
    await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'batch.com', RR: 'www', type: 'A', value: '192.0.2.3' }));
    const done = (await dns.deleteSubDomainRecords(new $Dns.DeleteSubDomainRecordsRequest({ domainName: 'batch.com', RR: 'api' }))).body!;
    expect(done).toMatchObject({ RR: 'api', totalCount: '2' });
    expect((await recordsOf('batch.com')).domainRecords!.record!.map((r) => r.RR)).toEqual(['www']);
    expect((await sdkError(dns.deleteSubDomainRecords(new $Dns.DeleteSubDomainRecordsRequest({ domainName: 'batch.com', RR: 'api' })))).code).toBe('DomainRecordNotBelongToUser');
  });
});

describe('Alidns weights (weighted round robin)', () => {
  it('takes a record on an 阿里云 line of a region, lists those lines for the domain, and refuses a line it does not have', async () => {
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'lines.com' }));
    await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'lines.com', RR: 'www', type: 'A', value: '2.2.2.2', line: 'aliyun_r_cn-shanghai' }));
    expect((await recordsOf('lines.com')).domainRecords!.record).toMatchObject([{ RR: 'www', line: 'aliyun_r_cn-shanghai', value: '2.2.2.2' }]);
    const info = (await dns.describeDomainInfo(new $Dns.DescribeDomainInfoRequest({ domainName: 'lines.com' }))).body!;
    expect(info.recordLines!.recordLine).toContainEqual(expect.objectContaining({ lineCode: 'aliyun_r_cn-shanghai', lineName: '阿里云_华东2（上海）', fatherCode: 'aliyun' }));
    const bad = await sdkError(dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'lines.com', RR: 'www', type: 'A', value: '3.3.3.3', line: 'aliyun_r_mars-1' })));
    expect(bad).toMatchObject({ code: 'SubDomainInvalid.Line', status: 400 });
  });

  it('lists a host record with several records, turns weights on for every line, sets weights and turns them off', async () => {
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'weights.com' }));
    const ids = [];
    for (const value of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) ids.push((await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'weights.com', RR: 'www', type: 'A', value }))).body!.recordId!);
    for (const value of ['4.4.4.4', '5.5.5.5']) await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'weights.com', RR: 'www', type: 'A', value, line: 'telecom' }));
    await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'weights.com', RR: 'mail', type: 'A', value: '6.6.6.6' }));
    const subs = async (extra: Partial<$Dns.DescribeDNSSLBSubDomainsRequest> = {}) =>
      (await dns.describeDNSSLBSubDomains(new $Dns.DescribeDNSSLBSubDomainsRequest({ domainName: 'weights.com', ...extra }))).body!;
    const before = await subs();
    expect(before).toMatchObject({ totalCount: 1, pageNumber: 1 });
    expect(before.slbSubDomains!.slbSubDomain).toMatchObject([{
      subDomain: 'www.weights.com', recordCount: 5, open: false, type: 'A',
      lineAlgorithms: { lineAlgorithm: [{ line: 'default', open: false }, { line: 'telecom', open: false }] },
    }]);

    const on = (await dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'www.weights.com' }))).body!;
    expect(on).toMatchObject({ recordCount: 5, open: true });
    expect((await subs()).slbSubDomains!.slbSubDomain![0]).toMatchObject({ open: true, lineAlgorithms: { lineAlgorithm: [{ line: 'default', open: true }, { line: 'telecom', open: true }] } });

    await dns.updateDNSSLBWeight(new $Dns.UpdateDNSSLBWeightRequest({ recordId: ids[0], weight: 60 }));
    const weights = (await recordsOf('weights.com', { RRKeyWord: 'www', line: 'default' })).domainRecords!.record!.map((r) => [r.value, r.weight]);
    expect(weights.sort()).toEqual([['1.1.1.1', 60], ['2.2.2.2', 1], ['3.3.3.3', 1]]);
    const tooHeavy = await sdkError(dns.updateDNSSLBWeight(new $Dns.UpdateDNSSLBWeightRequest({ recordId: ids[1], weight: 101 })));
    expect(tooHeavy).toMatchObject({ code: 'InvalidParameter', status: 400 });
    expect((await sdkError(dns.updateDNSSLBWeight(new $Dns.UpdateDNSSLBWeightRequest({ recordId: '1234567890123456789', weight: 5 })))).code).toBe('DomainRecordNotBelongToUser');

    const off = (await dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'www.weights.com', domainName: 'weights.com', line: 'telecom', open: false }))).body!;
    expect(off).toMatchObject({ recordCount: 2, open: false });
    expect((await subs({ rr: 'www' })).slbSubDomains!.slbSubDomain![0].lineAlgorithms!.lineAlgorithm).toMatchObject([{ line: 'default', open: true }, { line: 'telecom', open: false }]);
    expect((await subs({ rr: 'mail' })).totalCount).toBe(0);

    const trail = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'SetDNSSLBStatus' });
    expect(trail.Events[trail.Events.length - 1]).toMatchObject({ serviceName: 'Alidns', eventRW: 'Write', requestParameters: { SubDomain: 'www.weights.com' } });
  });

  it('refuses weights for a host record with a single record, an unknown subdomain and a bare domain name', async () => {
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'single.com' }));
    await dns.addDomainRecord(new $Dns.AddDomainRecordRequest({ domainName: 'single.com', RR: 'www', type: 'A', value: '1.1.1.1' }));
    const one = await sdkError(dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'www.single.com' })));
    expect(one).toMatchObject({ code: 'DnsSLB.RecordCountNotEnough', status: 400 });
    expect(one.data.Message).toContain('at least two');
    const nowhere = await sdkError(dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'www.not-mine.org' })));
    expect(nowhere.code).toBe('InvalidDomainName.NoExist');
    const bare = await sdkError(dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'single.com', domainName: 'single.com' })));
    expect(bare).toMatchObject({ code: 'InvalidParameter', status: 400 });
    expect(bare.data.Message).toContain('@.single.com');
    const badType = await sdkError(dns.setDNSSLBStatus(new $Dns.SetDNSSLBStatusRequest({ subDomain: 'www.single.com', type: 'MX' })));
    expect(badType.code).toBe('InvalidParameter');
  });
});

describe('Alidns subdomain verification', () => {
  it('gives the TXT record that proves a subdomain, the same value each time, another for another name', async () => {
    const ask = async (domainName: string) =>
      (await dns.getTxtRecordForVerify(new $Dns.GetTxtRecordForVerifyRequest({ domainName, type: 'ADD_SUB_DOMAIN' }))).body!;
    const first = await ask('test.example.com');
    expect(first).toMatchObject({ domainName: 'test.example.com', RR: 'alidnscheck', value: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await ask('test.example.com')).value).toBe(first.value);
    expect((await ask('dev.example.com')).value).not.toBe(first.value);
    const bad = await sdkError(dns.getTxtRecordForVerify(new $Dns.GetTxtRecordForVerifyRequest({ domainName: 'test.example.com', type: 'OTHER' })));
    expect(bad).toMatchObject({ status: 400 });
  });
});
