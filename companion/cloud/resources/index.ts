// The catalog of resource types the `openapi` provisioner can create. Adding one: a file exporting a
// `ResourceType`, and a line here (the `satisfies` makes a malformed entry a compile error).
import { alidnsDomain } from './alidnsDomain';
import { autoSnapshotPolicy } from './autoSnapshotPolicy';
import { launchTemplate } from './launchTemplate';
import { deploymentSet } from './deploymentSet';
import { networkInterface } from './networkInterface';
import { alidnsRecord } from './alidnsRecord';
import { cdnDomain } from './cdnDomain';
import { dbAccount } from './dbAccount';
import { dbDatabase } from './dbDatabase';
import { dbInstance } from './dbInstance';
import { fc3Function } from './fc3Function';
import { fcFunction } from './fcFunction';
import { fcTrigger } from './fcTrigger';
import { fcService } from './fcService';
import { cmsAlarm } from './cmsAlarm';
import { cmsAlarmContact } from './cmsAlarmContact';
import { cmsAlarmContactGroup } from './cmsAlarmContactGroup';
import { cmsMetricRuleTemplate } from './cmsMetricRuleTemplate';
import { cmsMonitorGroup } from './cmsMonitorGroup';
import { cmsEventRule } from './cmsEventRule';
import { cmsSiteMonitor } from './cmsSiteMonitor';
import { disk } from './disk';
import { commonBandwidthPackage } from './commonBandwidthPackage';
import { eip } from './eip';
import { instance } from './instance';
import { keyPair } from './keyPair';
import { snapshot } from './snapshot';
import { kmsKey } from './kmsKey';
import { kmsSecret } from './kmsSecret';
import { ossBucket } from './ossBucket';
import { ramGroup } from './ramGroup';
import { ramPolicy } from './ramPolicy';
import { ramRole } from './ramRole';
import { ramSamlProvider } from './ramSamlProvider';
import { ramUser } from './ramUser';
import { securityGroup } from './securityGroup';
import { slbBackendServer } from './slbBackendServer';
import { slbListener } from './slbListener';
import { slbLoadBalancer } from './slbLoadBalancer';
import { slbRule } from './slbRule';
import { slbVServerGroup } from './slbVServerGroup';
import { slbMasterSlaveGroup } from './slbMasterSlaveGroup';
import { trail } from './trail';
import type { ResourceType } from './types';
import { vpc } from './vpc';
import { vswitch } from './vswitch';
import { natGateway } from './natGateway';
import { routeTable } from './routeTable';
import { snatEntry } from './snatEntry';

export const RESOURCE_TYPES = {
  vpc,
  vswitch,
  security_group: securityGroup,
  instance,
  disk,
  snapshot,
  ecs_auto_snapshot_policy: autoSnapshotPolicy,
  ecs_launch_template: launchTemplate,
  ecs_deployment_set: deploymentSet,
  ecs_network_interface: networkInterface,
  key_pair: keyPair,
  eip,
  common_bandwidth_package: commonBandwidthPackage,
  route_table: routeTable,
  nat_gateway: natGateway,
  snat_entry: snatEntry,
  db_instance: dbInstance,
  db_database: dbDatabase,
  db_account: dbAccount,
  alidns_domain: alidnsDomain,
  alidns_record: alidnsRecord,
  cdn_domain: cdnDomain,
  fc_service: fcService,
  fc_function: fcFunction,
  fc3_function: fc3Function,
  fc_trigger: fcTrigger,
  kms_key: kmsKey,
  kms_secret: kmsSecret,
  oss_bucket: ossBucket,
  ram_group: ramGroup,
  ram_user: ramUser,
  ram_policy: ramPolicy,
  ram_role: ramRole,
  ram_saml_provider: ramSamlProvider,
  cms_alarm_contact: cmsAlarmContact,
  cms_alarm_contact_group: cmsAlarmContactGroup,
  cms_alarm: cmsAlarm,
  cms_monitor_group: cmsMonitorGroup,
  cms_metric_rule_template: cmsMetricRuleTemplate,
  cms_site_monitor: cmsSiteMonitor,
  cms_event_rule: cmsEventRule,
  slb_load_balancer: slbLoadBalancer,
  slb_listener: slbListener,
  slb_backend_server: slbBackendServer,
  slb_vserver_group: slbVServerGroup,
  slb_master_slave_group: slbMasterSlaveGroup,
  slb_rule: slbRule,
  trail,
} satisfies Record<string, ResourceType>;

export type ResourceTypeName = keyof typeof RESOURCE_TYPES;

export const isResourceTypeName = (name: string): name is ResourceTypeName => Object.hasOwn(RESOURCE_TYPES, name);

export * from './types';
