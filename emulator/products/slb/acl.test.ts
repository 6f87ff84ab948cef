// CLB access control lists through the official generic client (signed RPC): the list, its entries, a listener that
// uses it as a whitelist, and the ActionTrail events those calls leave.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;

async function slb(action: string, query: Record<string, string | number> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2014-05-15', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const flat = Object.fromEntries(Object.entries({ RegionId: 'cn-hangzhou', ...query }).map(([k, v]) => [k, String(v)]));
  const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query: flat }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'slb-acl', eventDelayMs: 0 });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('CLB access control lists', () => {
  it('creates a list, adds and removes entries, uses it on a listener, and refuses to delete it while used', async () => {
    const { AclId } = await slb('CreateAccessControlList', { AclName: 'office', AddressIPVersion: 'ipv4' });
    expect(AclId).toMatch(/^acl-/);
    expect((await sdkError(slb('CreateAccessControlList', { AclName: 'office' }))).code).toBe('AclNameExist');
    expect((await sdkError(slb('CreateAccessControlList', { AclName: 'bad name!' }))).code).toBe('InvalidParameter');
    expect((await slb('DescribeAccessControlLists')).Acls.Acl).toEqual([expect.objectContaining({ AclId, AclName: 'office', AddressIPVersion: 'ipv4' })]);

    await slb('AddAccessControlListEntry', { AclId, AclEntrys: JSON.stringify([{ entry: '10.0.0.0/24', comment: 'lan' }, { entry: '192.168.1.7' }]) });
    expect((await sdkError(slb('AddAccessControlListEntry', { AclId, AclEntrys: JSON.stringify([{ entry: '10.0.0.0/24' }]) }))).code).toBe('AclEntryExist');
    expect((await sdkError(slb('AddAccessControlListEntry', { AclId, AclEntrys: 'not json' }))).code).toBe('InvalidParameter');
    const attr = await slb('DescribeAccessControlListAttribute', { AclId });
    expect(attr.AclEntrys.AclEntry).toEqual([{ AclEntryIP: '10.0.0.0/24', AclEntryComment: 'lan' }, { AclEntryIP: '192.168.1.7/32', AclEntryComment: '' }]);
    await slb('RemoveAccessControlListEntry', { AclId, AclEntrys: JSON.stringify([{ entry: '192.168.1.7/32' }]) });
    expect((await slb('DescribeAccessControlListAttribute', { AclId })).AclEntrys.AclEntry).toHaveLength(1);

    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'web' });
    await slb('CreateLoadBalancerTCPListener', { LoadBalancerId, ListenerPort: 80, BackendServerPort: 80, Bandwidth: -1 });
    expect((await sdkError(slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId, ListenerPort: 80, AclStatus: 'on', AclType: 'white' }))).code).toBe('MissingParameter');
    await slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId, ListenerPort: 80, AclStatus: 'on', AclType: 'white', AclId });
    const listener = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId })).Listeners[0];
    expect(listener).toMatchObject({ AclStatus: 'on', AclType: 'white', AclId });
    expect((await slb('DescribeAccessControlListAttribute', { AclId })).RelatedListeners.RelatedListener).toEqual([{ LoadBalancerId, ListenerPort: 80, Protocol: 'tcp', AclType: 'white' }]);
    expect((await sdkError(slb('DeleteAccessControlList', { AclId }))).code).toBe('AclInUsed');

    await slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId, ListenerPort: 80, AclStatus: 'off' });
    await slb('SetAccessControlListAttribute', { AclId, AclName: 'office-2' });
    await slb('DeleteAccessControlList', { AclId });
    expect((await sdkError(slb('DescribeAccessControlListAttribute', { AclId }))).code).toBe('AclNotExist');

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AddAccessControlListEntry' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ serviceName: 'Slb', requestParameters: expect.objectContaining({ AclId }) });
  });
});

describe('CLB server certificates and HTTPS listeners', () => {
  const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2VydGlmaWNhdGVGb3JUZXN0czAKBggqhkjOPQQDAjAA\n-----END CERTIFICATE-----';
  const KEY = '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAdGVzdGtleWZvcnRoZWVtdWxhdG9yb25seQ\n-----END RSA PRIVATE KEY-----';

  it('uploads a certificate without answering its key, serves it on an HTTPS listener, and keeps the key out of the trail', async () => {
    expect((await sdkError(slb('UploadServerCertificate', { ServerCertificate: 'not pem', PrivateKey: KEY }))).code).toBe('InvalidParameter.ServerCertificate');
    const cert = await slb('UploadServerCertificate', { ServerCertificate: CERT, PrivateKey: KEY, ServerCertificateName: 'site' });
    expect(cert).toMatchObject({ ServerCertificateName: 'site', Fingerprint: expect.stringMatching(/^([0-9a-f]{2}:){19}[0-9a-f]{2}$/) });
    expect(JSON.stringify(cert)).not.toContain('PRIVATE KEY');
    const listed = (await slb('DescribeServerCertificates')).ServerCertificates.ServerCertificate;
    expect(listed.map((c: { ServerCertificateId: string }) => c.ServerCertificateId)).toContain(cert.ServerCertificateId);

    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'tls' });
    const https = { LoadBalancerId, ListenerPort: 443, BackendServerPort: 80, Bandwidth: -1, StickySession: 'off', HealthCheck: 'on' };
    expect((await sdkError(slb('CreateLoadBalancerHTTPSListener', https))).code).toBe('MissingParameter');
    await slb('CreateLoadBalancerHTTPSListener', { ...https, ServerCertificateId: cert.ServerCertificateId });
    await slb('StartLoadBalancerListener', { LoadBalancerId, ListenerPort: 443, ListenerProtocol: 'https' });
    const listener = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId })).Listeners[0];
    expect(listener).toMatchObject({ ListenerProtocol: 'https', HTTPSListenerConfig: { ServerCertificateId: cert.ServerCertificateId } });
    expect((await sdkError(slb('DeleteServerCertificate', { ServerCertificateId: cert.ServerCertificateId }))).code).toBe('ResourceInUse.ServerCertificate');

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'UploadServerCertificate' })).Events;
    expect(JSON.stringify(events)).not.toContain('PRIVATE KEY');
  });

  it('gives an HTTPS listener domain name extensions with their own certificates, which go with the listener', async () => {
    const site = await slb('UploadServerCertificate', { ServerCertificate: CERT, PrivateKey: KEY, ServerCertificateName: 'main' });
    const shop = await slb('UploadServerCertificate', { ServerCertificate: CERT, PrivateKey: KEY, ServerCertificateName: 'shop' });
    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'sni' });
    await slb('CreateLoadBalancerHTTPSListener', { LoadBalancerId, ListenerPort: 443, BackendServerPort: 80, Bandwidth: -1, StickySession: 'off', HealthCheck: 'on', ServerCertificateId: site.ServerCertificateId });
    await slb('CreateLoadBalancerHTTPListener', { LoadBalancerId, ListenerPort: 80, BackendServerPort: 80, Bandwidth: -1, StickySession: 'off', HealthCheck: 'on' });
    const add = { LoadBalancerId, ListenerPort: 443, Domain: '*.shop.example.com', ServerCertificateId: shop.ServerCertificateId };
    expect((await sdkError(slb('CreateDomainExtension', { ...add, ListenerPort: 80 }))).code).toBe('OperationUnsupported.DomainExtension');
    expect((await sdkError(slb('CreateDomainExtension', { ...add, Domain: '-bad_domain' }))).code).toBe('InvalidParameter');
    const { DomainExtensionId, ListenerPort } = await slb('CreateDomainExtension', add);
    expect({ DomainExtensionId, ListenerPort }).toEqual({ DomainExtensionId: expect.stringMatching(/^de-/), ListenerPort: 443 });
    expect((await sdkError(slb('CreateDomainExtension', add))).code).toBe('DomainExtensionExist');
    expect((await slb('DescribeDomainExtensions', { LoadBalancerId, ListenerPort: 443 })).DomainExtensions.DomainExtension).toEqual([{ DomainExtensionId, Domain: '*.shop.example.com', ServerCertificateId: shop.ServerCertificateId }]);
    expect((await sdkError(slb('DeleteServerCertificate', { ServerCertificateId: shop.ServerCertificateId }))).code).toBe('ResourceInUse.ServerCertificate');

    await slb('SetDomainExtensionAttribute', { DomainExtensionId, ServerCertificateId: site.ServerCertificateId });
    expect(await slb('DescribeDomainExtensionAttribute', { DomainExtensionId })).toMatchObject({ LoadBalancerId, ListenerPort: 443, ServerCertificateId: site.ServerCertificateId });
    await slb('DeleteServerCertificate', { ServerCertificateId: shop.ServerCertificateId });
    await slb('DeleteDomainExtension', { DomainExtensionId });
    expect((await sdkError(slb('DescribeDomainExtensionAttribute', { DomainExtensionId }))).code).toBe('InvalidParameter.DomainExtensionId');

    const second = await slb('CreateDomainExtension', { ...add, Domain: 'www.example.org', ServerCertificateId: site.ServerCertificateId });
    await slb('DeleteLoadBalancerListener', { LoadBalancerId, ListenerPort: 443 });
    expect((await sdkError(slb('DescribeDomainExtensionAttribute', { DomainExtensionId: second.DomainExtensionId }))).code).toBe('InvalidParameter.DomainExtensionId');

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateDomainExtension' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ serviceName: 'Slb', eventRW: 'Write', requestParameters: expect.objectContaining({ LoadBalancerId, Domain: expect.any(String) }) });
  });
});
