// ActionTrail recording: every call an account makes, from the API or the console, becomes an event.
import type { Product, Source } from './action.js';
import type { Cloud } from './cloud.js';
import { Params, type RawParams } from './params.js';
import { secondTime } from './common.js';
import type { StoredEvent, Tenant } from './state.js';

/** Events kept per account; older ones are dropped first. LookupEvents stays fast at this size (bench/emulator.ts). */
export const MAX_EVENTS = 100_000;

/** Protocol parameters that are not part of the request's meaning (and must never be logged). */
const PROTOCOL_KEYS = new Set([
  'Signature', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'SignatureType', 'Timestamp', 'AccessKeyId',
  'SecurityToken', 'BearerToken', 'Format', 'Action', 'Version',
]);

// KMS names its secrets' metadata SecretName/SecretType/SecretDataType: those stay; SecretData is masked. A virtual
// MFA device's seed and QR code, and the codes that bind it, are its secret too.
// Passwords and keys, but not the settings about them (MinimumPasswordLength, MaxPasswordAge, PasswordResetRequired).
const SECRET_KEY = /password(?!length|age|reuse|reset|retry|expir|policy)|privatekey|sslpri|secret(?!Name|Type|DataType)|stringseed|qrcodepng|authenticationcode/i;

export interface CallRecord {
  tenant: Tenant;
  product: Pick<Product, 'service' | 'version' | 'endpoint' | 'consoleSource' | 'apiVersionOf'>;
  action: string;
  rw: 'Read' | 'Write';
  params: RawParams;
  source: Source;
  accessKeyId: string;
  /** The RAM user who signed the call (`userIdentity.type` ram-user); absent: the account itself (root-account). */
  user?: { UserId: string; UserName: string };
  sourceIp: string;
  userAgent: string;
  requestId: string;
  now: number;
  response?: Record<string, unknown>;
  error?: { code: string; message: string };
}

/** A secret inside a JSON-valued parameter (Workbench's `InstanceLoginInfo` carries the logon password): masked too. */
function maskJson(value: string): string {
  if (!/^\s*[[{]/.test(value) || !SECRET_KEY.test(value)) return value;
  const mask = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(mask)
      : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_KEY.test(k) ? '******' : mask(x)]))
        : v;
  try {
    return JSON.stringify(mask(JSON.parse(value)));
  } catch {
    return value;
  }
}

/** requestParameters: everything the caller asked for, minus protocol fields, with secrets masked. */
export function requestParameters(params: RawParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (PROTOCOL_KEYS.has(key)) continue;
    out[key] = SECRET_KEY.test(key) ? '******' : maskJson(value);
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
  ['CommandId', 'ACS::ECS::Command'],
  ['autoSnapshotPolicyId', 'ACS::ECS::AutoSnapshotPolicy'],
  ['AutoSnapshotPolicyId', 'ACS::ECS::AutoSnapshotPolicy'],
  ['diskIds', 'ACS::ECS::Disk'],
  ['LaunchTemplateId', 'ACS::ECS::LaunchTemplate'],
  ['DeploymentSetId', 'ACS::ECS::DeploymentSet'],
  ['NetworkInterfaceId', 'ACS::ECS::NetworkInterface'],
  ['AllocationId', 'ACS::VPC::EIP'],
  ['IpInstanceId', 'ACS::VPC::EIP'],
  ['BandwidthPackageId', 'ACS::VPC::CommonBandwidthPackage'],
  ['NatGatewayId', 'ACS::VPC::NatGateway'],
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

/**
 * Records one call. `cloud` is the account's view (invoke.ts), so its `faults.eventDelayMs` is the account's.
 * Console calls are logged as the cloud logs them: the API endpoint as eventSource, the console's domain as
 * userAgent (`ecs.console.aliyun.com`), the browser's address as sourceIpAddress, the session's STS key.
 */
export function recordEvent(cloud: Cloud, call: CallRecord): void {
  const { tenant } = call;
  const event: Record<string, unknown> & { eventTime: string } = {
    eventId: cloud.rng('requests').uuid(),
    eventVersion: '1',
    eventName: call.action,
    eventType: 'ApiCall',
    eventCategory: 'Management',
    eventRW: call.rw,
    eventSource: call.product.endpoint,
    eventTime: secondTime(call.now),
    serviceName: call.product.service,
    acsRegion: call.params.RegionId ?? 'cn-hangzhou',
    apiVersion: call.product.apiVersionOf?.(call.action, call.params) ?? call.product.version,
    requestId: call.requestId,
    requestParameters: requestParameters(call.params),
    // Reads log only their request id: list responses are large and the cloud does not keep them either.
    responseElements: call.error ? null : call.rw === 'Write' ? withoutSecrets(call.response) : { RequestId: call.requestId },
    referencedResources: referencedResources(call.params, call.response),
    userIdentity: call.user
      ? { type: 'ram-user', principalId: call.user.UserId, accountId: tenant.accountId, accessKeyId: call.accessKeyId, userName: call.user.UserName }
      : { type: 'root-account', principalId: tenant.accountId, accountId: tenant.accountId, accessKeyId: call.accessKeyId, userName: 'root' },
    sourceIpAddress: call.sourceIp,
    userAgent: call.source === 'console' ? call.product.consoleSource : call.userAgent,
    isGlobal: false,
  };
  if (call.error) {
    event.errorCode = call.error.code;
    event.errorMessage = call.error.message;
  }
  const delay = cloud.faults.eventDelayMs ?? cloud.eventDelayMs;
  tenant.events.push({ seq: (tenant.events.at(-1)?.seq ?? 0) + 1, deliverAt: call.now + delay, event });
  if (tenant.events.length > MAX_EVENTS) tenant.events.splice(0, tenant.events.length - MAX_EVENTS);
}

/**
 * Adds `count` past events to an account's trail, spread evenly over the `spanMs` before `now` and merged with
 * its own by time (the control API's `POST /__emulator/accounts/:id/events`: history for paging tests and the
 * bench, without as many calls). Outstanding NextTokens of the account become invalid.
 */
export function backfillEvents(cloud: Cloud, products: readonly Product[], tenant: Tenant, count: number, spanMs: number, now = Date.now()): number {
  const rng = cloud.rng('requests');
  const key = tenant.accessKeys[0]?.accessKeyId ?? '';
  const identity = { type: 'root-account', principalId: tenant.accountId, accountId: tenant.accountId, accessKeyId: key, userName: 'root' };
  const made: StoredEvent[] = [];
  const start = now - spanMs;
  // What history is made of: the everyday calls each product declares (`history`), in registry order.
  const history = products.flatMap((p) => (p.history ?? []).map((call) => ({ ...call, service: p.service, endpoint: p.endpoint, version: p.version })));
  if (!history.length) return tenant.events.length;
  for (let i = 0; i < count; i++) {
    const t = history[i % history.length];
    const at = Math.floor(start + (spanMs * i) / count);
    const resource = `${t.prefix}${(i % 997).toString(36).padStart(4, '0')}`;
    const requestId = rng.uuid();
    made.push({
      seq: 0,
      deliverAt: at,
      event: {
        eventId: rng.uuid(), eventVersion: '1', eventName: t.action, eventType: 'ApiCall', eventCategory: 'Management',
        eventRW: t.rw, eventSource: t.endpoint, eventTime: secondTime(at), serviceName: t.service, acsRegion: 'cn-hangzhou',
        apiVersion: t.version, requestId, requestParameters: { RegionId: 'cn-hangzhou', [t.key]: resource },
        responseElements: { RequestId: requestId }, referencedResources: { [t.type]: [resource] }, userIdentity: identity,
        sourceIpAddress: '127.0.0.1', userAgent: 'AlibabaCloud (linux; x64) Node.js/v20 Core/1.0 TeaDSL/2', isGlobal: false,
      },
    });
  }
  const time = (e: StoredEvent) => Date.parse(e.event.eventTime);
  // Both lists are in time order: a merge keeps the trail sorted, which LookupEvents' binary search relies on.
  const merged: StoredEvent[] = [];
  const own = tenant.events;
  let a = 0;
  let b = 0;
  while (a < made.length || b < own.length) {
    if (b >= own.length || (a < made.length && time(made[a]) <= time(own[b]))) merged.push(made[a++]);
    else merged.push(own[b++]);
  }
  const kept = merged.slice(-MAX_EVENTS);
  kept.forEach((e, i) => (e.seq = i + 1));
  tenant.events = kept;
  return kept.length;
}

type Event = StoredEvent['event'];
type Identity = { userName?: string; accessKeyId?: string };

/** LookupEvents' attribute keys (LookupAttribute.N.Key) and the values an event has for each: exact matches. */
export const LOOKUP_KEYS: Record<string, (e: Event) => unknown> = {
  EventName: (e) => e.eventName,
  ServiceName: (e) => e.serviceName,
  EventId: (e) => e.eventId,
  EventRW: (e) => e.eventRW,
  ResourceType: (e) => Object.keys((e.referencedResources ?? {}) as object),
  ResourceName: (e) => {
    const resources = (e.referencedResources ?? {}) as Record<string, string[]>;
    const names: string[] = [];
    for (const type in resources) names.push(...resources[type]);
    return names;
  },
  User: (e) => (e.userIdentity as Identity | undefined)?.userName,
  EventAccessKeyId: (e) => (e.userIdentity as Identity | undefined)?.accessKeyId,
  SourceIpAddress: (e) => e.sourceIpAddress,
  EventType: (e) => e.eventType,
};

interface KeyIndex {
  /** seq of the oldest event when built: once a whole trail's worth has been dropped since, it is rebuilt. */
  builtFrom: number;
  lastSeq: number;
  /** value -> the events with it, in seq (and time) order; may still hold dropped ones at the front. */
  byValue: Map<string, StoredEvent[]>;
}

// One index per attribute key, built on the first lookup by that key and brought up to date on later ones. Kept
// beside the state (a restore or backfill makes a new array, hence new indexes), so snapshots stay plain JSON.
const indexes = new WeakMap<StoredEvent[], Map<string, KeyIndex>>();

/** The events of `events` whose `key` attribute has `value`, oldest first: a superset by time, never a subset. */
export function eventsWith(events: StoredEvent[], key: string, value: string): StoredEvent[] {
  let byKey = indexes.get(events);
  if (!byKey) indexes.set(events, (byKey = new Map()));
  let index = byKey.get(key);
  const oldest = events[0]?.seq ?? 0;
  if (!index || oldest - index.builtFrom > events.length) {
    index = { builtFrom: oldest, lastSeq: 0, byValue: new Map() };
    byKey.set(key, index);
  }
  const valuesOf = LOOKUP_KEYS[key];
  let from = events.length;
  while (from > 0 && events[from - 1].seq > index.lastSeq) from--;
  for (let i = from; i < events.length; i++) {
    const found = valuesOf(events[i].event);
    if (Array.isArray(found)) for (const v of found) add(index, v, events[i]);
    else add(index, found, events[i]);
  }
  index.lastSeq = events.at(-1)?.seq ?? 0;
  return index.byValue.get(value) ?? [];
}

function add(index: KeyIndex, value: unknown, stored: StoredEvent): void {
  if (typeof value !== 'string') return;
  const list = index.byValue.get(value);
  if (!list) index.byValue.set(value, [stored]);
  else if (list[list.length - 1] !== stored) list.push(stored);
}
