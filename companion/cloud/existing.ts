/**
 * What the person's account already has, for the side panel's "What this page needs": each required type listed
 * through a read-only client (Describe/List/Get calls only; any other call is refused before it is signed), with
 * the state of each resource and whether it is the state the procedure needs. And the checks `episode.start` makes
 * on the person's picks before anything is created.
 */
import type { RequiredResource } from '../../protocol/task';
import { isResourceTypeName, RESOURCE_TYPES } from './resources/index';
import type { ListedResource, ResourceType } from './resources/types';
import type { CloudClient } from './sdk';

/** A call the read-only client refused: a write reached it. */
export class ReadOnlyError extends Error {
  readonly code = 'read-only';
  constructor(what: string) {
    super(`refused ${what}: listing what the account has makes read-only calls only`);
    this.name = 'ReadOnlyError';
  }
}

const READ_ACTION = /^(Describe|List|Get|Query)[A-Z]/;
const READ_OSS = /^(list|get)[A-Z]/i;

/**
 * The same client, which refuses every call that is not a read (before it is signed and sent). The typed SDK clients
 * (one per service) can write: any other property than these is refused when it is asked for.
 */
export function readOnlyClient(client: CloudClient): CloudClient {
  const reads: Partial<CloudClient> = {
    regionId: client.regionId, accountId: client.accountId, local: client.local,
    call: (service, action, params) => {
      if (!READ_ACTION.test(action)) return Promise.reject(new ReadOnlyError(`${service} ${action}`));
      return client.call(service, action, params);
    },
    roa: (service, action, method, pathname, body, query) => {
      if (method !== 'GET') return Promise.reject(new ReadOnlyError(`${service} ${method} ${pathname}`));
      return client.roa(service, action, method, pathname, body, query);
    },
    oss: (action, run) => {
      if (!READ_OSS.test(action)) return Promise.reject(new ReadOnlyError(`oss ${action}`));
      return client.oss(action, run);
    },
  };
  return new Proxy(reads, {
    get(target, key) {
      if (typeof key === 'symbol' || key in target || !(key in client)) return Reflect.get(target, key);
      throw new ReadOnlyError(`the ${key} SDK client`);
    },
  }) as CloudClient;
}

export interface Existing {
  id: string;
  name: string;
  state?: string;
  /** In the state the procedure needs (always true when it needs none). */
  fits: boolean;
}

/** The attributes that carry a resource's state. */
const STATE_KEYS = ['Status', 'State', 'status'];
const stateOf = (r: ListedResource) => STATE_KEYS.map((k) => r.attributes[k]).find((v) => v !== undefined);

/** Most listed first; more than this is cut (the panel is a short list). */
const MAX_SHOWN = 50;

/** What the account has of `type`, each with its state and whether it fits `state`; throws what the cloud said. */
export async function listExisting(client: CloudClient, type: string, state: string | undefined, region: string): Promise<{ listed: ListedResource[]; existing: Existing[] }> {
  if (!isResourceTypeName(type)) throw new Error(`no listing for type "${type}"`);
  const resourceType: ResourceType = RESOURCE_TYPES[type];
  const listed = await resourceType.list(readOnlyClient(client), { episodeId: 'listing', region });
  const existing = listed.slice(0, MAX_SHOWN).map((r) => {
    const s = stateOf(r);
    return { id: r.id, name: r.name, ...(s ? { state: s } : {}), fits: !state || s === undefined || s === state };
  });
  return { listed, existing };
}

/** A pick `episode.start` cannot use, with the reason the person reads. */
export class PickError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PickError';
  }
}

const REF = /^\$\{([a-zA-Z][\w-]*)\.id\}$/;

/**
 * Checks the person's picks against the task's requires and the account (listed again now): each pick names a
 * required item and an existing resource of its type in the needed state; a picked item cannot depend on one that
 * is created (an existing vSwitch in a new VPC), and where a picked item refers to another picked one (`VpcId:
 * ${vpc.id}`), the resources agree. Returns the picked resources as the provisioner's references read them.
 */
export async function checkPicks(
  client: CloudClient,
  requires: RequiredResource[],
  picks: Record<string, string>,
  states: Record<string, string | undefined>,
  region: string,
): Promise<Record<string, { id: string; name: string; attributes: Record<string, string> }>> {
  const out: Record<string, { id: string; name: string; attributes: Record<string, string> }> = {};
  for (const [localId, cloudId] of Object.entries(picks)) {
    const required = requires.find((r) => r.id === localId);
    if (!required) throw new PickError(`picks.${localId}: the procedure requires no "${localId}" (it requires ${requires.map((r) => r.id).join(', ')})`);
    const { listed } = await listExisting(client, required.type, undefined, region);
    const found = listed.find((r) => r.id === cloudId);
    if (!found) throw new PickError(`picks.${localId}: the account has no ${required.type} ${cloudId} in ${region}`);
    const state = stateOf(found);
    const wanted = states[localId];
    if (wanted && state !== undefined && state !== wanted) throw new PickError(`picks.${localId}: ${required.type} ${cloudId} is ${state}, and the procedure needs it ${wanted}`);
    for (const [attr, value] of Object.entries(required.attributes)) {
      const ref = typeof value === 'string' ? REF.exec(value) : null;
      if (!ref || !requires.some((r) => r.id === ref[1])) continue;
      if (!picks[ref[1]]) throw new PickError(`picks.${localId}: it needs "${ref[1]}" (${attr}), which would be created new; pick "${ref[1]}" too, or create both`);
      if (found.attributes[attr] !== undefined && found.attributes[attr] !== picks[ref[1]]) {
        throw new PickError(`picks.${localId}: ${cloudId} has ${attr} ${found.attributes[attr]}, not the picked ${ref[1]} ${picks[ref[1]]}`);
      }
    }
    out[localId] = { id: found.id, name: found.name, attributes: { ...found.attributes } };
  }
  return out;
}
