// Tags of the services outside ECS and VPC, through their official SDK clients: KMS keys and secrets (JSON
// `Tags`), Alidns and CDN domains, FC services (ROA, by ARN), RAM roles and policies (by name).
import AlidnsModule, * as $Dns from '@alicloud/alidns20150109';
import CdnModule, * as $Cdn from '@alicloud/cdn20180510';
import FcModule, * as $Fc from '@alicloud/fc-open20210406';
import KmsModule, * as $Kms from '@alicloud/kms20160120';
import RamModule, * as $Ram from '@alicloud/ram20150501';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server.js';
import { newAccount, sdkError, SDK_WAIT, type Account } from './testing.js';

const unwrap = <T>(m: T): T => (m as { default?: T }).default ?? m;
const [AlidnsClient, CdnClient, FcClient, KmsClient, RamClient] = [unwrap(AlidnsModule), unwrap(CdnModule), unwrap(FcModule), unwrap(KmsModule), unwrap(RamModule)];

let em: RunningEmulator;
let account: Account;
const config = () => ({ accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' }) as any;

beforeAll(async () => {
  em = await startEmulator({ seed: 'tags-services' });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('tags beyond ECS and VPC', () => {
  it('KMS: a secret and a key take JSON Tags at creation; TagResource, UntagResource and ListResourceTags change and read them', async () => {
    const kms = new KmsClient(config());
    const key = (await kms.createKey(new $Kms.CreateKeyRequest({ description: 'doc-key' }))).keyMetadata.keyId;
    await kms.createSecret(new $Kms.CreateSecretRequest({
      secretName: 'doc-secret', versionId: 'v1', secretData: 'not-a-real-secret', tags: JSON.stringify([{ Key: 'aca:episode', Value: 'ep-1' }]),
    }));
    const secret = await kms.describeSecret(new $Kms.DescribeSecretRequest({ secretName: 'doc-secret', fetchTags: 'true' }));
    expect(secret.tags.tag).toEqual([{ tagKey: 'aca:episode', tagValue: 'ep-1' }]);

    await kms.tagResource(new $Kms.TagResourceRequest({ keyId: key, tags: JSON.stringify([{ TagKey: 'aca:episode', TagValue: 'ep-1' }, { TagKey: 'owner', TagValue: 'ops' }]) }));
    expect((await kms.listResourceTags(new $Kms.ListResourceTagsRequest({ keyId: key }))).tags.tag).toEqual([
      { keyId: key, tagKey: 'aca:episode', tagValue: 'ep-1' }, { keyId: key, tagKey: 'owner', tagValue: 'ops' },
    ]);
    await kms.untagResource(new $Kms.UntagResourceRequest({ keyId: key, tagKeys: JSON.stringify(['owner']) }));
    expect((await kms.listResourceTags(new $Kms.ListResourceTagsRequest({ keyId: key }))).tags.tag.map((t) => t.tagKey)).toEqual(['aca:episode']);
  });

  it('Alidns: a domain is tagged with TagResources (its create takes no tags), listed flat and in DescribeDomains; re-adding it starts untagged', async () => {
    const dns = new AlidnsClient(config());
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'doc-tags.com' }));
    await dns.tagResources(new $Dns.TagResourcesRequest({ resourceType: 'DOMAIN', resourceId: ['doc-tags.com'], tag: [new $Dns.TagResourcesRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    const listed = await dns.listTagResources(new $Dns.ListTagResourcesRequest({ resourceType: 'DOMAIN', tag: [new $Dns.ListTagResourcesRequestTag({ key: 'aca:episode' })] }));
    expect(listed.body!.tagResources).toEqual([{ resourceId: 'doc-tags.com', resourceType: 'DOMAIN', tagKey: 'aca:episode', tagValue: 'ep-1' }]);
    const domains = await dns.describeDomains(new $Dns.DescribeDomainsRequest({}));
    expect(domains.body!.domains!.domain!.find((d) => d.domainName === 'doc-tags.com')!.tags!.tag).toEqual([{ key: 'aca:episode', value: 'ep-1' }]);
    await dns.deleteDomain(new $Dns.DeleteDomainRequest({ domainName: 'doc-tags.com' }));
    expect((await dns.listTagResources(new $Dns.ListTagResourcesRequest({ resourceType: 'DOMAIN' }))).body!.tagResources).toEqual([]);
    await dns.addDomain(new $Dns.AddDomainRequest({ domainName: 'doc-tags.com' }));
    expect((await dns.listTagResources(new $Dns.ListTagResourcesRequest({ resourceType: 'DOMAIN', resourceId: ['doc-tags.com'] }))).body!.tagResources).toEqual([]);
  });

  it('CDN: AddCdnDomain takes Tag.N; DescribeUserDomains filters by it; DescribeTagResources and ListTagResources list it', async () => {
    const cdn = new CdnClient(config());
    const sources = JSON.stringify([{ content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20', weight: '10' }]);
    await cdn.addCdnDomain(new $Cdn.AddCdnDomainRequest({ domainName: 'img-tags.example.com', cdnType: 'web', sources, tag: [new $Cdn.AddCdnDomainRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    await cdn.addCdnDomain(new $Cdn.AddCdnDomainRequest({ domainName: 'www.example.com', cdnType: 'web', sources }));
    const found = await cdn.describeUserDomains(new $Cdn.DescribeUserDomainsRequest({ tag: [new $Cdn.DescribeUserDomainsRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    expect(found.body!.domains!.pageData!.map((d) => d.domainName)).toEqual(['img-tags.example.com']);
    const described = await cdn.describeTagResources(new $Cdn.DescribeTagResourcesRequest({ resourceType: 'DOMAIN', resourceId: ['img-tags.example.com', 'www.example.com'] }));
    expect(described.body!.tagResources).toEqual([
      { resourceId: 'img-tags.example.com', tag: [{ key: 'aca:episode', value: 'ep-1' }] }, { resourceId: 'www.example.com', tag: [] },
    ]);
    const listed = await cdn.listTagResources(new $Cdn.ListTagResourcesRequest({ resourceType: 'DOMAIN', tag: [new $Cdn.ListTagResourcesRequestTag({ key: 'aca:episode' })] }));
    expect(listed.body!.tagResources!.tagResource!.map((r) => r.resourceId)).toEqual(['img-tags.example.com']);
  });

  it('FC: a service is tagged by its ARN; GetResourceTags and ListTaggedResources read the tags, UntagResource removes them', async () => {
    const fc = new FcClient(config());
    await fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'doc-svc' }));
    const arn = `acs:fc:cn-hangzhou:${account.accountId}:services/doc-svc`;
    await fc.tagResource(new $Fc.TagResourceRequest({ resourceArn: arn, tags: { 'aca:episode': 'ep-1', owner: 'ops' } }));
    expect((await fc.getResourceTags(new $Fc.GetResourceTagsRequest({ resourceArn: arn }))).body!).toEqual({ resourceArn: arn, tags: { 'aca:episode': 'ep-1', owner: 'ops' } });
    await fc.untagResource(new $Fc.UntagResourceRequest({ resourceArn: arn, tagKeys: ['owner'] }));
    expect((await fc.listTaggedResources(new $Fc.ListTaggedResourcesRequest({}))).body!.resources).toEqual([{ resourceArn: arn, tags: { 'aca:episode': 'ep-1' } }]);
    const other = await sdkError(fc.tagResource(new $Fc.TagResourceRequest({ resourceArn: 'acs:fc:cn-hangzhou:1000000000000000:services/doc-svc', tags: { a: 'b' } })));
    expect(other).toMatchObject({ status: 404, data: { ErrorCode: 'ServiceNotFound' } });
  });

  it('RAM: a role and a policy take Tag.N at creation, ListRoles/ListPolicies filter and show them, ListTagResources names them', async () => {
    const ram = new RamClient(config());
    const trust = JSON.stringify({ Version: '1', Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['ecs.aliyuncs.com'] } }] });
    await ram.createRole(new $Ram.CreateRoleRequest({ roleName: 'doc-role', assumeRolePolicyDocument: trust, tag: [new $Ram.CreateRoleRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    await ram.createRole(new $Ram.CreateRoleRequest({ roleName: 'prod-role', assumeRolePolicyDocument: trust }));
    const roles = await ram.listRoles(new $Ram.ListRolesRequest({ tag: [new $Ram.ListRolesRequestTag({ key: 'aca:episode' })] }));
    expect(roles.body!.roles!.role!.map((r) => [r.roleName, r.tags!.tag])).toEqual([['doc-role', [{ tagKey: 'aca:episode', tagValue: 'ep-1' }]]]);
    await ram.createPolicy(new $Ram.CreatePolicyRequest({ policyName: 'doc-policy', policyDocument: JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: 'ecs:Describe*', Resource: '*' }] }) }));
    await ram.tagResources(new $Ram.TagResourcesRequest({ resourceType: 'policy', resourceNames: ['doc-policy'], tag: [new $Ram.TagResourcesRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    const policies = await ram.listPolicies(new $Ram.ListPoliciesRequest({ tag: [new $Ram.ListPoliciesRequestTag({ key: 'aca:episode' })] }));
    expect(policies.body!.policies!.policy!.map((p) => p.policyName)).toEqual(['doc-policy']);
    const listed = await ram.listTagResources(new $Ram.ListTagResourcesRequest({ resourceType: 'role', resourceNames: ['doc-role', 'prod-role'] }));
    expect(listed.body!.tagResources).toEqual([{ resourceName: 'doc-role', resourceType: 'role', tagKey: 'aca:episode', tagValue: 'ep-1' }]);
    await ram.untagResources(new $Ram.UntagResourcesRequest({ resourceType: 'role', resourceNames: ['doc-role'], all: true }));
    expect((await ram.listTagResources(new $Ram.ListTagResourcesRequest({ resourceType: 'role' }))).body!.tagResources).toEqual([]);
  });
});
