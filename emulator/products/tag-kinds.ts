// Where each kind of taggable resource lives, so that the tagging APIs (tag-actions.ts) tag only what exists and
// list only what is still there: tags stay in `tenant.tags` when a resource goes, and a create resets them.
import type { Maker } from '../action.js';
import { domainKey as cdnDomainKey, cdnOf } from './cdn-state.js';
import { domainKey as dnsDomainKey, dnsOf } from './alidns-state.js';
import { storageOf } from './ecs-storage-state.js';
import { kmsOf } from './kms-state.js';
import { rdsOf } from './rds-model.js';
import { ramOf } from './ram-state.js';
import { slbOf } from './slb-state.js';
import type { TagKind } from './tags.js';
import { eipsOf } from './vpc-eip.js';
import { netOf } from './vpc-net-state.js';

interface Found {
  RegionId?: string;
}

interface KindDef {
  /** The resource stored under `key`, with due transitions applied; undefined when it does not exist. */
  find(m: Maker, key: string): Found | undefined;
  /** Names unique per region (key pairs, KMS secrets, FC services): the store key is `<region>/<name>`. */
  byRegion?: boolean;
  /** How the cloud compares the id (domain names: lower case). */
  normalize?: (id: string) => string;
}

export const TAG_KINDS: Record<TagKind, KindDef> = {
  'Ecs:instance': { find: (m, k) => m.tenant.instances[k] },
  'Ecs:disk': { find: (m, k) => storageOf(m).disks[k] },
  'Ecs:snapshot': { find: (m, k) => storageOf(m).snapshots[k] },
  'Ecs:image': { find: (m, k) => storageOf(m).images[k] },
  'Ecs:securitygroup': { find: (m, k) => m.tenant.securityGroups[k] },
  'Ecs:keypair': { find: (m, k) => storageOf(m).keyPairs[k], byRegion: true },
  'Vpc:VPC': { find: (m, k) => m.tenant.vpcs[k] },
  'Vpc:VSWITCH': { find: (m, k) => m.tenant.vSwitches[k] },
  'Vpc:ROUTETABLE': { find: (m, k) => netOf(m).routeTables[k] },
  'Vpc:NATGATEWAY': { find: (m, k) => netOf(m).natGateways[k] },
  'Vpc:EIP': { find: (m, k) => eipsOf(m)[k] },
  'Rds:INSTANCE': { find: (m, k) => rdsOf(m.tenant, m.now).instances[k] },
  'Slb:instance': { find: (m, k) => slbOf(m.tenant, m.now).loadBalancers[k] },
  'Kms:key': { find: (m, k) => kmsOf(m.tenant, m.now).keys[k] },
  'Kms:secret': { find: (m, k) => kmsOf(m.tenant, m.now).secrets[k], byRegion: true },
  'Alidns:DOMAIN': { find: (m, k) => (dnsOf(m.tenant).domains[k] ? {} : undefined), normalize: dnsDomainKey },
  'Cdn:DOMAIN': { find: (m, k) => (cdnOf(m.tenant, m.now).domains[k] ? {} : undefined), normalize: cdnDomainKey },
  'FC:service': {
    find: (m, k) => {
      const [region, name] = splitKey(k);
      return m.tenant.fc?.regions[region]?.[name] ? { RegionId: region } : undefined;
    },
    byRegion: true,
  },
  'Ram:role': { find: (m, k) => (ramOf(m.tenant).roles[k] ? {} : undefined) },
  'Ram:policy': { find: (m, k) => (ramOf(m.tenant).policies[k] ? {} : undefined) },
};

function splitKey(key: string): [string, string] {
  const at = key.indexOf('/');
  return [key.slice(0, at), key.slice(at + 1)];
}

/** The store key of the resource the cloud calls `id` (in `regionId` for names unique per region). */
export function tagKey(kind: TagKind, id: string, regionId = 'cn-hangzhou'): string {
  const def = TAG_KINDS[kind];
  const normalized = def.normalize ? def.normalize(id) : id;
  return def.byRegion ? `${regionId}/${normalized}` : normalized;
}

/** The id the cloud answers for a store key. */
export function tagId(kind: TagKind, key: string): string {
  return TAG_KINDS[kind].byRegion ? splitKey(key)[1] : key;
}

/** The resource under `key` if it exists, in `regionId` when one is given. */
export function findTagged(m: Maker, kind: TagKind, key: string, regionId?: string): Found | undefined {
  const def = TAG_KINDS[kind];
  const found = def.find(m, key);
  if (!found) return undefined;
  const region = def.byRegion ? splitKey(key)[0] : found.RegionId;
  if (regionId && region && region !== regionId) return undefined;
  return found;
}
