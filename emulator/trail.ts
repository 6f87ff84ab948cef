// ActionTrail recording: every call an account makes, from the API or the console, becomes an event.
import type { ProductDef, Source } from './action.js';
import type { Cloud } from './cloud.js';
import { Params, type RawParams } from './params.js';
import { secondTime } from './products/common.js';
import type { Tenant } from './state.js';

/** Events kept per account; older ones are dropped first. */
const MAX_EVENTS = 20_000;

/** Protocol parameters that are not part of the request's meaning (and must never be logged). */
const PROTOCOL_KEYS = new Set([
  'Signature', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'SignatureType', 'Timestamp', 'AccessKeyId',
  'SecurityToken', 'BearerToken', 'Format', 'Action', 'Version',
]);

// KMS names its secrets' metadata SecretName/SecretType/SecretDataType: those stay; SecretData is masked.
const SECRET_KEY = /password|privatekeybody|secret(?!Name|Type|DataType)/i;

export interface CallRecord {
  tenant: Tenant;
  product: Pick<ProductDef, 'service' | 'version' | 'endpoint' | 'consoleSource'>;
  action: string;
  rw: 'Read' | 'Write';
  params: RawParams;
  source: Source;
  accessKeyId: string;
  sourceIp: string;
  userAgent: string;
  requestId: string;
  now: number;
  response?: Record<string, unknown>;
  error?: { code: string; message: string };
}

/** requestParameters: everything the caller asked for, minus protocol fields, with secrets masked. */
export function requestParameters(params: RawParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (PROTOCOL_KEYS.has(key)) continue;
    out[key] = SECRET_KEY.test(key) ? '******' : value;
  }
  return out;
}

const RESOURCE_TYPES: Array<[string, string]> = [
  ['InstanceId', 'ACS::ECS::Instance'],
  ['InstanceIds', 'ACS::ECS::Instance'],
  ['SecurityGroupId', 'ACS::ECS::SecurityGroup'],
  ['SecurityGroupIds', 'ACS::ECS::SecurityGroup'],
  ['VpcId', 'ACS::VPC::VPC'],
  ['VSwitchId', 'ACS::VPC::VSwitch'],
  ['VRouterId', 'ACS::VPC::VRouter'],
  ['RouteTableId', 'ACS::VPC::RouteTable'],
  ['DiskId', 'ACS::ECS::Disk'],
  ['SnapshotId', 'ACS::ECS::Snapshot'],
  ['KeyPairName', 'ACS::ECS::KeyPair'],
  ['KeyPairNames', 'ACS::ECS::KeyPair'],
  ['AllocationId', 'ACS::VPC::EIP'],
  ['KeyId', 'ACS::KMS::Key'],
  ['EncryptionKeyId', 'ACS::KMS::Key'],
  ['SecretName', 'ACS::KMS::Secret'],
  ['DBInstanceId', 'ACS::RDS::DBInstance'],
  ['DomainName', 'ACS::Alidns::Domain'],
  ['LoadBalancerId', 'ACS::SLB::LoadBalancer'],
  ['RecordId', 'ACS::Alidns::Record'],
  ['serviceName', 'ACS::FC::Service'],
  ['functionName', 'ACS::FC::Function'],
  ['BucketName', 'ACS::OSS::Bucket'],
  ['UserName', 'ACS::RAM::User'],
  ['GroupName', 'ACS::RAM::Group'],
  ['PolicyName', 'ACS::RAM::Policy'],
  ['RoleName', 'ACS::RAM::Role'],
];

/** Resources named by the request, and those a creation returned, by ActionTrail resource type. */
export function referencedResources(params: RawParams, response?: Record<string, unknown>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const add = (type: string, ids: unknown) => {
    for (const id of [ids].flat()) {
      if (typeof id !== 'string' || !id) continue;
      found[type] ??= [];
      if (!found[type].includes(id)) found[type].push(id);
    }
  };
  const request = new Params(params);
  for (const [key, type] of RESOURCE_TYPES) {
    try {
      add(type, request.list(key));
    } catch {
      // A malformed list is the request's error, reported by its handler; it references nothing.
    }
    add(type, response?.[key]);
  }
  const created = response?.InstanceIdSets as { InstanceIdSet?: string[] } | undefined;
  add('ACS::ECS::Instance', created?.InstanceIdSet);
  add('ACS::KMS::Key', (response?.KeyMetadata as { KeyId?: string } | undefined)?.KeyId);
  return found;
}

/** A response as the trail keeps it: a created AccessKey's secret (or any password) never reaches an event. */
export function withoutSecrets(value: unknown): any {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEY.test(k)).map(([k, v]) => [k, withoutSecrets(v)]));
}

export function recordEvent(cloud: Cloud, call: CallRecord): void {
  const { tenant } = call;
  const event: Record<string, unknown> & { eventTime: string } = {
    eventId: cloud.rng('requests').uuid(),
    eventVersion: '1',
    eventName: call.action,
    eventType: 'ApiCall',
    eventCategory: 'Management',
    eventRW: call.rw,
    eventSource: call.source === 'console' ? call.product.consoleSource : call.product.endpoint,
    eventTime: secondTime(call.now),
    serviceName: call.product.service,
    acsRegion: call.params.RegionId ?? 'cn-hangzhou',
    apiVersion: call.product.version,
    requestId: call.requestId,
    requestParameters: requestParameters(call.params),
    // Reads log only their request id: list responses are large and the cloud does not keep them either.
    responseElements: call.error ? null : call.rw === 'Write' ? withoutSecrets(call.response) : { RequestId: call.requestId },
    referencedResources: referencedResources(call.params, call.response),
    userIdentity: {
      type: 'root-account',
      principalId: tenant.accountId,
      accountId: tenant.accountId,
      accessKeyId: call.accessKeyId,
      userName: 'root',
    },
    sourceIpAddress: call.sourceIp,
    userAgent: call.userAgent,
    isGlobal: false,
  };
  if (call.error) {
    event.errorCode = call.error.code;
    event.errorMessage = call.error.message;
  }
  tenant.events.push({ deliverAt: call.now + cloud.eventDelayMs, event });
  if (tenant.events.length > MAX_EVENTS) tenant.events.splice(0, tenant.events.length - MAX_EVENTS);
}
