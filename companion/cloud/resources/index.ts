// The catalog of resource types the `openapi` provisioner can create. Adding one: a file exporting a
// `ResourceType`, and a line here (the `satisfies` makes a malformed entry a compile error).
import { alidnsDomain } from './alidnsDomain';
import { alidnsRecord } from './alidnsRecord';
import { dbDatabase } from './dbDatabase';
import { dbInstance } from './dbInstance';
import { cmsAlarm } from './cmsAlarm';
import { cmsAlarmContact } from './cmsAlarmContact';
import { cmsAlarmContactGroup } from './cmsAlarmContactGroup';
import { instance } from './instance';
import { kmsKey } from './kmsKey';
import { kmsSecret } from './kmsSecret';
import { securityGroup } from './securityGroup';
import type { ResourceType } from './types';
import { vpc } from './vpc';
import { vswitch } from './vswitch';

export const RESOURCE_TYPES = {
  vpc,
  vswitch,
  security_group: securityGroup,
  instance,
  db_instance: dbInstance,
  db_database: dbDatabase,
  alidns_domain: alidnsDomain,
  alidns_record: alidnsRecord,
  kms_key: kmsKey,
  kms_secret: kmsSecret,
  cms_alarm_contact: cmsAlarmContact,
  cms_alarm_contact_group: cmsAlarmContactGroup,
  cms_alarm: cmsAlarm,
} satisfies Record<string, ResourceType>;

export type ResourceTypeName = keyof typeof RESOURCE_TYPES;

export const isResourceTypeName = (name: string): name is ResourceTypeName => Object.hasOwn(RESOURCE_TYPES, name);

export * from './types';
