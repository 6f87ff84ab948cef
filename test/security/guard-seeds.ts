/**
 * What each product's account holds before the guard walk, so that every list has rows and every row its actions:
 * required resources as task files declare them (created by the `openapi` provisioner), one of each kind and state
 * a page shows differently (a disk attached and one not, an EIP bound and one free, a key enabled and one pending
 * deletion).
 */
import type { ProvisionedResource } from '../../companion/cloud/provision';
import type { CloudClient } from '../../companion/cloud/sdk';
import type { RequiredResource } from '../../protocol/task';

export interface Seed {
  /** Emulator fixtures of the account (instances come with their VPC, vSwitches and security group). */
  fixtures?: { instances?: number; vpcs?: number };
  requires: RequiredResource[];
  /** What no resource type makes (rules, entries, versions, grants), made with the account's client afterwards. */
  more?(client: CloudClient, made: Record<string, ProvisionedResource>): Promise<void>;
}

const r = (id: string, type: string, attributes: Record<string, string>): RequiredResource => ({ id, type, attributes });

const network = [
  r('vpc', 'vpc', { VpcName: 'walk-vpc-${rand}', CidrBlock: '192.168.0.0/16' }),
  r('vsw', 'vswitch', { VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24', VSwitchName: 'walk-vsw-${rand}' }),
  r('sg', 'security_group', { VpcId: '${vpc.id}', SecurityGroupName: 'walk-sg-${rand}' }),
];
const vm = r('vm', 'instance', {
  InstanceName: 'walk-vm-${rand}', InstanceType: 'ecs.g7.large', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd',
  VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', InstanceChargeType: 'PostPaid',
});

export const SEEDS: Record<string, Seed> = {
  ecs: {
    fixtures: { instances: 4 },
    requires: [
      ...network, vm,
      r('disk', 'disk', { DiskName: 'walk-disk-${rand}', ZoneId: 'cn-hangzhou-k', Size: '40', DiskCategory: 'cloud_essd' }),
      r('attached', 'disk', { DiskName: 'walk-data-${rand}', Size: '40', DiskCategory: 'cloud_essd', InstanceId: '${vm.id}' }),
      r('snap', 'snapshot', { DiskId: '${attached.id}', SnapshotName: 'walk-snap-${rand}' }),
      r('kp', 'key_pair', { KeyPairName: 'walk-kp-${rand}' }),
      // A launch template with a second version (the provisioner's), so the walk reaches Delete on the template's
      // row (DeleteLaunchTemplate) and on the version's row of its Versions tab (DeleteLaunchTemplateVersion).
      r('lt', 'ecs_launch_template', { LaunchTemplateName: 'walk-lt-${rand}', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', InstanceType: 'ecs.g7.large' }),
      // ENIs, one bound to the instance and one free (each with a secondary private IP): their rows hold Unbind and the
      // IP dialog's Unassign (bound), Delete (free).
      r('eni', 'ecs_network_interface', { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', NetworkInterfaceName: 'walk-eni-${rand}', InstanceId: '${vm.id}' }),
      r('freeEni', 'ecs_network_interface', { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', NetworkInterfaceName: 'walk-free-eni-${rand}' }),
    ],
    async more(client, made) {
      const sg = made.sg.id;
      await client.call('ecs', 'AuthorizeSecurityGroup', { SecurityGroupId: sg, IpProtocol: 'TCP', PortRange: '22/22', SourceCidrIp: '10.0.0.0/8' });
      await client.call('ecs', 'AuthorizeSecurityGroupEgress', { SecurityGroupId: sg, IpProtocol: 'TCP', PortRange: '443/443', DestCidrIp: '0.0.0.0/0' });
      await client.call('ecs', 'CreateImage', { InstanceId: made.vm.id, ImageName: 'walk-image' });
      // A subscription instance beside the pay-as-you-go fixtures: its Renew, Switch to Pay-As-You-Go and Configure
      // Auto-renewal are drawn enabled, the others' Switch to Subscription.
      await client.call('ecs', 'ModifyInstanceChargeType', { InstanceIds: JSON.stringify([made.vm.id]), InstanceChargeType: 'PrePaid', Period: '1', PeriodUnit: 'Month' });
    },
  },
  vpc: {
    requires: [
      ...network, vm,
      r('free', 'eip', { Name: 'walk-eip-${rand}', Bandwidth: '5', InternetChargeType: 'PayByTraffic' }),
      r('ngw', 'nat_gateway', { VpcId: '${vpc.id}', VSwitchId: '${vsw.id}', Name: 'walk-ngw-${rand}' }),
      r('bound', 'eip', { Name: 'walk-nat-eip-${rand}', Bandwidth: '5', InternetChargeType: 'PayByTraffic', InstanceId: '${ngw.id}', InstanceType: 'Nat' }),
      r('onvm', 'eip', { Name: 'walk-vm-eip-${rand}', Bandwidth: '5', InternetChargeType: 'PayByTraffic', InstanceId: '${vm.id}' }),
      r('snat', 'snat_entry', { SnatTableId: '${ngw.SnatTableId}', SourceVSwitchId: '${vsw.id}', SnatIp: '${bound.IpAddress}', SnatEntryName: 'walk-snat-${rand}' }),
      r('rt', 'route_table', { VpcId: '${vpc.id}', RouteTableName: 'walk-rt-${rand}' }),
      // An EIP in an Internet Shared Bandwidth instance: its row's Remove and the instance's Release.
      r('shared', 'eip', { Name: 'walk-shared-eip-${rand}', Bandwidth: '5', InternetChargeType: 'PayByTraffic' }),
      r('cbwp', 'common_bandwidth_package', { Name: 'walk-cbwp-${rand}', IpInstanceId: '${shared.id}' }),
    ],
    async more(client, made) {
      await client.call('vpc', 'AssociateRouteTable', { RouteTableId: made.rt.id, VSwitchId: made.vsw.id });
      await client.call('vpc', 'CreateRouteEntry', { RouteTableId: made.rt.id, DestinationCidrBlock: '10.10.0.0/16', NextHopType: 'Instance', NextHopId: made.vm.id });
      await client.call('vpc', 'CreateForwardEntry', {
        ForwardTableId: made.ngw.attributes.ForwardTableId, ExternalIp: made.bound.attributes.IpAddress, ExternalPort: '8080', IpProtocol: 'TCP',
        InternalIp: made.vm.attributes.PrivateIpAddress, InternalPort: '80', ForwardEntryName: 'walk-dnat',
      });
    },
  },
  ram: {
    requires: [
      r('group', 'ram_group', { GroupName: 'walk-group-${rand}' }),
      r('policy', 'ram_policy', { PolicyName: 'walk-policy-${rand}', Description: 'Read ECS instances' }),
      r('user', 'ram_user', { UserName: 'walk-user-${rand}', GroupName: '${group.name}', PolicyName: 'AliyunECSReadOnlyAccess', AccessKey: 'true', ConsoleLogon: 'true' }),
      r('role', 'ram_role', { RoleName: 'walk-role-${rand}' }),
      // An identity provider, so the SSO page's row holds Delete (IMS DeleteSAMLProvider).
      r('idp', 'ram_saml_provider', { SAMLProviderName: 'walk-idp-${rand}', Description: 'Walk IdP' }),
    ],
  },
  rds: {
    requires: [
      ...network.slice(0, 2),
      r('db', 'db_instance', { DBInstanceDescription: 'walk-rds-${rand}', Engine: 'MySQL', EngineVersion: '8.0', DBInstanceClass: 'mysql.n2.medium.1', DBInstanceStorage: '20', VSwitchId: '${vsw.id}' }),
      r('appdb', 'db_database', { DBInstanceId: '${db.id}', DBName: 'walk_${rand}', CharacterSetName: 'utf8mb4' }),
      r('acc', 'db_account', { DBInstanceId: '${db.id}', AccountName: 'walk_user_${rand}', AccountType: 'Normal' }),
    ],
  },
  slb: {
    requires: [
      ...network, vm,
      r('clb', 'slb_load_balancer', { LoadBalancerName: 'walk-clb-${rand}', AddressType: 'intranet', VpcId: '${vpc.id}', VSwitchId: '${vsw.id}', LoadBalancerSpec: 'slb.s1.small' }),
      r('lsn', 'slb_listener', { LoadBalancerId: '${clb.id}', ListenerPort: '80', BackendServerPort: '80', ListenerProtocol: 'tcp' }),
      r('backend', 'slb_backend_server', { LoadBalancerId: '${clb.id}', ServerId: '${vm.id}', Weight: '100' }),
      // Its Primary/Secondary Server Groups tab then has a Delete to hold.
      r('pair', 'slb_master_slave_group', { LoadBalancerId: '${clb.id}', ServerId: '${vm.id}', MasterSlaveServerGroupName: 'walk-pair-${rand}' }),
    ],
    async more(client, made) {
      const { VServerGroupId } = await client.call('slb', 'CreateVServerGroup', { LoadBalancerId: made.clb.id, VServerGroupName: 'walk-group', BackendServers: JSON.stringify([{ ServerId: made.vm.id, Port: 80, Weight: 100 }]) });
      // An HTTP listener with a forwarding rule: its Forwarding Rules page has a Delete to hold.
      await client.call('slb', 'CreateLoadBalancerHTTPListener', { LoadBalancerId: made.clb.id, ListenerPort: '8080', BackendServerPort: '80', Bandwidth: '-1', HealthCheck: 'off', StickySession: 'off' });
      await client.call('slb', 'CreateRules', { LoadBalancerId: made.clb.id, ListenerPort: '8080', RuleList: JSON.stringify([{ RuleName: 'walk-rule', Url: '/walk', VServerGroupId }]) });
    },
  },
  oss: {
    requires: [r('bucket', 'oss_bucket', { BucketName: 'walk-bucket-${rand}', Objects: 'notes/readme.txt,index.html', LifecycleDays: '30', Versioning: 'Enabled' })],
    async more(client, made) {
      // ali-oss has putBucketCORS; the local typings leave it out.
      const rules = [{ allowedOrigin: ['https://www.example.com'], allowedMethod: ['GET'], allowedHeader: '*', maxAgeSeconds: '600' }];
      await client.oss('PutBucketCors', (c) => (c as unknown as { putBucketCORS(name: string, r: unknown[]): Promise<unknown> }).putBucketCORS(made.bucket.id, rules));
      // One statement: the Bucket Policy row's Delete then calls DeleteBucketPolicy.
      const policy = { Version: '1', Statement: [{ Effect: 'Allow', Action: ['oss:GetObject'], Principal: ['*'], Resource: [`acs:oss:*:*:${made.bucket.id}/*`] }] };
      await client.oss('PutBucketPolicy', (c) => (c as unknown as { putBucketPolicy(name: string, p: unknown): Promise<unknown> }).putBucketPolicy(made.bucket.id, policy));
    },
  },
  kms: {
    requires: [
      r('pending', 'kms_key', { KeySpec: 'Aliyun_AES_256', Description: 'walk-pending-${rand}', KeyState: 'PendingDeletion' }),
      r('secret', 'kms_secret', { SecretName: 'walk-secret-${rand}', VersionId: 'v1' }),
    ],
    async more(client) {
      // Lists show the newest first (by the second): a key with an alias a second later heads the list, so its
      // details page (its aliases, their Delete) is the one walked.
      await new Promise((r) => setTimeout(r, 1100));
      const created = await client.call<{ KeyMetadata: { KeyId: string } }>('kms', 'CreateKey', { KeySpec: 'Aliyun_AES_256', Description: 'walk-key' });
      await client.call('kms', 'CreateAlias', { KeyId: created.KeyMetadata.KeyId, AliasName: 'alias/walk-key' });
    },
  },
  dns: {
    requires: [
      r('dom', 'alidns_domain', { DomainName: 'walk-${rand}.com' }),
      r('rec', 'alidns_record', { DomainName: '${dom.id}', RR: 'www', Type: 'A', Value: '192.0.2.60', TTL: '600' }),
    ],
  },
  cdn: {
    requires: [r('dom', 'cdn_domain', { DomainName: 'img-${rand}.example.com' })],
    async more(client, made) {
      const functions = [
        { functionName: 'filetype_based_ttl_set', functionArgs: [{ argName: 'ttl', argValue: '3600' }, { argName: 'file_type', argValue: 'jpg' }] },
        { functionName: 'host_redirect', functionArgs: [{ argName: 'regex', argValue: '^/walk$' }, { argName: 'replacement', argValue: '/index.html' }, { argName: 'flag', argValue: 'redirect' }] },
        // URL signing on, so that turning it off (a write marked `disable`) is there to be tried.
        { functionName: 'aliauth', functionArgs: [{ argName: 'auth_type', argValue: 'type_a' }, { argName: 'auth_key1', argValue: 'WalkKey12345678' }] },
      ];
      await client.call('cdn', 'BatchSetCdnDomainConfig', { DomainNames: made.dom.id, Functions: JSON.stringify(functions) });
    },
  },
  cms: {
    requires: [
      ...network, vm,
      r('contact', 'cms_alarm_contact', { ContactName: 'walk-ops-${rand}', 'Channels.Mail': 'ops-${rand}@example.com', Describe: 'On-call engineer' }),
      r('group', 'cms_alarm_contact_group', { ContactGroupName: 'walk-oncall-${rand}', 'ContactNames.1': '${contact.name}' }),
      r('rule', 'cms_alarm', {
        RuleName: 'walk-cpu-${rand}', Namespace: 'acs_ecs_dashboard', MetricName: 'CPUUtilization', Resources: '[{"instanceId":"${vm.id}"}]', ContactGroups: '${group.name}',
        Period: '60', 'Escalations.Critical.Statistics': 'Average', 'Escalations.Critical.ComparisonOperator': 'GreaterThanOrEqualToThreshold',
        'Escalations.Critical.Threshold': '90', 'Escalations.Critical.Times': '3',
      }),
    ],
  },
  fc: {
    requires: [
      r('svc', 'fc_service', { serviceName: 'walk-svc-${rand}' }),
      r('fn', 'fc_function', { serviceName: '${svc.name}', functionName: 'walk-fn-${rand}', runtime: 'python3.10' }),
      r('trg', 'fc_trigger', { serviceName: '${svc.name}', functionName: '${fn.name}', triggerName: 'http-${rand}' }),
      // Today's console is FC 3.0: a function of its own, with a trigger, a version and an alias on the 2023-03-30 API.
      r('fn3', 'fc3_function', { functionName: 'walk-fn3-${rand}' }),
    ],
    async more(client, made) {
      const base = `/2021-04-06/services/${made.svc.name}`;
      const version = await client.roa<{ versionId?: string }>('fc', 'PublishServiceVersion', 'POST', `${base}/versions`, { description: 'walk' });
      await client.roa('fc', 'CreateAlias', 'POST', `${base}/aliases`, { aliasName: 'walk', versionId: String(version.versionId) });
      const fn3 = `/2023-03-30/functions/${made.fn3.name}`;
      await client.roa('fc', 'CreateTrigger', 'POST', `${fn3}/triggers`, { triggerName: 'http-walk', triggerType: 'http', triggerConfig: JSON.stringify({ authType: 'anonymous', methods: ['GET'] }) });
      const v3 = await client.roa<{ versionId?: string }>('fc', 'PublishFunctionVersion', 'POST', `${fn3}/versions`, { description: 'walk' });
      await client.roa('fc', 'CreateAlias', 'POST', `${fn3}/aliases`, { aliasName: 'walk', versionId: String(v3.versionId) });
    },
  },
  actiontrail: {
    requires: [
      r('bucket', 'oss_bucket', { BucketName: 'walk-trail-${rand}' }),
      r('trail', 'trail', { Name: 'walk-trail-${rand}', OssBucketName: '${bucket.id}' }),
    ],
  },
};
