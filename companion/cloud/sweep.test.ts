import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RequiredResource } from '../../protocol/task';
import { startEmulator } from '../../emulator/server';
import { runSweep } from '../cli/sweep';
import { OpenApiProvisioner, ProvisionError, type ProvisionContext } from './provision';
import { RESOURCE_TYPES, type ResourceType, type ResourceTypeName } from './resources/index';
import type { CloudClient } from './sdk';
import { deletionOrder, listEverything, matches, sweep, sweepEpisode, type SweepMatch } from './sweep';
import { taskNamePatterns, templatePattern } from './sweepNames';
import { TEST_REGION, testAccounts, type TestAccounts } from './testAccounts';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let accounts: TestAccounts;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'sweep-tests' });
  accounts = testAccounts(emulator);
});
afterAll(() => emulator?.close());

const WAIT = { timeoutMs: 20_000, intervalMs: 100, maxIntervalMs: 500 };
const context = (rand: string, runId?: string): ProvisionContext => ({
  episodeId: `ep-${rand}`,
  runId,
  rand,
  inputs: {},
  region: TEST_REGION,
  expand: (s) => s.replace(/\$\{rand\}/g, rand),
  wait: WAIT,
});
const ctx = { episodeId: 'test', region: TEST_REGION, wait: WAIT };
const r = (id: string, type: string, attributes: Record<string, string>): RequiredResource => ({ id, type, attributes });

/** One resource of every type of the catalog, named as tasks name them (with the rand) or by default (`aca-`). */
const NETWORK = [
  r('vpc', 'vpc', { VpcName: 'doc-vpc-${rand}', CidrBlock: '192.168.0.0/16' }),
  r('vsw', 'vswitch', { VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24', VSwitchName: 'doc-vsw-${rand}' }),
  r('sg', 'security_group', { VpcId: '${vpc.id}', SecurityGroupName: 'doc-sg-${rand}' }),
  r('vm', 'instance', { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', InstanceName: 'doc-vm-${rand}' }),
  r('disk', 'disk', { InstanceId: '${vm.id}', DiskName: 'doc-disk-${rand}' }),
  r('snap', 'snapshot', { DiskId: '${disk.id}', SnapshotName: 'doc-snap-${rand}' }),
  r('kp', 'key_pair', { KeyPairName: 'doc-kp-${rand}' }),
  r('asp', 'ecs_auto_snapshot_policy', { autoSnapshotPolicyName: 'doc-asp-${rand}' }),
  r('lt', 'ecs_launch_template', { LaunchTemplateName: 'doc-lt-${rand}' }),
  r('ds', 'ecs_deployment_set', { DeploymentSetName: 'doc-ds-${rand}' }),
  r('eni', 'ecs_network_interface', { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', InstanceId: '${vm.id}', NetworkInterfaceName: 'doc-eni-${rand}' }),
  r('eip', 'eip', { Name: 'doc-eip-${rand}' }),
  r('cbwp', 'common_bandwidth_package', { Name: 'doc-cbwp-${rand}', IpInstanceId: '${eip.id}' }),
  r('rt', 'route_table', { VpcId: '${vpc.id}', RouteTableName: 'doc-rt-${rand}' }),
  r('ngw', 'nat_gateway', { VpcId: '${vpc.id}', VSwitchId: '${vsw.id}', Name: 'doc-ngw-${rand}' }),
  r('natEip', 'eip', { InstanceId: '${ngw.id}', InstanceType: 'Nat' }),
  r('snat', 'snat_entry', { SnatTableId: '${ngw.SnatTableId}', SourceVSwitchId: '${vsw.id}', SnatIp: '${natEip.IpAddress}', SnatEntryName: 'doc-snat-${rand}' }),
  r('db', 'db_instance', { VSwitchId: '${vsw.id}', DBInstanceDescription: 'doc-db-${rand}' }),
  r('appdb', 'db_database', { DBInstanceId: '${db.id}', DBName: 'app_${rand}' }),
  r('acc', 'db_account', { DBInstanceId: '${db.id}', AccountName: 'app_user_${rand}' }),
  r('clb', 'slb_load_balancer', { LoadBalancerName: 'doc-clb-${rand}', AddressType: 'intranet', VpcId: '${vpc.id}', VSwitchId: '${vsw.id}' }),
  r('lsn', 'slb_listener', { LoadBalancerId: '${clb.id}', ListenerPort: '80' }),
  r('backend', 'slb_backend_server', { LoadBalancerId: '${clb.id}', ServerId: '${vm.id}' }),
  r('web', 'slb_listener', { LoadBalancerId: '${clb.id}', ListenerPort: '8080', ListenerProtocol: 'http' }),
  r('vsg', 'slb_vserver_group', { LoadBalancerId: '${clb.id}', VServerGroupName: 'doc-vsg-${rand}' }),
  r('pair', 'slb_master_slave_group', { LoadBalancerId: '${clb.id}', ServerId: '${vm.id}', MasterSlaveServerGroupName: 'doc-pair-${rand}' }),
  r('fwd', 'slb_rule', { LoadBalancerId: '${clb.id}', ListenerPort: '${web.ListenerPort}', VServerGroupId: '${vsg.id}', RuleName: 'doc-rule-${rand}', Url: '/img' }),
];
const services = (instanceId: string) => [
  r('dom', 'alidns_domain', { DomainName: 'doc-${rand}.com' }),
  r('rec', 'alidns_record', { DomainName: '${dom.id}', RR: 'test-${rand}', Value: '192.0.2.30' }),
  r('cdn', 'cdn_domain', { DomainName: 'img-${rand}.example.com' }),
  r('svc', 'fc_service', { serviceName: 'doc-svc-${rand}' }),
  r('fn', 'fc_function', { serviceName: '${svc.name}', functionName: 'doc-fn-${rand}' }),
  r('trg', 'fc_trigger', { serviceName: '${svc.name}', functionName: '${fn.name}', triggerName: 'http-${rand}' }),
  r('fn3', 'fc3_function', { functionName: 'doc-fn3-${rand}' }),
  r('key', 'kms_key', { Description: 'doc-key-${rand}', AliasName: 'alias/doc-${rand}' }),
  r('secret', 'kms_secret', { SecretName: 'doc-secret-${rand}' }),
  r('bucket', 'oss_bucket', { BucketName: 'doc-bucket-${rand}', Objects: 'a.txt' }),
  r('grp', 'ram_group', { GroupName: 'doc-group-${rand}' }),
  r('user', 'ram_user', { UserName: 'doc-user-${rand}', GroupName: '${grp.name}' }),
  r('policy', 'ram_policy', { PolicyName: 'doc-policy-${rand}' }),
  r('role', 'ram_role', { RoleName: 'doc-role-${rand}' }),
  r('idp', 'ram_saml_provider', { SAMLProviderName: 'doc-idp-${rand}' }),
  r('contact', 'cms_alarm_contact', { ContactName: 'doc-ops-${rand}' }),
  r('cgroup', 'cms_alarm_contact_group', { ContactGroupName: 'doc-oncall-${rand}', 'ContactNames.1': '${contact.name}' }),
  r('rule', 'cms_alarm', {
    RuleName: 'doc-cpu-${rand}', MetricName: 'CPUUtilization', Resources: `[{"instanceId":"${instanceId}"}]`, ContactGroups: '${cgroup.name}',
    'Escalations.Critical.Statistics': 'Average', 'Escalations.Critical.ComparisonOperator': 'GreaterThanOrEqualToThreshold',
    'Escalations.Critical.Threshold': '90', 'Escalations.Critical.Times': '3',
  }),
  r('appgroup', 'cms_monitor_group', { GroupName: 'doc-app-${rand}', ContactGroups: '${cgroup.name}' }),
  r('template', 'cms_metric_rule_template', { Name: 'doc-template-${rand}' }),
  r('site', 'cms_site_monitor', { TaskName: 'doc_site_${rand}' }),
  r('event-rule', 'cms_event_rule', { RuleName: 'doc-event-${rand}' }),
  r('trail', 'trail', { Name: 'doc-trail-${rand}', OssBucketName: '${bucket.id}' }),
];

const listAll = (client: CloudClient, type: ResourceTypeName) => (RESOURCE_TYPES[type] as ResourceType).list(client, ctx);

/** Per type, the listed resources that `match` selects. */
async function ours(client: CloudClient, match: SweepMatch): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const type of Object.keys(RESOURCE_TYPES) as ResourceTypeName[]) {
    const names = (await listAll(client, type)).filter((res) => matches(res, match)).map((res) => res.name);
    if (names.length) out[type] = names;
  }
  return out;
}

/** Resources nobody's episode made: a VPC and a RAM user of the account's owner. */
async function ownersResources(client: CloudClient) {
  const { VpcId } = await client.call<{ VpcId: string }>('vpc', 'CreateVpc', { VpcName: 'production', CidrBlock: '10.0.0.0/8' });
  await client.call('ram', 'CreateUser', { UserName: 'alice' });
  return async () => ({
    vpc: (await listAll(client, 'vpc')).some((v) => v.id === VpcId),
    user: (await listAll(client, 'ram_user')).some((u) => u.name === 'alice'),
  });
}

describe('sweep against the emulator', () => {
  test('every resource type is rolled back when a later resource fails: the account is empty again', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const failing = r('broken', 'vswitch', { VpcId: 'vpc-doesnotexist0000', CidrBlock: '10.9.0.0/24' });
    const error = await provisioner.provisionAll([...NETWORK, ...services('${vm.id}'), failing], context('rb0001')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProvisionError);
    expect((error as ProvisionError).details).toMatchObject({ resourceId: 'broken', leaked: [] });
    expect((error as ProvisionError).message).toMatch(/Rolled back [345]\d resource\(s\)/);
    expect(await listEverything(client)).toEqual([]);
  });

  test('deletion order puts dependents first', () => {
    const order = deletionOrder();
    const before = (a: ResourceTypeName, b: ResourceTypeName) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    expect([...order].sort()).toEqual(Object.keys(RESOURCE_TYPES).sort());
    before('fc_trigger', 'fc_function');
    before('fc_function', 'fc_service');
    before('snat_entry', 'nat_gateway');
    before('snat_entry', 'eip');
    before('instance', 'vswitch');
    before('vswitch', 'vpc');
    before('slb_backend_server', 'instance');
    before('slb_rule', 'slb_vserver_group');
    before('cms_alarm', 'cms_alarm_contact_group');
    before('trail', 'oss_bucket');
  });

  test('after a killed companion, sweep finds one resource of every type and deletes them all, and only them', async () => {
    const { client } = await accounts.create();
    const rand = '5e1f0a';
    const provisioner = new OpenApiProvisioner(client);
    const network = await provisioner.provisionAll(NETWORK, context(rand, 'run-7'));
    const created = { ...network, ...(await provisioner.provisionAll(services(network.vm.id), context(rand, 'run-7'))) };
    expect(new Set(Object.values(created).map((c) => c.type))).toEqual(new Set(Object.keys(RESOURCE_TYPES)));
    // Every type the cloud can tag carries the episode's and the run's tags, and its `list` returns them.
    const listedTags = Object.fromEntries((await listEverything(client)).map((r) => [r.id, r.tags]));
    for (const c of Object.values(created)) {
      const def: ResourceType = RESOURCE_TYPES[c.type as ResourceTypeName];
      if (def.tagging === 'none') continue;
      expect({ type: c.type, tags: listedTags[c.id] }).toEqual({ type: c.type, tags: expect.objectContaining({ 'aca:episode': `ep-${rand}`, 'aca:run': 'run-7' }) });
    }
    const untaggable = Object.values(RESOURCE_TYPES).filter((d: ResourceType) => d.tagging === 'none').map((d) => d.type).sort();
    expect(untaggable).toEqual(['alidns_record', 'cms_alarm', 'cms_alarm_contact', 'cms_alarm_contact_group', 'cms_event_rule', 'cms_metric_rule_template', 'cms_monitor_group', 'cms_site_monitor', 'db_account', 'db_database', 'ecs_auto_snapshot_policy', 'ecs_launch_template', 'fc3_function', 'fc_function', 'fc_trigger', 'ram_group', 'ram_saml_provider', 'ram_user', 'slb_backend_server', 'slb_listener', 'slb_master_slave_group', 'slb_rule', 'slb_vserver_group', 'snat_entry', 'trail']);
    const stillThere = await ownersResources(client);
    // The provisioner is dropped without teardown: the companion was killed.

    const match = { tagged: true, namePrefix: 'aca-', nameContains: rand };
    const before = await ours(client, match);
    expect(Object.keys(before).sort()).toEqual(Object.keys(RESOURCE_TYPES).sort());

    const result = await sweep(client, { match, region: TEST_REGION, wait: WAIT });
    expect(result.failed).toEqual([]);
    expect(result.found).toBeGreaterThanOrEqual(Object.keys(created).length);
    expect(result.deleted).toHaveLength(result.found);
    expect(await ours(client, match)).toEqual({});
    expect(await stillThere()).toEqual({ vpc: true, user: true });
  });

  test('sweepEpisode deletes what carries its rand and leaves another episode and the owner alone', async () => {
    const { client } = await accounts.create();
    const requires = [
      r('vpc', 'vpc', { VpcName: 'doc-vpc-${rand}', CidrBlock: '192.168.0.0/16' }),
      r('vsw', 'vswitch', { VpcId: '${vpc.id}', CidrBlock: '192.168.1.0/24' }),
      r('user', 'ram_user', { UserName: 'doc-user-${rand}' }),
    ];
    await new OpenApiProvisioner(client).provisionAll(requires, context('aaa111'));
    await new OpenApiProvisioner(client).provisionAll(requires, context('bbb222'));
    // What the agent made in the console during episode aaa111: a bucket named with the rand, no tag.
    await client.oss('PutBucket', (c) => c.putBucket('logs-aaa111'));
    const stillThere = await ownersResources(client);

    const result = await sweepEpisode(client, { episodeId: 'ep-aaa111', rand: 'aaa111', region: TEST_REGION, wait: WAIT });
    expect(result.failed).toEqual([]);
    expect(result.deleted.map((d) => d.name).sort()).toEqual(['aca-aaa111-vsw', 'doc-user-aaa111', 'doc-vpc-aaa111', 'logs-aaa111']);
    expect(await ours(client, { nameContains: 'aaa111' })).toEqual({});
    expect(await ours(client, { nameContains: 'bbb222' })).toEqual({ vpc: ['doc-vpc-bbb222'], vswitch: ['aca-bbb222-vsw'], ram_user: ['doc-user-bbb222'] });
    expect(await stillThere()).toEqual({ vpc: true, user: true });
  });

  test('a dry run lists what matches and deletes nothing', async () => {
    const { client } = await accounts.create();
    await new OpenApiProvisioner(client).provisionAll([r('vpc', 'vpc', { CidrBlock: '192.168.0.0/16' }), r('kp', 'key_pair', {})], context('ccc333'));
    const result = await sweep(client, { dryRun: true, region: TEST_REGION });
    expect(result.matched.map((m) => [m.type, m.name])).toEqual([['key_pair', 'aca-ccc333-kp'], ['vpc', 'aca-ccc333-vpc']]);
    expect(result.deleted).toEqual([]);
    expect(await ours(client, { namePrefix: 'aca-' })).toEqual({ vpc: ['aca-ccc333-vpc'], key_pair: ['aca-ccc333-kp'] });
  });

  test('a resource matches by its episode tag, its name prefix or the rand in its name', () => {
    const res = (name: string, tags: Record<string, string> = {}) => ({ name, tags });
    expect(matches(res('web', { 'aca:episode': 'ep-1' }), { tagged: true })).toBe(true);
    expect(matches(res('web', { 'aca:episode': 'ep-1' }), { tagged: 'ep-1' })).toBe(true);
    expect(matches(res('web', { 'aca:episode': 'ep-2' }), { tagged: 'ep-1' })).toBe(false);
    expect(matches(res('web', { owner: 'ep-1' }), { tagged: true })).toBe(false);
    expect(matches(res('aca-3fa9c1-vpc'), { namePrefix: 'aca-' })).toBe(true);
    expect(matches(res('my-aca-vpc'), { namePrefix: 'aca-' })).toBe(false);
    expect(matches(res('doc-logs-3fa9c1'), { tagged: true, nameContains: '3fa9c1' })).toBe(true);
    expect(matches(res('doc-logs-3fa9c2'), { tagged: true, nameContains: '3fa9c1' })).toBe(false);
    expect(matches(res('web', { 'aca:run': 'run-7' }), { run: 'run-7' })).toBe(true);
    expect(matches(res('web', { 'aca:run': 'run-8' }), { run: 'run-7' })).toBe(false);
    const names = [templatePattern('doc-vpc-${rand}')!, templatePattern('doc-${rand}.com')!];
    expect(matches(res('doc-vpc-0a1b2c'), { namePatterns: names })).toBe(true);
    expect(matches(res('doc-0a1b2c.com'), { namePatterns: names })).toBe(true);
    expect(matches(res('doc-vpc-prod'), { namePatterns: names })).toBe(false);
    expect(matches(res('my-doc-vpc-0a1b2c'), { namePatterns: names })).toBe(false);
  });

  test('task names come from the ${rand} templates of task files; ones that would match any name are left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aca-sweep-tasks-'));
    await mkdir(join(dir, 'vpc'));
    await writeFile(join(dir, 'vpc', 'a.md'), '---\nid: vpc/a\nrequires:\n  - { id: vpc, type: vpc, attributes: { VpcName: "doc-vpc-${rand}" } }\ninputs:\n  name: "${rand}"\n  vsw: doc-vsw-${rand}\n  other: "${vpc.name}-group-${rand}"\n  tiny: "${vpc.name}-sg-${rand}"\n---\n# A\nNot in the front matter: body-${rand}\n');
    await writeFile(join(dir, 'notes.txt'), 'doc-txt-${rand}');
    const patterns = taskNamePatterns([dir]).map(String).sort();
    expect(patterns).toEqual(['/^.+?-group-[0-9a-f]{6}$/i', '/^doc-vpc-[0-9a-f]{6}$/i', '/^doc-vsw-[0-9a-f]{6}$/i']);
    expect(templatePattern('${rand}')).toBeUndefined();
    expect(templatePattern('a-${rand}')).toBeUndefined();
  });

  test('list reads every page', async () => {
    const { client } = await accounts.create();
    // Past one page of DescribeSecurityGroups (50) and of RAM's ListUsers (100).
    const { VpcId } = await client.call<{ VpcId: string }>('vpc', 'CreateVpc', { CidrBlock: '10.0.0.0/8' });
    for (let i = 0; i < 55; i++) await client.call('ecs', 'CreateSecurityGroup', { VpcId, SecurityGroupName: `sg-${i}` });
    for (let i = 0; i < 105; i++) await client.call('ram', 'CreateUser', { UserName: `user-${i}` });
    expect(new Set((await listAll(client, 'security_group')).map((g) => g.name)).size).toBe(55);
    expect(new Set((await listAll(client, 'ram_user')).map((u) => u.name)).size).toBe(105);
  });

  test('several matches: a resource is taken when any of them selects it', async () => {
    const { client } = await accounts.create();
    await new OpenApiProvisioner(client).provisionAll([r('vpc', 'vpc', { VpcName: 'doc-vpc-eee555', CidrBlock: '192.168.0.0/16' })], context('eee555', 'run-9'));
    await client.call('vpc', 'CreateVpc', { VpcName: 'doc-vpc-fff666', CidrBlock: '10.0.0.0/8' });
    await client.call('vpc', 'CreateVpc', { VpcName: 'production', CidrBlock: '172.16.0.0/12' });
    const result = await sweep(client, { match: [{ run: 'run-9' }, { namePatterns: [templatePattern('doc-vpc-${rand}')!] }], region: TEST_REGION, dryRun: true });
    expect(result.matched.map((m) => m.name).sort()).toEqual(['doc-vpc-eee555', 'doc-vpc-fff666']);
    await expect(sweep(client, { match: [], region: TEST_REGION })).rejects.toMatchObject({ code: 'bad-match' });
  });

  test('a match that would select everything is refused', async () => {
    const { client } = await accounts.create();
    await expect(sweep(client, { match: { nameContains: 'a' }, region: TEST_REGION })).rejects.toMatchObject({ code: 'bad-match' });
    await expect(sweep(client, { match: { namePatterns: [/.*/] }, region: TEST_REGION })).rejects.toThrow(/empty name/);
    await expect(sweep(client, { match: {}, region: TEST_REGION })).rejects.toThrow(/no criterion/);
    await expect(sweepEpisode(client, { region: TEST_REGION })).rejects.toMatchObject({ code: 'bad-match' });
  });

  test('aca sweep on an emulator account exits 0, prints JSON lines and leaves none of ours', async () => {
    const { client, account } = await accounts.create();
    await new OpenApiProvisioner(client).provisionAll(
      [r('vpc', 'vpc', { CidrBlock: '192.168.0.0/16' }), r('vsw', 'vswitch', { VpcId: '${vpc.id}', CidrBlock: '192.168.1.0/24' }), r('policy', 'ram_policy', {})],
      context('ddd444'),
    );
    const stillThere = await ownersResources(client);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSweep(
      ['--emulator', emulator.url, '--admin-token', emulator.adminToken, '--account', account.accountId, '--region', TEST_REGION],
      (l) => out.push(l),
      (l) => err.push(l),
    );
    expect(code).toBe(0);
    const events = out.map((l) => JSON.parse(l) as { event: string; type: string; account: string });
    expect(events.filter((e) => e.event === 'deleted').map((e) => e.type).sort()).toEqual(['ram_policy', 'vpc', 'vswitch']);
    expect(events.every((e) => e.account === account.accountId)).toBe(true);
    expect(err.join('\n')).toMatch(/3 found, 3 deleted, 0 failed/);
    expect(err.join('\n')).not.toContain(account.accessKeySecret);
    expect(await ours(client, { tagged: true, namePrefix: 'aca-' })).toEqual({});
    expect(await stillThere()).toEqual({ vpc: true, user: true });
  });

  test('aca sweep takes no AccessKey slot, finds untagged task-named resources, and goes on past an account it cannot reach', async () => {
    // An account whose two AccessKeys are both taken, with what a killed episode's agent made in the console
    // (untagged, named from the task) and what its provisioner made (tagged).
    const full = await accounts.create();
    await accounts.control.createAccessKey(full.account.accountId);
    const keysBefore = await accounts.control.accessKeys(full.account.accountId);
    expect(keysBefore).toHaveLength(2);
    await full.client.call('vpc', 'CreateVpc', { VpcName: 'doc-vpc-a1b2c3', CidrBlock: '192.168.0.0/16' });
    await new OpenApiProvisioner(full.client).provisionAll([r('kp', 'key_pair', { KeyPairName: 'mine' })], context('a1b2c3'));
    const stillThere = await ownersResources(full.client);
    const other = await accounts.create();
    await other.client.call('vpc', 'CreateVpc', { VpcName: 'doc-vpc-d4e5f6', CidrBlock: '192.168.0.0/16' });

    const out: string[] = [];
    const err: string[] = [];
    const code = await runSweep(
      ['--emulator', emulator.url, '--admin-token', emulator.adminToken, '--account', full.account.accountId, '--account', '1999999999999999', '--account', other.account.accountId],
      (l) => out.push(l),
      (l) => err.push(l),
    );
    expect(code).toBe(1);
    const deleted = out.map((l) => JSON.parse(l) as { event: string; name: string; account: string }).filter((e) => e.event === 'deleted');
    expect(deleted.map((e) => e.name).sort()).toEqual(['doc-vpc-a1b2c3', 'doc-vpc-d4e5f6', 'mine']);
    expect(err.join('\n')).toMatch(/1999999999999999 \(cn-hangzhou\): could not be swept: .*AccountNotFound/);
    expect(err.join('\n')).toMatch(/3 account\(s\).*3 found, 3 deleted, 0 failed, 1 account\(s\) not swept/);
    expect(await stillThere()).toEqual({ vpc: true, user: true });
    // No key was added or removed: the sweep used an STS credential.
    expect((await accounts.control.accessKeys(full.account.accountId)).map((k) => k.accessKeyId)).toEqual(keysBefore.map((k) => k.accessKeyId));
  });

  test('aca sweep refuses contradictory or incomplete flags', async () => {
    const base = ['--emulator', emulator.url, '--admin-token', emulator.adminToken];
    await expect(runSweep(base)).rejects.toMatchObject({ code: 'bad-arguments', message: expect.stringMatching(/--account ID .*--all-accounts or --run DIR/) });
    await expect(runSweep(['--run', '/tmp'])).rejects.toMatchObject({ code: 'bad-arguments', message: expect.stringContaining('give --emulator URL') });
    await expect(runSweep([...base, '--run', '/nonexistent-run'])).rejects.toMatchObject({ code: 'bad-arguments', message: expect.stringContaining('not a batch folder') });
    await expect(runSweep([...base, '--account', 'x', '--all-accounts'])).rejects.toMatchObject({ code: 'bad-arguments' });
    await expect(runSweep(['--all-accounts'])).rejects.toMatchObject({ code: 'bad-arguments', message: expect.stringContaining('--emulator') });
    await expect(runSweep([...base, '--all-accounts', '--tasks', '/nonexistent-tasks'])).rejects.toMatchObject({ code: 'bad-arguments', message: expect.stringContaining('no such folder') });
  });
});
