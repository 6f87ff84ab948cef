// The catalog of resource types the `openapi` provisioner can create. Adding one: a file exporting a
// `ResourceType`, and a line here (the `satisfies` makes a malformed entry a compile error).
import { alidnsDomain } from './alidnsDomain';
import { alidnsRecord } from './alidnsRecord';
import { cdnDomain } from './cdnDomain';
import { dbDatabase } from './dbDatabase';
import { dbInstance } from './dbInstance';
import { fcFunction } from './fcFunction';
import { fcService } from './fcService';
import { cmsAlarm } from './cmsAlarm';
import { cmsAlarmContact } from './cmsAlarmContact';
import { cmsAlarmContactGroup } from './cmsAlarmContactGroup';
import { disk } from './disk';
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
import { ramUser } from './ramUser';
import { securityGroup } from './securityGroup';
import { slbListener } from './slbListener';
import { slbLoadBalancer } from './slbLoadBalancer';
import type { ResourceType } from './types';
import { vpc } from './vpc';
import { vswitch } from './vswitch';

export const RESOURCE_TYPES = {
  vpc,
  vswitch,
  security_group: securityGroup,
  instance,
  disk,
  snapshot,
  key_pair: keyPair,
  eip,
  db_instance: dbInstance,
  db_database: dbDatabase,
  alidns_domain: alidnsDomain,
  alidns_record: alidnsRecord,
  cdn_domain: cdnDomain,
  fc_service: fcService,
  fc_function: fcFunction,
  kms_key: kmsKey,
  kms_secret: kmsSecret,
  oss_bucket: ossBucket,
  ram_group: ramGroup,
  ram_user: ramUser,
  ram_policy: ramPolicy,
  ram_role: ramRole,
  cms_alarm_contact: cmsAlarmContact,
  cms_alarm_contact_group: cmsAlarmContactGroup,
  cms_alarm: cmsAlarm,
  slb_load_balancer: slbLoadBalancer,
  slb_listener: slbListener,
} satisfies Record<string, ResourceType>;

export type ResourceTypeName = keyof typeof RESOURCE_TYPES;

export const isResourceTypeName = (name: string): name is ResourceTypeName => Object.hasOwn(RESOURCE_TYPES, name);

export * from './types';
