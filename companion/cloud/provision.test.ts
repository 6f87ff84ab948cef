import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import type { RequiredResource } from '../../protocol/task';
import { guessResourceType } from './onDemand';
import { OpenApiProvisioner, ProvisionError, type ProvisionContext } from './provision';
import { listOf } from './resources/types';
import type { CloudClient } from './sdk';
import { TEST_REGION, testAccounts, type TestAccounts } from './testAccounts';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let accounts: TestAccounts;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'provision-tests' });
  accounts = testAccounts(emulator);
});
afterAll(() => emulator?.close());

const context = (rand: string): ProvisionContext => ({
  episodeId: `ep-${rand}`,
  rand,
  inputs: { groupName: `sg-${rand}` },
  region: TEST_REGION,
  expand: (s) => s.replace(/\$\{rand\}/g, rand).replace(/\$\{inputs\.(\w+)\}/g, (_, k: string) => `sg-${rand}-${k}`),
  wait: { timeoutMs: 20_000, intervalMs: 100, maxIntervalMs: 500 },
});

/** Everything the account holds, by kind: what teardown must leave empty. */
async function inventory(client: CloudClient) {
  const [vpcs, vsws, sgs, instances] = await Promise.all([
    client.call('vpc', 'DescribeVpcs', {}),
    client.call('vpc', 'DescribeVSwitches', {}),
    client.call('ecs', 'DescribeSecurityGroups', {}),
    client.call('ecs', 'DescribeInstances', {}),
  ]);
  return {
    vpcs: listOf(vpcs, 'Vpcs', 'Vpc').length,
    vSwitches: listOf(vsws, 'VSwitches', 'VSwitch').length,
    securityGroups: listOf(sgs, 'SecurityGroups', 'SecurityGroup').length,
    instances: listOf(instances, 'Instances', 'Instance').length,
  };
}
const EMPTY = { vpcs: 0, vSwitches: 0, securityGroups: 0, instances: 0 };

describe('OpenApiProvisioner against the emulator', () => {
  test('an instance whose type the task leaves open is created with another type when the default is out of stock', async () => {
    const { account, client } = await accounts.create();
    await accounts.control.setAccountFaults(account.accountId, { noStock: { instanceTypes: ['ecs.e-c1m1.large'] } });
    const provisioner = new OpenApiProvisioner(client);
    const network = (n: string): RequiredResource[] => [
      { id: `vpc${n}`, type: 'vpc', attributes: {} },
      { id: `vsw${n}`, type: 'vswitch', attributes: { VpcId: `\${vpc${n}.id}` } },
      { id: `sg${n}`, type: 'security_group', attributes: { VpcId: `\${vpc${n}.id}` } },
    ];
    const vm = (n: string, extra: Record<string, string> = {}): RequiredResource => ({ id: `vm${n}`, type: 'instance', attributes: { VSwitchId: `\${vsw${n}.id}`, SecurityGroupId: `\${sg${n}.id}`, ...extra } });
    const made = await provisioner.provisionAll([...network('1'), vm('1')], context('st0c'));
    expect(made.vm1.attributes.InstanceType).toBe('ecs.t6-c1m1.large');
    // A type the task names is what the doc is about: its stock-out is the environment's, reported as such.
    const named = await provisioner.provisionAll([...network('2'), vm('2', { InstanceType: 'ecs.e-c1m1.large' })], context('st1c')).catch((e: unknown) => e);
    expect(named).toBeInstanceOf(ProvisionError);
    expect((named as ProvisionError).details.apiCode).toBe('OperationDenied.NoStock');
    expect(await provisioner.teardown()).toEqual([]);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('creates vpc -> vswitch -> security_group -> instance with references, then tears everything down', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const created = await provisioner.provisionAll(
      [
        { id: 'vpc', type: 'vpc', attributes: { VpcName: 'doc-${rand}', CidrBlock: '192.168.0.0/16' } },
        { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', CidrBlock: '192.168.1.0/24' } },
        { id: 'sg', type: 'security_group', attributes: { VpcId: '${vpc.VpcId}', SecurityGroupName: '${inputs.groupName}', IpProtocol: 'tcp', PortRange: '22/22', SourceCidrIp: '0.0.0.0/0' } },
        { id: 'vm', type: 'instance', attributes: { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', InstanceName: 'web-${rand}', InternetMaxBandwidthOut: 0 } },
      ],
      context('a1b2'),
    );
    expect(created.vpc).toMatchObject({ type: 'vpc', name: 'doc-a1b2', attributes: { CidrBlock: '192.168.0.0/16' } });
    expect(created.vpc.id).toMatch(/^vpc-/);
    expect(created.vpc.attributes.VRouterId).toMatch(/^vrt-/);
    expect(created.vsw.attributes).toMatchObject({ VpcId: created.vpc.id, ZoneId: expect.stringMatching(/^cn-hangzhou-/) });
    expect(created.vsw.name).toBe('aca-a1b2-vsw');
    expect(created.sg).toMatchObject({ name: 'sg-a1b2-groupName', attributes: { VpcId: created.vpc.id } });
    expect(created.vm.id).toMatch(/^i-/);
    expect(created.vm.attributes).toMatchObject({ Status: 'Running', VSwitchId: created.vsw.id, ImageId: expect.stringMatching(/^aliyun_/) });
    expect(await inventory(client)).toEqual({ vpcs: 1, vSwitches: 1, securityGroups: 1, instances: 1 });

    expect(await provisioner.teardown()).toEqual([]);
    expect(await inventory(client)).toEqual(EMPTY);
    expect(provisioner.resources).toEqual({});
  });

  test('rolls back what it created when a later resource fails, and names the resource and the API error', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const error = await provisioner
      .provisionAll(
        [
          { id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16' } },
          { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', CidrBlock: '10.0.0.0/24' } },
        ],
        context('c3d4'),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProvisionError);
    const e = error as ProvisionError;
    expect(e.code).toBe('provision-failed');
    expect(e.message).toMatch(/resource "vsw" \(type vswitch\): \S+: .+Rolled back 1 resource/);
    expect(e.details.apiCode).toBeTruthy();
    expect(e.message).toContain(e.details.apiCode!);
    expect(e.details.leaked).toEqual([]);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('refuses an unknown resource type before creating anything, naming the known types', async () => {
    const { client } = await accounts.create();
    const error = await new OpenApiProvisioner(client)
      .provisionAll(
        [
          { id: 'vpc', type: 'vpc', attributes: {} },
          { id: 'qc', type: 'quantum_computer', attributes: {} },
        ],
        context('e5f6'),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unknown-resource-type' });
    expect((error as Error).message).toMatch(/"qc" has type "quantum_computer".*Known types: vpc, vswitch, security_group, instance, /);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('a reference to a resource declared later is an error, with rollback', async () => {
    const { client } = await accounts.create();
    const error = await new OpenApiProvisioner(client)
      .provisionAll(
        [
          { id: 'vpc', type: 'vpc', attributes: {} },
          { id: 'sg', type: 'security_group', attributes: { VpcId: '${vsw.VpcId}' } },
          { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', CidrBlock: '172.16.0.0/24' } },
        ],
        context('g7h8'),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad-reference' });
    expect((error as Error).message).toMatch(/\$\{vsw\.VpcId\} refers to resource "vsw" before it is created/);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('teardown reports what it could not delete, with the cloud error, instead of dropping it', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client, { teardownAttempts: 2 });
    const { vpc } = await provisioner.provisionAll([{ id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16' } }], context('m3n4'));
    // Someone else's vSwitch keeps the VPC from being deleted.
    const { VSwitchId } = await client.call<{ VSwitchId: string }>('vpc', 'CreateVSwitch', {
      VpcId: vpc.id, ZoneId: 'cn-hangzhou-h', CidrBlock: '192.168.9.0/24',
    });
    const leaked = await provisioner.teardown();
    expect(leaked).toEqual([expect.objectContaining({ localId: 'vpc', id: vpc.id, type: 'vpc', code: 'DependencyViolation' })]);
    expect(leaked[0].error).toMatch(/DependencyViolation/);
    expect(Object.keys(provisioner.resources)).toEqual(['vpc']);
    // Once the obstacle is gone, another teardown finishes the job.
    await client.call('vpc', 'DeleteVSwitch', { VSwitchId });
    await new Promise((r) => setTimeout(r, 600)); // the vSwitch leaves its Pending deletion
    expect(await provisioner.teardown()).toEqual([]);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('on demand: an instance brings its vSwitch and security group, reusing the episode VPC', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const ctx = context('i9j0');
    const { vpc } = await provisioner.provisionAll([{ id: 'vpc', type: 'vpc', attributes: { CidrBlock: '172.16.0.0/12' } }], ctx);
    const report = await provisioner.provisionOnDemand({ description: 'an ECS instance to stop' });
    expect(report).toMatchObject({ type: 'instance', where: 'ECS console > Instances & Images > Instances' });
    expect(report.id).toMatch(/^i-/);
    expect(report.attributes.VpcId).toBe(vpc.id);
    expect(report.dependencies.map((d) => d.type)).toEqual(['vswitch', 'security_group']);
    expect(report.summary).toContain(report.id);
    expect(await inventory(client)).toEqual({ vpcs: 1, vSwitches: 1, securityGroups: 1, instances: 1 });

    const sg = await provisioner.provisionOnDemand({ description: 'a security group', resourceType: 'security_group' });
    expect(sg).toMatchObject({ type: 'security_group', where: 'ECS console > Network & Security > Security Groups' });
    expect(sg.dependencies).toEqual([]);

    expect(await provisioner.teardown()).toEqual([]);
    expect(await inventory(client)).toEqual(EMPTY);
  });

  test('on demand: an unknown description is refused with the known types', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    await provisioner.provisionAll([], context('k1l2'));
    await expect(provisioner.provisionOnDemand({ description: 'an OSS bucket' })).rejects.toMatchObject({
      code: 'unknown-resource-type',
      message: expect.stringMatching(/no resource type recognized.*Known types/),
    });
  });

  test('an RDS instance of an engine named alone gets the version and class of that engine; a protected KMS key is still torn down', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const made = await provisioner.provisionAll([
      { id: 'vpc', type: 'vpc', attributes: {} },
      { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k' } },
      { id: 'mssql', type: 'db_instance', attributes: { Engine: 'SQLServer', VSwitchId: '${vsw.id}' } },
      { id: 'maria', type: 'db_instance', attributes: { Engine: 'MariaDB', EngineVersion: '10.6', VSwitchId: '${vsw.id}' } },
      { id: 'key', type: 'kms_key', attributes: { Description: 'protected-key' } },
    ], context('eng1'));
    expect(made.mssql.attributes).toMatchObject({ Engine: 'SQLServer', EngineVersion: '2019_std_ha', DBInstanceClass: 'mssql.x4.medium.s2', Port: '1433' });
    expect(made.maria.attributes).toMatchObject({ Engine: 'MariaDB', EngineVersion: '10.6', DBInstanceClass: 'mariadb.n2.medium.2c' });
    // What a deletion-protection task leaves behind: teardown turns protection off, then schedules the deletion.
    await client.call('kms', 'SetDeletionProtection', { ProtectedResourceArn: String(made.key.attributes.Arn), EnableDeletionProtection: 'true' });
    expect(await provisioner.teardown()).toEqual([]);
    const meta = (await client.call('kms', 'DescribeKey', { KeyId: made.key.id })).KeyMetadata as Record<string, string>;
    expect(meta).toMatchObject({ KeyState: 'PendingDeletion', DeletionProtection: 'Disabled' });
  });

  test('an identity provider of RAM SSO is an IMS SAML provider, made with placeholder metadata and deleted at teardown', async () => {
    const { client } = await accounts.create();
    const provisioner = new OpenApiProvisioner(client);
    const made = await provisioner.provisionAll([{ id: 'idp', type: 'ram_saml_provider', attributes: { Description: 'an IdP to delete' } }], context('idp1'));
    expect(made.idp).toMatchObject({ id: 'aca-idp1-idp', name: 'aca-idp1-idp', attributes: { Description: 'an IdP to delete', Arn: expect.stringMatching(/:saml-provider\/aca-idp1-idp$/) } });
    const got = (await client.call('ims', 'GetSAMLProvider', { SAMLProviderName: made.idp.id })).SAMLProvider as Record<string, string>;
    expect(Buffer.from(got.EncodedSAMLMetadataDocument, 'base64').toString('utf8')).toContain('EntityDescriptor');
    expect(await provisioner.teardown()).toEqual([]);
    expect(listOf(await client.call('ims', 'ListSAMLProviders', {}), 'SAMLProviders', 'SAMLProvider')).toEqual([]);
  });
});

describe('guessResourceType', () => {
  test.each([
    ['a VPC for the web tier', 'vpc'],
    ['创建一个专有网络', 'vpc'],
    ['a vSwitch in the VPC', 'vswitch'],
    ['专有网络中的交换机', 'vswitch'],
    ["the instance's security group", 'security_group'],
    ['为实例创建安全组', 'security_group'],
    ['a running ECS instance', 'instance'],
    ['一台实例', 'instance'],
    ['an OSS bucket', undefined],
  ])('%s -> %s', (description, type) => {
    expect(guessResourceType(description)).toBe(type);
  });
});
